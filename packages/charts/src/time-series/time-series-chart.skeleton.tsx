import { Skeleton } from '@aq/ui/skeleton';

/**
 * The chart while its data loads: a block the size of the plot with a few axis-label lines. The
 * skeleton is hidden from assistive technology; the label is announced instead.
 */
export function TimeSeriesChartSkeleton({
  height,
  label,
}: {
  /** Height of the plot and its time axis, CSS px. */
  height: number;
  /** Accessible text, e.g. 'Loading chart'. */
  label: string;
}) {
  return (
    <div data-slot="time-series-skeleton" role="status" className="flex flex-col gap-2">
      <span className="sr-only">{label}</span>
      <Skeleton shape="block" className="w-full" style={{ height: height - 24 }} />
      <Skeleton shape="text" className="w-full" />
    </div>
  );
}
