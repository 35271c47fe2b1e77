import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatValue } from './format';
import { TimeSeriesChart } from './time-series-chart';
import { fixtureSeries, minuteSeries } from './time-series.fixtures';
import type { TimeSeries, TimeSeriesChartLabels } from './types';

const ZONE = 'America/New_York';
/** 2026-11-24 00:00 in New York (UTC−5). */
const START = Date.UTC(2026, 10, 24, 5);
const HOUR = 3_600_000;
const FIVE_MINUTES = 300_000;
/** A day of 5-minute buckets. */
const DAY_OF_5_MIN = 288;

const LABELS: TimeSeriesChartLabels = {
  title: 'Dust and temperature at North fence',
  noData: 'No data',
  loading: 'Loading chart',
  resetZoom: 'Reset zoom',
  viewAsTable: 'View as table',
  viewAsChart: 'View as chart',
  time: `Time (${ZONE})`,
  toggleSeries: (label, shown) => `${shown ? 'Hide' : 'Show'} ${label}`,
  plotHint: 'Arrow keys move through the readings; + and − zoom in and out.',
};

function dust(id: string, label: string, seed: number, base: number): TimeSeries {
  return fixtureSeries({
    id,
    label,
    unit: 'µg/m³',
    start: START,
    bucketMs: FIVE_MINUTES,
    count: DAY_OF_5_MIN,
    seed,
    base,
    swing: base / 2,
  });
}

const PM1 = dust('north:PM1', 'PM1', 1, 8);
const PM25 = dust('north:PM2.5', 'PM2.5', 2, 14);
const PM10 = dust('north:PM10', 'PM10', 3, 30);
const TEMPERATURE = fixtureSeries({
  id: 'north:TEMP',
  label: 'Temperature',
  unit: '°C',
  start: START,
  bucketMs: FIVE_MINUTES,
  count: DAY_OF_5_MIN,
  seed: 4,
  base: 9,
  swing: 4,
  noise: 0.4,
});

/** PM10 with two outages and a lone reading between them (1-hour buckets). */
function gappy(): TimeSeries {
  const hourly = fixtureSeries({
    id: 'south:PM10',
    label: 'South gate · PM10',
    unit: 'µg/m³',
    start: START,
    bucketMs: HOUR,
    count: 24,
    seed: 7,
    base: 25,
    swing: 10,
  });
  const values = Float64Array.from(hourly.values);
  // Hours 5–8 missing (NaN from the server), hour 10 alone between 9–10 and 11–14 missing.
  for (const hour of [5, 6, 7, 8, 9, 11, 12, 13, 14]) values[hour] = NaN;
  return { ...hourly, values };
}

/** Wind direction swinging through north (0/360) and wind speed. */
const WIND_DIRECTION = fixtureSeries({
  id: 'mast:WD',
  label: 'Wind direction',
  unit: '°',
  kind: 'direction',
  start: START,
  bucketMs: FIVE_MINUTES,
  count: DAY_OF_5_MIN,
  seed: 11,
  base: 20,
  swing: 120,
  noise: 25,
});
const WIND_SPEED = fixtureSeries({
  id: 'mast:WS',
  label: 'Wind speed',
  unit: 'm/s',
  decimals: 2,
  start: START,
  bucketMs: FIVE_MINUTES,
  count: DAY_OF_5_MIN,
  seed: 12,
  base: 4,
  swing: 2,
});

/** Twenty series: five locations × four particle sizes, one hour buckets over two days. */
const TWENTY = Array.from({ length: 20 }, (_, index) => {
  const channel = ['PM1', 'PM2.5', 'PM4', 'PM10'][index % 4] as string;
  const location = ['North fence', 'South gate', 'East yard', 'West road', 'Depot'][
    Math.floor(index / 4)
  ] as string;
  return fixtureSeries({
    id: `${location}:${channel}`,
    label: `${location} · ${channel}`,
    unit: 'µg/m³',
    start: START,
    bucketMs: HOUR,
    count: 48,
    seed: 100 + index,
    base: 10 + 6 * (index % 4) + index,
    swing: 6,
  });
});

const meta = {
  title: 'Charts/TimeSeriesChart',
  component: TimeSeriesChart,
  tags: ['visual'],
  args: {
    series: [PM1, PM25, PM10, TEMPERATURE],
    timeZone: ZONE,
    locale: 'en-US',
    labels: LABELS,
    domain: [START, START + 24 * HOUR],
    onZoomChange: fn(),
    onHiddenChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Time series on canvas, reduced per pixel column; axes, legend and tooltip in SVG and HTML. Drag across the plot to zoom; arrow keys move the crosshair.',
      },
    },
  },
} satisfies Meta<typeof TimeSeriesChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The plot's keyboard and pointer surface, once laid out: the chart measures its width when it
 * mounts and again from a ResizeObserver, so a story shown after it mounted gets its width a frame
 * later.
 */
async function plotOf(canvasElement: HTMLElement, name = LABELS.title): Promise<HTMLElement> {
  const plot = within(canvasElement).getByRole('application', { name });
  await waitFor(() => expect(plot.getBoundingClientRect().width).toBeGreaterThan(100));
  return plot;
}

/** Pointer position `fraction` of the way across the plot. */
function across(plot: HTMLElement, fraction: number) {
  const box = plot.getBoundingClientRect();
  return { clientX: box.left + box.width * fraction, clientY: box.top + box.height / 2 };
}

/** Dust on the left axis, temperature on the right; hovering shows every value at that time. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plot = await plotOf(canvasElement);
    await expect(canvas.getByRole('figure', { name: LABELS.title })).toBeVisible();
    // Halfway across the loaded day is 12:00 in New York, bucket 144.
    fireEvent.pointerMove(plot, across(plot, 0.5));
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Nov 24, 2026, 12:00 PM EST');
    await expect(tooltip).toHaveTextContent(
      `PM10${formatValue(PM10.values[144] as number, 1, 'en-US')} µg/m³`,
    );
    await expect(tooltip).toHaveTextContent(
      `Temperature${formatValue(TEMPERATURE.values[144] as number, 1, 'en-US')} °C`,
    );
    await userEvent.unhover(plot);
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
  },
};

/** While the data loads: a skeleton, and the figure is busy. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const figure = within(canvasElement).getByRole('figure', { name: LABELS.title });
    await expect(figure).toHaveAttribute('aria-busy', 'true');
    await expect(within(figure).getByRole('status')).toHaveTextContent('Loading chart');
  },
};

/** No value in the range: 'No data' in place of the plot. */
export const NoData: Story = {
  args: {
    series: [{ ...PM10, values: new Float64Array(PM10.times.length).fill(NaN) }],
    domain: [START, START + 24 * HOUR],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data')).toBeVisible();
  },
};

/** No series at all (nothing picked yet). */
export const NoSeries: Story = {
  tags: ['!visual'],
  args: { series: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data')).toBeVisible();
  },
};

/** The data could not be loaded. */
export const LoadError: Story = {
  tags: ['!visual'],
  args: { error: 'The server could not be reached. Try again in a minute.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The server could not be reached.',
    );
  },
};

/** A single reading is drawn as a dot in the middle of its hour. */
export const OnePoint: Story = {
  args: {
    series: [
      {
        id: 'north:PM10',
        label: 'PM10',
        unit: 'µg/m³',
        decimals: 1,
        times: [START + 12 * HOUR],
        values: [42.5],
        bucketMs: HOUR,
      },
    ],
    // No loaded range given: the chart shows an hour either side of the reading.
    domain: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plot = await plotOf(canvasElement);
    fireEvent.pointerMove(plot, across(plot, 0.3));
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('PM1042.5 µg/m³');
  },
};

/** Lines break at gaps longer than the bucket; the lone reading at 10:00 shows as a dot. */
export const Gaps: Story = {
  args: { series: [gappy()], domain: [START, START + 23 * HOUR] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plot = await plotOf(canvasElement);
    // 06:00 is inside the outage: the tooltip says so with a dash, not a made-up value.
    fireEvent.pointerMove(plot, across(plot, 6 / 23));
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('South gate · PM10–');
  },
};

/** Twenty series: the legend wraps, the tooltip lists five series per column. */
export const ManySeries: Story = {
  args: {
    series: TWENTY,
    domain: undefined,
    labels: { ...LABELS, title: 'Particles at 5 locations' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plot = await plotOf(canvasElement, 'Particles at 5 locations');
    fireEvent.pointerMove(plot, across(plot, 0.25));
    const tooltip = await canvas.findByRole('tooltip');
    const columns = tooltip.querySelectorAll('dl');
    await expect(Array.from(columns, (column) => column.querySelectorAll('dt').length)).toEqual([
      5, 5, 5, 5,
    ]);
    await expect(columns[1]?.querySelector('dt')).toHaveTextContent('South gate · PM2.5');
  },
};

/** Wind direction as scatter on a fixed 0–360° axis (it never draws a line across north). */
export const WindScatter: Story = {
  args: {
    series: [WIND_SPEED, WIND_DIRECTION],
    labels: { ...LABELS, title: 'Wind at the mast' },
  },
  play: async ({ canvasElement }) => {
    const axis = canvasElement.querySelector('[data-axis="direction:°"]');
    await expect(
      Array.from(axis?.querySelectorAll('text') ?? [], (text) => text.textContent),
    ).toEqual(['0', '90', '180', '270', '360', '°']);
  },
};

/** Horizontal levels on their unit's axis, dashed and labelled. */
export const LevelLines: Story = {
  args: {
    levels: [
      { id: 'pm10-limit', label: 'PM10 daily limit 50 µg/m³', unit: 'µg/m³', value: 50 },
      {
        id: 'frost',
        label: 'Frost 0 °C',
        unit: '°C',
        value: 0,
        colour: 'var(--status-offline)',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('PM10 daily limit 50 µg/m³')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('Frost 0 °C')).toBeInTheDocument();
  },
};

/** The dark theme: axes, legend and tooltip take the dark tokens; the canvas redraws. */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { series: [PM1, PM25, PM10, TEMPERATURE, WIND_DIRECTION] },
};

/** A drag across the plot zooms in; Reset zoom brings the whole range back. */
export const BrushZoom: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const plot = await plotOf(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Reset zoom' })).toBeNull();
    fireEvent.pointerDown(plot, { ...across(plot, 0.25), button: 0, pointerId: 1 });
    fireEvent.pointerMove(plot, { ...across(plot, 0.5), buttons: 1, pointerId: 1 });
    fireEvent.pointerUp(plot, { ...across(plot, 0.5), button: 0, pointerId: 1 });
    await expect(args.onZoomChange).toHaveBeenCalledTimes(1);
    const [range] = (args.onZoomChange as ReturnType<typeof fn>).mock.calls[0] as [
      [number, number],
    ];
    // A quarter to a half of the day: 06:00 to 12:00, within a pixel.
    await expect(Math.abs(range[0] - (START + 6 * HOUR))).toBeLessThan(10 * 60_000);
    await expect(Math.abs(range[1] - (START + 12 * HOUR))).toBeLessThan(10 * 60_000);
    // The time axis now shows the hours of the morning.
    await waitFor(() => expect(canvasElement.querySelector('svg')).toHaveTextContent('09:00 AM'));
    await userEvent.click(canvas.getByRole('button', { name: 'Reset zoom' }));
    await expect(args.onZoomChange).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Reset zoom' })).toBeNull());
  },
};

/** A drag past the edge stops at the loaded range; a tiny drag keeps two buckets. */
export const ZoomStaysInRange: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const plot = await plotOf(canvasElement);
    const box = plot.getBoundingClientRect();
    fireEvent.pointerDown(plot, { clientX: box.left + box.width * 0.9, button: 0, pointerId: 1 });
    fireEvent.pointerMove(plot, { clientX: box.right + 200, buttons: 1, pointerId: 1 });
    fireEvent.pointerUp(plot, { clientX: box.right + 200, button: 0, pointerId: 1 });
    const [range] = (args.onZoomChange as ReturnType<typeof fn>).mock.calls[0] as [
      [number, number],
    ];
    // Cut at the end of the loaded range (the day), whatever the pointer did.
    await expect(range[1]).toBe(START + 24 * HOUR);
  },
};

/** The legend hides a series and shows it again; its button says which. */
export const LegendToggle: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const hide = canvas.getByRole('button', { name: 'Hide PM10' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(hide);
    const show = canvas.getByRole('button', { name: 'Show PM10' });
    await expect(show).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onHiddenChange).toHaveBeenLastCalledWith(new Set(['north:PM10']));
    // Hidden series leave the tooltip.
    const plot = await plotOf(canvasElement);
    fireEvent.pointerMove(plot, across(plot, 0.5));
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).not.toHaveTextContent('PM10');
    await expect(tooltip).toHaveTextContent('PM2.5');
    await userEvent.click(show);
    await expect(canvas.getByRole('button', { name: 'Hide PM10' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** The crosshair follows the arrow keys, and the values are announced; + and − zoom. */
export const KeyboardCrosshair: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const plot = await plotOf(canvasElement);
    await expect(plot).toHaveAccessibleDescription(
      'Arrow keys move through the readings; + and − zoom in and out.',
    );
    plot.focus();
    await userEvent.keyboard('{Home}{ArrowRight}{ArrowRight}');
    const tooltip = await canvas.findByRole('tooltip');
    // Home puts the crosshair on the first bucket, two steps on is the third (00:10).
    await expect(tooltip).toHaveTextContent('Nov 24, 2026, 12:10 AM EST');
    await expect(tooltip).toHaveTextContent(
      `PM1${formatValue(PM1.values[2] as number, 1, 'en-US')} µg/m³`,
    );
    await userEvent.keyboard('{End}');
    await expect(tooltip).toHaveTextContent('Nov 24, 2026, 11:55 PM EST');
    // '+' halves the view about the crosshair, kept inside the loaded day: 12:00 to 24:00.
    await userEvent.keyboard('+');
    await expect(args.onZoomChange).toHaveBeenLastCalledWith([
      START + 12 * HOUR,
      START + 24 * HOUR,
    ]);
    await expect(canvas.getByRole('button', { name: 'Reset zoom' })).toBeVisible();
    // '-' doubles it again: the whole day, which is no zoom.
    await userEvent.keyboard('-');
    await expect(args.onZoomChange).toHaveBeenLastCalledWith(null);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
  },
};

/** The table view: a time column and a column per series, in pages. */
export const TableView: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'View as table' }));
    const table = canvas.getByRole('table', { name: LABELS.title });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual([
      `Time (${ZONE})`,
      'PM1 (µg/m³)',
      'PM2.5 (µg/m³)',
      'PM10 (µg/m³)',
      'Temperature (°C)',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(20);
    for (const row of [0, 1]) {
      const cells = Array.from(
        (rows[row] as HTMLElement).querySelectorAll('th, td'),
        (cell) => cell.textContent,
      );
      await expect(cells).toEqual([
        ['Nov 24, 2026, 12:00 AM', 'Nov 24, 2026, 12:05 AM'][row],
        ...[PM1, PM25, PM10, TEMPERATURE].map((item) =>
          formatValue(item.values[row] as number, 1, 'en-US'),
        ),
      ]);
    }
    await expect(canvas.getByText(`1–20 of ${DAY_OF_5_MIN} items`)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'View as chart' }));
    await expect(await plotOf(canvasElement)).toBeVisible();
  },
};

/** At phone width the legend wraps and the axes still fit. */
export const PhoneWidth: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 358 }}>
        <Story />
      </div>
    ),
  ],
  args: { series: [PM1, PM25, PM10, TEMPERATURE], height: 220 },
};

/** A month of minute data with one minute at 400 µg/m³ on 10 November at 14:07. */
function monthWithSpike(): TimeSeries[] {
  const month = minuteSeries(4, 31, MONTH_START);
  const pm10 = month[3] as TimeSeries;
  const values = Float64Array.from(pm10.values);
  values[SPIKE_INDEX] = 400;
  month[3] = { ...pm10, values };
  return month;
}

/** 2026-10-25 00:00 in New York; summer time ends on 1 November within the month. */
const MONTH_START = Date.UTC(2026, 9, 25, 4);
/** 2026-11-10 14:07 in New York (UTC−5), as a minute index from MONTH_START. */
const SPIKE_INDEX = (Date.UTC(2026, 10, 10, 19, 7) - MONTH_START) / 60_000;

/**
 * A month of minute data (4 series × 44 640 points), reduced per pixel column before drawing: the
 * single minute at 400 µg/m³ still shows as a spike on 10 November.
 */
export const MonthOfMinuteData: Story = {
  args: {
    series: monthWithSpike(),
    domain: undefined,
    labels: { ...LABELS, title: 'A month of minute data' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plot = await plotOf(canvasElement, 'A month of minute data');
    fireEvent.pointerMove(plot, across(plot, 0.5));
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Location 1 · PM10');
    // The spike sets the axis: 400 is within the nice domain.
    await expect(canvasElement.querySelector('[data-axis="line:µg/m³"]')).toHaveTextContent('400');
    await userEvent.unhover(plot);
    // The table keeps every minute of the month, in pages.
    await userEvent.click(canvas.getByRole('button', { name: 'View as table' }));
    await expect(await canvas.findByText(/^1–20 of 44,?640 items$/)).toBeInTheDocument();
    const back = canvas.getByRole('button', { name: 'View as chart' });
    await userEvent.click(back);
    // The screenshot shows the chart, not the focus ring the toggle keeps.
    back.blur();
  },
};

/** Reddish pixels on the chart's canvas (the first series turned red below). */
function redPixels(canvasElement: HTMLElement): number {
  const canvas = canvasElement.querySelector('canvas');
  const context = canvas?.getContext('2d');
  if (!canvas || !context) return 0;
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  let count = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (data[i]! > 200 && data[i + 1]! < 60 && data[i + 2]! < 60 && data[i + 3]! > 200) count += 1;
  }
  return count;
}

/**
 * The canvas reads the colour tokens when it draws and draws again when <html>'s class or style
 * changes (the theme): a new --chart-1 shows without any prop changing.
 */
export const RedrawsOnThemeChange: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    await plotOf(canvasElement);
    await expect(redPixels(canvasElement)).toBe(0);
    document.documentElement.style.setProperty('--chart-1', 'rgb(255, 0, 0)');
    try {
      await waitFor(() => expect(redPixels(canvasElement)).toBeGreaterThan(100));
    } finally {
      document.documentElement.style.removeProperty('--chart-1');
    }
    await waitFor(() => expect(redPixels(canvasElement)).toBe(0));
  },
};

/** A 1466 contribution's day: upwind, downwind and the contribution (2-hour averages). */
const UPWIND = dust('pm10:UpwindAverage', 'Upwind average', 21, 18);
const DOWNWIND = dust('pm10:DownwindAverage', 'Downwind average', 22, 34);
const CONTRIBUTION: TimeSeries = {
  ...dust('pm10:ContributionAverage', 'Contribution average', 23, 16),
  // No contribution while the wind was calm (09:00–11:00): the line breaks there.
  values: Float64Array.from(dust('c', 'c', 23, 16).values, (value, index) =>
    index >= 108 && index < 132 ? NaN : value,
  ),
};

/** The averaging regions of that day, as the Charts page passes them (1466 wording). */
const REGIONS = [
  { start: START, end: START + 2 * HOUR, label: 'Initial', tone: 'initial' },
  { start: START + 2 * HOUR, end: START + 9 * HOUR, label: '2 Hr', tone: 'rolling' },
  { start: START + 9 * HOUR, end: START + 11 * HOUR, label: 'Stopped', tone: 'stopped' },
  { start: START + 11 * HOUR, end: START + 13 * HOUR, label: '30 Min', tone: 'recovery' },
  { start: START + 13 * HOUR, end: null, label: '2 Hr', tone: 'rolling' },
] as const;

const CONTRIBUTION_ARGS = {
  series: [UPWIND, DOWNWIND, CONTRIBUTION],
  regions: REGIONS,
  levels: [{ id: 'pm10-level', label: 'Compliance level 25 µg/m³', unit: 'µg/m³', value: 25 }],
  labels: { ...LABELS, title: 'PM10 contribution' },
};

/**
 * Averaging regions shaded behind the lines with their labels along the top (a running region
 * reaches the end of the range), and a compliance level: the tooltip and table are unchanged.
 */
export const Regions: Story = {
  args: CONTRIBUTION_ARGS,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plot = await plotOf(canvasElement, 'PM10 contribution');
    const regions = canvasElement.querySelectorAll('[data-region]');
    await expect(Array.from(regions, (region) => region.getAttribute('data-region'))).toEqual([
      'initial',
      'rolling',
      'stopped',
      'recovery',
      'rolling',
    ]);
    for (const label of ['Initial', 'Stopped', '30 Min']) {
      await expect(canvas.getByText(label)).toBeInTheDocument();
    }
    await expect(canvas.getAllByText('2 Hr')).toHaveLength(2);
    await expect(canvas.getByText('Compliance level 25 µg/m³')).toBeInTheDocument();
    // The open region runs to the end of the day: its right edge is the plot's.
    const last = regions[4]?.querySelector('rect');
    const lastBox = last?.getBoundingClientRect();
    const plotBox = plot.getBoundingClientRect();
    await expect(Math.abs((lastBox?.right ?? 0) - plotBox.right)).toBeLessThan(1);
    // The regions sit behind the plot: the pointer still reads the values.
    fireEvent.pointerMove(plot, across(plot, 0.5));
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(
      `Downwind average${formatValue(DOWNWIND.values[144] as number, 1, 'en-US')} µg/m³`,
    );
    await userEvent.unhover(plot);
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
  },
};

/** Zoomed into the morning: the regions follow the view; a region too narrow for its label drops it. */
export const RegionsZoomed: Story = {
  tags: ['!visual'],
  args: { ...CONTRIBUTION_ARGS, zoom: [START + 8 * HOUR, START + 14 * HOUR] },
  play: async ({ canvasElement }) => {
    await plotOf(canvasElement, 'PM10 contribution');
    const tones = Array.from(canvasElement.querySelectorAll('[data-region]'), (region) =>
      region.getAttribute('data-region'),
    );
    // 08:00–14:00 shows the end of the first rolling region to the start of the second.
    await expect(tones).toEqual(['rolling', 'stopped', 'recovery', 'rolling']);
  },
};

/** The table view lists the values only: the regions leave it as it was. */
export const RegionsTable: Story = {
  tags: ['!visual'],
  args: CONTRIBUTION_ARGS,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'View as table' }));
    const table = canvas.getByRole('table', { name: 'PM10 contribution' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      `Time (${ZONE})`,
      'Upwind average (µg/m³)',
      'Downwind average (µg/m³)',
      'Contribution average (µg/m³)',
    ]);
    await expect(canvasElement.querySelector('[data-region]')).toBeNull();
  },
};

/** The regions in the dark theme: the washes come from the dark tokens. */
export const RegionsDark: Story = {
  globals: { theme: 'dark' },
  args: CONTRIBUTION_ARGS,
};

/** At phone width: labels that do not fit their region are left out rather than overlapping. */
export const RegionsPhoneWidth: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 358 }}>
        <Story />
      </div>
    ),
  ],
  args: { ...CONTRIBUTION_ARGS, height: 220 },
};
