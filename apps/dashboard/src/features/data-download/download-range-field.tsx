import { DateTimeRangePicker, type DateTimeRangeValue } from '@aq/ui/date-time-range-picker';
import { Skeleton } from '@aq/ui/skeleton';
import { useTranslation } from 'react-i18next';
import { pickerTimeZone, type ProjectClock } from '../../lib/project-clock';

/**
 * The date range of both download forms: the picker on the project's clock (a skeleton until the
 * clock is known), the zone it is in, and the form's message for the range.
 */
export function DownloadRangeField(props: {
  clock: ProjectClock | null;
  now: number;
  zoneLabel: string;
  /** The earliest time that may be picked (a contribution's start), if any. */
  min?: number | null;
  value: DateTimeRangeValue | null;
  onChange: (value: DateTimeRangeValue) => void;
  error?: string;
  /** Prefix of the test ids: `${testId}-range`, `-zone` and `-range-error`. */
  testId: string;
}) {
  const { t } = useTranslation('download');
  const { clock, now, testId } = props;
  return (
    <div className="flex flex-col gap-1.5 text-sm">
      {/* The picker names itself with the same words; this is the visible label. */}
      <span aria-hidden="true" className="font-medium">
        {t('range')}
      </span>
      {clock ? (
        <DateTimeRangePicker
          label={t('range')}
          now={now}
          timeZone={pickerTimeZone(clock, now)}
          min={props.min ?? null}
          value={props.value}
          onChange={props.onChange}
          aria-invalid={props.error ? true : undefined}
          data-testid={`${testId}-range`}
        />
      ) : (
        <Skeleton className="h-10 w-56" />
      )}
      <p className="text-text-muted text-xs" data-testid={`${testId}-zone`}>
        {clock ? t('zone', { zone: props.zoneLabel }) : null}
      </p>
      {props.error ? (
        <p className="text-danger text-sm" role="alert" data-testid={`${testId}-range-error`}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
