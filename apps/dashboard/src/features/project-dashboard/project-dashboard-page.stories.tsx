import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useSearch } from 'wouter';
import { DASHBOARD_CONTRIBUTIONS } from '../../__fixtures__/project-dashboard';
import {
  DASHBOARD_PROJECT,
  dashboardPageRoutes,
  dashboardRequests,
  INACTIVE_NJ_PAM,
  OFFLINE_SITE_LOCATIONS,
  OFFLINE_SITE_STATUSES,
  type DashboardServer,
} from '../../__fixtures__/project-dashboard-page';
import { ScreenStory } from '../../__fixtures__/screen-story';
import { routeHref } from '../../lib/route-query';
import { PROJECT_CONTRIBUTIONS_PATH } from '../contributions/contributions-path';
import { PROJECT_DASHBOARD_PATH } from './dashboard-path';
import ProjectDashboardPage from './project-dashboard-page';
import { chartsPageHref, viewChartsQuery } from './view-charts';

interface StoryParameters {
  /** What the fixed server holds. */
  server?: DashboardServer;
  /** The route query beyond the project id. */
  query?: Record<string, unknown>;
}

/** The page's current query string, for the stories to read the query state the page keeps. */
function CurrentSearch() {
  return (
    <output data-testid="story-search" hidden>
      {useSearch()}
    </output>
  );
}

// 'Last updated Today HH:mm' is the time of the fixed server's answers: only the story that sets
// the clock (AtAFixedTime) has a screenshot; the site map's stories have their own.
const meta = {
  title: 'Screens/Project dashboard/Page',
  component: ProjectDashboardPage,
  tags: ['!visual'],
  parameters: { layout: 'fullscreen' },
  render: (_args, { globals, parameters }) => {
    const options = parameters as StoryParameters;
    dashboardRequests.length = 0;
    return (
      // Dialogs sit in a portal: the root is viewport-high.
      <div className="min-h-[calc(100vh-2rem)]">
        <ScreenStory
          routes={dashboardPageRoutes(options.server)}
          path={routeHref(PROJECT_DASHBOARD_PATH, {
            projectId: DASHBOARD_PROJECT.Id,
            ...options.query,
          })}
          locale={(globals.locale as string) ?? 'en-US'}
        >
          <ProjectDashboardPage />
          <CurrentSearch />
        </ScreenStory>
      </div>
    );
  },
} satisfies Meta<typeof ProjectDashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** Waits until the site map has drawn everything (the first map of a run loads MapLibre). */
async function mapIdle(canvasElement: HTMLElement) {
  await waitFor(
    () =>
      expect(canvasElement.querySelector('[data-slot="map"]')).toHaveAttribute(
        'data-state',
        'idle',
      ),
    { timeout: 20000 },
  );
}

/** Waits for the contribution widgets and the site map with its instruments count. */
async function loaded(canvasElement: HTMLElement): Promise<Canvas> {
  const canvas = within(canvasElement);
  await canvas.findByTestId('contribution-widget-41', {}, { timeout: 5000 });
  // The instruments' health has come (the count no longer says it is checking).
  await waitFor(() =>
    expect(canvasElement.querySelector('[data-slot="instrument-status"]')).not.toBeNull(),
  );
  await mapIdle(canvasElement);
  return canvas;
}

/** The page's route query as the story's router holds it. */
function currentQuery(canvasElement: HTMLElement): Record<string, unknown> {
  const search = within(canvasElement).getByTestId('story-search').textContent ?? '';
  return JSON.parse(new URLSearchParams(search).get('query') ?? '{}') as Record<string, unknown>;
}

/** The button of a marker in the map's keyboard list. */
function markerButton(canvas: Canvas, name: string): HTMLElement {
  const list = canvas.getByRole('list', { name: 'Instruments on the map', hidden: true });
  return within(list).getByRole('button', { name: new RegExp(`^${name}`), hidden: true });
}

/** The names on the instrument status widget's current page. */
function instrumentNames(canvasElement: HTMLElement): string[] {
  return Array.from(
    canvasElement.querySelectorAll('[data-slot="instrument-status"] h4'),
    (heading) => heading.textContent ?? '',
  );
}

/**
 * The demo project's dashboard: 'Last updated Today HH:mm' on New York's clock, a widget per
 * active contribution (the DER-10 and the 1466; the NJ PAM hidden) with its gauges, 'Inactive
 * Contributions (2)' collapsed, the site map on Site overview at 1 minute with 4 of 5 instruments
 * online and the wind from W, the instruments worst first; no feedback prompt or environmental
 * widget while their flags are off. Dashboard is the current entry of the project navigation.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Dashboard');
    await expect(
      canvas.getByRole('navigation', { name: 'Project' }).querySelector('[aria-current="page"]'),
    ).toHaveTextContent('Dashboard');
    await expect(canvas.getByTestId('last-updated')).toHaveTextContent(
      /^Last updated Today \d\d:\d\d · America\/New_York \(UTC-0[45]:00\)$/,
    );
    const der10 = within(canvas.getByTestId('contribution-widget-41'));
    await expect(
      der10.getByRole('img', {
        name: 'PM10 against its compliance level: 43%, below 80% of the level',
      }),
    ).toBeVisible();
    await expect(der10.getAllByText('Averaging: Rolling').length).toBeGreaterThan(0);
    const rule1466 = within(canvas.getByTestId('contribution-widget-42'));
    await expect(
      rule1466.getByRole('img', {
        name: 'PM10 against its compliance level: >100%, at or above the level',
      }),
    ).toBeVisible();
    await expect(canvas.queryByTestId('contribution-widget-43')).toBeNull();
    await expect(canvas.queryByText('Basin NJ PAM')).toBeNull();
    const inactive = canvas.getByRole('button', { name: 'Inactive Contributions (2)' });
    await expect(inactive).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Yard generic')).toBeNull();
    await expect(canvas.getByTestId('site-map-online')).toHaveTextContent(
      '4 of 5 instruments online',
    );
    await expect(canvas.getByRole('combobox', { name: 'Channel' })).toHaveTextContent(
      'Site overview',
    );
    await expect(canvas.getByRole('combobox', { name: 'Averaging period' })).toHaveTextContent(
      '1 minute',
    );
    await expect(canvas.getByTestId('wind-indicator')).toHaveAccessibleName(
      'Wind: 3.4 m/s, from W (250°)',
    );
    await expect(instrumentNames(canvasElement)).toEqual([
      'AQ-1005 Canal',
      'AQ-1004 East',
      'AQ-1002 South',
    ]);
    await expect(canvas.queryByTestId('feedback-prompt')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Environment' })).toBeNull();
    // The map's values are asked at the default averaging period; the spare instrument that is
    // not attached is not asked about.
    await expect(dashboardRequests).toContain(
      `GET /v0.1/project-dashboard/${DASHBOARD_PROJECT.Id}/locations?averagingPeriod=1`,
    );
    const statuses = dashboardRequests.find((request) =>
      request.startsWith('GET /v0.1/project-dashboard/instrument-statuses'),
    );
    await expect(statuses).toBeDefined();
    await expect(statuses).not.toContain('AQ-1003');
  },
};

/** The page in the dark theme. */
export const Dark: Story = { ...Default, globals: { theme: 'dark' } };

/** 25 November 2026, 09:30:00 in New York (14:30 UTC): the clock of the page's screenshot. */
const FIXED_NOW = Date.UTC(2026, 10, 25, 14, 30);

/**
 * The page with the browser's clock set back to a fixed minute (it still runs from there, so the
 * screen stays live): 'Last updated Today 09:30' on New York's clock, and a screenshot that does
 * not depend on when it is taken.
 */
export const AtAFixedTime: Story = {
  tags: ['visual'],
  beforeEach: () => {
    const realNow = Date.now;
    const shift = FIXED_NOW - realNow();
    Date.now = () => realNow() + shift;
    return () => {
      Date.now = realNow;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByTestId('last-updated')).toHaveTextContent(
      'Last updated Today 09:30 · America/New_York (UTC-05:00)',
    );
    await expect(canvas.getByTestId('site-map-online')).toHaveTextContent(
      '4 of 5 instruments online',
    );
  },
};

/**
 * Before any answer: the contributions, the map and the instruments are busy, the header says it
 * has not updated yet, and no empty state shows.
 */
export const Loading: Story = {
  parameters: {
    server: { pending: ['summaries', 'values', 'locations', 'wind', 'monitors', 'statuses'] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Dashboard' });
    await expect(canvas.getByTestId('last-updated')).toHaveTextContent('Not updated yet');
    await expect(canvas.getByRole('region', { name: 'Contributions' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByTestId('site-map')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByTestId('instrument-status-widget')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByText('No active contributions')).toBeNull();
    await expect(canvas.queryByText('No instruments')).toBeNull();
    await expect(canvas.queryByTestId('contribution-widgets')).toBeNull();
  },
};

/**
 * A project with no contributions, locations or instruments: 'No active contributions' with the
 * way to the Contributions page, no inactive section, an empty map (nothing to pick, so the
 * pickers are unavailable), no wind and no instruments.
 */
export const EmptyProject: Story = {
  parameters: {
    server: { contributions: [], locations: [], monitors: [], wind: [], windLocations: [] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No active contributions')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open Contributions' })).toHaveAttribute(
      'href',
      routeHref(PROJECT_CONTRIBUTIONS_PATH, { projectId: DASHBOARD_PROJECT.Id }),
    );
    await expect(canvas.queryByTestId('inactive-contributions')).toBeNull();
    await expect(await canvas.findByText('No instruments')).toBeVisible();
    await expect(canvas.getByTestId('site-map-online')).toHaveTextContent(
      '0 of 0 instruments online',
    );
    await expect(canvas.getByRole('combobox', { name: 'Channel' })).toBeDisabled();
    await expect(canvas.getByTestId('wind-indicator')).toHaveAccessibleName('No wind data');
    await mapIdle(canvasElement);
    await expect(
      canvas.queryByRole('list', { name: 'Instruments on the map', hidden: true }),
    ).toBeNull();
    // No instrument is attached, so no instrument health is asked for.
    await expect(dashboardRequests.some((request) => request.includes('instrument-statuses'))).toBe(
      false,
    );
  },
};

/**
 * Every instrument offline: '0 of 5 instruments online', both pickers disabled, and their wrapper
 * takes the focus and says 'Unavailable while all instruments are offline'; every instrument reads
 * Offline.
 */
export const AllInstrumentsOffline: Story = {
  parameters: { server: { locations: OFFLINE_SITE_LOCATIONS, statuses: OFFLINE_SITE_STATUSES } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByTestId('site-map-online')).toHaveTextContent(
      '0 of 5 instruments online',
    );
    await expect(canvas.getByRole('combobox', { name: 'Channel' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Averaging period' })).toBeDisabled();
    const [channelWrapper, averagingWrapper] = canvas.getAllByTestId('unavailable-picker');
    averagingWrapper!.focus();
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Unavailable while all instruments are offline');
    await expect(averagingWrapper).toHaveAccessibleDescription(
      'Unavailable while all instruments are offline',
    );
    await expect(channelWrapper).toHaveAttribute('tabindex', '0');
    const widget = canvas.getByTestId('instrument-status-widget');
    // Equal scores: by name. Each of the three shown reads Offline four times.
    await expect(instrumentNames(canvasElement)).toEqual([
      'AQ-1001 North',
      'AQ-1002 South',
      'AQ-1004 East',
    ]);
    await expect(within(widget).getAllByText('Offline')).toHaveLength(12);
  },
};

/** The inactive section opened: a widget for each inactive contribution, and closed again. */
export const InactiveSectionOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Inactive Contributions (2)' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const section = within(canvas.getByTestId('inactive-contributions'));
    await expect(await section.findByRole('heading', { name: 'Yard generic' })).toBeVisible();
    await expect(section.getByRole('heading', { name: 'Pier DER-10 (finished)' })).toBeVisible();
    await expect(section.getByTestId('contribution-widget-44')).toBeVisible();
    await expect(
      within(section.getByTestId('contribution-widget-45')).getByRole('img', {
        name: 'PM10 against its compliance level: No data',
      }),
    ).toBeVisible();
    await userEvent.click(toggle);
    await waitFor(() => expect(canvas.queryByText('Yard generic')).toBeNull());
  },
};

/**
 * NJ PAM contributions never show: neither the active one (with values and wind roles of its
 * own) nor an inactive one, which the inactive count leaves out too; its wind role (East gate
 * upwind) is not on the map.
 */
export const NjPamHidden: Story = {
  parameters: { server: { contributions: [...DASHBOARD_CONTRIBUTIONS, INACTIVE_NJ_PAM] } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getAllByTestId(/^contribution-widget-\d+$/)).toHaveLength(2);
    await expect(canvas.queryByText('Basin NJ PAM')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Inactive Contributions (2)' }));
    await canvas.findByRole('heading', { name: 'Yard generic' });
    await expect(canvas.queryByText('Old NJ PAM perimeter')).toBeNull();
    await expect(canvas.queryByTestId('contribution-widget-47')).toBeNull();
    markerButton(canvas, 'East gate').focus();
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('East gate');
    await expect(tooltip).not.toHaveTextContent('Upwind');
  },
};

/**
 * A link with PM10 at 15 minutes: the pickers show them, the map's values are asked at 15
 * minutes and the markers carry PM10 in the display unit (none for the offline South gate).
 */
export const ChannelFromTheLink: Story = {
  parameters: { query: { averaging: 15, channel: 'PM10' } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Channel' })).toHaveTextContent('PM10');
    await expect(canvas.getByRole('combobox', { name: 'Averaging period' })).toHaveTextContent(
      '15 minutes',
    );
    await expect(dashboardRequests).toContain(
      `GET /v0.1/project-dashboard/${DASHBOARD_PROJECT.Id}/locations?averagingPeriod=15`,
    );
    await expect(markerButton(canvas, 'North fence')).toHaveTextContent('North fence42.5 µg/m³');
    await expect(markerButton(canvas, 'Canal west')).toHaveTextContent('Canal west131.7 µg/m³');
    await expect(markerButton(canvas, 'South gate')).toHaveTextContent(/^South gate$/);
    markerButton(canvas, 'North fence').focus();
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('North fence');
    await expect(tooltip).toHaveTextContent('42.5 µg/m³');
    await expect(tooltip).toHaveTextContent('OK · Downwind');
  },
};

/** A link naming a channel no location measures falls back to Site overview. */
export const UnknownChannelInTheLink: Story = {
  parameters: { query: { channel: 'NO2', averaging: 7 } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Channel' })).toHaveTextContent(
      'Site overview',
    );
    // 7 minutes is no averaging period: the default (1 minute) is used.
    await expect(canvas.getByRole('combobox', { name: 'Averaging period' })).toHaveTextContent(
      '1 minute',
    );
    await expect(markerButton(canvas, 'North fence')).toHaveTextContent(/^North fence$/);
  },
};

/**
 * Choosing the averaging period and the channel: the choice goes into the page's query (the
 * default 1 minute and Site overview are left out), the map asks for the new period, and the
 * markers show the channel's values.
 */
export const ChooseAveragingAndChannel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(currentQuery(canvasElement)).toEqual({ projectId: DASHBOARD_PROJECT.Id });
    await userEvent.click(canvas.getByRole('combobox', { name: 'Averaging period' }));
    await userEvent.click(await body.findByRole('option', { name: '15 minutes' }));
    await waitFor(() =>
      expect(currentQuery(canvasElement)).toEqual({
        projectId: DASHBOARD_PROJECT.Id,
        averaging: 15,
      }),
    );
    await waitFor(() =>
      expect(dashboardRequests).toContain(
        `GET /v0.1/project-dashboard/${DASHBOARD_PROJECT.Id}/locations?averagingPeriod=15`,
      ),
    );
    await userEvent.click(canvas.getByRole('combobox', { name: 'Channel' }));
    const channels = await body.findByRole('listbox');
    await expect(
      within(channels)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Site overview', 'PM10', 'VOC', 'WS']);
    await userEvent.click(within(channels).getByRole('option', { name: 'VOC' }));
    await waitFor(() =>
      expect(currentQuery(canvasElement)).toEqual({
        projectId: DASHBOARD_PROJECT.Id,
        averaging: 15,
        channel: 'VOC',
      }),
    );
    await expect(markerButton(canvas, 'North fence')).toHaveTextContent('North fence0.12 ppm');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Averaging period' }));
    await userEvent.click(await body.findByRole('option', { name: '1 minute' }));
    await waitFor(() =>
      expect(currentQuery(canvasElement)).toEqual({
        projectId: DASHBOARD_PROJECT.Id,
        channel: 'VOC',
      }),
    );
    await mapIdle(canvasElement);
  },
};

/** View charts opens the contribution's 12-hour charts with the way to the full Charts page. */
export const ViewCharts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'View charts of Gowanus DER-10' }));
    const dialog = await body.findByRole('dialog', { name: 'Charts of Gowanus DER-10' });
    await expect(within(dialog).getByRole('link', { name: 'Open in Charts' })).toHaveAttribute(
      'href',
      chartsPageHref(viewChartsQuery(DASHBOARD_PROJECT.Id, 41)),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/**
 * With DashboardFeedback and DashboardEnvironmentalWidget on: the environmental widget shows, and
 * the feedback prompt sends the chosen option for the first active contribution, then thanks.
 */
export const FeedbackAndEnvironment: Story = {
  parameters: { server: { flags: ['DashboardFeedback', 'DashboardEnvironmentalWidget'] } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByRole('heading', { name: 'Environment' })).toBeVisible();
    await expect(await canvas.findByText('Pier 2')).toBeVisible();
    await expect(await canvas.findByTestId('feedback-prompt')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Give feedback' }));
    const dialog = within(await body.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'It is hard to use' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send feedback' }));
    await expect(
      await body.findByRole('button', { name: 'Thank you for your feedback' }),
    ).toBeDisabled();
    await expect(dashboardRequests).toContain(
      'POST /v0.1/feedback/dashboards?ContributionId=41&FeedbackChoices=HardToUse',
    );
  },
};

/** The feedback call refused: the error line with the server's message. */
export const FeedbackRefused: Story = {
  parameters: { server: { flags: ['DashboardFeedback'], feedback: 'fail' } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Give feedback' }));
    const dialog = within(await body.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Other' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send feedback' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Error submitting feedback: The contribution was not found.',
    );
  },
};

/** The contributions, their values and the locations refused: each part says so, with why. */
export const LoadErrors: Story = {
  parameters: { server: { failing: ['summaries', 'locations'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alerts = await waitFor(() => {
      const found = canvas.getAllByRole('alert');
      expect(found).toHaveLength(2);
      return found;
    });
    await expect(alerts[0]).toHaveTextContent(
      'The contributions could not be loaded: You do not have access to this project',
    );
    await expect(alerts[1]).toHaveTextContent(
      'The map could not be loaded: You do not have access to this project',
    );
    await expect(canvas.queryByText('No active contributions')).toBeNull();
  },
};

/** The latest values refused: each widget keeps its gauges' frame and says why. */
export const ValuesRefused: Story = {
  parameters: { server: { failing: ['values'] } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const widget = within(canvas.getByTestId('contribution-widget-41'));
    await expect(await widget.findByRole('alert')).toHaveTextContent(
      'The latest values could not be loaded: You do not have access to this project',
    );
  },
};

/** In Spanish: the header, the widgets' words and the map's count. */
export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByTestId('last-updated')).toHaveTextContent(/\d\d:\d\d/);
    await expect(
      canvas.getByRole('button', { name: 'Ver gráficos de Gowanus DER-10' }),
    ).toBeVisible();
    await expect(canvas.getByTestId('wind-indicator')).toHaveAccessibleName(/3,4 m\/s/);
  },
};
