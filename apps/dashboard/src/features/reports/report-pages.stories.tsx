import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  REPORTS_NO_PERMISSIONS,
  REPORTS_PROJECT,
  REPORTS_VIEWER,
  reportRoutes,
  SCHEDULED_REPORT,
} from '../../__fixtures__/report-screens';
import { ScreenStory } from '../../__fixtures__/screen-story';
import { routeHref } from '../../lib/route-query';
import { AppToaster } from '../../shell/app-toaster';
import ReportConfigurationPage from './report-configuration-page';
import ReportManualGenerationPage from './report-manual-generation-page';
import ReportSchedulingPage from './report-scheduling-page';
import { REPORT_PAGE_ROUTES, type ReportPage } from './reports-path';

type Options = Parameters<typeof reportRoutes>[0];

const PAGES: Record<ReportPage, ComponentType> = {
  configuration: ReportConfigurationPage,
  scheduling: ReportSchedulingPage,
  'manual-generation': ReportManualGenerationPage,
};

const QUERY = { type: 'Contribution', contributionId: 701 };

const meta = {
  title: 'Screens/Reports/Report pages',
  component: ReportConfigurationPage,
  parameters: { layout: 'fullscreen' },
  render: (_args, { globals, parameters }) => {
    const page = (parameters.page as ReportPage | undefined) ?? 'configuration';
    const Page = PAGES[page];
    const query = (parameters.query as Record<string, unknown> | undefined) ?? QUERY;
    return (
      // Dialogs sit in a portal: the screenshot covers the viewport-high root.
      <div
        className="min-h-[calc(100vh-2rem)]"
        style={parameters.phone ? { width: 390 } : undefined}
      >
        <ScreenStory
          routes={reportRoutes(parameters.fixture as Options)}
          path={routeHref(REPORT_PAGE_ROUTES[page], query)}
          locale={(globals.locale as string) ?? 'en-US'}
        >
          <Page />
          {parameters.toaster ? <AppToaster /> : null}
        </ScreenStory>
      </div>
    );
  },
} satisfies Meta<typeof ReportConfigurationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function loaded(canvasElement: HTMLElement, name = 'Perimeter dust and VOC Report') {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name });
  return canvas;
}

/**
 * The configuration of a DER-10 report in view mode: breadcrumbs OneView › Projects › project ›
 * Project reports › report, the side navigation with Configuration current, the report part
 * (name, display frequency, monitoring location data, map, CSV, type and source) and the
 * contribution's report options, the daily monitoring summary on (DER-10).
 */
export const Configuration: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const crumbs = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'OneView',
      'Projects',
      REPORTS_PROJECT.Name,
      'Project reports',
      'Perimeter dust and VOC Report',
    ]);
    await expect(within(crumbs).getByRole('link', { name: 'Project reports' })).toHaveAttribute(
      'href',
      routeHref('/OneView/project/reports', { projectId: REPORTS_PROJECT.Id }),
    );
    await expect(
      canvas.getByRole('navigation', { name: 'Report' }).querySelector('[aria-current="page"]'),
    ).toHaveTextContent('Configuration');
    const card = within(canvas.getByTestId('report-configuration'));
    await expect(card.getByText('15 minutes')).toBeVisible();
    await expect(card.getByText('Streets')).toBeVisible();
    await expect(card.getByText('DER-10 Site Contribution')).toBeVisible();
    const summary = card.getByText('Daily monitoring summary').closest('div');
    await expect(summary).toHaveTextContent('On');
    const filters = card.getByText('Filter negative numbers').closest('div');
    await expect(filters).toHaveTextContent('VOC');
  },
};

/**
 * Editing: Save is enabled once the name changes; turning the site map off disables the style;
 * Cancel restores the saved values.
 */
export const ConfigurationEditAndCancel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByTestId('report-configuration-edit'));
    const save = canvas.getByTestId('report-configuration-save');
    await expect(save).toBeDisabled();
    const name = canvas.getByTestId('report-name-input');
    await userEvent.clear(name);
    await expect(save).toBeDisabled();
    await expect(canvas.getByText('This field is required')).toBeVisible();
    await userEvent.type(name, 'Daily perimeter report');
    await expect(save).toBeEnabled();
    await userEvent.click(canvas.getByTestId('site-map-input'));
    await expect(canvas.getByRole('radio', { name: 'Satellite' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    const card = within(canvas.getByTestId('report-configuration'));
    await expect(card.getByText('Perimeter dust and VOC Report')).toBeVisible();
    await expect(card.getByText('Streets')).toBeVisible();
  },
};

/**
 * Saving: the spinner covers the card while the server answers, then the card shows the saved
 * name and a toast confirms.
 */
export const ConfigurationSaves: Story = {
  parameters: { toaster: true },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByTestId('report-configuration-edit'));
    await userEvent.click(canvas.getByTestId('attach-csv-input'));
    await userEvent.click(canvas.getByTestId('report-configuration-save'));
    await within(document.body).findByText('Perimeter dust and VOC Report saved');
    await waitFor(() =>
      expect(canvas.getByTestId('report-configuration')).toHaveAttribute('data-mode', 'view'),
    );
  },
};

/** A refused save keeps the edit open with 'Update failed' and the server's messages. */
export const ConfigurationSaveFails: Story = {
  parameters: { fixture: { save: 'refuse' } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByTestId('report-configuration-edit'));
    await userEvent.type(canvas.getByTestId('report-name-input'), ' 2');
    await userEvent.click(canvas.getByTestId('report-configuration-save'));
    const card = within(canvas.getByTestId('report-configuration'));
    await expect(await card.findByText('Update failed')).toBeVisible();
    await expect(
      card.getByText('Start time must be before end time; Schedule not defined'),
    ).toBeVisible();
    await expect(canvas.getByTestId('report-configuration')).toHaveAttribute('data-mode', 'edit');
  },
};

/**
 * An NJ PAM report while editing: the display frequency is fixed, monitoring location data is
 * forced on, and negative-number filters, the exceedance summary and alerts are unavailable, each
 * saying why; the daily monitoring summary is off and read-only.
 */
export const ConfigurationNjPam: Story = {
  tags: ['visual'],
  parameters: {
    fixture: { config: { ContributionType: 'NjPam', SensorsWithNegativeNumberFiltering: [] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByTestId('report-configuration-edit'));
    await expect(canvas.getByText('Fixed for Rule 1466 and NJ PAM reports')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: /Monitoring location data/ })).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: /Monitoring location data/ })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'PM10' })).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: /Exceedance summary/ })).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: /Alerts on charts/ })).toBeDisabled();
    await expect(
      canvas.getByRole('switch', { name: /Daily monitoring summary/ }),
    ).not.toBeChecked();
  },
};

/** Without Manage_Contributions, Edit is unavailable and the card says why. */
export const ConfigurationViewer: Story = {
  parameters: { fixture: { user: REPORTS_VIEWER } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByTestId('report-configuration-edit')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByTestId('report-configuration-reason')).toHaveTextContent(
      'You need the Manage contributions permission to change reports.',
    );
  },
};

/** A query without type Contribution and a positive whole contributionId: 'Invalid query'. */
export const InvalidQuery: Story = {
  parameters: { query: { type: 'Contribution', contributionId: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Invalid query')).toBeVisible();
  },
};

/**
 * A saved schedule: weekdays from 07:00 to 18:00, sent at 18:30 on the project's time zone (named),
 * two recipients, active.
 */
export const Scheduling: Story = {
  tags: ['visual'],
  parameters: { page: 'scheduling', fixture: { config: SCHEDULED_REPORT } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Gowanus daily DER-10');
    await expect(
      canvas.getByRole('navigation', { name: 'Report' }).querySelector('[aria-current="page"]'),
    ).toHaveTextContent('Scheduling');
    await expect(canvas.getByTestId('schedule-zone')).toHaveTextContent(
      "Times are in the project's time zone: America/New_York (UTC-05:00)",
    );
    const card = within(canvas.getByTestId('report-schedule'));
    await expect(card.getByText('07:00')).toBeVisible();
    await expect(card.getByText('18:30')).toBeVisible();
    await expect(card.getByText('Monday, Tuesday, Wednesday, Thursday, Friday')).toBeVisible();
    await expect(card.getByText('regulator@demo.example')).toBeVisible();
    await expect(card.queryByTestId('schedule-inactive-warning')).toBeNull();
  },
};

/**
 * The schedule's messages while editing: an empty start says 'Must enter a start and end time',
 * a start after the end 'Start time must be before end time', an empty send time 'Must enter a
 * scheduled time', a malformed time 'Invalid time'; Save stays disabled while any is shown.
 */
export const SchedulingMessages: Story = {
  parameters: { page: 'scheduling', fixture: { config: SCHEDULED_REPORT } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Gowanus daily DER-10');
    await userEvent.click(canvas.getByTestId('report-schedule-edit'));
    const save = canvas.getByTestId('report-schedule-save');
    const from = canvas.getByTestId('schedule-from');
    await userEvent.clear(from);
    await expect(await canvas.findByText('Must enter a start and end time')).toBeVisible();
    await expect(save).toBeDisabled();
    await userEvent.type(from, '19:00');
    await expect(await canvas.findByText('Start time must be before end time')).toBeVisible();
    await expect(save).toBeDisabled();
    await userEvent.clear(from);
    await userEvent.type(from, '06:00');
    await waitFor(() => expect(canvas.queryByTestId('schedule-errors')).toBeNull());
    await expect(save).toBeEnabled();
    const sendAt = canvas.getByTestId('schedule-send-at');
    await userEvent.clear(sendAt);
    await expect(await canvas.findByText('Must enter a scheduled time')).toBeVisible();
    await userEvent.type(sendAt, '25:00');
    await expect(await canvas.findByText('Invalid time')).toBeVisible();
    await expect(save).toBeDisabled();
  },
};

/** An active schedule without days shows the inactive-schedule warning. */
export const SchedulingInactiveWarning: Story = {
  tags: ['visual'],
  parameters: {
    page: 'scheduling',
    fixture: { config: { ...SCHEDULED_REPORT, Days: [] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Gowanus daily DER-10');
    await expect(await canvas.findByTestId('schedule-inactive-warning')).toHaveTextContent(
      'This schedule is active but will not be sent until at least one day and one recipient are selected.',
    );
  },
};

/** No day and no time at all: only 'Schedule not defined', and Save stays disabled. */
export const SchedulingNotDefined: Story = {
  parameters: { page: 'scheduling', fixture: { config: { ...SCHEDULED_REPORT, Days: [] } } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Gowanus daily DER-10');
    await userEvent.click(canvas.getByTestId('report-schedule-edit'));
    await userEvent.clear(canvas.getByTestId('schedule-from'));
    await userEvent.clear(canvas.getByTestId('schedule-to'));
    await userEvent.clear(canvas.getByTestId('schedule-send-at'));
    const errors = await canvas.findByTestId('schedule-errors');
    await waitFor(() =>
      expect(
        within(errors)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Schedule not defined']),
    );
    await expect(canvas.getByTestId('report-schedule-save')).toBeDisabled();
  },
};

/** Adding a recipient and a day, then saving: the schedule is stored and a toast confirms. */
export const SchedulingSaves: Story = {
  parameters: { page: 'scheduling', toaster: true },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByTestId('schedule-not-saved')).toBeVisible();
    await userEvent.click(canvas.getByTestId('report-schedule-edit'));
    await userEvent.click(canvas.getByTestId('schedule-day-Monday'));
    await userEvent.click(canvas.getByTestId('add-emails'));
    const modal = within(
      await within(document.body).findByRole('dialog', { name: 'Add e-mail recipients' }),
    );
    await userEvent.type(
      modal.getByRole('textbox', { name: 'E-mail addresses' }),
      'ops@demo.example',
    );
    await userEvent.click(modal.getByRole('button', { name: 'Add' }));
    await userEvent.click(canvas.getByTestId('schedule-active'));
    await userEvent.click(canvas.getByTestId('report-schedule-save'));
    await within(document.body).findByText('Schedule of Perimeter dust and VOC Report saved');
  },
};

/** A refused save: 'Error saving schedule details' with the server's messages. */
export const SchedulingSaveFails: Story = {
  parameters: { page: 'scheduling', fixture: { save: 'refuse', config: SCHEDULED_REPORT } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Gowanus daily DER-10');
    await userEvent.click(canvas.getByTestId('report-schedule-edit'));
    await userEvent.click(canvas.getByTestId('schedule-day-Saturday'));
    await userEvent.click(canvas.getByTestId('report-schedule-save'));
    await expect(await canvas.findByText('Error saving schedule details')).toBeVisible();
  },
};

/** The schedule cannot be read: 'Error fetching schedule details' with the server's message. */
export const SchedulingLoadFails: Story = {
  parameters: { page: 'scheduling', fixture: { configFails: 400 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const error = await canvas.findByTestId('report-load-error');
    await expect(error).toHaveTextContent('Error fetching schedule details');
    await expect(error).toHaveTextContent('The contribution has no report configuration.');
  },
};

/** Delete schedule asks first; confirming deletes it and a toast confirms. */
export const SchedulingDelete: Story = {
  parameters: { page: 'scheduling', toaster: true, fixture: { config: SCHEDULED_REPORT } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Gowanus daily DER-10');
    await userEvent.click(canvas.getByTestId('delete-schedule'));
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Delete schedule?' }),
    );
    await expect(dialog.getByText('Delete schedule?')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await within(document.body).findByText('Schedule of Gowanus daily DER-10 deleted');
  },
};

/**
 * Manual generation: the last 24 hours on the project's clock, the options from the saved
 * configuration, Generate and a Preview link to the printable page in a new tab. Not a visual
 * baseline: the range follows the real clock.
 */
export const ManualGeneration: Story = {
  parameters: { page: 'manual-generation' },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByTestId('report-range')).toHaveTextContent('Last 24 hours');
    await expect(canvas.getByTestId('report-zone')).toHaveTextContent('America/New_York');
    await expect(canvas.getByTestId('manual-report-name')).toHaveValue(
      'Perimeter dust and VOC Report',
    );
    const preview = canvas.getByTestId('report-preview');
    await expect(preview).toHaveAttribute('target', '_blank');
    const href = preview.getAttribute('href') ?? '';
    await expect(href.startsWith('/OneView/print-report?query=')).toBe(true);
    const query = JSON.parse(new URLSearchParams(href.split('?')[1]).get('query') ?? '{}') as {
      contributionId: number;
      fromTimeMillis: number;
      toTimeMillis: number;
    };
    await expect(query.contributionId).toBe(701);
    await expect(query.toTimeMillis - query.fromTimeMillis).toBe(24 * 60 * 60 * 1000);
    await expect(canvas.getByTestId('generate-report')).toBeEnabled();
  },
};

/** Generate: the progress shows the elapsed time until Cancel hides it. */
export const ManualGenerationProgress: Story = {
  parameters: { page: 'manual-generation', fixture: { generate: 'running' } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByTestId('generate-report'));
    const progress = await canvas.findByTestId('report-progress');
    await expect(progress).toHaveTextContent('Generating report');
    await expect(canvas.getByTestId('report-elapsed')).toHaveTextContent(/^Elapsed \d+:\d\d$/);
    await expect(canvas.getByTestId('generate-report')).toBeDisabled();
    await userEvent.click(canvas.getByTestId('report-progress-cancel'));
    await expect(canvas.queryByTestId('report-progress')).toBeNull();
    await expect(canvas.getByTestId('generate-report')).toBeEnabled();
  },
};

/** A task that failed: 'Failed to generate report' with the reason under it. */
export const ManualGenerationFailed: Story = {
  parameters: { page: 'manual-generation', fixture: { generate: 'failed' } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByTestId('generate-report'));
    const error = await canvas.findByTestId('report-generate-error');
    await expect(error).toHaveTextContent('Failed to generate report');
    await expect(error).toHaveTextContent('The report could not be printed: the page timed out.');
  },
};

/** A refused request: 'Failed to generate report' with the server's message. */
export const ManualGenerationRefused: Story = {
  parameters: { page: 'manual-generation', fixture: { generate: 'refuse' } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByTestId('generate-report'));
    const error = await canvas.findByTestId('report-generate-error');
    await expect(error).toHaveTextContent('No data was found for the selected reporting range.');
  },
};

/**
 * A range outside the contribution period (which starts in 2099): 'Report range error' with the
 * period's bounds, Generate disabled and no preview.
 */
export const ManualGenerationRangeError: Story = {
  parameters: {
    page: 'manual-generation',
    fixture: {
      config: { MinDate: '2099-01-01T05:00:00.000Z', MaxDate: '2099-01-09T05:00:00.000Z' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const error = await canvas.findByTestId('report-range-error');
    await expect(error).toHaveTextContent('Report range error');
    await expect(error).toHaveTextContent(
      'The selected date range is outside the contribution period. Please select a date range between 01/01/2099 00:00 to 01/09/2099 00:00.',
    );
    await expect(canvas.getByTestId('generate-report')).toBeDisabled();
    await expect(canvas.queryByTestId('report-preview')).toBeNull();
  },
};

/** Without View_Data, Generate is unavailable and says why. */
export const ManualGenerationNoPermission: Story = {
  parameters: { page: 'manual-generation', fixture: { user: REPORTS_NO_PERMISSIONS } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByTestId('generate-report')).toHaveAttribute('aria-disabled', 'true');
  },
};

/** At phone width the side navigation is a row of tabs under the header. */
export const Phone: Story = {
  tags: ['visual'],
  parameters: { page: 'scheduling', phone: true, fixture: { config: SCHEDULED_REPORT } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Gowanus daily DER-10');
    const tabs = canvas.getAllByRole('navigation', { name: 'Report' }).at(-1);
    await expect(tabs?.querySelector('[aria-current="page"]')).toHaveTextContent('Scheduling');
  },
};
