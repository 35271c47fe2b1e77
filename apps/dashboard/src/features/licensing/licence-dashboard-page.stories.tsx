import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  flagRoutes,
  LICENSING_NOW,
  licenceDashboardRoutes,
  type LicenceDashboardFixture,
} from '../../__fixtures__/licensing';
import { ScreenStory, type FixtureRoute } from '../../__fixtures__/screen-story';
import { LicenceDashboard } from './licence-dashboard-page';
import { licenseDashboardHref, type LicenseDashboardTab } from './licensing-path';

interface StoryParameters {
  fixture?: LicenceDashboardFixture;
  flags?: Record<string, boolean>;
  tab?: LicenseDashboardTab;
  phone?: boolean;
}

function routes(parameters: StoryParameters): FixtureRoute[] {
  return [
    ...licenceDashboardRoutes(parameters.fixture),
    ...flagRoutes(parameters.flags ?? { TrialLicensesTab: true }),
  ];
}

const meta = {
  title: 'Screens/Licensing/Licence dashboard',
  component: LicenceDashboard,
  parameters: { layout: 'fullscreen' },
  args: { now: LICENSING_NOW },
  render: (args, { globals, parameters }) => (
    <div className="min-h-[calc(100vh-2rem)]" style={parameters.phone ? { width: 390 } : undefined}>
      <ScreenStory
        routes={routes(parameters as StoryParameters)}
        path={licenseDashboardHref((parameters as StoryParameters).tab)}
        locale={(globals.locale as string) ?? 'en-US'}
      >
        <LicenceDashboard {...args} />
      </ScreenStory>
    </div>
  ),
} satisfies Meta<typeof LicenceDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/**
 * The paid licences: the first page of 10 of 12, 'Unknown' for the licence started before
 * tracking, online/total monitors, and the pager; Next shows the last 2.
 */
export const PaidLicences: Story = {
  tags: ['visual'],
  parameters: { fixture: { queries: [] } },
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByTestId('paid-licences-table');
    await within(table).findByText('Anacostia Riverbank Stabilisation');
    await expect(rowNames(table)).toHaveLength(10);
    const first = within(table).getByRole('row', { name: /Anacostia/ });
    await expect(first).toHaveTextContent('Unknown');
    await expect(first).toHaveTextContent('0 / 2');
    await expect(
      within(first).getByRole('link', { name: 'Anacostia Riverbank Stabilisation' }),
    ).toHaveAttribute('href', expect.stringContaining('/OneView/project/dashboard'));
    await expect(canvas.getByText('Page 1 of 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(rowNames(table)).toHaveLength(2));
    await expect(canvas.getByText('Page 2 of 2')).toBeVisible();
    const queries = (parameters as StoryParameters).fixture?.queries ?? [];
    await expect(queries.at(-1)?.get('PageNumber')).toBe('2');
    await expect(queries.at(-1)?.get('Limit')).toBe('10');
  },
};

/** With TrialLicensesTab off, only the paid table shows, without tabs. */
export const TrialTabOff: Story = {
  parameters: { flags: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('paid-licences-table');
    await expect(canvas.queryByRole('tab')).toBeNull();
  },
};

/** The search goes to the server (after the debounce) and back to page 1. */
export const Search: Story = {
  parameters: { fixture: { queries: [] } },
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByTestId('paid-licences-table');
    await within(table).findByText('Anacostia Riverbank Stabilisation');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'pier');
    await waitFor(() =>
      expect(rowNames(table)).toEqual([
        'Honolulu Harbor Pier 38 Works',
        'Newark Bay Pier Demolition',
      ]),
    );
    const queries = (parameters as StoryParameters).fixture?.queries ?? [];
    await expect(queries.at(-1)?.get('Search')).toBe('pier');
  },
};

/** The active monitors filter travels to the server as FilterBy and in the address. */
export const FilterActiveMonitors: Story = {
  parameters: { fixture: { queries: [] } },
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Anacostia Riverbank Stabilisation');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Active monitors' }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'No active monitors (0)' }),
    );
    const queries = (parameters as StoryParameters).fixture?.queries ?? [];
    await waitFor(() =>
      expect(JSON.parse(queries.at(-1)?.get('FilterBy') ?? '[]')).toEqual([
        { Key: 'activeMonitors', Type: 'Eq', Value: '0' },
      ]),
    );
  },
};

/** The trial status filter sends the spec's value ('Expiring soon'). */
export const FilterTrialStatus: Story = {
  parameters: { tab: 'trial-licenses', fixture: { queries: [] } },
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('trial-licences-table');
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Status' }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Expiring soon' }),
    );
    const queries = (parameters as StoryParameters).fixture?.queries ?? [];
    await waitFor(() =>
      expect(JSON.parse(queries.at(-1)?.get('FilterBy') ?? '[]')).toEqual([
        { Key: 'trialStatus', Type: 'Eq', Value: 'Expiring soon' },
      ]),
    );
  },
};

/** The trial tab: the overview cards and chart, then one trial of each display status. */
export const TrialLicences: Story = {
  tags: ['visual'],
  parameters: { tab: 'trial-licenses' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('OneView Trial License Overview')).toBeVisible();
    await expect(await canvas.findByTestId('trial-metric-active')).toHaveTextContent('3');
    await expect(canvas.getByTestId('trial-metric-converting')).toHaveTextContent('1');
    await expect(canvas.getByTestId('trial-metric-conversion30')).toHaveTextContent('25%');
    await expect(canvas.getByTestId('trial-metric-conversionAll')).toHaveTextContent('40%');
    await expect(
      canvas.getByRole('figure', { name: /Active trials and conversions/ }),
    ).toBeVisible();
    const table = await canvas.findByTestId('trial-licences-table');
    await waitFor(() =>
      expect(
        within(table)
          .getAllByTestId('trial-status')
          .map((s) => s.textContent),
      ).toEqual([
        'Expiring soon',
        'Converted to paid',
        'Expired',
        // Exactly 3 days before expiry is not yet 'soon'.
        'Active',
      ]),
    );
  },
};

/** A user who is not a licence administrator reads the server's reason. */
export const Forbidden: Story = {
  parameters: { fixture: { forbidden: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/Only licence administrators can see and change licences/),
    ).toBeVisible();
  },
};

/** No paid licence yet. */
export const Empty: Story = {
  parameters: { fixture: { licensed: [] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No paid licenses yet')).toBeVisible();
  },
};

/** At a phone's width the filters stack and the table scrolls in its box. */
export const PhoneWidth: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Anacostia Riverbank Stabilisation');
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeVisible();
  },
};

/** The trial tab at a phone's width. */
export const TrialPhoneWidth: Story = {
  parameters: { phone: true, tab: 'trial-licenses' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByTestId('trial-metric-active');
  },
};

/** Dark theme, trial tab. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  parameters: { tab: 'trial-licenses' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByTestId('trial-metric-active');
  },
};

/** French. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Licences payantes' })).toBeVisible();
    await expect(await canvas.findByText('Inconnue')).toBeVisible();
  },
};
