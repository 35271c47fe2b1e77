import { useMemo, useSyncExternalStore } from 'react';
import { SeriesSwatch } from './chart-legend';
import type { CrosshairStore } from './crosshair-store';
import { formatValue } from './format';
import { formatInstantWithZone } from './time-ticks';
import { groupIntoColumns, valueAt } from './tooltip';
import type { TimeSeries } from './types';

/** Announces the keyboard crosshair's values; always mounted, so screen readers keep it. */
function LiveRegion({ text }: { text: string }) {
  return (
    <div aria-live="polite" className="sr-only">
      {text}
    </div>
  );
}

/** One line of the tooltip. */
interface TooltipRow {
  series: TimeSeries;
  index: number;
  text: string;
}

/**
 * The crosshair and its tooltip: the time in the zone, then every visible series' value at the
 * nearest bucket (read from the raw data, not the reduced columns) with its unit and decimals,
 * five series per column. Keyboard moves are also announced in a live region.
 */
export function ChartTooltip({
  store,
  series,
  allSeries,
  plotWidth,
  plotHeight,
  locale,
  timeZone,
}: {
  store: CrosshairStore;
  /** The visible series. */
  series: readonly TimeSeries[];
  /** Every series, for the colour of each by its position. */
  allSeries: readonly TimeSeries[];
  plotWidth: number;
  plotHeight: number;
  locale: string;
  timeZone: string;
}) {
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  const indexes = useMemo(
    () => new Map(allSeries.map((item, index) => [item.id, index])),
    [allSeries],
  );
  if (!state) {
    return (
      <>
        {null}
        <LiveRegion text="" />
      </>
    );
  }

  const rows: TooltipRow[] = series.map((item) => {
    const value = valueAt(item, state.time);
    return {
      series: item,
      index: indexes.get(item.id) ?? 0,
      text: Number.isFinite(value)
        ? `${formatValue(value, item.decimals, locale)} ${item.unit}`
        : '–',
    };
  });
  const heading = formatInstantWithZone(state.time, locale, timeZone);
  const columns = groupIntoColumns(rows);
  const onRight = state.x < plotWidth / 2;

  return (
    <>
      <div data-slot="time-series-crosshair-layer">
        <div
          data-slot="time-series-crosshair"
          aria-hidden="true"
          className="bg-border-strong pointer-events-none absolute top-0 w-px"
          style={{ left: state.x, height: plotHeight }}
        />
        <div
          data-slot="time-series-tooltip"
          role="tooltip"
          className="rounded-card border-border bg-surface-raised text-text pointer-events-none absolute top-2 z-10 flex flex-col gap-1 border p-2 text-xs shadow-md"
          style={{
            ...(onRight ? { left: state.x + 12 } : { right: plotWidth - state.x + 12 }),
            maxWidth: Math.max(160, plotWidth - 24),
          }}
        >
          <div className="font-medium whitespace-nowrap">{heading}</div>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {columns.map((column, columnIndex) => (
              <dl
                key={columnIndex}
                data-slot="time-series-tooltip-column"
                className="m-0 grid gap-1"
              >
                {column.map((row) => (
                  <div key={row.series.id} className="flex items-center gap-2 whitespace-nowrap">
                    <SeriesSwatch series={row.series} index={row.index} />
                    <dt className="text-text-muted">{row.series.label}</dt>
                    <dd className="m-0 tabular-nums" style={{ marginLeft: 'auto', paddingLeft: 8 }}>
                      {row.text}
                    </dd>
                  </div>
                ))}
              </dl>
            ))}
          </div>
        </div>
      </div>
      <LiveRegion
        text={
          state.keyboard
            ? `${heading}. ${rows.map((row) => `${row.series.label}: ${row.text}`).join('. ')}`
            : ''
        }
      />
    </>
  );
}
