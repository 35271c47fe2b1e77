import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { FormField } from '../form-field';
import { TextInput } from '../text-input';
import { Select, type SelectOption, type SelectOptionGroup } from './select';

const PERIODS: SelectOption[] = [
  { value: '15m', label: '15 minutes' },
  { value: '1h', label: '1 hour' },
  { value: '8h', label: '8 hours' },
  { value: '24h', label: '24 hours' },
];

const POLLUTANTS: SelectOptionGroup[] = [
  {
    label: 'Particulates',
    options: [
      { value: 'pm10', label: 'PM10', description: 'Particles up to 10 µm' },
      { value: 'pm25', label: 'PM2.5', description: 'Particles up to 2.5 µm' },
      {
        value: 'pm1',
        label: 'PM1',
        description: 'Needs an optical particle counter',
        disabled: true,
      },
    ],
  },
  {
    label: 'Gases',
    options: [
      { value: 'no2', label: 'NO₂', description: 'Nitrogen dioxide' },
      { value: 'o3', label: 'O₃', description: 'Ozone' },
      { value: 'so2', label: 'SO₂', description: 'Sulphur dioxide' },
    ],
  },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  args: {
    'aria-label': 'Averaging period',
    options: PERIODS,
    onValueChange: fn(),
    onOpenChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
  tags: ['visual'],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed, the trigger shows the placeholder; choosing an option shows its label. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Averaging period' });
    await expect(trigger).toHaveTextContent('Select an option');
    await userEvent.click(trigger);
    const listbox = await page.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: '8 hours' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('8h');
    await waitFor(() => expect(page.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('8 hours');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/**
 * Groups, descriptions, the chosen option checked and a disabled option. (The open list hides
 * the rest of the page from assistive technology, so the story closes it again by choosing:
 * the screenshot shows the closed trigger.)
 */
export const WithGroups: Story = {
  args: { 'aria-label': 'Pollutant', options: POLLUTANTS, defaultValue: 'pm25' },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Pollutant' });
    await expect(trigger).toHaveTextContent('PM2.5');
    await userEvent.click(trigger);
    const listbox = await page.findByRole('listbox');
    await expect(within(listbox).getByRole('group', { name: 'Gases' })).toBeVisible();
    const chosen = within(listbox).getByRole('option', { name: 'PM2.5' });
    await expect(chosen).toHaveAttribute('data-state', 'checked');
    await expect(chosen).toHaveAccessibleDescription('Particles up to 2.5 µm');
    const disabled = within(listbox).getByRole('option', { name: 'PM1' });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(disabled, { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();

    await userEvent.click(within(listbox).getByRole('option', { name: 'NO₂' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('no2');
    await waitFor(() => expect(page.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('NO₂');
  },
};

/** Groups in the dark theme. */
export const WithGroupsDark: Story = {
  ...WithGroups,
  globals: { theme: 'dark' },
};

/**
 * Keyboard: Enter opens the list on the chosen option, the arrows move, Enter chooses; Escape
 * closes without changing the value; typing a letter on the closed trigger picks a match.
 */
export const Keyboard: Story = {
  tags: ['!visual'],
  args: { defaultValue: '1h' },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Averaging period' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    const listbox = await page.findByRole('listbox');
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: '1 hour' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: '8 hours' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('8h');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('8 hours');

    await userEvent.keyboard('{ArrowDown}');
    await page.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await waitFor(() => expect(page.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('8 hours');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);

    await userEvent.keyboard('2');
    await expect(trigger).toHaveTextContent('24 hours');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('24h');
  },
};

/** In a FormField: the label names the trigger and the helper text describes it. */
export const InFormField: Story = {
  args: { 'aria-label': undefined },
  render: (args) => (
    <FormField label="Averaging period" helperText="Used for the compliance checks.">
      <Select {...args} />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Averaging period' });
    await expect(trigger).toHaveAccessibleDescription('Used for the compliance checks.');
    await expect(trigger).not.toHaveAttribute('aria-invalid');
  },
};

function RequiredPeriod() {
  const [value, setValue] = useState('');
  const [submitted, setSubmitted] = useState(false);
  return (
    <form
      noValidate
      className="flex flex-col items-start gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
      }}
    >
      <FormField
        label="Averaging period"
        required
        className="w-full"
        error={submitted && value === '' ? 'Choose an averaging period.' : undefined}
      >
        <Select options={PERIODS} value={value} onValueChange={setValue} name="period" />
      </FormField>
      <Button type="submit">Save</Button>
    </form>
  );
}

/** With an error from the FormField: the trigger is invalid, described by the error. */
export const WithError: Story = {
  render: () => <RequiredPeriod />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const trigger = canvas.getByRole('combobox', { name: 'Averaging period' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAttribute('aria-required', 'true');
    await expect(trigger).toHaveAccessibleDescription('Choose an averaging period.');
  },
};

/** The error state in the dark theme. */
export const WithErrorDark: Story = {
  ...WithError,
  globals: { theme: 'dark' },
};

/** Given an error, when an option is chosen, the error clears. */
export const ErrorClears: Story = {
  tags: ['!visual'],
  render: () => <RequiredPeriod />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const trigger = canvas.getByRole('combobox', { name: 'Averaging period' });
    await userEvent.click(trigger);
    await userEvent.click(await page.findByRole('option', { name: '24 hours' }));
    await expect(trigger).not.toHaveAttribute('aria-invalid');
  },
};

/** `aria-invalid` alone gives the error look. */
export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: '8h' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('combobox', { name: 'Averaging period' }),
    ).toBeInvalid();
  },
};

/** Disabled: the list does not open. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: '1h' },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Averaging period' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Both sizes beside a TextInput and buttons of the matching heights. */
export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <Select {...args} aria-label="Period (small)" size="sm" defaultValue="1h" />
        <Button size="sm" variant="secondary">
          Apply
        </Button>
      </div>
      <div className="flex items-center gap-2">
        <Select {...args} aria-label="Period (medium)" defaultValue="1h" />
        <TextInput aria-label="Station" defaultValue="Harbour" />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const small = canvas.getByRole('combobox', { name: 'Period (small)' });
    const medium = canvas.getByRole('combobox', { name: 'Period (medium)' });
    await expect(small.getBoundingClientRect().height).toBe(32);
    await expect(medium.getBoundingClientRect().height).toBe(
      canvas.getByRole('textbox', { name: 'Station' }).getBoundingClientRect().height,
    );
  },
};

/** Closed states in the dark theme: placeholder, chosen, invalid and disabled. */
export const StatesDark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Select {...args} aria-label="Empty" />
      <Select {...args} aria-label="Chosen" defaultValue="8h" />
      <Select {...args} aria-label="Invalid" aria-invalid />
      <Select {...args} aria-label="Disabled" defaultValue="1h" disabled />
    </div>
  ),
};
