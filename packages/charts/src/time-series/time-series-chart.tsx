import { scaleLinear } from 'd3-scale';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { Button } from '@aq/ui/button';
import { cn } from './cn';
import { assignAxes, DIRECTION_DOMAIN, DIRECTION_TICKS, lineDomain, type AxisSpec } from './axes';
import { ChartLegend } from './chart-legend';
import { ChartTable } from './chart-table';
import { ChartTooltip } from './chart-tooltip';
import { categoryColour, resolveColour } from './colours';
import { CrosshairStore } from './crosshair-store';
import { drawPlot, type DrawItem } from './draw';
import { formatAxisValue } from './format';
import { BufferPool, reduceSeries, type ColumnBuffer } from './reduce';
import { formatTick, timeTicks } from './time-ticks';
import { TimeSeriesChartSkeleton } from './time-series-chart.skeleton';
import { snapTime, stepTime } from './tooltip';
import { layoutRegions, REGION_EDGE, REGION_FILL, REGION_LABEL_PADDING } from './regions';
import type { ChartRegion, LevelLine, TimeSeries, TimeSeriesChartProps } from './types';
import { useControllable } from './use-controllable';
import { clampZoom, minZoomWidth, zoomAround } from './zoom';

/** Width of one y-axis (tick labels and the rotated unit title), CSS px. */
const AXIS_WIDTH = 52;
/** Room for the time axis labels under the plot. */
const X_AXIS_HEIGHT = 24;
/** Space above the plot, so the top tick label is not cut. */
const TOP = 8;
/** Height of the band above the plot that holds the region labels. */
const REGION_BAND = 16;
/** Size of the region labels, CSS px. */
const REGION_FONT_SIZE = 11;
/** Side room where there is no axis. */
const EDGE = 12;
/** A time label closer than this to the chart's edge is anchored inside it rather than centred. */
const EDGE_LABEL = 32;
/** A drag shorter than this is a click, not a brush. */
const BRUSH_THRESHOLD = 4;

const EMPTY_HIDDEN: ReadonlySet<string> = new Set();
const NO_LEVELS: readonly LevelLine[] = [];
const NO_REGIONS: readonly ChartRegion[] = [];

/** Width of a label in CSS px at the region font, measured on a shared canvas (estimated without one). */
let measureContext: CanvasRenderingContext2D | null | undefined;
function measureLabel(label: string, fontFamily: string): number {
  if (measureContext === undefined) {
    measureContext =
      typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  }
  if (!measureContext) return label.length * REGION_FONT_SIZE * 0.6;
  measureContext.font = `${REGION_FONT_SIZE}px ${fontFamily || 'sans-serif'}`;
  return measureContext.measureText(label).width;
}

/** The loaded range: the `domain` prop or the data's extent, widened when it is a single instant. */
function dataDomain(
  series: readonly TimeSeries[],
  domain: readonly [number, number] | undefined,
): readonly [number, number] | null {
  if (domain && domain[1] > domain[0]) return domain;
  let from = Infinity;
  let to = -Infinity;
  let bucket = 0;
  for (const item of series) {
    const n = item.times.length;
    if (n === 0) continue;
    from = Math.min(from, item.times[0] as number);
    to = Math.max(to, item.times[n - 1] as number);
    bucket = Math.max(bucket, item.bucketMs);
  }
  if (!(to >= from)) return domain ?? null;
  if (to === from) {
    const pad = bucket || 3_600_000;
    return [from - pad, to + pad];
  }
  return [from, to];
}

/** Whether any series has a value in [from, to]. */
function hasValues(series: readonly TimeSeries[], from: number, to: number): boolean {
  return series.some((item) => {
    const n = Math.min(item.times.length, item.values.length);
    for (let i = 0; i < n; i += 1) {
      const time = item.times[i] as number;
      if (time > to) return false;
      if (time >= from && Number.isFinite(item.values[i] as number)) return true;
    }
    return false;
  });
}

/** A y-axis with its domain and ticks for this view. */
interface LaidOutAxis extends AxisSpec {
  domain: readonly [number, number];
  ticks: readonly number[];
  tickStep: number;
  /** x of the axis line in CSS px from the left of the chart. */
  x: number;
}

/**
 * A time series chart: several series, one y-axis per unit, the time axis in the project's zone,
 * lines that break at gaps, wind direction as scatter on 0–360°, level lines, a crosshair tooltip,
 * a legend that hides series, brush zoom inside the loaded range and a table view. The data is
 * reduced per pixel column and drawn on a canvas; axes, legend and tooltip are HTML and SVG.
 */
export function TimeSeriesChart({
  series,
  timeZone,
  locale,
  labels,
  domain,
  levels = NO_LEVELS,
  regions = NO_REGIONS,
  height = 280,
  loading = false,
  error,
  zoom: zoomProp,
  onZoomChange,
  hidden: hiddenProp,
  onHiddenChange,
  className,
  'data-testid': testId,
}: TimeSeriesChartProps) {
  const [hidden, setHidden] = useControllable(hiddenProp, EMPTY_HIDDEN, onHiddenChange);
  const [zoom, setZoom] = useControllable<readonly [number, number] | null>(
    zoomProp,
    null,
    onZoomChange,
  );
  const [showTable, setShowTable] = useState(false);
  const figureRef = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(0);

  // The width is read before the first paint (so the first draw is in the first frame), then
  // followed with a ResizeObserver.
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

  const full = useMemo(() => dataDomain(series, domain), [series, domain]);
  const view = useMemo<readonly [number, number] | null>(() => {
    if (!full) return null;
    if (!zoom) return full;
    const from = Math.max(full[0], Math.min(zoom[0], zoom[1]));
    const to = Math.min(full[1], Math.max(zoom[0], zoom[1]));
    return to > from ? [from, to] : full;
  }, [full, zoom]);
  const zoomed = zoom !== null && view !== null && full !== null && view !== full;
  const empty = !full || !hasValues(series, full[0], full[1]);

  const visibleSeries = useMemo(
    () => series.filter((item) => !hidden.has(item.id)),
    [series, hidden],
  );
  const minWidth = useMemo(
    () => minZoomWidth(visibleSeries.map((item) => item.bucketMs)),
    [visibleSeries],
  );

  const axes = useMemo(() => assignAxes(series, hidden), [series, hidden]);
  const leftCount = axes.filter((axis) => axis.side === 'left').length;
  const rightCount = axes.length - leftCount;
  const plotLeft = leftCount ? leftCount * AXIS_WIDTH : EDGE;
  const plotWidth = Math.max(0, width - plotLeft - (rightCount ? rightCount * AXIS_WIDTH : EDGE));
  const ratio = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  const columns = Math.round(plotWidth * ratio);

  // One reduction pass per visible line series for this view and width; the buffers are reused.
  const buffers = useMemo(() => new BufferPool(), []);
  const layout = useMemo(() => {
    if (!view || columns <= 0) return null;
    const [from, to] = view;
    const reduced = new Map<number, ColumnBuffer>();
    buffers.retain(new Set(series.map((item) => item.id)));
    for (const axis of axes) {
      if (axis.direction) continue;
      for (const index of axis.seriesIndexes) {
        const item = series[index] as TimeSeries;
        reduced.set(index, reduceSeries(item, from, to, columns, buffers.get(item.id)));
      }
    }
    const tickCount = Math.max(2, Math.round(height / 50));
    const laidOut: LaidOutAxis[] = axes.map((axis) => {
      const x =
        axis.side === 'left'
          ? plotLeft - axis.slot * AXIS_WIDTH
          : plotLeft + plotWidth + axis.slot * AXIS_WIDTH;
      if (axis.direction) {
        return { ...axis, domain: DIRECTION_DOMAIN, ticks: DIRECTION_TICKS, tickStep: 90, x };
      }
      let low = Infinity;
      let high = -Infinity;
      for (const index of axis.seriesIndexes) {
        const buffer = reduced.get(index);
        if (!buffer) continue;
        low = Math.min(low, buffer.dataMin);
        high = Math.max(high, buffer.dataMax);
      }
      const levelValues = levels
        .filter((level) => level.unit === axis.unit)
        .map((level) => level.value);
      const axisDomain = lineDomain(low, high, levelValues, tickCount);
      const scale = scaleLinear().domain(axisDomain);
      const ticks = scale.ticks(tickCount);
      const tickStep = ticks.length > 1 ? (ticks[1] as number) - (ticks[0] as number) : 1;
      return { ...axis, domain: axisDomain, ticks, tickStep, x };
    });
    return { from, to, reduced, axes: laidOut };
  }, [view, columns, axes, series, levels, height, plotLeft, plotWidth, buffers]);

  const time = useMemo(() => {
    if (!view || plotWidth <= 0) return null;
    const count = Math.max(2, Math.floor(plotWidth / 90));
    const { ticks, interval } = timeTicks(view[0], view[1], count, timeZone);
    return ticks.map((tick) => ({
      t: tick,
      x: plotLeft + ((tick - view[0]) / (view[1] - view[0])) * plotWidth,
      label: formatTick(tick, interval, locale, timeZone),
    }));
  }, [view, plotWidth, plotLeft, timeZone, locale]);

  const [fontFamily, setFontFamily] = useState('');
  useLayoutEffect(() => {
    const figure = figureRef.current;
    if (figure && regions.length > 0) setFontFamily(getComputedStyle(figure).fontFamily);
  }, [regions.length]);
  const shadedRegions = useMemo(
    () =>
      view && regions.length > 0
        ? layoutRegions(regions, view, plotWidth, (label) => measureLabel(label, fontFamily))
        : [],
    [regions, view, plotWidth, fontFamily],
  );

  // The theme's class on <html> changes the colours the canvas reads: draw again.
  const [themeVersion, setThemeVersion] = useState(0);
  useEffect(() => {
    if (typeof MutationObserver === 'undefined') return undefined;
    const observer = new MutationObserver(() => setThemeVersion((version) => version + 1));
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['class', 'style', 'data-theme'],
    });
    return () => observer.disconnect();
  }, []);

  const canvasRef = useRef<HTMLCanvasElement>(null);
  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !layout) return;
    const deviceWidth = Math.round(plotWidth * ratio);
    const deviceHeight = Math.round(height * ratio);
    if (canvas.width !== deviceWidth) canvas.width = deviceWidth;
    if (canvas.height !== deviceHeight) canvas.height = deviceHeight;
    const context = canvas.getContext('2d');
    if (!context) return;
    const style = getComputedStyle(canvas);
    const items: DrawItem[] = [];
    for (const axis of layout.axes) {
      for (const index of axis.seriesIndexes) {
        const item = series[index] as TimeSeries;
        const colour = resolveColour(item.colour ?? categoryColour(index), style);
        if (axis.direction) {
          items.push({
            kind: 'direction',
            colour,
            domain: axis.domain,
            times: item.times,
            values: item.values,
          });
        } else {
          items.push({
            kind: 'line',
            colour,
            domain: axis.domain,
            buffer: layout.reduced.get(index),
          });
        }
      }
    }
    drawPlot(
      context,
      { width: deviceWidth, height: deviceHeight, ratio, from: layout.from, to: layout.to },
      items,
    );
  }, [layout, plotWidth, height, ratio, series, themeVersion, showTable]);

  // Crosshair and brush: the store re-renders the tooltip overlay only.
  const store = useMemo(() => new CrosshairStore(), []);
  const brushRef = useRef<HTMLDivElement>(null);
  const brushStart = useRef<number | null>(null);
  // What the event handlers read: the committed view, so a pointer move never re-renders.
  const viewRef = useRef({ view, plotWidth, visibleSeries, full, minWidth });
  useLayoutEffect(() => {
    viewRef.current = { view, plotWidth, visibleSeries, full, minWidth };
  }, [view, plotWidth, visibleSeries, full, minWidth]);

  const showAt = useCallback(
    (t: number, keyboard: boolean) => {
      const current = viewRef.current;
      if (!current.view || current.plotWidth <= 0 || Number.isNaN(t)) {
        store.set(null);
        return;
      }
      const [from, to] = current.view;
      store.set({ time: t, x: ((t - from) / (to - from)) * current.plotWidth, keyboard });
    },
    [store],
  );

  const timeAtX = (x: number): number => {
    const current = viewRef.current;
    if (!current.view) return NaN;
    const [from, to] = current.view;
    return from + (Math.min(Math.max(x, 0), current.plotWidth) / current.plotWidth) * (to - from);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left;
    const brush = brushRef.current;
    if (brushStart.current !== null && brush) {
      const start = brushStart.current;
      const left = Math.max(0, Math.min(start, x));
      const right = Math.min(viewRef.current.plotWidth, Math.max(start, x));
      brush.style.display = right - left >= BRUSH_THRESHOLD ? 'block' : 'none';
      brush.style.left = `${left}px`;
      brush.style.width = `${right - left}px`;
      if (right - left >= BRUSH_THRESHOLD) {
        store.set(null);
        return;
      }
    }
    const current = viewRef.current;
    if (!current.view) return;
    showAt(snapTime(current.visibleSeries, timeAtX(x), current.view[0], current.view[1]), false);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left;
    brushStart.current = x;
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser does not track (a synthetic event): the brush works without capture.
    }
    // A tap on a touch screen shows the values there too.
    const current = viewRef.current;
    if (current.view) {
      showAt(snapTime(current.visibleSeries, timeAtX(x), current.view[0], current.view[1]), false);
    }
  };

  const endBrush = (event: PointerEvent<HTMLDivElement>, apply: boolean) => {
    const start = brushStart.current;
    brushStart.current = null;
    if (brushRef.current) brushRef.current.style.display = 'none';
    if (start === null) return;
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left;
    const current = viewRef.current;
    if (!apply || Math.abs(x - start) < BRUSH_THRESHOLD || !current.full) return;
    store.set(null);
    setZoom(clampZoom(timeAtX(start), timeAtX(x), current.full, current.minWidth));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = viewRef.current;
    if (!current.view) return;
    const [from, to] = current.view;
    const at = store.get()?.time;
    let next: number;
    switch (event.key) {
      case 'ArrowRight':
        next =
          at === undefined
            ? snapTime(current.visibleSeries, from, from, to)
            : stepTime(current.visibleSeries, at, 1, from, to);
        break;
      case 'ArrowLeft':
        next =
          at === undefined
            ? snapTime(current.visibleSeries, to, from, to)
            : stepTime(current.visibleSeries, at, -1, from, to);
        break;
      case 'Home':
        next = snapTime(current.visibleSeries, from, from, to);
        break;
      case 'End':
        next = snapTime(current.visibleSeries, to, from, to);
        break;
      case 'Escape':
        store.set(null);
        return;
      case '+':
      case '=':
      case '-': {
        // Zoom in (halve) or out (double) about the crosshair, or the middle of the view.
        if (!current.full) return;
        event.preventDefault();
        const centre = at ?? (from + to) / 2;
        const width = event.key === '-' ? (to - from) * 2 : (to - from) / 2;
        setZoom(zoomAround(centre, width, current.full, current.minWidth));
        return;
      }
      default:
        return;
    }
    event.preventDefault();
    showAt(next, true);
  };

  // A view change moves the point under the crosshair: follow it, or hide it once out of view.
  useEffect(() => {
    const state = store.get();
    if (!state) return;
    if (!view || plotWidth <= 0 || state.time < view[0] || state.time > view[1]) store.set(null);
    else store.set({ ...state, x: ((state.time - view[0]) / (view[1] - view[0])) * plotWidth });
  }, [store, view, plotWidth]);

  const tableId = useId();
  const hintId = useId();
  const plotHeight = height;
  // With regions, a band above the plot holds their labels (the shading runs through it).
  const top = TOP + (regions.length > 0 ? REGION_BAND : 0);
  const totalHeight = top + plotHeight + X_AXIS_HEIGHT;
  const axisTitle = labels.axisTitle ?? ((unit: string) => unit);

  let body;
  if (loading) {
    body = <TimeSeriesChartSkeleton height={totalHeight} label={labels.loading} />;
  } else if (error) {
    body = (
      <p
        role="alert"
        className="text-danger flex items-center justify-center text-sm"
        style={{ height: totalHeight }}
      >
        {error}
      </p>
    );
  } else if (empty) {
    body = (
      <p
        className="text-text-muted flex items-center justify-center text-sm"
        style={{ height: totalHeight }}
      >
        {labels.noData}
      </p>
    );
  } else if (showTable && view) {
    body = (
      <ChartTable
        id={tableId}
        series={series}
        hidden={hidden}
        from={view[0]}
        to={view[1]}
        locale={locale}
        timeZone={timeZone}
        labels={labels}
      />
    );
  } else {
    body = (
      <div data-slot="time-series-plot" className="relative" style={{ height: totalHeight }}>
        {shadedRegions.length > 0 ? (
          <svg
            aria-hidden="true"
            data-slot="time-series-regions"
            className="absolute"
            style={{
              left: plotLeft,
              top: top - REGION_BAND,
              width: plotWidth,
              height: REGION_BAND + plotHeight,
              fontSize: REGION_FONT_SIZE,
              overflow: 'hidden',
            }}
          >
            {shadedRegions.map((region) => (
              <g key={region.key} data-region={region.tone}>
                <rect
                  x={region.x}
                  y={0}
                  width={region.width}
                  height={REGION_BAND + plotHeight}
                  style={{ fill: REGION_FILL[region.tone] }}
                />
                <line
                  x1={region.x + 0.5}
                  x2={region.x + 0.5}
                  y1={0}
                  y2={REGION_BAND + plotHeight}
                  style={{ stroke: REGION_EDGE[region.tone] }}
                  strokeOpacity={0.6}
                  strokeDasharray={region.tone === 'stopped' ? '3 3' : undefined}
                />
                {region.showLabel ? (
                  <text x={region.x + REGION_LABEL_PADDING} y={REGION_BAND - 4} fill="var(--text)">
                    {region.label}
                  </text>
                ) : null}
              </g>
            ))}
          </svg>
        ) : null}
        <svg
          aria-hidden="true"
          className="text-text-muted absolute inset-0"
          width={width}
          height={totalHeight}
          style={{ fontSize: 11, overflow: 'visible' }}
        >
          {layout?.axes.map((axis) => {
            const [d0, d1] = axis.domain;
            const y = (value: number) => top + plotHeight - ((value - d0) / (d1 - d0)) * plotHeight;
            const left = axis.side === 'left';
            const title = axisTitle(axis.unit);
            const titleX = left ? axis.x - AXIS_WIDTH + 14 : axis.x + AXIS_WIDTH - 12;
            return (
              <g key={axis.key} data-axis={axis.key}>
                <line
                  x1={axis.x}
                  x2={axis.x}
                  y1={top}
                  y2={top + plotHeight}
                  stroke="var(--border-strong)"
                />
                {axis.ticks.map((tick) => (
                  <g key={tick}>
                    {axis.slot === 0 && axis.side === 'left' ? (
                      <line
                        x1={plotLeft}
                        x2={plotLeft + plotWidth}
                        y1={y(tick)}
                        y2={y(tick)}
                        stroke="var(--border)"
                        strokeDasharray="2 3"
                      />
                    ) : null}
                    <text
                      x={left ? axis.x - 4 : axis.x + 4}
                      y={y(tick)}
                      dy="0.32em"
                      textAnchor={left ? 'end' : 'start'}
                      fill="currentColor"
                    >
                      {formatAxisValue(tick, axis.tickStep, locale)}
                    </text>
                  </g>
                ))}
                <text
                  transform={`translate(${titleX} ${top + plotHeight / 2}) rotate(-90)`}
                  textAnchor="middle"
                  fill="var(--text)"
                >
                  {title}
                </text>
              </g>
            );
          })}
          <line
            x1={plotLeft}
            x2={plotLeft + plotWidth}
            y1={top + plotHeight}
            y2={top + plotHeight}
            stroke="var(--border-strong)"
          />
          {time?.map((tick) => (
            <g key={tick.t}>
              <line
                x1={tick.x}
                x2={tick.x}
                y1={top + plotHeight}
                y2={top + plotHeight + 4}
                stroke="var(--border-strong)"
              />
              <text
                x={tick.x}
                y={top + plotHeight + 16}
                textAnchor={
                  tick.x < EDGE_LABEL ? 'start' : tick.x > width - EDGE_LABEL ? 'end' : 'middle'
                }
                fill="currentColor"
              >
                {tick.label}
              </text>
            </g>
          ))}
        </svg>
        <canvas
          ref={canvasRef}
          aria-hidden="true"
          className="absolute"
          style={{ left: plotLeft, top: top, width: plotWidth, height: plotHeight }}
        />
        {layout ? (
          <svg
            aria-hidden="true"
            className="pointer-events-none absolute"
            style={{
              left: plotLeft,
              top: top,
              width: plotWidth,
              height: plotHeight,
              fontSize: 11,
              overflow: 'visible',
            }}
          >
            {levels.map((level) => {
              const axis = layout.axes.find((item) => !item.direction && item.unit === level.unit);
              if (!axis) return null;
              const [d0, d1] = axis.domain;
              const y = plotHeight - ((level.value - d0) / (d1 - d0)) * plotHeight;
              const colour = level.colour ?? 'var(--status-warning)';
              return (
                <g key={level.id} data-level={level.id}>
                  <line
                    x1={0}
                    x2={plotWidth}
                    y1={y}
                    y2={y}
                    stroke={colour}
                    strokeWidth={1.5}
                    strokeDasharray="6 4"
                  />
                  <text
                    x={axis.side === 'left' ? 4 : plotWidth - 4}
                    // With regions, a level at the top keeps its label inside the plot, clear of
                    // the region labels in the band above.
                    y={regions.length > 0 ? Math.max(y - 4, REGION_FONT_SIZE + 1) : y - 4}
                    textAnchor={axis.side === 'left' ? 'start' : 'end'}
                    fill="var(--text)"
                    stroke="var(--surface)"
                    strokeWidth={3}
                    paintOrder="stroke"
                  >
                    {level.label}
                  </text>
                </g>
              );
            })}
          </svg>
        ) : null}
        {/* A custom widget that takes arrow keys (the crosshair), so screen readers hand them over
            in application mode; what it shows is announced by the tooltip's live region. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <div
          data-slot="time-series-interaction"
          role="application"
          aria-label={labels.title}
          aria-describedby={labels.plotHint ? hintId : undefined}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="absolute cursor-crosshair touch-pan-y select-none"
          style={{ left: plotLeft, top: top, width: plotWidth, height: plotHeight }}
          onPointerMove={onPointerMove}
          onPointerDown={onPointerDown}
          onPointerUp={(event) => endBrush(event, true)}
          onPointerCancel={(event) => endBrush(event, false)}
          onPointerLeave={() => {
            if (brushStart.current === null) store.set(null);
          }}
          onKeyDown={onKeyDown}
          onFocus={(event) => {
            // Keyboard focus only: a click focuses too, and the pointer shows the values itself.
            const keyboard = event.currentTarget.matches(':focus-visible');
            if (event.target === event.currentTarget && keyboard && !store.get()) {
              const current = viewRef.current;
              if (current.view) {
                showAt(snapTime(current.visibleSeries, current.view[0], ...current.view), true);
              }
            }
          }}
          onBlur={() => store.set(null)}
        >
          {labels.plotHint ? (
            <span id={hintId} className="sr-only">
              {labels.plotHint}
            </span>
          ) : null}
          <div
            ref={brushRef}
            data-slot="time-series-brush"
            className="border-interactive absolute top-0 bottom-0 border-x"
            style={{
              display: 'none',
              background: 'color-mix(in srgb, var(--interactive) 20%, transparent)',
            }}
          />
          <ChartTooltip
            store={store}
            series={visibleSeries}
            allSeries={series}
            plotWidth={plotWidth}
            plotHeight={plotHeight}
            locale={locale}
            timeZone={timeZone}
          />
        </div>
      </div>
    );
  }

  return (
    <figure
      ref={figureRef}
      data-slot="time-series-chart"
      aria-label={labels.title}
      aria-busy={loading || undefined}
      className={cn('m-0 flex min-w-0 flex-col gap-2', className)}
      data-testid={testId}
    >
      {!loading && !empty && !error ? (
        <div className="flex flex-wrap items-center justify-end gap-2">
          {zoomed ? (
            <Button variant="secondary" size="sm" onClick={() => setZoom(null)}>
              {labels.resetZoom}
            </Button>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            aria-controls={showTable ? tableId : undefined}
            onClick={() => setShowTable((shown) => !shown)}
          >
            {showTable ? labels.viewAsChart : labels.viewAsTable}
          </Button>
        </div>
      ) : null}
      {body}
      {!loading && series.length > 0 ? (
        <ChartLegend
          series={series}
          hidden={hidden}
          toggleLabel={labels.toggleSeries}
          onToggle={(id) => {
            const next = new Set(hidden);
            if (next.has(id)) next.delete(id);
            else next.add(id);
            setHidden(next);
          }}
        />
      ) : null}
    </figure>
  );
}
