import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { REPORTS_PROJECT, reportRoutes } from '../../__fixtures__/report-screens';
import { ScreenStory } from '../../__fixtures__/screen-story';
import { routeHref } from '../../lib/route-query';
import ProjectReportsPage from './project-reports-page';

type Options = Parameters<typeof reportRoutes>[0];

const meta = {
  title: 'Screens/Reports/Project reports',
  component: ProjectReportsPage,
  parameters: { layout: 'fullscreen' },
  render: (_args, { globals, parameters }) => (
    // Menus sit in a portal: the screenshot covers the viewport-high root.
    <div className="min-h-[calc(100vh-2rem)]">
      <ScreenStory
        routes={reportRoutes(parameters.fixture as Options)}
        path={routeHref('/OneView/project/reports', { projectId: REPORTS_PROJECT.Id })}
        locale={(globals.locale as string) ?? 'en-US'}
      >
        <ProjectReportsPage />
      </ScreenStory>
    </div>
  ),
} satisfies Meta<typeof ProjectReportsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function table(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const found = await canvas.findByTestId('reports-table');
  await within(found).findByText('Gowanus daily DER-10');
  return { canvas, table: within(found) };
}

/**
 * The project's contributions with their reports, by report name: a saved and scheduled DER-10
 * report, a saved 1466 report whose schedule is off, and a contribution without a report config
 * (its default name, not scheduled); each name leads to the report's configuration.
 */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const { table: rows } = await table(canvasElement);
    const names = rows.getAllByTestId('report-name');
    await expect(names.map((name) => name.textContent)).toEqual([
      'Excavation PM2.5 Report',
      'Gowanus daily DER-10',
      'Rule 1466 weekly',
    ]);
    await expect(rows.getByRole('row', { name: /Gowanus daily DER-10/ })).toHaveTextContent(
      'Scheduled',
    );
    await expect(rows.getByRole('row', { name: /Rule 1466 weekly/ })).toHaveTextContent(
      'Schedule off',
    );
    await expect(rows.getByRole('row', { name: /Excavation PM2\.5 Report/ })).toHaveTextContent(
      'Not scheduled',
    );
    await expect(names[1]).toHaveAttribute(
      'href',
      routeHref('/OneView/project-report-configuration', {
        type: 'Contribution',
        contributionId: 701,
      }),
    );
  },
};

/** A row's actions: Generate, Configure and Schedule. */
export const RowActions: Story = {
  play: async ({ canvasElement }) => {
    const { table: rows } = await table(canvasElement);
    const row = within(rows.getByRole('row', { name: /Gowanus daily DER-10/ }));
    await userEvent.click(row.getByRole('button', { name: /actions|More/i }));
    const items = await within(document.body).findAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Generate',
      'Configure',
      'Schedule',
    ]);
  },
};

/** A project without contributions: 'No reports yet', with a link to the contributions page. */
export const Empty: Story = {
  parameters: { fixture: { contributions: [], summaries: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No reports yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'go to Contributions' })).toHaveAttribute(
      'href',
      routeHref('/OneView/project/contributions', { projectId: REPORTS_PROJECT.Id }),
    );
  },
};
