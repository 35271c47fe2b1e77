import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  dataDownloadRoutes,
  DOWNLOAD_CONTRIBUTIONS,
  DOWNLOAD_NO_DATA_USER,
  DOWNLOAD_PROJECT,
  DOWNLOAD_RANGE,
} from '../../__fixtures__/data-download';
import { projectRoutes } from '../../__fixtures__/projects';
import { ScreenStory } from '../../__fixtures__/screen-story';
import { routeHref } from '../../lib/route-query';
import { AppToaster } from '../../shell/app-toaster';
import DataDownloadPage from './data-download-page';
import { DATA_DOWNLOAD_PATH } from './data-download-path';

interface StoryParameters {
  /** The fixed server's answers (dataDownloadRoutes options). */
  server?: Parameters<typeof dataDownloadRoutes>[0];
  /** The route query beyond the project id. */
  query?: Record<string, unknown>;
}

/** The download requests the fixed server received, for the play functions to check. */
const requested: string[] = [];
/** The aggregated and A-Tech download requests: the path and the query string. */
const aggregatedRequested: { path: string; search: string }[] = [];

const meta = {
  title: 'Screens/Projects/Data download',
  component: DataDownloadPage,
  tags: ['visual'],
  parameters: { layout: 'fullscreen' },
  render: (_args, { globals, parameters }) => {
    const options = parameters as StoryParameters;
    requested.length = 0;
    aggregatedRequested.length = 0;
    const routes = [
      ...dataDownloadRoutes({
        ...options.server,
        onDownload: (search) => requested.push(search),
        onAggregatedDownload: (path, search) => aggregatedRequested.push({ path, search }),
      }),
      ...projectRoutes(),
    ];
    return (
      <div className="min-h-[calc(100vh-2rem)]">
        <ScreenStory
          routes={routes}
          path={routeHref(DATA_DOWNLOAD_PATH, {
            projectId: DOWNLOAD_PROJECT.Id,
            range: DOWNLOAD_RANGE,
            ...options.query,
          })}
          locale={(globals.locale as string) ?? 'en-US'}
        >
          <DataDownloadPage />
          <AppToaster />
        </ScreenStory>
      </div>
    );
  },
} satisfies Meta<typeof DataDownloadPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function form(canvas: Canvas) {
  const found = await canvas.findByTestId('download-form');
  await within(found).findByRole('combobox', { name: /Monitoring locations/ });
  return found;
}

/**
 * The standard format: locations, the range on the project's clock with the zone named, 15 minutes
 * by default, the journal switch off, Download.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await form(canvas);
    await expect(canvas.getByRole('heading', { name: 'Standard format' })).toBeVisible();
    await expect(canvas.queryByRole('tab', { name: /A-Tech/ })).toBeNull();
    await expect(canvas.getByTestId('download-zone')).toHaveTextContent(
      "Times are in the project's time zone, America/New_York (UTC-05:00).",
    );
    await expect(canvas.getByRole('combobox', { name: 'Averaging period' })).toHaveTextContent(
      '15 minutes',
    );
    await expect(canvas.getByRole('switch', { name: 'Include journal data' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeEnabled();
  },
};

/** The same in the dark theme. */
export const DefaultDark: Story = { ...Default, globals: { theme: 'dark' } };

/** The averaging periods offered are exactly §9's, and hidden locations are labelled. */
export const Choices: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await form(canvas);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Averaging period' }));
    const options = await body.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      '1 minute',
      '5 minutes',
      '10 minutes',
      '15 minutes',
      '20 minutes',
      '30 minutes',
      '1 hour',
      '2 hours',
      '4 hours',
      '5 hours',
      '6 hours',
      '8 hours',
      '12 hours',
      '1 day',
    ]);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('combobox', { name: /Monitoring locations/ }));
    await expect(await body.findByRole('option', { name: 'Old compound (hidden)' })).toBeVisible();
    await expect(body.getByRole('option', { name: 'North fence' })).toBeVisible();
  },
};

/** The choices come from the address: locations, 1 hour, journal on. */
export const FromAddress: Story = {
  parameters: {
    query: {
      locations: ['10000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000004'],
      averaging: 60,
      journal: true,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const found = await form(canvas);
    await expect(within(found).getByText('North fence')).toBeVisible();
    await expect(within(found).getByText('Old compound (hidden)')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Averaging period' })).toHaveTextContent(
      '1 hour',
    );
    await expect(canvas.getByRole('switch', { name: 'Include journal data' })).toBeChecked();
  },
};

/** Download without a location: the rule's message, and no call. */
export const NoLocation: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await form(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expect(await canvas.findByText('Select at least one monitoring location')).toBeVisible();
    await expect(requested).toEqual([]);
  },
};

/** A range over 366 days: the rule's message under the range, and no call. */
export const RangeTooLong: Story = {
  tags: ['!visual'],
  parameters: {
    query: {
      locations: ['10000000-0000-4000-8000-000000000001'],
      range: {
        kind: 'absolute',
        from: Date.parse('2025-01-01T05:00:00Z'),
        to: Date.parse('2026-03-08T05:00:00Z'),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await form(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expect(await canvas.findByTestId('download-range-error')).toHaveTextContent(
      'Date range must be 366 days or less',
    );
    await expect(requested).toEqual([]);
  },
};

/** While the file downloads: the button is disabled, busy, with a spinner. */
export const Downloading: Story = {
  tags: ['!visual'],
  parameters: {
    server: { download: 'pending' },
    query: { locations: ['10000000-0000-4000-8000-000000000001'], journal: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await form(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    const busy = await canvas.findByRole('button', { name: 'Downloading…' });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(requested).toHaveLength(1));
    const search = new URLSearchParams(requested[0]);
    await expect(search.getAll('MonitoringLocationIds')).toEqual([
      '10000000-0000-4000-8000-000000000001',
    ]);
    await expect(search.get('FromUnixMs')).toBe(String(DOWNLOAD_RANGE.from));
    await expect(search.get('ToUnixMs')).toBe(String(DOWNLOAD_RANGE.to));
    await expect(search.get('AveragingPeriodMinutes')).toBe('15');
    await expect(search.get('IncludeJournalData')).toBe('true');
  },
};

/** The server refuses: the notification 'Error' with its messages; the button is back. */
export const ServerRefuses: Story = {
  // The toast shows the time it appeared: no screenshot.
  tags: ['!visual'],
  parameters: {
    server: { download: { status: 404, messages: ['Monitoring location not found.'] } },
    query: { locations: ['10000000-0000-4000-8000-000000000001'] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await form(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expect(await body.findByText('Monitoring location not found.')).toBeVisible();
    await expect(body.getByText('Error', { exact: true })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeEnabled();
  },
};

/** Without View_Data: Download is unavailable and says why. */
export const NoPermission: Story = {
  tags: ['!visual'],
  parameters: {
    server: { user: DOWNLOAD_NO_DATA_USER },
    query: { locations: ['10000000-0000-4000-8000-000000000001'] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await form(canvas);
    const button = canvas.getByRole('button', { name: 'Download' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(
      'You do not have permission to download data.',
    );
    await userEvent.click(button);
    await expect(requested).toEqual([]);
  },
};

/** The project's contributions, for the stories of aggregated data. */
const withContributions = { contributions: DOWNLOAD_CONTRIBUTIONS };

/**
 * A project with contributions offers the data type; individual data is chosen first and its form
 * is as before.
 */
export const DataTypeOffered: Story = {
  tags: ['!visual'],
  parameters: { server: withContributions },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await form(canvas);
    const individual = await canvas.findByRole('radio', {
      name: 'Individual data (monitoring locations)',
    });
    await expect(individual).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Include journal data' })).toBeVisible();
    // Aggregated data: a source and a range, no locations, averaging or journal.
    await userEvent.click(canvas.getByRole('radio', { name: 'Aggregated data (a contribution)' }));
    const aggregated = await canvas.findByTestId('aggregated-form');
    await expect(within(aggregated).getByRole('combobox', { name: /Data source/ })).toBeVisible();
    await expect(canvas.queryByRole('switch', { name: 'Include journal data' })).toBeNull();
    await expect(canvas.queryByRole('combobox', { name: 'Averaging period' })).toBeNull();
    await expect(canvas.queryByTestId('download-form')).toBeNull();
    // And back.
    await userEvent.click(
      canvas.getByRole('radio', { name: 'Individual data (monitoring locations)' }),
    );
    await form(canvas);
    await expect(canvas.getByRole('switch', { name: 'Include journal data' })).toBeVisible();
  },
};

async function aggregatedForm(canvas: Canvas) {
  const found = await canvas.findByTestId('aggregated-form');
  await within(found).findByRole('combobox', { name: /Data source/ });
  return found;
}

/**
 * Aggregated data of the DER-10 contribution, from the address: the source, when its data starts
 * (on the project's clock) and the range.
 */
export const Aggregated: Story = {
  parameters: { server: withContributions, query: { data: 'aggregated', source: 41 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const found = await aggregatedForm(canvas);
    await expect(
      canvas.getByRole('radio', { name: 'Aggregated data (a contribution)' }),
    ).toBeChecked();
    await expect(within(found).getByRole('combobox', { name: /Data source/ })).toHaveTextContent(
      'Gowanus DER-10',
    );
    await expect(
      await within(found).findByText('Its data starts 03/06/2026, 12:00:00 (UTC-05:00).'),
    ).toBeVisible();
    await expect(canvas.queryByRole('switch', { name: 'Include journal data' })).toBeNull();
  },
};

/** The same in the dark theme. */
export const AggregatedDark: Story = { ...Aggregated, globals: { theme: 'dark' } };

/** NJ PAM is listed but cannot be chosen, and says why. */
export const AggregatedNjPamUnavailable: Story = {
  tags: ['!visual'],
  parameters: { server: withContributions, query: { data: 'aggregated' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const found = await aggregatedForm(canvas);
    await userEvent.click(within(found).getByRole('combobox', { name: /Data source/ }));
    const njPam = await body.findByRole('option', { name: 'Basin NJ PAM' });
    await expect(njPam).toHaveAttribute('aria-disabled', 'true');
    await expect(njPam).toHaveAccessibleDescription(
      'Contribution data is not available for NJ PAM',
    );
    await expect(body.getByRole('option', { name: 'Gowanus DER-10' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await userEvent.keyboard('{Escape}');
  },
};

/** Download without a source: the rule's message, and no call. */
export const AggregatedNeedsSource: Story = {
  tags: ['!visual'],
  parameters: { server: withContributions, query: { data: 'aggregated' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await aggregatedForm(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expect(await canvas.findByText('Select a data source')).toBeVisible();
    await expect(aggregatedRequested).toEqual([]);
  },
};

/**
 * The 1466 contribution starts on 7 March at 06:00 in New York: a range from 00:00 that day is
 * refused with its start, and nothing is asked.
 */
export const AggregatedStartsBeforeSource: Story = {
  tags: ['!visual'],
  parameters: { server: withContributions, query: { data: 'aggregated', source: 42 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await aggregatedForm(canvas);
    await canvas.findByText('Its data starts 03/07/2026, 06:00:00 (UTC-05:00).');
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expect(await canvas.findByTestId('aggregated-range-error')).toHaveTextContent(
      'The date range cannot start before the data source started (03/07/2026, 06:00:00 (UTC-05:00))',
    );
    await expect(aggregatedRequested).toEqual([]);
  },
};

/** The DER-10's data over the range: the aggregated CSV call, saved under the server's name. */
export const AggregatedDownloads: Story = {
  tags: ['!visual'],
  parameters: { server: withContributions, query: { data: 'aggregated', source: 41 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await aggregatedForm(canvas);
    await canvas.findByText(/Its data starts/);
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expect(
      await body.findByText('Gowanus DER-10_2026-03-07_0000_2026-03-08_0000.csv downloaded.'),
    ).toBeVisible();
    await expect(aggregatedRequested).toHaveLength(1);
    const [call] = aggregatedRequested;
    await expect(call?.path).toMatch(/\/csv-data\/aggregated$/);
    const search = new URLSearchParams(call?.search);
    await expect(search.get('ContributionId')).toBe('41');
    await expect(search.get('FromUnixMs')).toBe(String(DOWNLOAD_RANGE.from));
    await expect(search.get('ToUnixMs')).toBe(String(DOWNLOAD_RANGE.to));
    await expect(requested).toEqual([]);
  },
};

/** The server refuses the aggregated file: the notification 'Error' with its messages. */
export const AggregatedServerRefuses: Story = {
  tags: ['!visual'],
  parameters: {
    server: {
      ...withContributions,
      aggregatedDownload: { status: 400, messages: ['Contribution not found.'] },
    },
    query: { data: 'aggregated', source: 41 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await aggregatedForm(canvas);
    await canvas.findByText(/Its data starts/);
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expect(await body.findByText('Contribution not found.')).toBeVisible();
    await expect(body.getByText('Error', { exact: true })).toBeVisible();
  },
};

/** With the ATechDataReport flag: the tabs 'Standard format' and 'A-Tech format'. */
export const WithATechFlag: Story = {
  parameters: { server: { ...withContributions, atech: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await form(canvas);
    await expect(canvas.getByRole('tab', { name: 'Standard format' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tab', { name: 'A-Tech format' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
  },
};

/**
 * The A-Tech format: the 1466 contributions of the sources list, a range after the source's start,
 * and the A-Tech report call.
 */
export const ATechFormat: Story = {
  parameters: {
    server: { ...withContributions, atech: true },
    query: { format: 'atech' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const found = await canvas.findByTestId('atech-form');
    await expect(canvas.getByRole('tab', { name: 'A-Tech format' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const source = await within(found).findByRole('combobox', { name: /Data source/ });
    await userEvent.click(source);
    await expect(await body.findAllByRole('option')).toHaveLength(1);
    await userEvent.click(body.getByRole('option', { name: 'Canal 1466' }));
    await expect(
      await within(found).findByText('Its data starts 03/07/2026, 06:00:00 (UTC-05:00).'),
    ).toBeVisible();
  },
};

/** An A-Tech download over a range after the source's start asks for the A-Tech report. */
export const ATechDownloads: Story = {
  tags: ['!visual'],
  parameters: {
    server: { ...withContributions, atech: true },
    query: { format: 'atech' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const found = await canvas.findByTestId('atech-form');
    await userEvent.click(await within(found).findByRole('combobox', { name: /Data source/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Canal 1466' }));
    // The last 24 hours (now) are long after the source's start.
    await userEvent.click(within(found).getByRole('button', { name: 'Download' }));
    await expect(
      await body.findByText('Canal 1466_A-Tech_2026-03-07_2026-03-08.csv downloaded.'),
    ).toBeVisible();
    await expect(aggregatedRequested).toHaveLength(1);
    await expect(aggregatedRequested[0]?.path).toMatch(/\/csv-data\/atech-1466-report$/);
    await expect(new URLSearchParams(aggregatedRequested[0]?.search).get('ContributionId')).toBe(
      '42',
    );
  },
};
