import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { CalendarDay } from './calendar-day';
import { DatePicker } from './date-picker';

// A fixed "today" keeps the screenshots stable.
const TODAY = { year: 2026, month: 3, day: 8 };

const meta = {
  title: 'Components/DatePicker',
  component: DatePicker,
  args: {
    label: 'Sampling date',
    helperText: 'YYYY-MM-DD',
    placeholder: 'YYYY-MM-DD',
    today: TODAY,
    defaultValue: TODAY,
    onValueChange: fn(),
    onOpenChange: fn(),
  },
  // The calendar is portalled to the body; the frame fills the viewport so screenshots show it.
  decorators: [
    (Story) => (
      <div className="min-h-[calc(100vh-2rem)] max-w-xs">
        <Story />
      </div>
    ),
  ],
  tags: ['visual'],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The date as 'YYYY-MM-DD' beside the button that opens the calendar. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Sampling date' });
    await expect(input).toHaveValue('2026-03-08');
    await expect(input).toHaveAccessibleDescription('YYYY-MM-DD');
    await expect(canvas.getByRole('button', { name: 'Choose date' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
  },
};

/** The field in the dark theme. */
export const DefaultDark: Story = {
  globals: { theme: 'dark' },
};

/**
 * Given the button, when pressed, the calendar dialog opens with focus on the selected day;
 * picking a day with the keyboard closes it, fills the field and returns focus to the button.
 */
export const PickWithKeyboard: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const button = within(canvasElement).getByRole('button', { name: 'Choose date' });
    await userEvent.click(button);
    const dialog = await page.findByRole('dialog', { name: 'Choose date' });
    const selected = within(dialog).getByRole('button', { name: 'Sunday, March 8, 2026' });
    await waitFor(() => expect(selected).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(
      within(dialog).getByRole('button', { name: 'Monday, March 16, 2026' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      { year: 2026, month: 3, day: 16 },
      null,
    );
    await expect(within(canvasElement).getByRole('textbox', { name: 'Sampling date' })).toHaveValue(
      '2026-03-16',
    );
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Open: the calendar in its dialog under the field. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Choose date' });
    await expect(within(dialog).getByRole('grid', { name: 'March 2026' })).toBeVisible();
  },
};

/** Open, in the dark theme. */
export const OpenDark: Story = {
  ...Open,
  globals: { theme: 'dark' },
};

/** Escape closes the calendar without a change, and focus returns to the button. */
export const EscapeCloses: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const button = within(canvasElement).getByRole('button', { name: 'Choose date' });
    await userEvent.click(button);
    await page.findByRole('dialog', { name: 'Choose date' });
    await userEvent.keyboard('{ArrowRight}{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** A date typed in the field is taken on Enter. */
export const TypeADate: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Sampling date' });
    await userEvent.clear(input);
    await userEvent.type(input, '2026-02-14{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      { year: 2026, month: 2, day: 14 },
      null,
    );
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** Given an impossible date, when the field is left, it is refused with the rule's message. */
export const InvalidDate: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Sampling date' });
    await userEvent.clear(input);
    await userEvent.type(input, '2026-02-30');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Invalid date time: 2026-02-30 YYYY-MM-DD');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      null,
      expect.objectContaining({ code: 'time.invalidDateTime' }),
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The invalid state in the dark theme. */
export const InvalidDateDark: Story = {
  ...InvalidDate,
  globals: { theme: 'dark' },
};

/** A typed date before the minimum (1 January 1970 by default) is refused too. */
export const BeforeMinimum: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Sampling date' });
    await userEvent.clear(input);
    await userEvent.type(input, '1969-12-31{Enter}');
    await expect(input).toHaveAccessibleDescription('Invalid date time: 1969-12-31 YYYY-MM-DD');
  },
};

/** Required and empty, with an error from the form. */
export const RequiredWithError: Story = {
  args: { required: true, defaultValue: null, error: 'Choose the day the sample was taken.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Sampling date' });
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A disabled field: neither the text nor the calendar can be used. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Sampling date' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Choose date' })).toBeDisabled();
  },
};

/** Controlled: a value set from outside rewrites the field. */
export const Controlled: Story = {
  tags: ['!visual'],
  render: function Render(args) {
    const [value, setValue] = useState<CalendarDay | null>(null);
    return (
      <div className="flex flex-col gap-3">
        <DatePicker {...args} value={value} onValueChange={(day) => setValue(day)} />
        <button type="button" onClick={() => setValue({ year: 2026, month: 1, day: 5 })}>
          First Monday of the year
        </button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Sampling date' });
    await expect(input).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'First Monday of the year' }));
    await expect(input).toHaveValue('2026-01-05');
  },
};
