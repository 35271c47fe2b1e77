import type { Meta, StoryObj } from '@storybook/react-vite';
import { FolderOpen, SearchX } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { title: 'No projects found' },
  tags: ['visual'],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just a title. */
export const TitleOnly: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'No projects found' }),
    ).toBeVisible();
  },
};

const onCreate = fn();

/** With an icon, a line of text and an action that leads on. */
export const WithAction: Story = {
  args: {
    icon: <FolderOpen />,
    text: 'Projects you create or are invited to appear here.',
    action: <Button onClick={onCreate}>Create project</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Projects you create or are invited to appear here.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create project' }));
    await expect(onCreate).toHaveBeenCalled();
  },
};

/** With an action, in the dark theme. */
export const WithActionDark: Story = {
  ...WithAction,
  globals: { theme: 'dark' },
};

/** A search or filter with no matches, compact, inside a table's body. */
export const NoResults: Story = {
  args: {
    title: 'No results found.',
    text: 'Try another search or clear the filters.',
    icon: <SearchX />,
    size: 'sm',
    headingLevel: 3,
    action: (
      <Button variant="secondary" size="sm">
        Clear filters
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'No results found.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};
