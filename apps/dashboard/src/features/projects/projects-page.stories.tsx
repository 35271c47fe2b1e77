import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../__fixtures__/screen-story';
import { projectRoutes, STORY_PROJECTS } from '../../__fixtures__/projects';
import ProjectsPage from './projects-page';

const meta = {
  title: 'Screens/Projects/Projects list',
  component: ProjectsPage,
  tags: ['visual'],
  parameters: { layout: 'fullscreen' },
  render: (_args, { globals }) => (
    <ScreenStory
      routes={projectRoutes()}
      path="/OneView"
      locale={(globals.locale as string) ?? 'en-US'}
    >
      <ProjectsPage />
    </ScreenStory>
  ),
} satisfies Meta<typeof ProjectsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Favorites and All projects: 12 tiles a page and a locked tile without access. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = await canvas.findByTestId('all-grid');
    await waitFor(() => expect(within(all).getAllByTestId('project-tile')).toHaveLength(12));
    const favourites = await canvas.findByTestId('favourites-grid');
    await expect(
      within(favourites).getByRole('heading', { name: 'Gowanus Canal Remediation' }),
    ).toBeVisible();
    // 12 other projects fill exactly one page, so each section says there is nothing more.
    await waitFor(() => expect(canvas.getAllByText('Nothing more to load')).toHaveLength(2));
    const locked = within(all)
      .getByRole('heading', { name: 'Bayview Shipyard Redevelopment' })
      .closest('[data-testid="project-tile"]') as HTMLElement;
    await expect(within(locked).getByText('View').closest('[aria-disabled="true"]')).not.toBeNull();
  },
};

/** The list in the dark theme. */
export const Dark: Story = { ...Default, globals: { theme: 'dark' } };

/** The list in French: every label comes from the locale files. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Projets' }),
    ).toBeVisible();
  },
};

/** A search with no match says 'No results found.' (after the 300 ms debounce). */
export const NoResults: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByTestId('project-tile');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search projects' }), 'zzzz');
    await expect(await canvas.findByText('No results found.', {}, { timeout: 3000 })).toBeVisible();
  },
};

/** An organisation without projects says 'No projects found' in both sections. */
export const Empty: Story = {
  render: (_args, { globals }) => (
    <ScreenStory
      routes={projectRoutes({ projects: [] })}
      path="/OneView"
      locale={(globals.locale as string) ?? 'en-US'}
    >
      <ProjectsPage />
    </ScreenStory>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getAllByText('No projects found')).toHaveLength(2),
    );
  },
};

/** Without the UnlicensedProjectAccess flag Create project does nothing and explains why. */
export const CreateNotAllowed: Story = {
  render: (_args, { globals }) => (
    <ScreenStory
      routes={projectRoutes({ canCreate: false, projects: STORY_PROJECTS.slice(0, 3) })}
      path="/OneView"
      locale={(globals.locale as string) ?? 'en-US'}
    >
      <ProjectsPage />
    </ScreenStory>
  ),
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByTestId('create-project');
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(button);
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};
