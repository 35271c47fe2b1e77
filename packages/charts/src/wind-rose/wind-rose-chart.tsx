import type { ComponentProps } from 'react';
import { cn } from '../time-series/cn';
import { formatValue } from '../time-series/format';
import { WIND_ROSE_SECTORS, type WindRose, type WindRoseBand } from './binning';
import { roseRings, sectorWedges } from './geometry';

/**
 * The colours of the 5 speed bands, light to dark, from the colour-blind-safe category palette
 * (Okabe–Ito): sky blue, blue, bluish green, orange, vermillion.
 */
export const WIND_BAND_COLOURS = [
  'var(--chart-5)',
  'var(--chart-1)',
  'var(--chart-3)',
  'var(--chart-2)',
  'var(--chart-6)',
] as const;

/** Where the ring percentages are written: the gap between the E and ESE sectors (101.25°). */
const RING_LABEL_ANGLE = (101.25 * Math.PI) / 180;

/** Every visible word of the wind rose, in the reader's language. */
export interface WindRoseLabels {
  /** Accessible name and caption, e.g. 'Wind rose'. */
  title: string;
  /** Legend entry of the calm share, e.g. (share) → 'Calm (below 1 mph): 12.5 %'. */
  calm: (percent: string) => string;
  /** Legend text of a speed band, e.g. (from, to or null) → '5–10 mph' / '≥ 20 mph'. */
  band: (from: string, to: string | null) => string;
  /** Title of the legend, e.g. 'Wind speed (mph)'. */
  legendTitle: string;
  /** The 16 compass names, N first, clockwise; the English abbreviations by default. */
  sectors?: readonly string[];
  /** Shown instead of the rose when there is no wind data, e.g. 'No data'. */
  noData: string;
}

/** Props of WindRoseChart. */
export interface WindRoseChartProps extends Omit<ComponentProps<'figure'>, 'children'> {
  /** The binned rose (`windRose` of this package). */
  rose: WindRose;
  labels: WindRoseLabels;
  /** BCP 47 locale for the numbers. */
  locale: string;
  /** The rose's width and height in px (fixed, so a printed page is laid out the same each time). */
  size?: number;
}

function bandText(band: WindRoseBand, labels: WindRoseLabels, locale: string): string {
  return labels.band(
    formatValue(band.from, 0, locale),
    band.to === null ? null : formatValue(band.to, 0, locale),
  );
}

/**
 * The report's wind rose: 16 sectors of stacked speed bands whose radius is the share of the time
 * the wind blew from that direction, with percentage rings, the compass names, and a legend of the
 * band ranges and the calm share. Static SVG of a fixed size (no interaction), for print.
 */
export function WindRoseChart({
  rose,
  labels,
  locale,
  size = 320,
  className,
  ...props
}: WindRoseChartProps) {
  const names = labels.sectors ?? WIND_ROSE_SECTORS;
  const centre = size / 2;
  const outer = size / 2 - 22;
  const rings = roseRings(rose);
  const maxRing = rings[rings.length - 1] ?? 1;
  const wedges = sectorWedges(rose, { centre, radius: outer, max: maxRing });
  const percent = (value: number) => `${formatValue(value, 1, locale)} %`;
  const empty = rose.total === 0;
  return (
    <figure
      data-slot="wind-rose"
      className={cn('m-0 flex flex-wrap items-start gap-4', className)}
      {...props}
    >
      {empty ? (
        <p
          className="text-text-muted flex items-center justify-center text-sm"
          style={{ width: size, height: size }}
        >
          {labels.noData}
        </p>
      ) : (
        <svg
          role="img"
          aria-label={labels.title}
          width={size}
          height={size}
          viewBox={`0 0 ${size} ${size}`}
          className="shrink-0"
        >
          {rings.map((ring) => (
            <circle
              key={ring}
              cx={centre}
              cy={centre}
              r={(ring / maxRing) * outer}
              fill="none"
              className="stroke-border"
              strokeWidth={1}
            />
          ))}
          {names.map((name, k) => {
            const angle = (k * 2 * Math.PI) / names.length;
            const x = centre + Math.sin(angle) * (outer + 11);
            const y = centre - Math.cos(angle) * (outer + 11);
            return (
              <text
                key={`${name}-${k}`}
                x={x}
                y={y}
                textAnchor="middle"
                dominantBaseline="central"
                className="fill-text"
                fontSize={k % 4 === 0 ? 11 : 8}
                fontWeight={k % 4 === 0 ? 600 : 400}
              >
                {name}
              </text>
            );
          })}
          {wedges.map((wedge) => (
            <path
              key={`${wedge.sector}-${wedge.band}`}
              d={wedge.path}
              data-sector={WIND_ROSE_SECTORS[wedge.sector]}
              data-band={wedge.band}
              style={{ fill: WIND_BAND_COLOURS[wedge.band] }}
              className="stroke-surface"
              strokeWidth={0.5}
            />
          ))}
          {rings.map((ring) => {
            // Inside each ring by the gap between the E and ESE sectors, over the wedges, with a halo.
            const r = (ring / maxRing) * outer;
            return (
              <text
                key={ring}
                x={centre + Math.sin(RING_LABEL_ANGLE) * r - 2}
                y={centre - Math.cos(RING_LABEL_ANGLE) * r}
                textAnchor="end"
                dominantBaseline="central"
                className="fill-text-muted stroke-surface"
                strokeWidth={3}
                paintOrder="stroke"
                fontSize={9}
              >
                {percent(ring)}
              </text>
            );
          })}
        </svg>
      )}
      <figcaption className="text-text flex min-w-40 flex-col gap-1 text-xs">
        <span className="font-semibold">{labels.legendTitle}</span>
        <ul className="m-0 flex list-none flex-col gap-1 p-0">
          {rose.bands.map((band, index) => (
            <li key={band.from} className="flex items-center gap-2" data-band={index}>
              <svg aria-hidden="true" width={12} height={12}>
                <rect width={12} height={12} style={{ fill: WIND_BAND_COLOURS[index] }} />
              </svg>
              {bandText(band, labels, locale)}
            </li>
          ))}
        </ul>
        <span data-slot="wind-rose-calm">{labels.calm(percent(rose.calm.percent))}</span>
      </figcaption>
    </figure>
  );
}
