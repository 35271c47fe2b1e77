import { useDisplaySettings } from '@aq/api/react';
import type { AlertForm } from '@aq/validation';
import { FormField } from '@aq/ui/form-field';
import { Switch } from '@aq/ui/switch';
import { TextInput } from '@aq/ui/text-input';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectClock } from '../../lib/project-clock';
import type { AlertId } from './alert-data';
import { AlertEditor } from './alert-editor';
import { AlertFrame } from './alert-frame';
import { EventHistoryPanel } from './event-history/event-history-panel';

/** One line of a view-mode field list. */
export function AlertField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-text-muted text-sm">{label}</dt>
      <dd className="text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

/** Decimal places when the project's display settings do not name the alert's sensor. */
const DEFAULT_DECIMALS = 2;

/**
 * The decimal places the project shows the alert's sensor (channel) with; null while the display
 * settings load (the default when they cannot be read or do not name the sensor).
 */
function useAlertDecimals(alert: AlertForm): number | null {
  const settings = useDisplaySettings(
    alert.projectId === undefined ? null : String(alert.projectId),
  );
  const sensor = alert.type === 'Contribution' ? alert.channel : alert.sensorCode;
  if (settings.isPending) return null;
  const group = settings.data?.ProjectSensorGroups.find((each) => each.SensorGroupName === sensor);
  return group?.DecimalPlace ?? DEFAULT_DECIMALS;
}

/** The event history of the alert, its values with the project's decimals for the sensor. */
function AlertEvents(props: {
  alert: AlertForm;
  alertId: AlertId;
  clock: ProjectClock;
  manageReason: string | null;
}) {
  const decimals = useAlertDecimals(props.alert);
  if (decimals === null) return null;
  return (
    <EventHistoryPanel
      alertId={props.alertId}
      clock={props.clock}
      manageReason={props.manageReason}
      decimals={decimals}
    />
  );
}

/**
 * An alert's details page (spec 02 §2 'Details'): name, project, type and active, editable (the
 * type is fixed once the alert exists); then, beyond the spec, the alert's event history.
 */
export default function AlertDetailsPage() {
  const { t } = useTranslation('alerts');
  return (
    <AlertFrame page="details">
      {({ alert, alertId, clock, manageReason }) => (
        <div className="flex flex-col gap-8">
          <AlertEditor
            alert={alert}
            title={t('pages.details')}
            manageReason={manageReason}
            data-testid="alert-details"
          >
            {({ alert: shown, editing, onChange }) =>
              editing ? (
                <div className="grid gap-4 @lg:grid-cols-2">
                  <FormField label={t('fields.name')} required>
                    <TextInput
                      value={shown.name ?? ''}
                      maxLength={200}
                      onChange={(event) => onChange({ ...shown, name: event.target.value })}
                      data-testid="alert-name-input"
                    />
                  </FormField>
                  <FormField label={t('fields.project')}>
                    <TextInput value={shown.projectName ?? ''} readOnly />
                  </FormField>
                  <FormField label={t('fields.type')} helperText={t('fields.typeFixed')}>
                    <TextInput value={shown.type ? t(`types.${shown.type}`) : ''} readOnly />
                  </FormField>
                  <Switch
                    className="self-end"
                    label={t('fields.active')}
                    checked={shown.active ?? true}
                    onCheckedChange={(active) => onChange({ ...shown, active })}
                    data-testid="alert-active-input"
                  />
                </div>
              ) : (
                <dl className="grid gap-4 @lg:grid-cols-2">
                  <AlertField label={t('fields.name')}>{shown.name}</AlertField>
                  <AlertField label={t('fields.project')}>{shown.projectName}</AlertField>
                  <AlertField label={t('fields.type')}>
                    {shown.type ? t(`types.${shown.type}`) : '—'}
                  </AlertField>
                  <AlertField label={t('fields.active')}>
                    {(shown.active ?? true) ? t('activeYes') : t('activeNo')}
                  </AlertField>
                </dl>
              )
            }
          </AlertEditor>
          <AlertEvents alert={alert} alertId={alertId} clock={clock} manageReason={manageReason} />
        </div>
      )}
    </AlertFrame>
  );
}
