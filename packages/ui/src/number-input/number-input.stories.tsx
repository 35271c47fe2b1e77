import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormField } from '../form-field';
import { NumberInput } from './number-input';

// Typed on its own: an inline decorator would make Storybook infer the union props as never.
const narrow: Decorator = (Story) => (
  <div className="max-w-xs">
    <Story />
  </div>
);

const meta = {
  title: 'Components/NumberInput',
  component: NumberInput,
  args: {
    'aria-label': 'PM10 threshold',
    unit: 'µg/m³',
    min: 0,
    max: 500,
    onValueChange: fn(),
  },
  decorators: [narrow],
  tags: ['visual'],
} satisfies Meta<typeof NumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing reports the text, the parsed number and no error; the unit describes the input. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'PM10 threshold' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await expect(input).toHaveAccessibleDescription('µg/m³');
    await userEvent.type(input, '45.5');
    await expect(input).toHaveValue('45.5');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('45.5', 45.5, null);
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/**
 * With `step`: − and + buttons, Arrow Up/Down and Page Up/Down (ten steps), clamped to min and
 * max; the button that cannot move further is disabled.
 */
export const WithStepper: Story = {
  args: {
    step: 5,
    defaultValue: '95',
    max: 100,
    incrementLabel: 'Increase PM10 threshold',
    decrementLabel: 'Decrease PM10 threshold',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: 'PM10 threshold' });
    const increase = canvas.getByRole('button', { name: 'Increase PM10 threshold' });
    const decrease = canvas.getByRole('button', { name: 'Decrease PM10 threshold' });
    await expect(input).toHaveAttribute('aria-valuenow', '95');

    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('100');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('100', 100, null);
    await expect(increase).toBeDisabled();
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('100');

    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('95');
    await userEvent.click(decrease);
    await expect(input).toHaveValue('90');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    await expect(input).toHaveValue('40');
    await userEvent.click(increase);
    await expect(input).toHaveValue('45');
    await expect(input).toHaveAttribute('aria-valuenow', '45');
  },
};

/** Stepping in the dark theme. */
export const WithStepperDark: Story = {
  args: {
    step: 5,
    defaultValue: '45',
    incrementLabel: 'Increase PM10 threshold',
    decrementLabel: 'Decrease PM10 threshold',
  },
  globals: { theme: 'dark' },
};

/**
 * With `showError`, each rule of the number input shows its message under the field, which
 * also becomes the input's description and marks it invalid.
 */
export const ValidationMessages: Story = {
  args: { showError: true, defaultValue: '12' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'PM10 threshold' });
    await expect(input).not.toHaveAttribute('aria-invalid');

    const cases: [string, string][] = [
      ['abc', 'Can only contain numbers and separators'],
      ['1.2.3', 'Number is not valid'],
      ['-1', 'Value must be greater than or equal to 0'],
      ['500.5', 'Value must be less than or equal to 500'],
    ];
    for (const [typed, message] of cases) {
      await userEvent.clear(input);
      await userEvent.type(input, typed);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(`${message} µg/m³`);
      await expect(canvas.getByText(message)).toBeVisible();
    }
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      '500.5',
      undefined,
      expect.objectContaining({ code: 'number.lessThanOrEqual', params: { max: 500 } }),
    );

    await userEvent.clear(input);
    await expect(canvas.getByText('This field is required')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(input, '500');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText(/Value must/)).not.toBeInTheDocument();
    await userEvent.clear(input);
  },
};

/** Exclusive bounds: the bounds themselves are refused ("greater than", "less than"). */
export const ExclusiveBounds: Story = {
  args: {
    'aria-label': 'Wind speed factor',
    unit: undefined,
    showError: true,
    min: 0,
    minInclusive: false,
    max: 1,
    maxInclusive: false,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Wind speed factor' });
    await userEvent.type(input, '0');
    await expect(canvas.getByText('Value must be greater than 0')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '1');
    await expect(canvas.getByText('Value must be less than 1')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '0.001');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('0.001', 0.001, null);
  },
};

/**
 * With a decimal comma, "," separates decimals and "." groups thousands; stepping keeps the
 * comma.
 */
export const DecimalComma: Story = {
  args: {
    decimalSeparator: ',',
    defaultValue: '2,5',
    max: 5000,
    showError: true,
    step: 0.5,
    incrementLabel: 'Increase PM10 threshold',
    decrementLabel: 'Decrease PM10 threshold',
  },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'PM10 threshold' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('3,0');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('3,0', 3, null);
    await userEvent.clear(input);
    await userEvent.type(input, '1.234,5');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1.234,5', 1234.5, null);
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** With `allowEmpty`, an empty field is valid and parses to null. */
export const AllowEmpty: Story = {
  tags: ['!visual'],
  args: { allowEmpty: true, showError: true, defaultValue: '8' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'PM10 threshold' });
    await userEvent.clear(input);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('', null, null);
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/**
 * Inside a FormField the field shows the label, hint and error; the input keeps the unit in
 * its description after the field's own texts. (NumberField does this and decides when to
 * show the validation message.)
 */
export const InFormField: Story = {
  render: (args) => (
    <FormField
      label="PM10 alert threshold"
      helperText="Daily mean that triggers the alert."
      error="Value must be less than or equal to 500"
    >
      <NumberInput {...args} aria-label={undefined} defaultValue="620" />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'PM10 alert threshold' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Value must be less than or equal to 500 Daily mean that triggers the alert. µg/m³',
    );
  },
};

/** `aria-invalid` from the caller shows the error look. */
export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: '620' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'PM10 threshold' }),
    ).toBeInvalid();
  },
};

/** Disabled: nothing can be typed or stepped. */
export const Disabled: Story = {
  args: {
    disabled: true,
    defaultValue: '45',
    step: 5,
    incrementLabel: 'Increase PM10 threshold',
    decrementLabel: 'Decrease PM10 threshold',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: 'PM10 threshold' });
    await expect(input).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase PM10 threshold' })).toBeDisabled();
    await userEvent.type(input, '1', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('45');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** The states in the dark theme: empty, filled, with an error, invalid and disabled. */
export const StatesDark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div className="flex flex-col gap-3">
      <NumberInput {...args} aria-label="Empty" placeholder="e.g. 50" />
      <NumberInput {...args} aria-label="Filled" defaultValue="45" />
      <NumberInput {...args} aria-label="With error" defaultValue="abc" showError />
      <NumberInput {...args} aria-label="Invalid" defaultValue="620" aria-invalid />
      <NumberInput {...args} aria-label="Disabled" defaultValue="45" disabled />
    </div>
  ),
};
