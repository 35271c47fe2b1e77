import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './progress-bar';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading journal', value: 40, showValue: true },
  tags: ['visual'],
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A known amount: named by its label, with the value as text. */
export const Determinate: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading journal' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', '40%');
    await expect(within(canvasElement).getByText('40%')).toBeVisible();
  },
};

/** An unknown amount: no value is announced. */
export const Indeterminate: Story = {
  args: { label: 'Preparing report', value: null },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Preparing report' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).toHaveAttribute('data-state', 'indeterminate');
  },
};

/** A custom value text and a helper line that describes the bar. */
export const WithHelperText: Story = {
  args: {
    label: 'Exporting CSV',
    value: 3,
    max: 10,
    getValueLabel: (value, max) => `${value} of ${max} files`,
    helperText: 'You can leave this page; we email you when it is ready.',
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Exporting CSV' });
    await expect(bar).toHaveAttribute('aria-valuetext', '3 of 10 files');
    await expect(bar).toHaveAccessibleDescription(
      'You can leave this page; we email you when it is ready.',
    );
  },
};

/** Every state in the light theme. */
export const States: Story = {
  render: () => (
    <div className="flex flex-col gap-5">
      <ProgressBar label="Uploading journal" value={40} showValue />
      <ProgressBar label="Preparing report" value={null} />
      <ProgressBar
        label="Exporting CSV"
        value={3}
        max={10}
        showValue
        getValueLabel={(value, max) => `${value} of ${max} files`}
        helperText="You can leave this page; we email you when it is ready."
      />
      <ProgressBar label="Sync complete" value={100} showValue size="sm" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(4);
    await expect(canvas.getByRole('progressbar', { name: 'Sync complete' })).toHaveAttribute(
      'aria-valuetext',
      '100%',
    );
  },
};

/** Every state in the dark theme. */
export const StatesDark: Story = {
  ...States,
  globals: { theme: 'dark' },
};

/** A value past max is clamped, so the bar never overflows. */
export const Clamped: Story = {
  tags: ['!visual'],
  args: { label: 'Uploading journal', value: 140 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading journal' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
  },
};
