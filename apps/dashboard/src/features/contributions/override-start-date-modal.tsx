import { useContribution, useOverrideContributionStartDate } from '@aq/api/react';
import { DatePicker } from '@aq/ui/date-picker';
import { FormField } from '@aq/ui/form-field';
import { InlineNotification } from '@aq/ui/inline-notification';
import { Modal } from '@aq/ui/modal';
import { Skeleton } from '@aq/ui/skeleton';
import { TimeInput } from '@aq/ui/time-input';
import type { CalendarDay } from '@aq/validation/date-range';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  formatProjectTime,
  projectOffsetMinutes,
  type ProjectClock,
} from '../../lib/project-clock';
import { useUserErrorMessage } from '../../lib/user-error';
import { formatUtcOffset } from '@aq/validation/time';
import { useUiStrings } from '@aq/ui/ui-strings';
import {
  MAX_OVERRIDE_DAYS,
  startDateFields,
  startDateInstant,
  startDateProblem,
} from './start-date';

interface StartDateValues {
  day: CalendarDay | null;
  time: string | null;
}

/**
 * Moves the start of a contribution's averaging (PATCH .../override-start-date): a day and a time on
 * the project's clock, not in the future and at most 366 days back. Every stored value is then
 * computed again from that date, so the action asks first and says so; on success `onStarted`
 * hands over to the progress view. The server's messages show in the modal.
 */
export function OverrideStartDateModal({
  contributionId,
  name,
  onClose,
  onStarted,
}: {
  contributionId: number;
  name: string;
  onClose: () => void;
  onStarted: () => void;
}) {
  const { t } = useTranslation('contributions');
  const { locale } = useUiStrings();
  const errorMessage = useUserErrorMessage();
  const contribution = useContribution(contributionId);
  const override = useOverrideContributionStartDate();
  const [failure, setFailure] = useState<string | null>(null);
  // 'Not in the future' is judged against when the modal opened (the server checks again).
  const [openedAt] = useState(() => Date.now());
  const details = contribution.data?.ContributionDetails;
  const clock: ProjectClock | null = details
    ? { timeZone: details.TimeZoneId, summerTimeAdjusted: details.SummerTimeAdjusted }
    : null;
  const form = useForm<StartDateValues>({ defaultValues: { day: null, time: null } });
  const day = useWatch({ control: form.control, name: 'day' });
  const time = useWatch({ control: form.control, name: 'time' });
  const startDate = contribution.data?.StartDate;

  // The current start fills the fields once the contribution (and its clock) are known.
  useEffect(() => {
    if (!clock || !startDate || form.formState.isDirty) return;
    const fields = startDateFields(Date.parse(startDate), clock);
    form.reset({ day: fields.day, time: fields.time });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the contribution arrives
  }, [startDate, clock?.timeZone, clock?.summerTimeAdjusted]);

  const instant = clock ? startDateInstant(day, time, clock) : null;
  const problem = startDateProblem(instant, openedAt);
  const zone =
    clock && instant !== null ? `UTC${formatUtcOffset(projectOffsetMinutes(instant, clock))}` : '';

  const submit = form.handleSubmit(async () => {
    if (instant === null || problem) return;
    setFailure(null);
    try {
      await override.mutateAsync({ contributionId, startDate: new Date(instant).toISOString() });
      onStarted();
    } catch (error) {
      setFailure(errorMessage(error, t('override.action')));
    }
  });

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('override.title', { name })}
      description={t('override.description', { days: MAX_OVERRIDE_DAYS })}
      primaryLabel={t('override.confirm')}
      primaryVariant="danger"
      primaryDisabled={!clock || problem !== null}
      onPrimary={() => void submit()}
      busy={override.isPending}
      data-testid="override-start-date"
    >
      {contribution.isError ? (
        <InlineNotification
          kind="error"
          title={t('progress.loadFailed')}
          text={errorMessage(contribution.error, t('progress.loadAction'))}
        />
      ) : !clock || !startDate ? (
        <Skeleton className="h-24 w-full" />
      ) : (
        <div className="flex flex-col gap-4">
          <p className="text-sm">
            {t('override.current', {
              time: formatProjectTime(Date.parse(startDate) / 1000, clock, locale).text,
              zone: formatProjectTime(Date.parse(startDate) / 1000, clock, locale).zone,
            })}
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <Controller
              control={form.control}
              name="day"
              render={({ field }) => (
                <DatePicker
                  label={t('override.day')}
                  value={field.value}
                  onValueChange={(day) => field.onChange(day)}
                  required
                  data-testid="override-day"
                />
              )}
            />
            <Controller
              control={form.control}
              name="time"
              render={({ field }) => (
                <FormField label={t('override.time', { zone })} required>
                  <TimeInput
                    value={field.value}
                    onValueChange={(time) => field.onChange(time)}
                    data-testid="override-time"
                  />
                </FormField>
              )}
            />
          </div>
          {problem && form.formState.isDirty ? (
            <p className="text-danger text-sm" role="alert" data-testid="override-problem">
              {t(`override.problems.${problem}`, { days: MAX_OVERRIDE_DAYS })}
            </p>
          ) : null}
          <InlineNotification
            kind="warning"
            title={t('override.warning')}
            text={t('override.warningText')}
          />
          {failure ? (
            <InlineNotification kind="error" title={t('override.failed')} text={failure} />
          ) : null}
        </div>
      )}
    </Modal>
  );
}
