import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UiStringsProvider } from '../ui-strings';
import { Calendar } from './calendar';

// A fixed "today" keeps the screenshots stable.
const TODAY = { year: 2026, month: 3, day: 8 };

const meta = {
  title: 'Components/Calendar',
  component: Calendar,
  args: {
    today: TODAY,
    defaultValue: { year: 2026, month: 3, day: 12 },
    onValueChange: fn(),
    onMonthChange: fn(),
  },
  tags: ['visual'],
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** March 2026: 42 days from Sunday 1 March, today (the 8th) marked, the 12th selected. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'March 2026' });
    await expect(within(grid).getAllByRole('gridcell')).toHaveLength(42);
    await expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    const selected = canvas.getByRole('button', { name: 'Thursday, March 12, 2026' });
    await expect(selected.closest('td')).toHaveAttribute('aria-selected', 'true');
    await expect(selected).toHaveAttribute('tabindex', '0');
    await expect(canvas.getByRole('button', { name: 'Sunday, March 8, 2026' })).toHaveAttribute(
      'aria-current',
      'date',
    );
  },
};

/** The calendar in the dark theme. */
export const DefaultDark: Story = {
  globals: { theme: 'dark' },
};

/**
 * The WAI-ARIA grid keys: arrows move a day or a week, Home/End to the week's ends,
 * PageUp/PageDown a month (with Shift a year), and Enter picks the focused day.
 */
export const KeyboardNavigation: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const day = (name: string) => canvas.getByRole('button', { name });
    // The month buttons come first; the grid has a single tab stop on the selected day.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(day('Thursday, March 12, 2026')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(day('Friday, March 13, 2026')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(day('Friday, March 20, 2026')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
    await expect(day('Thursday, March 12, 2026')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(day('Sunday, March 8, 2026')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(day('Saturday, March 14, 2026')).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    await expect(canvas.getByRole('grid', { name: 'April 2026' })).toBeVisible();
    await expect(day('Tuesday, April 14, 2026')).toHaveFocus();
    await expect(args.onMonthChange).toHaveBeenLastCalledWith({ year: 2026, month: 4 });
    await userEvent.keyboard('{PageUp}');
    await expect(day('Saturday, March 14, 2026')).toHaveFocus();
    await userEvent.keyboard('{Shift>}{PageUp}{/Shift}');
    await expect(canvas.getByRole('grid', { name: 'March 2025' })).toBeVisible();
    await expect(day('Friday, March 14, 2025')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ year: 2025, month: 3, day: 14 });
    await expect(day('Friday, March 14, 2025').closest('td')).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Arrow keys cross month ends, and the last day of a longer month lands on the shorter one's last. */
export const KeyboardAcrossMonths: Story = {
  tags: ['!visual'],
  args: { defaultValue: { year: 2026, month: 1, day: 31 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Saturday, January 31, 2026' }).focus();
    await userEvent.keyboard('{PageDown}');
    await expect(canvas.getByRole('button', { name: 'Saturday, February 28, 2026' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('grid', { name: 'March 2026' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sunday, March 1, 2026' })).toHaveFocus();
  },
};

/** The month buttons change the month; focus stays on the button. */
export const MonthButtons: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Next month' });
    await userEvent.click(next);
    await expect(canvas.getByRole('grid', { name: 'April 2026' })).toBeVisible();
    await expect(next).toHaveFocus();
    await expect(args.onMonthChange).toHaveBeenLastCalledWith({ year: 2026, month: 4 });
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await expect(canvas.getByRole('grid', { name: 'February 2026' })).toBeVisible();
  },
};

/**
 * Days outside min and max cannot be picked, the keyboard stops at the bounds and the month
 * buttons are disabled past them.
 */
export const MinAndMax: Story = {
  args: {
    min: { year: 2026, month: 3, day: 5 },
    max: { year: 2026, month: 3, day: 20 },
    defaultValue: { year: 2026, month: 3, day: 6 },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const before = canvas.getByRole('button', { name: 'Wednesday, March 4, 2026' });
    await expect(before).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(before);
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next month' })).toBeDisabled();
    canvas.getByRole('button', { name: 'Friday, March 6, 2026' }).focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: 'Thursday, March 5, 2026' })).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    await expect(canvas.getByRole('button', { name: 'Friday, March 20, 2026' })).toHaveFocus();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** With bounds, in the dark theme. */
export const MinAndMaxDark: Story = {
  args: MinAndMax.args,
  globals: { theme: 'dark' },
};

/** The default minimum is 1 January 1970: the days before it are unavailable. */
export const DefaultMinimum: Story = {
  args: { defaultValue: { year: 1970, month: 1, day: 2 }, today: { year: 1970, month: 1, day: 2 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'January 1970' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Wednesday, December 31, 1969' }),
    ).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Thursday, January 1, 1970' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  },
};

/** Weeks start on Monday where the locale says so; names follow the locale (British English). */
export const WeekStartsOnMonday: Story = {
  decorators: [
    (Story) => (
      <UiStringsProvider locale="en-GB">
        <Story />
      </UiStringsProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('columnheader')[0]).toHaveTextContent('Mon');
    await expect(
      canvas.getByRole('button', { name: /^Thursday,? 12 March 2026$/ }),
    ).toHaveAttribute('tabindex', '0');
  },
};

/** In French: month, weekdays and day names from Intl. */
export const French: Story = {
  decorators: [
    (Story) => (
      <UiStringsProvider
        locale="fr"
        strings={{ previousMonth: 'Mois précédent', nextMonth: 'Mois suivant' }}
      >
        <Story />
      </UiStringsProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'mars 2026' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mois suivant' })).toBeVisible();
  },
};

/** A disabled calendar: nothing can be picked and the month cannot change. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Next month' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Friday, March 13, 2026' }));
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
