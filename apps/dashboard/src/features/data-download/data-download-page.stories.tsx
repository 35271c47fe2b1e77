import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  dataDownloadRoutes,
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

const meta = {
  title: 'Screens/Projects/Data download',
  component: DataDownloadPage,
  tags: ['visual'],
  parameters: { layout: 'fullscreen' },
  render: (_args, { globals, parameters }) => {
    const options = parameters as StoryParameters;
    requested.length = 0;
    const routes = [
      ...dataDownloadRoutes({
        ...options.server,
        onDownload: (search) => requested.push(search),
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
