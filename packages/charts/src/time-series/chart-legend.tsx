import { cn } from './cn';
import { categoryColour } from './colours';
import type { TimeSeries } from './types';

/** A swatch in the shape the series is drawn with: a line, or a dot for wind direction. */
export function SeriesSwatch({ series, index }: { series: TimeSeries; index: number }) {
  const colour = series.colour ?? categoryColour(index);
  return series.kind === 'direction' ? (
    <span
      aria-hidden="true"
      className="inline-block size-2 shrink-0 rounded-full"
      style={{ background: colour }}
    />
  ) : (
    <span
      aria-hidden="true"
      className="inline-block h-0.5 w-3 shrink-0 rounded-full"
      style={{ background: colour }}
    />
  );
}

/**
 * The legend: a toggle button per series (swatch and label, `aria-pressed` while shown) that
 * hides and shows it. It wraps onto more lines on narrow screens.
 */
export function ChartLegend({
  series,
  hidden,
  toggleLabel,
  onToggle,
}: {
  series: readonly TimeSeries[];
  hidden: ReadonlySet<string>;
  toggleLabel: (label: string, shown: boolean) => string;
  onToggle: (id: string) => void;
}) {
  return (
    <ul data-slot="time-series-legend" className="m-0 flex list-none flex-wrap gap-1 p-0">
      {series.map((item, index) => {
        const shown = !hidden.has(item.id);
        return (
          <li key={item.id}>
            <button
              type="button"
              aria-pressed={shown}
              aria-label={toggleLabel(item.label, shown)}
              onClick={() => onToggle(item.id)}
              className={cn(
                'rounded-control text-text hover:bg-surface-sunken inline-flex min-h-8 items-center gap-2 px-2 text-sm',
                !shown && 'text-text-muted line-through',
              )}
            >
              <SeriesSwatch series={item} index={index} />
              {item.label}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
