import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { routeHref } from '../../lib/route-query';
import { ScreenStory } from '../../stories/screen-story';
import { projectRoutes, STORY_PROJECTS } from './fixtures';
import ProjectSettingsPage from './project-settings-page';

const project = STORY_PROJECTS[8];

const meta = {
  title: 'Screens/Projects/Project settings',
  component: ProjectSettingsPage,
  tags: ['visual'],
  parameters: { layout: 'fullscreen' },
  render: (_args, { globals }) => (
    <ScreenStory
      routes={projectRoutes()}
      path={routeHref('/OneView/project/settings', { projectId: project?.Id })}
      locale={(globals.locale as string) ?? 'en-US'}
    >
      <ProjectSettingsPage />
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
