import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateTimeRangePicker } from './date-time-range-picker';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// A fixed clock keeps the screenshots stable: Sunday 8 March 2026, 12:00 UTC (London is on GMT).
const NOW = Date.UTC(2026, 2, 8, 12, 0);

const meta = {
  title: 'Components/DateTimeRangePicker',
  component: DateTimeRangePicker,
  args: {
    label: 'Time range',
    now: NOW,
    timeZone: 'Europe/London',
    onChange: fn(),
    onOpenChange: fn(),
  },
  // The dialog is portalled to the body; the frame fills the viewport so screenshots show it.
  decorators: [
    (Story) => (
      <div className="min-h-[calc(100vh-2rem)]">
        <Story />
      </div>
    ),
  ],
  tags: ['visual'],
} satisfies Meta<typeof DateTimeRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function openPicker(canvasElement: HTMLElement) {
  const page = within(canvasElement.ownerDocument.body);
  await userEvent.click(within(canvasElement).getByRole('button', { name: /^Time range/ }));
  return within(await page.findByRole('dialog', { name: 'Time range' }));
}

async function typeTimes(dialog: Canvas, start: string, end: string) {
  const startField = dialog.getByRole('textbox', { name: 'Start time' });
  const endField = dialog.getByRole('textbox', { name: 'End time' });
  await userEvent.clear(startField);
  if (start) await userEvent.type(startField, start);
  await userEvent.clear(endField);
  if (end) await userEvent.type(endField, end);
  // Leaving the end field shows the verdict on both.
  await userEvent.click(dialog.getByText('Custom range'));
}

/** Closed: the button names the picker and shows the default selection, the last 24 hours. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Time range Last 24 hours',
    });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Open: presets on the side (the current one marked), the custom range with Apply disabled. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: 'Time range' }));
    for (const name of ['Last 30 minutes', 'Last hour', 'Last 12 hours', 'Last 7 days']) {
      await expect(dialog.getByRole('button', { name })).toBeEnabled();
    }
    const current = dialog.getByRole('button', { name: 'Last 24 hours' });
    await expect(current).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(current).toHaveFocus());
    await expect(dialog.getByRole('group', { name: 'Custom range' })).toBeVisible();
    // The custom range starts on the days of the current preset, times empty.
    const startGrid = within(dialog.getByRole('grid', { name: 'Start date March 2026' }));
    await expect(
      startGrid.getByRole('button', { name: 'Saturday, March 7, 2026' }).closest('td'),
    ).toHaveAttribute('aria-selected', 'true');
    const endGrid = within(dialog.getByRole('grid', { name: 'End date March 2026' }));
    await expect(
      endGrid.getByRole('button', { name: 'Sunday, March 8, 2026' }).closest('td'),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('textbox', { name: 'Start time' })).toHaveValue('');
    await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
  },
};

/** Open, in the dark theme. */
export const OpenDark: Story = {
  ...Open,
  globals: { theme: 'dark' },
};

/** Given the dialog, when a preset is picked, it applies at once and the dialog closes. */
export const PresetSelection: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const dialog = await openPicker(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Last 7 days' }));
    await expect(args.onChange).toHaveBeenCalledWith(
      { kind: 'relative', preset: '7d' },
      { from: NOW - 7 * DAY, to: NOW },
    );
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    const button = within(canvasElement).getByRole('button', { name: 'Time range Last 7 days' });
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/**
 * With a minimum exactly 24 hours before now, the 24-hour preset is still enabled (bounds are
 * inclusive) and the 7-day preset is disabled.
 */
export const PresetAtMinimum: Story = {
  args: { min: NOW - DAY, defaultOpen: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: 'Time range' }));
    await expect(dialog.getByRole('button', { name: 'Last 24 hours' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Last 7 days' })).toBeDisabled();
  },
};

/**
 * With a minimum one millisecond later, the 24-hour preset is disabled too, so the picker starts
 * on the shortest enabled preset, the last 30 minutes.
 */
export const PresetsOutsideMinimum: Story = {
  args: { min: NOW - DAY + 1 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Time range Last 30 minutes' }),
    ).toBeVisible();
    const dialog = await openPicker(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Last 24 hours' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Last 12 hours' })).toBeEnabled();
  },
};

/**
 * Given the custom range, Apply stays disabled until both times are typed; then it applies the
 * range in the picker's time zone and the button shows it.
 */
export const CustomRangeApply: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const dialog = await openPicker(canvasElement);
    const apply = dialog.getByRole('button', { name: 'Apply' });
    await expect(apply).toBeDisabled();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Start time' }), '08:00');
    await expect(apply).toBeDisabled();
    await userEvent.type(dialog.getByRole('textbox', { name: 'End time' }), '18:30');
    await expect(apply).toBeEnabled();
    await userEvent.click(apply);
    const from = Date.UTC(2026, 2, 7, 8, 0);
    const to = Date.UTC(2026, 2, 8, 18, 30);
    await expect(args.onChange).toHaveBeenCalledWith({ kind: 'absolute', from, to }, { from, to });
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(
      within(canvasElement).getByRole('button', { name: /^Time range Mar 7, 2026, 8:00/ }),
    ).toBeVisible();
  },
};

/** A fixed range is shown as dates in the time zone and fills the custom range when opened. */
export const AbsoluteRange: Story = {
  args: {
    defaultValue: {
      kind: 'absolute',
      from: Date.UTC(2026, 2, 2, 9, 0),
      to: Date.UTC(2026, 2, 6, 17, 0),
    },
    defaultOpen: true,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: 'Time range' }));
    await expect(dialog.getByRole('textbox', { name: 'Start time' })).toHaveValue('09:00');
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Start time' })).toHaveFocus());
    await expect(dialog.getByRole('textbox', { name: 'End time' })).toHaveValue('17:00');
    await expect(dialog.getByRole('button', { name: 'Apply' })).toBeEnabled();
    // No preset is current while a fixed range is selected.
    for (const name of ['Last 30 minutes', 'Last hour', 'Last 12 hours', 'Last 24 hours']) {
      await expect(dialog.getByRole('button', { name })).not.toHaveAttribute('aria-current');
    }
  },
};

/** The fixed range on the closed button. */
export const AbsoluteRangeClosed: Story = {
  args: {
    defaultValue: {
      kind: 'absolute',
      from: Date.UTC(2026, 2, 2, 9, 0),
      to: Date.UTC(2026, 2, 6, 17, 0),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: /^Time range Mar 2, 2026, 9:00/ }),
    ).toBeVisible();
  },
};

/** Given invalid times in both fields, it says so and Apply stays disabled. */
export const InvalidTimes: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: 'Time range' }));
    await typeTimes(dialog, '25:00', '99:99');
    await expect(dialog.getByText('From and To time are invalid')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Start time' })).toHaveAccessibleDescription(
      'From and To time are invalid',
    );
    await expect(dialog.getByRole('textbox', { name: 'End time' })).toBeInvalid();
    await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
  },
};

/** The invalid state in the dark theme. */
export const InvalidTimesDark: Story = {
  ...InvalidTimes,
  globals: { theme: 'dark' },
};

/** A start after the end is refused with "From time must be before end time". */
export const StartAfterEnd: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: 'Time range' }));
    const endGrid = within(dialog.getByRole('grid', { name: 'End date March 2026' }));
    await userEvent.click(endGrid.getByRole('button', { name: 'Saturday, March 7, 2026' }));
    await typeTimes(dialog, '18:00', '08:00');
    await expect(dialog.getByText('From time must be before end time')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
  },
};

/**
 * Every message of the range rule, one after the other, with a minimum 24 hours before now and
 * a maximum at now. No message shows until a time field has been left.
 */
export const RangeMessages: Story = {
  tags: ['!visual'],
  args: { min: NOW - DAY, max: NOW },
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    const apply = dialog.getByRole('button', { name: 'Apply' });
    // Start day 7 March, end day 8 March (the days of the last 24 hours).
    const cases = [
      ['25:00', '10:00', 'From time is invalid'],
      ['13:00', '99:99', 'To time is invalid'],
      ['25:00', 'later', 'From and To time are invalid'],
      ['11:59', '10:00', 'From time must be after the minimum time'],
      ['13:00', '12:01', 'To time must be before the maximum time'],
    ] as const;
    for (const [start, end, message] of cases) {
      await typeTimes(dialog, start, end);
      await expect(dialog.getByText(message)).toBeVisible();
      await expect(apply).toBeDisabled();
    }
    // Exactly min to exactly max is allowed.
    await typeTimes(dialog, '12:00', '12:00');
    await expect(apply).toBeEnabled();
    // The same instant at both ends is an empty range.
    const endGrid = within(dialog.getByRole('grid', { name: 'End date March 2026' }));
    await userEvent.click(endGrid.getByRole('button', { name: 'Saturday, March 7, 2026' }));
    await expect(dialog.getByText('From time must be before end time')).toBeVisible();
    await expect(apply).toBeDisabled();
  },
};

/** Given a typed time, Cancel closes without a change and the next opening starts afresh. */
export const CancelKeepsSelection: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    let dialog = await openPicker(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Start time' }), '08:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Time range Last 24 hours' }),
    ).toBeVisible();
    dialog = await openPicker(canvasElement);
    await expect(dialog.getByRole('textbox', { name: 'Start time' })).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * In New York on 8 March 2026 the clocks jump from 02:00 to 03:00: 01:30 to 03:30 is one real
 * hour, and 02:30 (which does not exist) moves to 03:30, leaving an empty range.
 */
export const DaylightSavingDay: Story = {
  tags: ['!visual'],
  args: { timeZone: 'America/New_York', min: null },
  play: async ({ canvasElement, args }) => {
    const dialog = await openPicker(canvasElement);
    const startGrid = within(dialog.getByRole('grid', { name: 'Start date March 2026' }));
    await userEvent.click(startGrid.getByRole('button', { name: 'Sunday, March 8, 2026' }));
    await typeTimes(dialog, '02:30', '03:30');
    await expect(dialog.getByText('From time must be before end time')).toBeVisible();
    await typeTimes(dialog, '01:30', '03:30');
    await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    const from = Date.UTC(2026, 2, 8, 6, 30);
    const to = Date.UTC(2026, 2, 8, 7, 30);
    await expect(to - from).toBe(HOUR);
    await expect(args.onChange).toHaveBeenCalledWith({ kind: 'absolute', from, to }, { from, to });
  },
};

/** Disabled: the button cannot open the dialog. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Time range Last 24 hours' }),
    ).toBeDisabled();
  },
};

/** Disabled, in the dark theme. */
export const DisabledDark: Story = {
  ...Disabled,
  globals: { theme: 'dark' },
};
