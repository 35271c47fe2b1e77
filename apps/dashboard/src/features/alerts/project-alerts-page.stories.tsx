import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ALERTS_PROJECT, ALERTS_VIEWER, alertRoutes } from '../../__fixtures__/alerts';
import { ScreenStory } from '../../__fixtures__/screen-story';
import { routeHref } from '../../lib/route-query';
import { AppToaster } from '../../shell/app-toaster';
import ProjectAlertsPage from './project-alerts-page';

type Options = Parameters<typeof alertRoutes>[0];

const meta = {
  title: 'Screens/Alerts/Project alerts',
  component: ProjectAlertsPage,
  tags: ['visual'],
  parameters: { layout: 'fullscreen' },
  render: (_args, { globals, parameters }) => (
    // Dialogs sit in a portal: the screenshot covers the viewport-high root.
    <div className="min-h-[calc(100vh-2rem)]">
      <ScreenStory
        routes={alertRoutes(parameters.fixture as Options)}
        path={routeHref('/OneView/project/alerts', { projectId: ALERTS_PROJECT.Id })}
        locale={(globals.locale as string) ?? 'en-US'}
      >
        <ProjectAlertsPage />
        {parameters.toaster ? <AppToaster /> : null}
      </ScreenStory>
    </div>
  ),
} satisfies Meta<typeof ProjectAlertsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function table(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const found = within(await canvas.findByTestId('alerts-table'));
  await found.findByText('Perimeter PM10 exceedance');
  return { canvas, table: found };
}

/**
 * The project's three alerts without organisation and project, each with its active toggle, and
 * Create alert; Alerts is the current entry of the project's navigation.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, table: rows } = await table(canvasElement);
    const headers = rows.getAllByRole('columnheader').map((header) => header.textContent?.trim());
    await expect(headers).toEqual(
      expect.arrayContaining(['Name', 'Alert type', 'Data type', 'Trigger', 'Active']),
    );
    await expect(headers).not.toContain('Organisation');
    await expect(rows.getAllByTestId('alert-name').map((name) => name.textContent)).toEqual([
      'DER-10 PM10 contribution',
      'Met mast offline',
      'Perimeter PM10 exceedance',
    ]);
    await expect(rows.getByRole('switch', { name: 'Met mast offline active' })).not.toBeChecked();
    await expect(
      rows.getByRole('switch', { name: 'Perimeter PM10 exceedance active' }),
    ).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Create alert' })).toBeEnabled();
    await expect(
      canvas.getByRole('navigation', { name: 'Project' }).querySelector('[aria-current="page"]'),
    ).toHaveTextContent('Alerts');
  },
};

/** The page in the dark theme. */
export const Dark: Story = { ...Default, globals: { theme: 'dark' } };

/** The page in Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('30分钟无数据')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '创建警报' })).toBeVisible();
  },
};

/** No alerts yet: 'Start by adding an alert'. */
export const Empty: Story = {
  parameters: { fixture: { rules: [], configs: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Start by adding an alert')).toBeVisible();
  },
};

/** Switching an alert on saves it at once; the refreshed list keeps it on. */
export const ToggleActive: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const { table: rows } = await table(canvasElement);
    const toggle = rows.getByRole('switch', { name: 'Met mast offline active' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await waitFor(() => expect(toggle).toBeEnabled());
    await expect(rows.getByRole('switch', { name: 'Met mast offline active' })).toBeChecked();
  },
};

/** A refused switch goes back and says why (the server's message) in a toast. */
export const ToggleRefused: Story = {
  tags: ['!visual'],
  parameters: { fixture: { update: 'refuse' }, toaster: true },
  play: async ({ canvasElement }) => {
    const { table: rows } = await table(canvasElement);
    const toggle = rows.getByRole('switch', { name: 'Met mast offline active' });
    await userEvent.click(toggle);
    await expect(
      await within(document.body).findByText('Met mast offline could not be switched'),
    ).toBeVisible();
    await waitFor(() => expect(toggle).not.toBeChecked());
  },
};

/**
 * Without Manage_Alerts, Create alert stays focusable but inert with the reason as its tooltip,
 * and the toggles are disabled with the reason in their names.
 */
export const Viewer: Story = {
  tags: ['!visual'],
  parameters: { fixture: { user: ALERTS_VIEWER } },
  play: async ({ canvasElement }) => {
    const { canvas, table: rows } = await table(canvasElement);
    const create = canvas.getByTestId('create-alert');
    await waitFor(() => expect(create).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.hover(create);
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(
      'You need the Manage alerts permission.',
    );
    await expect(
      rows.getByRole('switch', {
        name: 'Met mast offline active. You need the Manage alerts permission.',
      }),
    ).toBeDisabled();
  },
};

/** Create alert opens the wizard in this project. */
export const OpensWizard: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const { canvas } = await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create alert' }));
    await expect(await within(document.body).findByRole('dialog')).toBeVisible();
  },
};
