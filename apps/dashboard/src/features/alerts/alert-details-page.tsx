import { FormField } from '@aq/ui/form-field';
import { Switch } from '@aq/ui/switch';
import { TextInput } from '@aq/ui/text-input';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
          <EventHistoryPanel alertId={alertId} clock={clock} manageReason={manageReason} />
        </div>
      )}
    </AlertFrame>
  );
}
