import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { routeHref } from '../../lib/route-query';
import { AppToaster } from '../../shell/app-toaster';
import { ScreenStory, status, type FixtureRoute } from '../../__fixtures__/screen-story';
import { projectRoutes, STORY_PROJECTS, STORY_USER } from '../../__fixtures__/projects';
import ProjectSettingsPage from './project-settings-page';

const project = STORY_PROJECTS[8];

/** A viewer who is a member of the project: may open it, not manage it. */
const viewerRoutes: FixtureRoute[] = [
  {
    method: 'GET',
    path: '/v0.1/Users/self',
    respond: () => ({ ...STORY_USER, Username: 'viewer', Permissions: ['View_Data'] }),
  },
];

/** The server saves the settings and answers with the updated project. */
const savingRoutes: FixtureRoute[] = [
  {
    method: 'PUT',
    path: /^\/v0\.1\/project\/[^/]+\/settings$/,
    respond: (_url, body) => {
      const saved = body as { Name: string; TimeZoneId: string; TimeZoneAdjustment: string };
      return {
        ...project,
        Name: saved.Name,
        TimeZoneId: saved.TimeZoneId,
        TimeZoneOffset: '-05:00',
        TimeZoneName: '(UTC-05:00) America/New_York',
        SummerTimeAdjusted: saved.TimeZoneAdjustment === 'SummerTimeAdjusted',
        ComplianceLevels: [],
        canChangeOrganisation: false,
      };
    },
  },
];

/** The server refuses the save as it does for a user whose Manage_Projects was withdrawn. */
const refusedSaveRoutes: FixtureRoute[] = [
  {
    method: 'PUT',
    path: /^\/v0\.1\/project\/[^/]+\/settings$/,
    respond: () =>
      status(403, {
        Status: 403,
        Title: 'Forbidden',
        Messages: ['You do not have permission to manage projects.'],
      }),
  },
];

const meta = {
  title: 'Screens/Projects/Project settings',
  component: ProjectSettingsPage,
  tags: ['visual'],
  parameters: { layout: 'fullscreen' },
  render: (_args, { globals, parameters }) => (
    <ScreenStory
      // A story's own answers come first and win over the shared ones.
      routes={[...((parameters.routes as FixtureRoute[] | undefined) ?? []), ...projectRoutes()]}
      path={routeHref('/OneView/project/settings', { projectId: project?.Id })}
      locale={(globals.locale as string) ?? 'en-US'}
    >
      <ProjectSettingsPage />
      {parameters.toaster ? <AppToaster /> : null}
    </ScreenStory>
  ),
} satisfies Meta<typeof ProjectSettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Details tab: the 'Project details' card with name, location, time zone and summer time. */
export const Details: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByTestId('project-details');
    await expect(await within(card).findByTestId('details-name')).toHaveTextContent(
      project?.Name ?? '',
    );
    await expect(within(card).getByTestId('details-time-zone')).toHaveTextContent(
      'America/New_York',
    );
    await expect(canvas.getByRole('navigation', { name: 'Project' })).toBeVisible();
  },
};

/** The settings in the dark theme. */
export const DetailsDark: Story = { ...Details, globals: { theme: 'dark' } };

/** Editing: an empty name shows the rule's message and Save stays disabled; Cancel restores. */
export const EditingInvalidName: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByTestId('project-details');
    await userEvent.click(await within(card).findByRole('button', { name: 'Edit' }));
    const input = await within(card).findByTestId('details-name-input');
    await userEvent.clear(input);
    await expect(await within(card).findByText('A project must have a name')).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(within(card).getByTestId('details-name')).toHaveTextContent(project?.Name ?? ''),
    );
  },
};

/**
 * A viewer sees Edit and Delete project unavailable, each with the reason (issue 12, defect 4):
 * Edit stays focusable and is described by the reason; the menu item says it under its label.
 */
export const ViewerCannotManage: Story = {
  tags: ['!visual'],
  parameters: { routes: viewerRoutes },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByTestId('project-details');
    const edit = await within(card).findByRole('button', { name: 'Edit' });
    await waitFor(() => expect(edit).toHaveAttribute('aria-disabled', 'true'));
    await expect(edit).toHaveAccessibleDescription(
      /You do not have permission to manage projects\./,
    );
    await userEvent.click(edit);
    await expect(within(card).queryByTestId('details-name-input')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Project actions' }));
    const remove = await within(document.body).findByRole('menuitem', { name: /Delete project/ });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await expect(remove).toHaveTextContent('You do not have permission to manage projects.');
    await userEvent.keyboard('{Escape}');
  },
};

/**
 * A 403 on save shows the server's message, not 'Something went wrong' (issue 12, defect 4:
 * every 4xx shows its messages); the card stays in editing with the draft.
 */
export const SaveRefused: Story = {
  tags: ['!visual'],
  parameters: { routes: refusedSaveRoutes },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByTestId('project-details');
    await userEvent.click(await within(card).findByRole('button', { name: 'Edit' }));
    const input = await within(card).findByTestId('details-name-input');
    await userEvent.type(input, ' North');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    await expect(
      await within(card).findByText('You do not have permission to manage projects.'),
    ).toBeVisible();
    await expect(within(card).queryByText('Something went wrong')).toBeNull();
    await expect(input).toHaveValue(`${project?.Name ?? ''} North`);
  },
};

/** A successful save returns to viewing and confirms with a toast (issue 12, defect 9). */
export const SavedWithToast: Story = {
  tags: ['!visual'],
  parameters: { routes: savingRoutes, toaster: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByTestId('project-details');
    await userEvent.click(await within(card).findByRole('button', { name: 'Edit' }));
    const input = await within(card).findByTestId('details-name-input');
    await userEvent.clear(input);
    await userEvent.type(input, 'Gowanus Canal Phase 2');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(card).getByTestId('details-name')).toHaveTextContent('Gowanus Canal Phase 2'),
    );
    const toasts = within(document.body).getByRole('region', { name: 'Messages' });
    await expect(
      await within(toasts).findByText('Changes to Gowanus Canal Phase 2 saved'),
    ).toBeVisible();
  },
};
