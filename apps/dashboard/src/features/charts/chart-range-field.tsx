import { DateTimeRangePicker } from '@aq/ui/date-time-range-picker';
import { Skeleton } from '@aq/ui/skeleton';
import { useTranslation } from 'react-i18next';
import { pickerValue, rangeFromPicker, type ChartRange } from './chart-query';
import type { ProjectZone } from './project-zone';

/** The range picker of both chart modes, on the project's clock (a skeleton until it is known). */
export function ChartRangeField(props: {
  zone: ProjectZone | null;
  now: number;
  range: ChartRange;
  onChange: (range: ChartRange) => void;
}) {
  const { t } = useTranslation('charts');
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium" aria-hidden="true">
        {t('controls.range')}
      </span>
      {props.zone ? (
        <DateTimeRangePicker
          label={t('controls.range')}
          now={props.now}
          timeZone={props.zone.timeZone}
          value={pickerValue(props.range)}
          onChange={(value) => props.onChange(rangeFromPicker(value))}
          data-testid="chart-range"
        />
      ) : (
        <Skeleton className="h-10 w-full" />
      )}
    </div>
  );
}

/** The line under the controls naming the zone the charts' times are in. */
export function ChartZoneNote({ zone }: { zone: ProjectZone | null }) {
  const { t } = useTranslation('charts');
  return zone ? (
    <p className="text-text-muted -mt-2 text-sm" data-testid="chart-zone">
      {t('controls.zone', { zone: zone.label })}
    </p>
  ) : null;
}
