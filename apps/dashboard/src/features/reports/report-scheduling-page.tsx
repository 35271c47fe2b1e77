import { useDeleteReportExportConfig, useSaveReportExportConfig } from '@aq/api/react';
import { Button } from '@aq/ui/button';
import { Checkbox } from '@aq/ui/checkbox';
import { DangerModal } from '@aq/ui/danger-modal';
import { FormField } from '@aq/ui/form-field';
import { InlineNotification } from '@aq/ui/inline-notification';
import { Switch } from '@aq/ui/switch';
import { TimeInput } from '@aq/ui/time-input';
import { useUiStrings } from '@aq/ui/ui-strings';
import { reportExportConfigSchema, validateReportSchedule } from '@aq/validation/report';
import { validateTimeOfDay } from '@aq/validation/time';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { confirmChange } from '../../lib/confirm-change';
import { useUnsavedChangesGuard } from '../../lib/unsaved-changes';
import { useUserErrorMessage } from '../../lib/user-error';
import { EmailRecipientsTable } from '../alerts/recipients/recipient-tables';
import { ReportCard, ReportField } from './report-card';
import { ReportFrame, type ReportPageContext } from './report-frame';
import {
  SCHEDULE_DAY_ORDER,
  scheduleFormOf,
  toggleDay,
  type ExportConfigBody,
} from './report-logic';

type TimeField = 'From' | 'To' | 'ScheduledTimeOfDay';

/**
 * A contribution's report scheduling page (spec 02 §2, §5 'Report scheduling'): an editable card
 * with From and To (the part of each day the report covers), the time it is sent, the days, the
 * e-mail recipients (the alerts' recipient table and add modal, with the shared recipient rules)
 * and Active, all on the project's time zone, which is named. The form is checked with
 * @aq/validation's reportExportConfigSchema: 'Invalid time', 'Must enter a start and end time',
 * 'Start time must be before end time', 'Must enter a scheduled time' and 'Schedule not defined'
 * block saving; an active schedule without a day or a recipient shows the inactive warning. A
 * saved schedule can be deleted after a confirmation.
 */
export default function ReportSchedulingPage() {
  const { t } = useTranslation('reports');
  return (
    <ReportFrame page="scheduling" loadFailedTitle={t('schedule.loadFailed')}>
      {(context) => <ScheduleCard key={context.config.ContributionId} {...context} />}
    </ReportFrame>
  );
}

function ScheduleCard({ config, manageReason }: ReportPageContext) {
  const { t } = useTranslation('reports');
  const { validationMessage } = useUiStrings();
  const errorMessage = useUserErrorMessage();
  const saveExport = useSaveReportExportConfig();
  const remove = useDeleteReportExportConfig();
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const form = useForm<ExportConfigBody>({
    resolver: zodResolver(reportExportConfigSchema),
    defaultValues: scheduleFormOf(config),
    mode: 'onChange',
  });
  const watched = useWatch({ control: form.control }) as Partial<ExportConfigBody>;
  const values: ExportConfigBody = editing
    ? { ...scheduleFormOf(config), ...watched }
    : scheduleFormOf(config);
  const saving = saveExport.isPending;
  useUnsavedChangesGuard(editing && form.formState.isDirty);

  const schedule = validateReportSchedule({
    from: values.From,
    to: values.To,
    scheduledTimeOfDay: values.ScheduledTimeOfDay,
    days: values.Days,
    emails: values.Emails,
    active: values.IsActive,
  });
  const scheduleErrors = schedule.errors.filter((error) => error.code !== 'time.invalid');
  const timeError = (field: TimeField) => {
    const value = values[field];
    if (!value) return undefined;
    const error = validateTimeOfDay(value);
    return error ? validationMessage(error) : undefined;
  };
  const canSave = editing && form.formState.isDirty && schedule.errors.length === 0;

  const startEditing = () => {
    form.reset(scheduleFormOf(config));
    setFailure(null);
    setEditing(true);
  };
  const cancel = () => {
    form.reset(scheduleFormOf(config));
    setFailure(null);
    setEditing(false);
  };
  const save = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await saveExport.mutateAsync({ id: config.ReportConfigId, body });
      setEditing(false);
      confirmChange(t('schedule.saved', { name: config.ReportName }));
    } catch (error) {
      setFailure(errorMessage(error, t('schedule.saveAction')));
    }
  });

  const timeField = (field: TimeField, label: string, testId: string) => (
    <FormField label={label} required error={timeError(field)}>
      <TimeInput
        value={values[field] ?? ''}
        onValueChange={(value, _error, text) =>
          form.setValue(field, value ?? text, { shouldDirty: true, shouldValidate: true })
        }
        data-testid={testId}
      />
    </FormField>
  );
  const dayName = (day: string) => t(`days.${day}`);
  const zone = t('schedule.zone', { zone: config.TimeZoneId, offset: config.TimeZoneOffset });

  return (
    <div className="flex flex-col gap-6">
      <ReportCard
        title={t('schedule.title')}
        editing={editing}
        saving={saving}
        canSave={canSave}
        manageReason={manageReason}
        failure={failure}
        failureTitle={t('schedule.saveFailed')}
        onEdit={startEditing}
        onCancel={cancel}
        onSave={() => void save()}
        actions={
          config.ReportConfigId && !manageReason ? (
            <Button variant="ghost" onClick={() => setDeleting(true)} data-testid="delete-schedule">
              <Trash2 aria-hidden="true" className="size-4" />
              {t('schedule.delete')}
            </Button>
          ) : null
        }
        data-testid="report-schedule"
      >
        <p className="text-text-muted text-sm" data-testid="schedule-zone">
          {zone}
        </p>
        {schedule.warnings.map((warning) => (
          <InlineNotification
            key={warning.code}
            kind="warning"
            title={t('schedule.inactiveTitle')}
            text={validationMessage(warning)}
            data-testid="schedule-inactive-warning"
          />
        ))}
        {editing ? (
          <form
            noValidate
            className="flex flex-col gap-5"
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <fieldset className="grid gap-4 @lg:grid-cols-3" disabled={saving}>
              <legend className="sr-only">{t('schedule.times')}</legend>
              {timeField('From', t('schedule.from'), 'schedule-from')}
              {timeField('To', t('schedule.to'), 'schedule-to')}
              {timeField('ScheduledTimeOfDay', t('schedule.sendAt'), 'schedule-send-at')}
            </fieldset>
            {scheduleErrors.length > 0 ? (
              <div role="alert" data-testid="schedule-errors">
                <ul className="text-danger flex flex-col gap-1 text-sm">
                  {scheduleErrors.map((error) => (
                    <li key={error.code}>{validationMessage(error)}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            <fieldset className="flex flex-col gap-2" disabled={saving}>
              <legend className="mb-1 text-sm font-medium">{t('schedule.days')}</legend>
              <div className="flex flex-wrap gap-4">
                {SCHEDULE_DAY_ORDER.map((day) => (
                  <Checkbox
                    key={day}
                    label={dayName(day)}
                    checked={values.Days.includes(day)}
                    onCheckedChange={(on) =>
                      form.setValue(
                        'Days',
                        toggleDay(values.Days, day, on === true) as ExportConfigBody['Days'],
                        { shouldDirty: true, shouldValidate: true },
                      )
                    }
                    data-testid={`schedule-day-${day}`}
                  />
                ))}
              </div>
            </fieldset>
            <Switch
              label={t('schedule.active')}
              description={t('schedule.activeHelp')}
              checked={values.IsActive}
              onCheckedChange={(on) =>
                form.setValue('IsActive', on, { shouldDirty: true, shouldValidate: true })
              }
              data-testid="schedule-active"
            />
          </form>
        ) : null}
        {editing ? (
          // Outside the form: the table's buttons (sorting, Add e-mail) must not submit it.
          <EmailRecipientsTable
            emails={values.Emails}
            onChange={(emails) =>
              form.setValue('Emails', emails, { shouldDirty: true, shouldValidate: true })
            }
          />
        ) : (
          <div className="flex flex-col gap-5">
            {config.ReportConfigId === null ? (
              <p className="text-text-muted text-sm" data-testid="schedule-not-saved">
                {t('schedule.notSaved')}
              </p>
            ) : null}
            <dl className="grid gap-4 @lg:grid-cols-3">
              <ReportField label={t('schedule.from')}>{values.From}</ReportField>
              <ReportField label={t('schedule.to')}>{values.To}</ReportField>
              <ReportField label={t('schedule.sendAt')}>{values.ScheduledTimeOfDay}</ReportField>
              <ReportField label={t('schedule.days')}>
                {values.Days.length > 0
                  ? SCHEDULE_DAY_ORDER.filter((day) => values.Days.includes(day))
                      .map(dayName)
                      .join(', ')
                  : t('none')}
              </ReportField>
              <ReportField label={t('schedule.active')}>
                {values.IsActive ? t('schedule.activeYes') : t('schedule.activeNo')}
              </ReportField>
            </dl>
            <EmailRecipientsTable emails={values.Emails} onChange={() => undefined} readOnly />
          </div>
        )}
      </ReportCard>
      {config.ReportConfigId ? (
        <DangerModal
          open={deleting}
          onOpenChange={setDeleting}
          title={t('schedule.deleteTitle')}
          description={t('schedule.deleteText', { name: config.ReportName })}
          confirmLabel={t('schedule.deleteConfirm')}
          errorMessage={(error) => errorMessage(error, t('schedule.deleteAction'))}
          onConfirm={async () => {
            if (!config.ReportConfigId) return;
            await remove.mutateAsync(config.ReportConfigId);
            confirmChange(t('schedule.deleted', { name: config.ReportName }));
          }}
        />
      ) : null}
    </div>
  );
}
