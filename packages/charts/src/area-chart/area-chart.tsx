import { EmptyState } from '@aq/ui/empty-state';
import { InlineNotification } from '@aq/ui/inline-notification';
import { useLayoutEffect, useMemo, useRef, useState, type ComponentProps } from 'react';
import { cn } from '../time-series/cn';
import { areaDomain, areaPath, areaScales, countTicks, linePath, type AreaPoint } from './area';
import { AreaChartSkeleton } from './area-chart.skeleton';

/** One series of an area chart. */
export interface AreaSeries {
  /** A stable id, e.g. 'active'. */
  id: string;
  /** Its name in the legend and the data table, e.g. 'Active trials'. */
  label: string;
  /** Its points in time order: x epoch milliseconds (UTC), y the count (null: a gap). */
  points: readonly AreaPoint[];
  /** Its category colour slot, 1 to 14 (`--chart-n`); by default its place in the list. */
  colour?: number;
}

/** Every word an area chart shows or announces; the app translates them. */
export interface AreaChartLabels {
  /** The empty state's title, e.g. 'No data for this period'. */
  noData: string;
  /** Announced while loading, e.g. 'Loading chart'. */
  loading: string;
  /** The header of the date column of the data table read to screen readers, e.g. 'Date'. */
  date: string;
}

/** Props of AreaChart. */
export interface AreaChartProps extends Omit<ComponentProps<'figure'>, 'children'> {
  /** The series, drawn in order (later ones over earlier ones). */
  series: readonly AreaSeries[];
  /** Names the chart, e.g. 'Trials over the last 2 months'. */
  label: string;
  /** The words of the chart. */
  labels: AreaChartLabels;
  /** The locale of the dates and numbers, e.g. 'fr-FR'. */
  locale?: string;
  /** Height of the plot and its axis, CSS px (default 240). */
  height?: number;
  /** While the data loads: a skeleton. */
  loading?: boolean;
  /** When the data could not be loaded: this message instead of the chart. */
  error?: string;
}

const MARGIN = { top: 8, right: 12, bottom: 24, left: 36 };

/**
 * Daily counts as overlapping areas over UTC dates (D3 computes the scales and the paths, React
 * draws them): translucent fills with a solid top line in each series' category colour, whole
 * number ticks up the side, dates along the bottom, a legend with each series' latest value, and
 * the numbers as a table for screen readers. Loading, empty and error states are built in.
 */
export function AreaChart({
  series,
  label,
  labels,
  locale = 'en-US',
  height = 240,
  loading = false,
  error,
  className,
  ...props
}: AreaChartProps) {
  const figureRef = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(0);

  useLayoutEffect(() => {
    const figure = figureRef.current;
    if (!figure) return undefined;
    setWidth(Math.floor(figure.getBoundingClientRect().width));
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(figure);
    return () => observer.disconnect();
  }, []);

  const domain = useMemo(() => areaDomain(series), [series]);
  const box = {
    width: Math.max(0, width - MARGIN.left - MARGIN.right),
    height: height - MARGIN.top - MARGIN.bottom,
  };
  const scales = domain ? areaScales(domain, box) : null;
  const dateFormat = new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const longDate = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const numberFormat = new Intl.NumberFormat(locale);
  const colourOf = (item: AreaSeries, index: number) =>
    `var(--chart-${item.colour ?? (index % 14) + 1})`;
  const dates = [...new Set(series.flatMap((item) => item.points.map((p) => p.x)))].sort(
    (a, b) => a - b,
  );

  let body;
  if (loading) body = <AreaChartSkeleton height={height} label={labels.loading} />;
  else if (error) body = <InlineNotification kind="error" title={error} />;
  else if (!domain || !scales) body = <EmptyState title={labels.noData} headingLevel={3} />;
  else {
    const yTicks = countTicks(domain.y[1]);
    const xTicks = scales.x.ticks(Math.max(2, Math.floor(box.width / 90)));
    body = (
      <svg
        width={width}
        height={height}
        aria-hidden="true"
        focusable="false"
        data-slot="area-chart-plot"
        className="block overflow-visible"
      >
        <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
          {yTicks.map((tick) => (
            <g key={tick} transform={`translate(0,${scales.y(tick)})`}>
              <line x2={box.width} className="stroke-border" strokeDasharray="2 3" />
              <text x={-6} dy="0.32em" textAnchor="end" className="fill-text-muted text-[11px]">
                {numberFormat.format(tick)}
              </text>
            </g>
          ))}
          {series.map((item, index) => (
            <g key={item.id} data-slot="area-chart-series" data-series={item.id}>
              <path
                d={areaPath(item.points, scales.x, scales.y)}
                style={{ fill: colourOf(item, index) }}
                fillOpacity={0.25}
              />
              <path
                d={linePath(item.points, scales.x, scales.y)}
                style={{ stroke: colourOf(item, index) }}
                fill="none"
                strokeWidth={2}
              />
            </g>
          ))}
          <line y1={box.height} y2={box.height} x2={box.width} className="stroke-border" />
          {xTicks.map((tick) => (
            <text
              key={tick.getTime()}
              x={scales.x(tick)}
              y={box.height + 16}
              textAnchor="middle"
              className="fill-text-muted text-[11px]"
            >
              {dateFormat.format(tick)}
            </text>
          ))}
        </g>
      </svg>
    );
  }

  return (
    <figure
      ref={figureRef}
      data-slot="area-chart"
      aria-label={label}
      aria-busy={loading || undefined}
      className={cn('relative m-0 flex min-w-0 flex-col gap-2', className)}
      {...props}
    >
      {body}
      {!loading && !error && domain ? (
        <>
          <ul
            data-slot="area-chart-legend"
            className="text-text-muted flex flex-wrap gap-x-4 gap-y-1 text-sm"
          >
            {series.map((item, index) => {
              const last = [...item.points].reverse().find((p) => p.y !== null);
              return (
                <li key={item.id} className="inline-flex items-center gap-1.5">
                  <span
                    aria-hidden="true"
                    className="inline-block size-3 rounded-sm"
                    style={{ background: colourOf(item, index) }}
                  />
                  <span className="text-text">{item.label}</span>
                  {last && last.y !== null ? (
                    <span className="tabular-nums">{numberFormat.format(last.y)}</span>
                  ) : null}
                </li>
              );
            })}
          </ul>
          {/* A table is never narrower than its content, so the box around it is what hides it. */}
          <div className="sr-only">
            <table>
              <caption>{label}</caption>
              <thead>
                <tr>
                  <th scope="col">{labels.date}</th>
                  {series.map((item) => (
                    <th key={item.id} scope="col">
                      {item.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {dates.map((date) => (
                  <tr key={date}>
                    <th scope="row">{longDate.format(date)}</th>
                    {series.map((item) => {
                      const value = item.points.find((p) => p.x === date)?.y;
                      return (
                        <td key={item.id}>
                          {value === null || value === undefined ? '' : numberFormat.format(value)}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </figure>
  );
}
