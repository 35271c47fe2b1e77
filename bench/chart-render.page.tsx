// The page bench/chart-render.mjs opens in Chromium: TimeSeriesChart and uPlot on the same
// 20 × 44 640 minute points. Each measurement starts from the raw arrays and ends in the
// requestAnimationFrame after the draw, so the canvas has been painted; window.bench exposes them.
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { TimeSeriesChart, type TimeSeries } from '@aq/charts/time-series';
import { minuteSeries } from '../packages/charts/src/time-series/time-series.fixtures';

const WIDTH = 1200;
const HEIGHT = 280;
/** 2026-10-25 00:00 in New York: 31 days of minutes, across the end of summer time. */
const START = Date.UTC(2026, 9, 25, 4);
const ZONE = 'America/New_York';

const LABELS = {
  title: 'Benchmark',
  noData: 'No data',
  loading: 'Loading',
  resetZoom: 'Reset zoom',
  viewAsTable: 'View as table',
  viewAsChart: 'View as chart',
  time: 'Time',
  toggleSeries: (label: string, shown: boolean) => `${shown ? 'Hide' : 'Show'} ${label}`,
};

let series: TimeSeries[] = [];
let domain: [number, number] = [0, 0];
let uplotData: uPlot.AlignedData = [[]];

function frame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/**
 * One measurement, ms from its start: [the synchronous JavaScript (render and draw calls), to the
 * next animation frame (the frame with the draw is about to be painted), to the frame after (that
 * frame was painted)].
 */
type Sample = [number, number, number];

/** Ends a measurement begun at `start` (called right after the synchronous work). */
async function finish(start: number): Promise<Sample> {
  const sync = performance.now() - start;
  await frame();
  const next = performance.now() - start;
  await frame();
  return [sync, next, performance.now() - start];
}

function host(): HTMLDivElement {
  const element = document.createElement('div');
  element.style.width = `${WIDTH}px`;
  document.body.replaceChildren(element);
  return element;
}

let root: Root | null = null;
let chartHost: HTMLDivElement | null = null;

function renderChart(zoom: readonly [number, number] | null) {
  root?.render(
    <TimeSeriesChart
      series={series}
      timeZone={ZONE}
      locale="en-US"
      labels={LABELS}
      domain={domain}
      height={HEIGHT}
      zoom={zoom}
    />,
  );
}

let plot: uPlot | null = null;

const bench = {
  /** Generates the data (not timed): `count` series of `days` days of minute points. */
  prepare(count: number, days: number) {
    series = minuteSeries(count, days, START);
    const first = series[0]!;
    domain = [first.times[0]!, first.times[first.times.length - 1]!];
    // uPlot takes seconds on x and one array per series, the same values.
    const seconds = Float64Array.from(first.times, (t) => t / 1000);
    uplotData = [
      seconds,
      ...series.map((item) => item.values as Float64Array),
    ] as uPlot.AlignedData;
    return series.reduce((sum, item) => sum + item.times.length, 0);
  },

  /** TimeSeriesChart from raw arrays to painted canvas (a fresh React root each time). */
  async chartFirstDraw(): Promise<Sample> {
    root?.unmount();
    chartHost = host();
    await frame();
    const start = performance.now();
    root = createRoot(chartHost);
    flushSync(() => renderChart(null));
    return finish(start);
  },

  /** Zooms the mounted TimeSeriesChart to [from, to] and back is not timed. */
  async chartZoom(from: number, to: number): Promise<Sample> {
    flushSync(() => renderChart(null));
    await frame();
    const start = performance.now();
    flushSync(() => renderChart([from, to]));
    return finish(start);
  },

  /** uPlot from the same arrays to painted canvas. */
  async uplotFirstDraw(): Promise<Sample> {
    plot?.destroy();
    root?.unmount();
    root = null;
    const element = host();
    await frame();
    const start = performance.now();
    plot = new uPlot(
      {
        width: WIDTH,
        height: HEIGHT,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), ZONE),
        legend: { show: true },
        cursor: { drag: { x: true, y: false } },
        series: [
          {},
          ...series.map((item, index) => ({
            label: item.label,
            stroke: `hsl(${(index * 47) % 360} 70% 45%)`,
            width: 1.5,
          })),
        ],
      },
      uplotData,
      element,
    );
    return finish(start);
  },

  /** Zooms the mounted uPlot to [from, to] (ms). */
  async uplotZoom(from: number, to: number): Promise<Sample> {
    if (!plot) throw new Error('uPlot is not mounted');
    plot.setScale('x', { min: domain[0] / 1000, max: domain[1] / 1000 });
    await frame();
    const start = performance.now();
    plot.setScale('x', { min: from / 1000, max: to / 1000 });
    return finish(start);
  },

  /** A plain SVG <path> per series through every point (no reduction), to painted. */
  async svgFirstDraw(): Promise<Sample> {
    plot?.destroy();
    plot = null;
    root?.unmount();
    root = null;
    const element = host();
    await frame();
    const start = performance.now();
    const [t0, t1] = domain;
    let low = Infinity;
    let high = -Infinity;
    for (const item of series) {
      for (let i = 0; i < item.values.length; i += 1) {
        const value = item.values[i]!;
        if (value < low) low = value;
        if (value > high) high = value;
      }
    }
    const ns = 'http://www.w3.org/2000/svg';
    const svg = document.createElementNS(ns, 'svg');
    svg.setAttribute('width', String(WIDTH));
    svg.setAttribute('height', String(HEIGHT));
    series.forEach((item, index) => {
      const parts: string[] = [];
      for (let i = 0; i < item.times.length; i += 1) {
        const x = ((item.times[i]! - t0) / (t1 - t0)) * WIDTH;
        const y = HEIGHT - ((item.values[i]! - low) / (high - low)) * HEIGHT;
        parts.push(`${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`);
      }
      const path = document.createElementNS(ns, 'path');
      path.setAttribute('d', parts.join(''));
      path.setAttribute('fill', 'none');
      path.setAttribute('stroke', `hsl(${(index * 47) % 360} 70% 45%)`);
      svg.appendChild(path);
    });
    element.appendChild(svg);
    return finish(start);
  },

  /** Whether the chart's canvas has pixels (a sanity check that something was drawn). */
  chartPainted(): boolean {
    const canvas = document.querySelector('canvas');
    if (!canvas) return false;
    const context = canvas.getContext('2d');
    if (!context) return false;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) return true;
    return false;
  },
};

(window as unknown as { bench: typeof bench }).bench = bench;
document.title = 'ready';
