import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  CHART_LOCATIONS,
  CHART_STORY_RANGE,
  CHARTS_PROJECT,
  chartRoutes,
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
    const routes = recorded([
      ...(options.routes ?? []),
      ...chartRoutes({ mode: options.mode ?? 'data' }),
      ...projectRoutes(),
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
