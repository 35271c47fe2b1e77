import type { ComponentProps } from 'react';
import { cn } from '../time-series/cn';
import { arcPath, GAUGE_END_ANGLE, GAUGE_START_ANGLE, readGauge, type GaugeBand } from './gauge';

/** Every word a gauge shows or announces; the app translates them. */
export interface GaugeLabels {
  /** The text without a value, exactly 'No data' in English. */
  noData: string;
  /** The band names announced with the percent, e.g. 'Below 80% of the trigger'. */
  ok: string;
  caution: string;
  warning: string;
}

/** Props of Gauge. */
export interface GaugeProps extends Omit<ComponentProps<'figure'>, 'children'> {
  /** The averaged value, in the trigger's units; null or undefined is 'No data'. */
  value: number | null | undefined;
  /** The level the value is compared to (100 %); 0 or none leaves the text blank. */
  trigger: number | null | undefined;
  /** Names the gauge for assistive technology, e.g. 'PM10 contribution'. */
  label: string;
  /** The words of the gauge. */
  labels: GaugeLabels;
}

// Status colours come from the design tokens (both themes); the percent text always goes with them.
const BAND_FILL: Record<Exclude<GaugeBand, 'none'>, string> = {
  ok: 'fill-status-ok',
  caution: 'fill-status-caution',
  warning: 'fill-status-warning',
};

const OUTER = 50;
const INNER = 38;

/**
 * A half-circle gauge of a value against its trigger (projects §4): the arc fills with the percent
 * (full above 100 %) in the band's status colour, with the percent as text under it ('No data',
 * blank, '0%', '>100%' or the rounded percent). The arc is an SVG ring sector (`arcPath`); the
 * figure is named by `label` and reads as the text plus the band.
 */
export function Gauge({ value, trigger, label, labels, className, ...props }: GaugeProps) {
  const reading = readGauge(value, trigger, labels.noData);
  const track = arcPath(INNER, OUTER, GAUGE_START_ANGLE, GAUGE_END_ANGLE);
  const filled =
    reading.band === 'none'
      ? ''
      : arcPath(
          INNER,
          OUTER,
          GAUGE_START_ANGLE,
          GAUGE_START_ANGLE + reading.fill * (GAUGE_END_ANGLE - GAUGE_START_ANGLE),
        );
  const bandWord = reading.band === 'none' ? '' : labels[reading.band];
  const spoken = [reading.text, bandWord].filter(Boolean).join(', ');
  return (
    <figure
      data-slot="gauge"
      data-band={reading.band}
      role="img"
      aria-label={spoken ? `${label}: ${spoken}` : label}
      className={cn('m-0 flex min-w-0 flex-col items-center', className)}
      {...props}
    >
      <svg
        viewBox="-52 -52 104 58"
        className="w-full max-w-40"
        aria-hidden="true"
        focusable="false"
      >
        <path
          data-slot="gauge-track"
          d={track}
          className="fill-surface-sunken stroke-border"
          strokeWidth={0.5}
        />
        {filled ? (
          <path
            data-slot="gauge-value"
            d={filled}
            className={BAND_FILL[reading.band as keyof typeof BAND_FILL]}
          />
        ) : null}
        <text
          data-slot="gauge-text"
          x={0}
          y={-4}
          textAnchor="middle"
          className={cn(
            'fill-text font-semibold',
            reading.percent === null ? 'text-[11px]' : 'text-[18px]',
          )}
        >
          {reading.text}
        </text>
      </svg>
    </figure>
  );
}
