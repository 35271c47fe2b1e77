import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { NumberField } from './number-field';

// Typed on its own: an inline decorator would make Storybook infer the union props as never.
const narrow: Decorator = (Story) => (
  <div className="max-w-sm">
    <Story />
  </div>
);

const meta = {
  title: 'Components/NumberField',
  component: NumberField,
  args: {
    label: 'PM10 alert threshold',
    helperText: 'Daily mean that triggers the alert.',
    unit: 'µg/m³',
    unitLabel: 'micrograms per cubic metre',
    min: 0,
    max: 500,
    onValueChange: fn(),
  },
  decorators: [narrow],
  tags: ['visual'],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The message waits until the user leaves the field, then follows every edit: it disappears as
 * soon as the value is fixed.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'PM10 alert threshold' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(
      'Daily mean that triggers the alert. micrograms per cubic metre',
    );
    await userEvent.type(input, 'abc');
    await expect(input).not.toHaveAttribute('aria-invalid');

    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Can only contain numbers and separators Daily mean that triggers the alert. micrograms per cubic metre',
    );

    await userEvent.clear(input);
    await userEvent.type(input, '50');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Can only contain numbers and separators')).toBeNull();
  },
};

/** The field after leaving it with a value above max, in the dark theme. */
export const WithErrorDark: Story = {
  args: { defaultValue: '620' },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'PM10 alert threshold' });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(canvas.getByText('Value must be less than or equal to 500')).toBeVisible();
  },
};

/** Once submitted, an empty required field shows "This field is required" at once. */
export const Submitted: Story = {
  args: { submitted: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'PM10 alert threshold' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('This field is required')).toBeVisible();
  },
};

/** An error from elsewhere (the server) is shown instead of the validation message. */
export const WithExternalError: Story = {
  args: {
    defaultValue: '450',
    error: 'Must stay below the escalation threshold (400 µg/m³).',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'PM10 alert threshold' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Must stay below the escalation threshold (400 µg/m³). Daily mean that triggers the alert. micrograms per cubic metre',
    );
  },
};

/** Optional (`allowEmpty`): no required marker, and an empty field is fine. */
export const Optional: Story = {
  args: {
    allowEmpty: true,
    label: 'Alert delay',
    unit: 'min',
    unitLabel: 'minutes',
    helperText: undefined,
    max: 120,
  },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Alert delay' });
    await expect(input).not.toBeRequired();
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** With a stepper: the arrow keys step, clamped at max. */
export const WithStepper: Story = {
  args: {
    step: 10,
    defaultValue: '490',
    incrementLabel: 'Increase PM10 alert threshold',
    decrementLabel: 'Decrease PM10 alert threshold',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'PM10 alert threshold' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('500');
    await expect(input).toHaveAttribute('aria-valuemax', '500');
  },
};

function ThresholdForm({ onSave }: { onSave: (value: number) => void }) {
  const [text, setText] = useState('');
  const [value, setValue] = useState<number | null | undefined>(undefined);
  const [submitted, setSubmitted] = useState(false);
  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (typeof value === 'number') onSave(value);
  }
  return (
    <form noValidate onSubmit={submit} className="flex flex-col items-start gap-4">
      <NumberField
        label="PM10 alert threshold"
        unit="µg/m³"
        min={0}
        max={500}
        value={text}
        submitted={submitted}
        onValueChange={(next, parsed) => {
          setText(next);
          setValue(parsed);
        }}
        className="w-full"
      />
      <Button type="submit">Save</Button>
    </form>
  );
}

/**
 * In a form: the first submit attempt shows the messages of untouched fields; a valid value is
 * saved as a number.
 */
export const InForm: Story = {
  tags: ['!visual'],
  args: { onValueChange: fn() },
  render: (args) => (
    <ThresholdForm onSave={(value) => args.onValueChange?.(String(value), value, null)} />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'PM10 alert threshold' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('This field is required')).toBeVisible();
    await expect(args.onValueChange).not.toHaveBeenCalled();

    await userEvent.type(input, '75');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('75', 75, null);
  },
};
