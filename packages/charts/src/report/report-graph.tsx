import { scaleLinear } from 'd3-scale';
import type { ComponentProps } from 'react';
import { cn } from '../time-series/cn';
import { formatAxisValue } from '../time-series/format';
import { formatTick, timeTicks } from '../time-series/time-ticks';
import type { GraphLine } from './scales';
import type { ReportLevel, ReportPoint } from './types';

/** The colour of each line of a report graph (colour-blind-safe category tokens). */
export const GRAPH_LINE_COLOURS: Record<GraphLine['id'], string> = {
  contribution: 'var(--chart-1)',
  upwind: 'var(--chart-3)',
  downwind: 'var(--chart-6)',
};

/** Dash patterns, so the lines differ by more than their colour. */
const LINE_DASH: Record<GraphLine['id'], string | undefined> = {
  contribution: undefined,
  upwind: '5 2',
  downwind: '1.5 1.5',
};

const MARGIN = { top: 8, right: 10, bottom: 22, left: 46 };

/**
 * An SVG path of a series: segments join neighbouring points and break at a missing value or
 * where two points lie more than 1.5 of the series' usual spacing apart (a gap in the data).
 */
export function linePath(
  points: readonly ReportPoint[],
  x: (t: number) => number,
  y: (v: number) => number,
): string {
  let spacing = Number.POSITIVE_INFINITY;
  for (let i = 1; i < points.length; i += 1) {
    const step = points[i]!.t - points[i - 1]!.t;
    if (step > 0 && step < spacing) spacing = step;
  }
  let path = '';
  let previous: ReportPoint | null = null;
  for (const point of points) {
    const { t, value } = point;
    if (value === null || !Number.isFinite(value)) {
      previous = null;
      continue;
    }
    const joined = previous !== null && t - previous.t <= spacing * 1.5;
    path += `${joined ? 'L' : 'M'}${x(t).toFixed(1)},${y(value).toFixed(1)}`;
    previous = point;
  }
  return path;
}

/** Props of ReportGraph. */
export interface ReportGraphProps extends Omit<ComponentProps<'figure'>, 'children' | 'title'> {
  /** Caption above the plot, e.g. 'PM10 (µg/m³) · 11/25/2026'. */
  title: string;
  lines: readonly GraphLine[];
  /** The legend text of each line. */
  lineLabels: Record<GraphLine['id'], string>;
  levels: readonly ReportLevel[];
  /** The graph's time span (epoch ms). */
  from: number;
  to: number;
  domain: readonly [number, number];
  timeZone: string;
  locale: string;
  /** Fixed size in px, so every print lays out the same. */
  width?: number;
  height?: number;
}

/**
 * One static graph of a printed report: the lines over a fixed time span, the levels as labelled
 * dashed lines, time ticks on round local times of the project's zone (the time-series chart's
 * tick and number rules), and a legend. SVG, so the PDF keeps it sharp; no interaction.
 */
export function ReportGraph({
  title,
  lines,
  lineLabels,
  levels,
  from,
  to,
  domain,
  timeZone,
  locale,
  width = 340,
  height = 190,
  className,
  ...props
}: ReportGraphProps) {
  const plotWidth = width - MARGIN.left - MARGIN.right;
  const plotHeight = height - MARGIN.top - MARGIN.bottom;
  const x = scaleLinear().domain([from, to]).range([0, plotWidth]);
  const y = scaleLinear().domain([domain[0], domain[1]]).range([plotHeight, 0]);
  const yTicks = y.ticks(5);
  const yStep = yTicks.length > 1 ? yTicks[1]! - yTicks[0]! : 1;
  const { ticks, interval } = timeTicks(
    from,
    to,
    Math.max(2, Math.floor(plotWidth / 70)),
    timeZone,
  );
  const clipId = `clip-${title.replace(/[^\w-]/g, '_')}-${from}`;
  const inView = (t: number) => t >= from && t <= to;
  return (
    <figure
      data-slot="report-graph"
      className={cn('report-avoid-break m-0 flex flex-col gap-1', className)}
      {...props}
    >
      <figcaption className="text-text text-xs font-semibold">{title}</figcaption>
      <svg
        role="img"
        aria-label={title}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        className="block"
      >
        <defs>
          <clipPath id={clipId}>
            <rect width={plotWidth} height={plotHeight} />
          </clipPath>
        </defs>
        <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
          {yTicks.map((tick) => (
            <g key={tick}>
              <line
                x1={0}
                x2={plotWidth}
                y1={y(tick)}
                y2={y(tick)}
                className="stroke-border"
                strokeWidth={0.5}
              />
              <text
                x={-4}
                y={y(tick)}
                textAnchor="end"
                dominantBaseline="central"
                className="fill-text-muted"
                fontSize={9}
              >
                {formatAxisValue(tick, yStep, locale)}
              </text>
            </g>
          ))}
          {ticks.map((tick) => (
            <g key={tick} transform={`translate(${x(tick)},${plotHeight})`}>
              <line y2={4} className="stroke-border-strong" strokeWidth={0.5} />
              <text y={14} textAnchor="middle" className="fill-text-muted" fontSize={9}>
                {formatTick(tick, interval, locale, timeZone)}
              </text>
            </g>
          ))}
          <line
            x1={0}
            x2={plotWidth}
            y1={plotHeight}
            y2={plotHeight}
            className="stroke-border-strong"
          />
          <g clipPath={`url(#${clipId})`}>
            {levels.map((level) => (
              <g key={`${level.kind}-${level.label}-${level.value}`} data-level={level.kind}>
                <line
                  x1={0}
                  x2={plotWidth}
                  y1={y(level.value)}
                  y2={y(level.value)}
                  style={{
                    stroke:
                      level.kind === 'actionLevel' ? 'var(--status-warning)' : 'var(--chart-7)',
                  }}
                  strokeWidth={1}
                  strokeDasharray={level.kind === 'actionLevel' ? '6 3' : '2 2'}
                />
                <text
                  x={plotWidth - 2}
                  y={y(level.value) - 3}
                  textAnchor="end"
                  fontSize={8}
                  style={{
                    fill: level.kind === 'actionLevel' ? 'var(--status-warning)' : 'var(--chart-7)',
                  }}
                >
                  {level.label}
                </text>
              </g>
            ))}
            {lines.map((line) => (
              <path
                key={line.id}
                data-line={line.id}
                d={linePath(
                  line.points.filter((point) => inView(point.t)),
                  (t) => x(t),
                  (v) => y(v),
                )}
                fill="none"
                style={{ stroke: GRAPH_LINE_COLOURS[line.id] }}
                strokeWidth={1.25}
                strokeDasharray={LINE_DASH[line.id]}
                strokeLinejoin="round"
              />
            ))}
          </g>
        </g>
      </svg>
      <ul className="text-text m-0 flex list-none flex-wrap gap-x-3 p-0 text-[10px]">
        {lines.map((line) => (
          <li key={line.id} className="flex items-center gap-1">
            <svg aria-hidden="true" width={16} height={6}>
              <line
                x1={0}
                x2={16}
                y1={3}
                y2={3}
                style={{ stroke: GRAPH_LINE_COLOURS[line.id] }}
                strokeWidth={1.5}
                strokeDasharray={LINE_DASH[line.id]}
              />
            </svg>
            {lineLabels[line.id]}
          </li>
        ))}
      </ul>
    </figure>
  );
}
