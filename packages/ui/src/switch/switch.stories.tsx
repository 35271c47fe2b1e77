import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './switch';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { label: 'Show wind direction', onCheckedChange: fn() },
  tags: ['visual'],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click on the switch or on its label turns it on and off. */
export const Default: Story = {
  // Ends right after a toggle, mid-transition: the static Off story is the screenshot instead.
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Show wind direction' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText('Show wind direction'));
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

/** Off, at rest. */
export const Off: Story = {};

/** Space toggles the focused switch. */
export const Keyboard: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch');
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

/** Off, on, with a description, and disabled, side by side. */
export const States: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <Switch {...args} label="Off" />
      <Switch {...args} label="On" defaultChecked />
      <Switch
        {...args}
        label="Auto-refresh"
        description="Fetches new readings every minute."
        defaultChecked
      />
      <Switch {...args} label="Disabled" disabled />
      <Switch {...args} label="Disabled and on" disabled defaultChecked />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('switch', { name: 'Auto-refresh' }),
    ).toHaveAccessibleDescription('Fetches new readings every minute.');
  },
};

/** The states in the dark theme. */
export const StatesDark: Story = {
  ...States,
  globals: { theme: 'dark' },
};

/** A disabled switch ignores clicks and cannot be reached with Tab. */
export const Disabled: Story = {
  tags: ['!visual'],
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch');
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await userEvent.tab();
    await expect(toggle).not.toHaveFocus();
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};
