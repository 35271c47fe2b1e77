import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { Card } from './card';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    title: 'Report schedule',
    description: 'When the monthly report is sent.',
    emptyTitle: 'No schedule yet',
    emptyText: 'Add a schedule to send the report automatically.',
    errorText: 'The schedule could not be loaded. Please try again.',
    className: 'max-w-md',
    children: (
      <dl className="grid grid-cols-2 gap-2">
        <dt className="text-text-muted">Frequency</dt>
        <dd>Monthly, on the 1st</dd>
        <dt className="text-text-muted">Recipients</dt>
        <dd>3 people</dd>
      </dl>
    ),
  },
  tags: ['visual'],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

const onEdit = fn();

/** Title, description, an action, content and a footer; the title names the card. */
export const Default: Story = {
  args: {
    actions: (
      <Button variant="secondary" size="sm" onClick={onEdit}>
        Edit
      </Button>
    ),
    footer: (
      <Button variant="link" size="sm" asChild>
        <a href="#reports">View all reports</a>
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'Report schedule' });
    await expect(
      within(card).getByRole('heading', { level: 2, name: 'Report schedule' }),
    ).toBeVisible();
    await expect(within(card).getByText('Monthly, on the 1st')).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    await expect(onEdit).toHaveBeenCalled();
  },
};

/** The card in the dark theme. */
export const DefaultDark: Story = {
  ...Default,
  play: undefined,
  globals: { theme: 'dark' },
};

/** While the data loads: skeleton blocks, announced as loading, and the card marked busy. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Report schedule' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await expect(canvas.queryByText('Monthly, on the 1st')).toBeNull();
  },
};

/** The loading skeleton in the dark theme. */
export const LoadingDark: Story = {
  args: { state: 'loading' },
  globals: { theme: 'dark' },
};

/** No data: the empty title and text instead of the content. */
export const Empty: Story = {
  args: { state: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No schedule yet')).toBeVisible();
    await expect(
      canvas.getByText('Add a schedule to send the report automatically.'),
    ).toBeVisible();
    await expect(canvas.queryByText('Monthly, on the 1st')).toBeNull();
  },
};

/** Loading failed: the error text, announced as an alert. */
export const ErrorState: Story = {
  name: 'Error',
  args: { state: 'error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The schedule could not be loaded. Please try again.',
    );
    await expect(canvas.queryByText('Monthly, on the 1st')).toBeNull();
  },
};

/** The empty and error states in the dark theme. */
export const EmptyAndErrorDark: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <Card {...args} title="Report schedule" state="empty" />
      <Card {...args} title="Recipients" state="error" />
    </div>
  ),
  globals: { theme: 'dark' },
};

/** Only content: no header or footer is drawn. */
export const ContentOnly: Story = {
  args: { title: undefined, description: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};
