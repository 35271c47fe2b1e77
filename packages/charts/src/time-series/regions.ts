import type { ChartRegion, RegionTone } from './types';

/** A region as the chart draws it in the current view: CSS px from the plot's left edge. */
export interface LaidOutRegion {
  /** Stable key: the region's position in `regions` and its start. */
  key: string;
  tone: RegionTone;
  label: string;
  x: number;
  width: number;
  /** Whether the label fits inside the region's width (else it is left out, not cut). */
  showLabel: boolean;
}

/** Space a label keeps from its region's edges, CSS px. */
export const REGION_LABEL_PADDING = 4;

/**
 * The regions inside the view [from, to] on a plot `plotWidth` px wide: each clipped to the view
 * (a region still running, `end` null, reaches the view's end), regions wholly outside the view
 * or empty left out. A label is shown only when its measured width plus padding on both sides fits
 * in the region's visible width, so neighbouring labels never overlap.
 */
export function layoutRegions(
  regions: readonly ChartRegion[],
  view: readonly [number, number],
  plotWidth: number,
  measure: (label: string) => number,
): LaidOutRegion[] {
  const [from, to] = view;
  if (!(to > from) || plotWidth <= 0) return [];
  const scale = plotWidth / (to - from);
  const laidOut: LaidOutRegion[] = [];
  regions.forEach((region, index) => {
    const end = region.end ?? to;
    const start = Math.max(region.start, from);
    const stop = Math.min(end, to);
    if (!(stop > start)) return;
    const x = (start - from) * scale;
    const width = (stop - start) * scale;
    laidOut.push({
      key: `${index}:${region.start}`,
      tone: region.tone,
      label: region.label,
      x,
      width,
      showLabel:
        region.label.length > 0 && measure(region.label) + 2 * REGION_LABEL_PADDING <= width,
    });
  });
  return laidOut;
}

/**
 * The fill of a region's tone: a light wash of a design token, so the lines stay readable on it
 * in both themes (the tokens change with the theme). Initial and recovery are the transitional
 * modes (caution, a category colour), rolling and block the steady ones, stopped the offline grey.
 */
export const REGION_FILL: Record<RegionTone, string> = {
  initial: 'color-mix(in srgb, var(--status-caution) 14%, transparent)',
  rolling: 'color-mix(in srgb, var(--chart-5) 10%, transparent)',
  recovery: 'color-mix(in srgb, var(--chart-4) 16%, transparent)',
  block: 'color-mix(in srgb, var(--chart-3) 12%, transparent)',
  stopped: 'color-mix(in srgb, var(--status-offline) 22%, transparent)',
};

/** The edge line of a region's tone (its start), a stronger shade of the same token. */
export const REGION_EDGE: Record<RegionTone, string> = {
  initial: 'var(--status-caution)',
  rolling: 'var(--chart-5)',
  recovery: 'var(--chart-4)',
  block: 'var(--chart-3)',
  stopped: 'var(--status-offline)',
};
