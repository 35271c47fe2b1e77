import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  aggregatedRequests,
  CHART_COMPLIANCE_LEVELS,
  CHART_CONTRIBUTIONS,
  CHART_LOCATIONS,
  CHART_STORY_RANGE,
  CHARTS_PROJECT,
  chartRoutes,
  type AggregatedDataMode,
  type ChartDataMode,
} from '../../__fixtures__/charts';
import { projectRoutes } from '../../__fixtures__/projects';
import { ScreenStory, type FixtureRoute } from '../../__fixtures__/screen-story';
import { routeHref } from '../../lib/route-query';
import ChartsPage from './charts-page';
import { CHARTS_PATH } from './charts-path';

interface StoryParameters {
  /** How the fixed server answers the series. */
  mode?: ChartDataMode;
  /** The route query beyond the project id. */
  query?: Record<string, unknown>;
  /** Answers that win over the charts' and the project's. */
  routes?: FixtureRoute[];
  /** The project's contributions (none by default). */
  contributions?: typeof CHART_CONTRIBUTIONS;
  /** How the fixed server answers aggregated data. */
  aggregatedMode?: AggregatedDataMode;
}

/** The project routes with the details' compliance levels of the chart stories' contributions. */
function withComplianceLevels(routes: FixtureRoute[]): FixtureRoute[] {
  return routes.map((route) =>
    route.path === '/v0.1/projectDetails'
      ? {
          ...route,
          respond: async (url, body) => {
            const project = (await route.respond(url, body)) as Record<string, unknown>;
            return project && 'Id' in project
              ? { ...project, ComplianceLevels: CHART_COMPLIANCE_LEVELS }
              : project;
          },
        }
      : route,
  );
}

/** The channel-timeseries requests the fixed server received (their query strings). */
const requested: URLSearchParams[] = [];

function recorded(routes: FixtureRoute[]): FixtureRoute[] {
  return routes.map((route) => ({
    ...route,
    respond: (url, body) => {
      if (url.pathname === '/v0.1/channelTimeseries') requested.push(url.searchParams);
      return route.respond(url, body);
    },
  }));
}

/** 3 March 2026, 00:00–12:00 New York time, at 15 minutes: fixed, so screenshots are stable. */
const FIXED = { averagingPeriod: 15, range: CHART_STORY_RANGE };

const meta = {
  title: 'Screens/Projects/Charts',
  component: ChartsPage,
  tags: ['!visual'],
  parameters: { layout: 'fullscreen', query: FIXED },
  render: (_args, { globals, parameters }) => {
    const options = parameters as StoryParameters;
    requested.length = 0;
    aggregatedRequests.length = 0;
    const routes = recorded([
      ...(options.routes ?? []),
      ...chartRoutes({
        mode: options.mode ?? 'data',
        ...(options.contributions ? { contributions: options.contributions } : {}),
        ...(options.aggregatedMode ? { aggregatedMode: options.aggregatedMode } : {}),
      }),
      ...withComplianceLevels(projectRoutes()),
    ]);
    return (
      <div className="min-h-[calc(100vh-2rem)]">
        <ScreenStory
          routes={routes}
          path={routeHref(CHARTS_PATH, { projectId: CHARTS_PROJECT.Id, ...options.query })}
          locale={(globals.locale as string) ?? 'en-US'}
        >
          <ChartsPage />
        </ScreenStory>
      </div>
    );
  },
} satisfies Meta<typeof ChartsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The chart cards once every chart has drawn (no skeleton left). */
async function drawnCharts(canvas: Canvas, count: number): Promise<HTMLElement[]> {
  await waitFor(
    () => {
      const cards = canvas.getAllByTestId('chart-card');
      expect(cards).toHaveLength(count);
      for (const card of cards) {
        expect(card).not.toHaveAttribute('aria-busy');
        expect(card.querySelector('[data-slot="time-series-skeleton"]')).toBeNull();
      }
    },
    { timeout: 5000 },
  );
  return canvas.getAllByTestId('chart-card');
}

/**
 * Focus on channels (the default): one chart per channel of the active locations, particle sizes
 * first (PM2.5, PM10), then wind direction and speed; a line per location that has the channel.
 * South gate's line breaks where an hour is missing. Times are New York's, labelled.
 */
export const FocusOnChannels: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await drawnCharts(canvas, 4);
    await expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'PM2.5',
      'PM10',
      'WD',
      'WS',
    ]);
    // PM10 at both active locations, wind only where the wind sensor is.
    await expect(
      within(cards[1]!).getByRole('button', { name: 'Hide North fence' }),
    ).toBeInTheDocument();
    await expect(
      within(cards[1]!).getByRole('button', { name: 'Hide South gate' }),
    ).toBeInTheDocument();
    await expect(within(cards[2]!).queryByRole('button', { name: 'Hide South gate' })).toBeNull();
    await expect(canvas.getByTestId('chart-zone')).toHaveTextContent(
      'Times in America/New_York (UTC-05:00)',
    );
    // Two locations × PM2.5 and PM10, and North fence's WD and WS: 6 series, 15 minutes each.
    await expect(requested).toHaveLength(6);
    for (const params of requested) {
      await expect(params.get('AveragingPeriodMs')).toBe('900000');
      await expect(params.get('StartTime')).toBe('2026-03-03T05:00:00.000Z');
      await expect(params.get('EndTime')).toBe('2026-03-03T17:00:00.000Z');
    }
    // The upwind mast has no instrument and the hidden compound is not chosen: nothing asked.
    await expect(requested.map((params) => params.get('MonitoringLocationId'))).not.toContain(
      CHART_LOCATIONS[2]!.GuidId,
    );
  },
};

/** The same in the dark theme. */
export const FocusOnChannelsDark: Story = {
  ...FocusOnChannels,
  tags: ['!visual'],
  globals: { theme: 'dark' },
};

/** Focus on monitoring locations: one chart per location, a line per channel. */
export const FocusOnLocations: Story = {
  parameters: { query: { ...FIXED, focus: 'monitoringLocations' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await drawnCharts(canvas, 2);
    await expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'North fence',
      'South gate',
    ]);
    const north = within(cards[0]!);
    for (const channel of ['PM2.5', 'PM10', 'WD', 'WS']) {
      await expect(north.getByRole('button', { name: `Hide ${channel}` })).toBeInTheDocument();
    }
    await expect(canvas.getByRole('radio', { name: 'Monitoring location' })).toBeChecked();
  },
};

/** A legend button hides its series and shows it again; the table view lists the values. */
export const LegendAndTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await drawnCharts(canvas, 4);
    const pm10 = within(cards[1]!);
    await userEvent.click(pm10.getByRole('button', { name: 'Hide South gate' }));
    await expect(pm10.getByRole('button', { name: 'Show South gate' })).toBeInTheDocument();
    await userEvent.click(pm10.getByRole('button', { name: 'Show South gate' }));
    await userEvent.click(pm10.getByRole('button', { name: 'View as table' }));
    const table = await pm10.findByRole('table');
    await expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent(
      'Time (America/New_York (UTC-05:00))',
    );
    await userEvent.click(pm10.getByRole('button', { name: 'View as chart' }));
  },
};

/**
 * 7 days at 1 minute would be 10 080 buckets: 'Date range too long or averaging period too
 * short' shows, no chart is drawn and nothing is asked.
 */
export const RangeTooLong: Story = {
  tags: ['visual'],
  parameters: { query: { averagingPeriod: 1, range: '7d' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const error = await canvas.findByTestId('chart-query-error');
    await expect(error).toHaveTextContent('Date range too long or averaging period too short');
    await expect(canvas.queryAllByTestId('chart-card')).toHaveLength(0);
    await expect(requested).toHaveLength(0);
  },
};

/** From after to, an unknown duration key and an empty one each say so, and ask nothing. */
export const InvalidRanges: Story = {
  parameters: { query: { range: { from: CHART_STORY_RANGE.to, to: CHART_STORY_RANGE.from } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('chart-query-error')).toHaveTextContent(
      'From date must be before to date',
    );
    await expect(requested).toHaveLength(0);
  },
};

/** An empty duration key: 'Duration key must not be empty'. */
export const EmptyDurationKey: Story = {
  parameters: { query: { range: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('chart-query-error')).toHaveTextContent(
      'Duration key must not be empty',
    );
  },
};

/** Channels and locations cleared: each picker says what it needs; nothing is asked. */
export const NothingChosen: Story = {
  parameters: { query: { ...FIXED, channels: [], monitoringLocationIds: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Select at least one monitoring location');
    await expect(canvas.getByText('Select at least one channel')).toBeInTheDocument();
    await expect(requested).toHaveLength(0);
  },
};

/** A channel the chosen locations do not measure is dropped, and the page says which. */
export const DroppedChannel: Story = {
  parameters: {
    query: {
      ...FIXED,
      monitoringLocationIds: [CHART_LOCATIONS[1]!.GuidId],
      channels: [
        { name: 'PM10', unit: 'µg/m³' },
        { name: 'WD', unit: '°' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await drawnCharts(canvas, 1);
    await expect(within(cards[0]!).getByRole('heading')).toHaveTextContent('PM10');
    await expect(canvas.getByTestId('chart-dropped-channels')).toHaveTextContent('WD');
    await expect(requested).toHaveLength(1);
  },
};

/** No bucket in the range has a value: each chart says 'No data'. */
export const NoData: Story = {
  parameters: { mode: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await drawnCharts(canvas, 4);
    for (const card of cards) await expect(within(card).getByText('No data')).toBeVisible();
  },
};

/** While the series load, each chart shows its skeleton. */
export const Loading: Story = {
  parameters: { mode: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('chart-card')).toHaveLength(4));
    for (const card of canvas.getAllByTestId('chart-card')) {
      await expect(card).toHaveAttribute('aria-busy', 'true');
      await expect(within(card).getByRole('status')).toHaveTextContent('Loading the chart');
    }
  },
};

/** The server refuses the series: each chart shows the server's message and a way to retry. */
export const LoadError: Story = {
  parameters: { mode: 'error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('chart-error')).toHaveLength(4));
    await expect(canvas.getAllByTestId('chart-error')[0]).toHaveTextContent(
      'Date range too long or averaging period too short',
    );
    await expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(4);
  },
};

/** An aggregated query while the project has no contribution: a clear message, no chart. */
export const AggregatedUnavailable: Story = {
  parameters: { query: { type: 'aggregated', channels: [{ fieldType: 'ContributionAverage' }] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Aggregated data is not available for this project');
    await expect(canvas.queryAllByTestId('chart-card')).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Show individual data' }));
    await drawnCharts(canvas, 4);
  },
};

/** A query of neither shape: 'Invalid query'. */
export const InvalidQuery: Story = {
  parameters: { query: { focus: 'sensors' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Invalid query' });
  },
};

/** The aggregated query of a contribution over the fixed morning. */
const aggregated = (source: number | null, extra: Record<string, unknown> = {}) => ({
  type: 'aggregated',
  ...(source === null ? {} : { source }),
  range: CHART_STORY_RANGE,
  ...extra,
});

/** The aggregated-data bodies asked so far. */
const aggregatedBodies = () =>
  aggregatedRequests.map(
    (request) =>
      request.body as {
        StartDateTime: string;
        EndDateTime: string;
        RequiredFields: Array<{ FieldType: string; SensorName?: string }>;
      },
  );

/**
 * A DER-10 contribution with the default fields: one chart per pollutant (PM10, VOC) with the
 * upwind, downwind and contribution averages, the rolling regions and the calm hours shaded, the
 * compliance levels drawn, then the wind direction on its own chart.
 */
export const AggregatedDer10: Story = {
  tags: ['visual'],
  parameters: { contributions: CHART_CONTRIBUTIONS, query: aggregated(41) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await drawnCharts(canvas, 3);
    await expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'PM10',
      'VOC',
      'Wind',
    ]);
    const pm10 = within(cards[0]!);
    for (const name of ['Upwind average', 'Downwind average', 'Contribution average']) {
      await expect(pm10.getByRole('button', { name: `Hide ${name}` })).toBeInTheDocument();
    }
    await expect(pm10.getByRole('figure', { name: 'PM10 contribution' })).toBeInTheDocument();
    // DER-10's regions: a 15-minute rolling average around the calm hours, when it stopped.
    await expect(pm10.getAllByText('Rolling 15 min')).toHaveLength(2);
    await expect(pm10.getByText('Stopped')).toBeInTheDocument();
    await expect(pm10.getByText('Compliance level 100 µg/m³')).toBeInTheDocument();
    await expect(pm10.getByText('Compliance level 150 µg/m³')).toBeInTheDocument();
    await expect(within(cards[1]!).getByText('Compliance level 5 ppm')).toBeInTheDocument();
    // The wind chart: the direction on its 0–360° axis, no regions.
    await expect(
      cards[2]!.querySelector('[data-axis="direction:°"]')?.textContent?.startsWith('090180270360'),
    ).toBe(true);
    await expect(cards[2]!.querySelector('[data-region]')).toBeNull();
    // One call with the default fields over the chosen morning (New York time).
    const [body] = aggregatedBodies();
    await expect(aggregatedRequests[0]?.contributionId).toBe(41);
    await expect(body).toEqual({
      StartDateTime: '2026-03-03T05:00:00.000Z',
      EndDateTime: '2026-03-03T17:00:00.000Z',
      RequiredFields: [
        { FieldType: 'UpwindAverage', SensorName: 'PM10' },
        { FieldType: 'DownwindAverage', SensorName: 'PM10' },
        { FieldType: 'ContributionAverage', SensorName: 'PM10' },
        { FieldType: 'UpwindAverage', SensorName: 'VOC' },
        { FieldType: 'DownwindAverage', SensorName: 'VOC' },
        { FieldType: 'ContributionAverage', SensorName: 'VOC' },
        { FieldType: 'WindDirection' },
      ],
    });
    // An absolute range is asked once; nothing channel-wise.
    await expect(requested).toHaveLength(0);
  },
};

/**
 * A 1466 contribution in the dark theme: its regions in the 1466 wording (Initial, '2 Hr',
 * '30 Min' after the calm) and its 25 µg/m³ level.
 */
export const Aggregated1466Dark: Story = {
  tags: ['visual'],
  globals: { theme: 'dark' },
  parameters: { contributions: CHART_CONTRIBUTIONS, query: aggregated(42) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await drawnCharts(canvas, 2);
    const pm10 = within(cards[0]!);
    await expect(
      Array.from(cards[0]!.querySelectorAll('[data-region]'), (region) =>
        region.getAttribute('data-region'),
      ),
    ).toEqual(['initial', 'rolling', 'stopped', 'recovery', 'rolling']);
    await expect(pm10.getByText('Initial')).toBeInTheDocument();
    await expect(pm10.getAllByText('2 Hr')).toHaveLength(2);
    await expect(pm10.getByText('30 Min')).toBeInTheDocument();
    await expect(pm10.getByText('Compliance level 25 µg/m³')).toBeInTheDocument();
  },
};

/** NJ PAM data is block averaged: its regions say so with the period. */
export const AggregatedNjPamBlocks: Story = {
  parameters: { contributions: CHART_CONTRIBUTIONS, query: aggregated(43) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await drawnCharts(canvas, 1);
    await expect(within(cards[0]!).getAllByText('Block 15 min')).toHaveLength(2);
    // Its level is not set: no level line.
    await expect(within(cards[0]!).queryByText(/Compliance level/)).toBeNull();
  },
};

/**
 * With contributions the data type can be chosen: Aggregated data starts without a source and
 * asks for one; choosing it charts its default fields, and the address keeps the choice.
 */
export const ChooseAggregatedSource: Story = {
  parameters: { contributions: CHART_CONTRIBUTIONS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await drawnCharts(canvas, 4);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Aggregated data' }));
    await expect(await canvas.findByTestId('charts-choose-source')).toHaveTextContent(
      'Choose a contribution',
    );
    await expect(canvas.queryAllByTestId('chart-card')).toHaveLength(0);
    await expect(aggregatedRequests).toHaveLength(0);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Contribution' }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: /Rule 1466 excavation/ }),
    );
    const cards = await drawnCharts(canvas, 2);
    await expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'PM10',
      'Wind',
    ]);
    await expect(aggregatedRequests.at(-1)?.contributionId).toBe(42);
    // Another source: its own charts and regions, nothing left of the first one's.
    await userEvent.click(canvas.getByRole('combobox', { name: 'Contribution' }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: /NJ PAM fence line/ }),
    );
    const blocks = await drawnCharts(canvas, 1);
    await expect(within(blocks[0]!).getAllByText('Block 15 min')).toHaveLength(2);
    await expect(within(blocks[0]!).queryByText('2 Hr')).toBeNull();
    await expect(aggregatedRequests.at(-1)?.contributionId).toBe(43);
    // Back to individual data: 1 hour, focus on channels (projects §4).
    await userEvent.click(canvas.getByRole('radio', { name: 'Individual data' }));
    await expect(await canvas.findByRole('radio', { name: 'Channel' })).toBeChecked();
  },
};

/** Fields the source does not have are dropped and named; choosing no field says what is needed. */
export const AggregatedFields: Story = {
  parameters: {
    contributions: CHART_CONTRIBUTIONS,
    query: aggregated(43, {
      channels: [
        { fieldType: 'UpwindRaw', sensorName: 'PM10' },
        { fieldType: 'ContributionRaw', sensorName: 'PM10' },
        { fieldType: 'DownwindAverage', sensorName: 'VOC' },
        { fieldType: 'WindDirection' },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await drawnCharts(canvas, 1);
    const pm10 = within(cards[0]!);
    await expect(pm10.getByRole('button', { name: 'Hide Contribution raw' })).toBeInTheDocument();
    await expect(pm10.getByRole('button', { name: 'Hide Upwind raw' })).toBeInTheDocument();
    await expect(canvas.getByTestId('chart-dropped-channels')).toHaveTextContent(
      'VOC · Downwind average, Wind direction',
    );
    await expect(aggregatedBodies().at(-1)?.RequiredFields).toEqual([
      { FieldType: 'UpwindRaw', SensorName: 'PM10' },
      { FieldType: 'ContributionRaw', SensorName: 'PM10' },
    ]);
  },
};

/** No field chosen: the picker says so and nothing is asked. */
export const AggregatedNoField: Story = {
  parameters: { contributions: CHART_CONTRIBUTIONS, query: aggregated(41, { channels: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Select at least one field');
    await expect(canvas.queryAllByTestId('chart-card')).toHaveLength(0);
    await expect(aggregatedRequests).toHaveLength(0);
  },
};

/** The server refuses the aggregated data: its message and a way to ask again. */
export const AggregatedLoadError: Story = {
  parameters: {
    contributions: CHART_CONTRIBUTIONS,
    aggregatedMode: 'error',
    query: aggregated(41),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('chart-error')).toHaveTextContent(
      'From time must be before end time',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(aggregatedRequests.length).toBeGreaterThan(1));
  },
};

/** While the aggregated data loads, each chart shows its skeleton. */
export const AggregatedLoading: Story = {
  parameters: {
    contributions: CHART_CONTRIBUTIONS,
    aggregatedMode: 'loading',
    query: aggregated(41),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('chart-card')).toHaveLength(3));
    for (const card of canvas.getAllByTestId('chart-card')) {
      await expect(card).toHaveAttribute('aria-busy', 'true');
    }
  },
};

/** A source the project no longer has: the picker says so and the page asks for one. */
export const AggregatedUnknownSource: Story = {
  parameters: { contributions: CHART_CONTRIBUTIONS, query: aggregated(999) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('This contribution no longer exists. Choose another one.');
    await expect(aggregatedRequests).toHaveLength(0);
  },
};
