import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusIndicator, type Status } from './status-indicator';

const meta = {
  title: 'Components/StatusIndicator',
  component: StatusIndicator,
  args: { status: 'ok', label: 'Online' },
  tags: ['visual'],
} satisfies Meta<typeof StatusIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

const STATUSES: [Status, string][] = [
  ['ok', 'Online'],
  ['caution', 'Low battery'],
  ['warning', 'Sensor fault'],
  ['offline', 'Offline'],
];

/** A healthy monitor. */
export const Ok: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Online')).toBeVisible();
  },
};

/** Every status in both sizes: each has its own icon shape and always its text. */
export const Statuses: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      {(['md', 'sm'] as const).map((size) => (
        <ul key={size} aria-label={`Statuses, ${size}`} className="flex flex-wrap gap-4">
          {STATUSES.map(([status, label]) => (
            <li key={status}>
              <StatusIndicator status={status} label={label} size={size} />
            </li>
          ))}
        </ul>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Statuses, md' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(STATUSES.map(([, label]) => label));
    // The icons differ in shape, not just colour.
    const shapes = items.map((item) => item.querySelector('svg')?.innerHTML);
    await expect(new Set(shapes).size).toBe(STATUSES.length);
  },
};

/** The statuses in the dark theme. */
export const StatusesDark: Story = {
  ...Statuses,
  globals: { theme: 'dark' },
};
