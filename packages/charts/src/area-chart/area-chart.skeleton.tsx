import { Skeleton } from '@aq/ui/skeleton';

/**
 * The area chart while its data loads: a block the size of the plot and a legend line. Hidden
 * from assistive technology; the label is announced instead.
 */
export function AreaChartSkeleton({
  height,
  label,
}: {
  /** Height of the plot and its axis, CSS px. */
  height: number;
  /** Accessible text, e.g. 'Loading chart'. */
  label: string;
}) {
  return (
    <div data-slot="area-chart-skeleton" role="status" className="flex flex-col gap-2">
      <span className="sr-only">{label}</span>
      <Skeleton shape="block" className="w-full" style={{ height: height - 24 }} />
      <Skeleton shape="text" className="w-1/2" />
    </div>
  );
}
