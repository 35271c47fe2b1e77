import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ScreenStory, status } from '../../../__fixtures__/screen-story';
import NjPamPrintReportPage from './nj-pam-print-report-page';
import {
  PRINT_CONTRIBUTION_ID,
  PRINT_FROM,
  PRINT_REPORT_DATA,
  PRINT_TO,
  printReportRoutes,
} from './print-report.fixtures';
import PrintReportPage from './print-report-page';

interface Fixture {
  report?: () => unknown;
  contributionType?: string;
  query?: unknown;
  path?: string;
}

const QUERY = {
  contributionId: PRINT_CONTRIBUTION_ID,
  fromTimeMillis: PRINT_FROM,
  toTimeMillis: PRINT_TO,
};

const reportState = () => document.documentElement.dataset.reportState;

const meta = {
  title: 'Screens/Reports/Printable report',
  component: PrintReportPage,
  parameters: { layout: 'fullscreen' },
  render: (_args, { globals, parameters }) => {
    const fixture = (parameters.fixture ?? {}) as Fixture;
    const locale = (globals.locale as string) ?? 'en-US';
    const path =
      fixture.path ??
      `/OneView/print-report?query=${encodeURIComponent(JSON.stringify(fixture.query ?? QUERY))}`;
    return (
      <ScreenStory
        routes={printReportRoutes({
          report: fixture.report,
          locale,
          ...(fixture.contributionType ? { contributionType: fixture.contributionType } : {}),
        })}
        path={path}
        locale={locale}
      >
        {path.startsWith('/OneView/print-report/nj-pam') ? (
          <NjPamPrintReportPage />
        ) : (
          <PrintReportPage />
        )}
      </ScreenStory>
    );
  },
} satisfies Meta<typeof PrintReportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A DER-10 report: drawn, then <html data-report-state="ready"> for the PDF generator. */
export const Der10Report: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Site perimeter Report' }),
    ).toBeVisible();
    await waitFor(() => expect(reportState()).toBe('ready'));
    await expect(canvas.getByText('DER-10 report')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Daily monitoring summary' })).toBeVisible();
    // The action level and the alert's set point are drawn on the PM10 graphs.
    await expect(canvasElement.querySelector('[data-level="actionLevel"]')).not.toBeNull();
    await expect(canvasElement.querySelector('[data-level="alert"]')).not.toBeNull();
    await expect(canvas.getByText('Time (America/New_York)')).toBeVisible();
  },
};

/** A custom (generic) contribution prints in the DER-10 layout under its own title. */
export const GenericContribution: Story = {
  parameters: { fixture: { contributionType: 'Generic' } satisfies Fixture },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(reportState()).toBe('ready'));
    await expect(canvas.getByText('Site contribution report')).toBeVisible();
    await expect(canvas.queryByText('DER-10 report')).toBeNull();
  },
};

/** The options of the query replace the saved config's: name, table period, no location data. */
export const QueryOptions: Story = {
  parameters: {
    fixture: {
      query: {
        ...QUERY,
        reportName: 'Night shift',
        tablePeriodMinutes: 180,
        displayMonitoringLocationData: false,
      },
    } satisfies Fixture,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Night shift' });
    const table = canvasElement.querySelector('[data-table="data"] tbody')!;
    // 08:00–17:00 every 3 hours on the local clock: 09:00, 12:00, 15:00.
    await expect(table.querySelectorAll('tr')).toHaveLength(3);
    await expect(canvasElement.querySelectorAll('[data-line="upwind"]')).toHaveLength(0);
  },
};

/** The NJ PAM route: the NJ PAM layout, no exceedance summary, no alert lines. */
export const NjPam: Story = {
  parameters: {
    fixture: {
      path: `/OneView/print-report/nj-pam?ContributionId=${PRINT_CONTRIBUTION_ID}&FromTime=${new Date(PRINT_FROM).toISOString()}&ToTime=${new Date(PRINT_TO).toISOString()}`,
    } satisfies Fixture,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('NJ PAM report')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Exceedance summary' })).toBeNull();
    await expect(canvasElement.querySelector('[data-level="alert"]')).toBeNull();
  },
};

/** While the data loads: 'Loading'. */
export const Loading: Story = {
  parameters: { fixture: { report: () => new Promise(() => {}) } satisfies Fixture },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading');
    await waitFor(() => expect(reportState()).toBe('loading'));
  },
};

/** The server refuses the range: its messages, in the element the PDF generator reads. */
export const ServerErrors: Story = {
  parameters: {
    fixture: {
      report: () =>
        status(400, {
          Messages: [
            'The selected date range is outside the contribution period. Please select a date range between 11/01/2026 00:00 to 11/26/2026 00:00.',
          ],
        }),
    } satisfies Fixture,
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveAttribute('data-report-error');
    await expect(alert).toHaveTextContent('outside the contribution period');
    await waitFor(() => expect(reportState()).toBe('error'));
  },
};

/** A server failure: 'Failed to load report'. */
export const Failed: Story = {
  parameters: { fixture: { report: () => status(500, null) } satisfies Fixture },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Failed to load report',
    );
  },
};

/** No value in the range: 'No data was found for the selected reporting range.' */
export const Empty: Story = {
  parameters: {
    fixture: {
      report: () => ({
        ...PRINT_REPORT_DATA,
        ContributionData: {
          ...PRINT_REPORT_DATA.ContributionData,
          SensorTypes: [],
          WindSpeedMeasurements: [],
          WindDirectionMeasurements: [],
        },
      }),
    } satisfies Fixture,
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'No data was found for the selected reporting range.',
    );
  },
};

/** A query without the three numbers shows nothing at all. */
export const InvalidQuery: Story = {
  parameters: { fixture: { query: { contributionId: PRINT_CONTRIBUTION_ID } } satisfies Fixture },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(reportState()).toBe('error'));
    await expect(canvasElement.querySelector('[data-slot="print-report"]')).toBeNull();
  },
};
