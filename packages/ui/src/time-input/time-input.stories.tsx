import type { ValidationError } from '@aq/validation/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormField } from '../form-field';
import { useUiStrings } from '../ui-strings';
import { TimeInput, type TimeInputProps } from './time-input';

/** A TimeInput in a FormField that shows the rule's message once the field has been left. */
function TimeField({ label, ...props }: TimeInputProps & { label: string }) {
  const { validationMessage } = useUiStrings();
  const [error, setError] = useState<ValidationError | null>(null);
  const [left, setLeft] = useState(false);
  return (
    <FormField
      label={label}
      helperText="24-hour clock, hh:mm"
      error={left && error ? validationMessage(error) : undefined}
    >
      <TimeInput
        {...props}
        onValueChange={(value, failure, text) => {
          setError(failure);
          props.onValueChange?.(value, failure, text);
        }}
        onBlur={() => setLeft(true)}
      />
    </FormField>
  );
}

const meta = {
  title: 'Components/TimeInput',
  component: TimeInput,
  args: { placeholder: 'hh:mm', onValueChange: fn() },
  render: (args) => <TimeField {...args} label="Report time" />,
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
  tags: ['visual'],
} satisfies Meta<typeof TimeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Given '8:5' typed, it reports 08:05 and writes it out in full when the field is left. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Report time' });
    await expect(input).toHaveAccessibleDescription('24-hour clock, hh:mm');
    await userEvent.type(input, '8:5');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('08:05', null, '8:5');
    await userEvent.tab();
    await expect(input).toHaveValue('08:05');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** With a time, in the dark theme. */
export const FilledDark: Story = {
  args: { defaultValue: '07:30' },
  globals: { theme: 'dark' },
};

/**
 * ArrowUp and ArrowDown move a minute, PageUp and PageDown an hour, wrapping at midnight; an
 * empty field starts from 00:00.
 */
export const Keyboard: Story = {
  tags: ['!visual'],
  args: { defaultValue: '23:59' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Report time' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('00:00');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('00:00', null, '00:00');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue('23:58');
    await userEvent.keyboard('{PageUp}');
    await expect(input).toHaveValue('00:58');
    await userEvent.keyboard('{PageDown}{PageDown}');
    await expect(input).toHaveValue('22:58');
    await userEvent.clear(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('00:01');
  },
};

/** A step of 15 minutes for the arrow keys. */
export const QuarterHourSteps: Story = {
  tags: ['!visual'],
  args: { defaultValue: '08:00', minuteStep: 15 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Report time' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('08:30');
  },
};

/** Given 25:00, when the field is left, it is marked invalid with "Invalid time". */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Report time' });
    await userEvent.type(input, '25:00');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      null,
      expect.objectContaining({ code: 'time.invalid' }),
      '25:00',
    );
    // No message while typing.
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Invalid time 24-hour clock, hh:mm');
  },
};

/** The invalid state in the dark theme. */
export const InvalidDark: Story = {
  ...Invalid,
  globals: { theme: 'dark' },
};

/** Text that is not shaped like a time gives "Invalid time format"; arrow keys leave it alone. */
export const InvalidFormat: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Report time' });
    await userEvent.type(input, 'noon{ArrowUp}');
    await expect(input).toHaveValue('noon');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('Invalid time format 24-hour clock, hh:mm');
  },
};

/** A disabled field cannot be edited or stepped. */
export const Disabled: Story = {
  args: { defaultValue: '08:00', disabled: true },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Report time' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, '9', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('08:00');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** Controlled from outside: a new value replaces the text. */
export const Controlled: Story = {
  tags: ['!visual'],
  render: function Render(args) {
    const [value, setValue] = useState<string | null>('06:00');
    return (
      <div className="flex flex-col gap-2">
        <TimeField {...args} label="Report time" value={value} onValueChange={setValue} />
        <button type="button" onClick={() => setValue('12:00')}>
          Noon
        </button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Report time' });
    await expect(input).toHaveValue('06:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Noon' }));
    await expect(input).toHaveValue('12:00');
  },
};
