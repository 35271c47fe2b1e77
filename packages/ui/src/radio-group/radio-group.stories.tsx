import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RadioGroup, type RadioOption } from './radio-group';

const AVERAGING: RadioOption[] = [
  { value: '1h', label: 'Hourly' },
  { value: '8h', label: '8-hour rolling' },
  { value: '24h', label: 'Daily' },
];

/**
 * Presses an arrow key as a person does. Radix moves focus in a timeout after the keydown and
 * chooses the option on that focus only while the key is still down, so the key is released
 * once focus has reached `next`.
 */
async function pressArrow(
  key: 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight',
  next: HTMLElement,
) {
  await userEvent.keyboard(`{${key}>}`);
  await waitFor(() => expect(next).toHaveFocus());
  await userEvent.keyboard(`{/${key}}`);
}

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: { label: 'Averaging period', options: AVERAGING, onValueChange: fn() },
  tags: ['visual'],
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking an option chooses it. */
export const Default: Story = {
  args: { defaultValue: '1h' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Averaging period' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Hourly' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Daily' }));
    await expect(canvas.getByRole('radio', { name: 'Daily' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Hourly' })).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('24h');
    await userEvent.click(canvas.getByText('Hourly'));
    await expect(canvas.getByRole('radio', { name: 'Hourly' })).toBeChecked();
  },
};

/** The group in the dark theme. */
export const DefaultDark: Story = {
  ...Default,
  globals: { theme: 'dark' },
};

/** Tab enters at the chosen option; the arrow keys move and choose, wrapping at the ends. */
export const Keyboard: Story = {
  tags: ['!visual'],
  args: { defaultValue: '8h' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '8-hour rolling' })).toHaveFocus();
    await pressArrow('ArrowDown', canvas.getByRole('radio', { name: 'Daily' }));
    await expect(canvas.getByRole('radio', { name: 'Daily' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('24h');
    await pressArrow('ArrowDown', canvas.getByRole('radio', { name: 'Hourly' }));
    await expect(canvas.getByRole('radio', { name: 'Hourly' })).toBeChecked();
    await pressArrow('ArrowUp', canvas.getByRole('radio', { name: 'Daily' }));
    await expect(canvas.getByRole('radio', { name: 'Daily' })).toBeChecked();
  },
};

/** Options with descriptions, and a disabled option that the arrow keys skip. */
export const WithDescriptions: Story = {
  args: {
    label: 'Alert channel',
    description: 'Where threshold alerts are sent.',
    defaultValue: 'email',
    options: [
      { value: 'email', label: 'Email', description: 'To every project member.' },
      {
        value: 'sms',
        label: 'Text message',
        description: 'Needs a verified phone number.',
        disabled: true,
      },
      { value: 'none', label: 'Do not send', description: 'Alerts stay in the dashboard.' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('radiogroup', { name: 'Alert channel' }),
    ).toHaveAccessibleDescription('Where threshold alerts are sent.');
    const email = canvas.getByRole('radio', { name: 'Email' });
    await expect(email).toHaveAccessibleDescription('To every project member.');
    await expect(canvas.getByRole('radio', { name: 'Text message' })).toBeDisabled();
    await userEvent.click(email);
    await pressArrow('ArrowDown', canvas.getByRole('radio', { name: 'Do not send' }));
    await expect(canvas.getByRole('radio', { name: 'Do not send' })).toBeChecked();
    await pressArrow('ArrowUp', email);
    await expect(email).toBeChecked();
  },
};

/** Descriptions and a disabled option in the dark theme. */
export const WithDescriptionsDark: Story = {
  ...WithDescriptions,
  globals: { theme: 'dark' },
};

/** With an error the group is marked invalid and the error is its accessible description. */
export const WithError: Story = {
  args: { required: true, error: 'Choose an averaging period.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Averaging period' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).toHaveAccessibleDescription('Choose an averaging period.');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A horizontal row of options; the arrow keys move left and right. */
export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: '8h' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '8-hour rolling' }));
    await pressArrow('ArrowRight', canvas.getByRole('radio', { name: 'Daily' }));
    await expect(canvas.getByRole('radio', { name: 'Daily' })).toBeChecked();
    await pressArrow('ArrowLeft', canvas.getByRole('radio', { name: '8-hour rolling' }));
    await expect(canvas.getByRole('radio', { name: '8-hour rolling' })).toBeChecked();
  },
};

/** A disabled group: no option can be chosen or focused. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: '1h' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Daily' }), { pointerEventsCheck: 0 });
    await expect(canvas.getByRole('radio', { name: 'Hourly' })).toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
