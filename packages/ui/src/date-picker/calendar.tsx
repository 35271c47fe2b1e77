import { calendarGrid } from '@aq/validation/date-range';
import { cva } from 'class-variance-authority';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
} from 'react';
import { Button } from '../button';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/use-controllable-state';
import { useUiStrings } from '../ui-strings';
import {
  MIN_CALENDAR_DAY,
  addMonths,
  clampDay,
  dayToUtcMs,
  formatIsoDay,
  initialFocusDay,
  isDayInRange,
  isInMonth,
  isSameDay,
  keyboardTargetDay,
  monthHasDayInRange,
  monthOf,
  shiftMonth,
  weekStartForLocale,
  weekdayNames,
  type CalendarDay,
  type CalendarMonth,
} from './calendar-day';

const calendarDayVariants = cva(
  'inline-flex size-8 items-center justify-center rounded-control text-sm tabular-nums transition-colors duration-fast ease-standard hover:bg-surface-sunken aria-disabled:cursor-not-allowed aria-disabled:text-text-muted aria-disabled:line-through aria-disabled:opacity-60 aria-disabled:hover:bg-transparent data-[outside=true]:text-text-muted data-[today=true]:font-semibold data-[today=true]:ring-1 data-[today=true]:ring-border-strong data-[today=true]:ring-inset data-[selected=true]:bg-interactive data-[selected=true]:text-interactive-text data-[selected=true]:hover:bg-interactive-hover',
);

/** Props of Calendar. */
export interface CalendarProps extends Omit<
  ComponentProps<'div'>,
  'defaultValue' | 'onChange' | 'children'
> {
  /** The selected day (controlled); null for none. Pair with `onValueChange`. */
  value?: CalendarDay | null;
  /** The day selected first when uncontrolled. */
  defaultValue?: CalendarDay | null;
  /** Called when the user picks a day (click, Enter or Space). */
  onValueChange?: (day: CalendarDay) => void;
  /** The month shown (controlled); pair with `onMonthChange`. */
  month?: CalendarMonth;
  /** The month shown first when uncontrolled; that of the selected day, else of today. */
  defaultMonth?: CalendarMonth;
  /** Called when the shown month changes (buttons or keyboard). */
  onMonthChange?: (month: CalendarMonth) => void;
  /** The earliest day that can be picked; 1970-01-01 by default. */
  min?: CalendarDay | null;
  /** The latest day that can be picked; none by default. */
  max?: CalendarDay | null;
  /** Marks further days as unavailable (they stay focusable but cannot be picked). */
  isDayDisabled?: (day: CalendarDay) => boolean;
  /** Today, marked in the grid; the browser's local date by default (pass it for stable output). */
  today?: CalendarDay;
  /** First day of the week, 0 = Sunday to 6 = Saturday; the locale's by default. */
  weekStartsOn?: number;
  /** Names the grid before the month, e.g. "Start date" (when a view has two calendars). */
  label?: string;
  /** Id of a visible element that names the grid before the month (instead of `label`). */
  labelId?: string;
  /** Focuses the day that holds the focus when the calendar appears (in a date picker dialog). */
  initialFocus?: boolean;
  /** Disables the whole calendar. */
  disabled?: boolean;
}

/**
 * A month grid of 42 days following the WAI-ARIA date picker pattern: the previous/next month
 * buttons, the month heading (announced when it changes) and a grid with one tab stop. Arrow keys
 * move by a day or a week, Home/End to the start/end of the week, PageUp/PageDown by a month
 * (Shift: a year); Enter or Space picks the day. Days before `min` or after `max` cannot be
 * picked, and the keyboard stops at them.
 */
export function Calendar({
  value,
  defaultValue = null,
  onValueChange,
  month: monthProp,
  defaultMonth,
  onMonthChange,
  min = MIN_CALENDAR_DAY,
  max = null,
  isDayDisabled,
  today: todayProp,
  weekStartsOn: weekStartsOnProp,
  label,
  labelId: externalLabelId,
  initialFocus = false,
  disabled = false,
  className,
  ...props
}: CalendarProps) {
  const { strings, locale } = useUiStrings();
  const headingId = useId();
  const labelId = useId();
  const weekStartsOn = weekStartsOnProp ?? weekStartForLocale(locale);
  const [localToday] = useState(() => {
    const now = new Date();
    return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
  });
  const today = todayProp ?? localToday;

  const [selected, setSelected] = useControllableState({ value, defaultValue });
  const [shownMonth, setShownMonth] = useControllableState<CalendarMonth>({
    value: monthProp,
    defaultValue: () => defaultMonth ?? monthOf(clampDay(selected ?? today, min, max)),
  });

  const [focusedDay, setFocusedDay] = useState<CalendarDay | null>(null);
  // The tab stop: the day the user last moved to while it is in the shown month, else the
  // selected day, today or the 1st.
  const activeDay =
    focusedDay && isInMonth(focusedDay, shownMonth)
      ? focusedDay
      : initialFocusDay(shownMonth, { selected, today, min, max });

  // A selection that changes from outside to another month brings that month into view.
  const [seenSelected, setSeenSelected] = useState(selected);
  if (!isSameDay(selected, seenSelected) && selected !== seenSelected) {
    setSeenSelected(selected);
    if (selected && !isInMonth(selected, shownMonth) && monthProp === undefined) {
      setShownMonth(monthOf(selected));
    }
  }

  const grid = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(initialFocus);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current
      ?.querySelector<HTMLButtonElement>(`[data-day="${formatIsoDay(activeDay)}"]`)
      ?.focus();
  });

  const formats = useMemo(
    () => ({
      heading: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
      day: new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }),
      number: new Intl.NumberFormat(locale, { useGrouping: false }),
      weekdays: weekdayNames(locale, weekStartsOn),
    }),
    [locale, weekStartsOn],
  );

  function showMonth(next: CalendarMonth) {
    if (next.year === shownMonth.year && next.month === shownMonth.month) return;
    setShownMonth(next);
    onMonthChange?.(next);
  }

  function isUnavailable(day: CalendarDay) {
    return disabled || !isDayInRange(day, min, max) || (isDayDisabled?.(day) ?? false);
  }

  function pick(day: CalendarDay) {
    if (isUnavailable(day)) return;
    setFocusedDay(day);
    showMonth(monthOf(day));
    setSelected(day);
    onValueChange?.(day);
  }

  function stepMonth(months: number) {
    const next = shiftMonth(shownMonth, months);
    showMonth(next);
    // The tab stop keeps its day of the month; focus stays on the button (APG).
    setFocusedDay(clampDay(addMonths(activeDay, months), min, max));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    if (disabled) return;
    const target = keyboardTargetDay(event.key, activeDay, {
      weekStartsOn,
      shiftKey: event.shiftKey,
      rtl: getComputedStyle(event.currentTarget).direction === 'rtl',
    });
    if (!target) return;
    event.preventDefault();
    const next = clampDay(target, min, max);
    setFocusedDay(next);
    showMonth(monthOf(next));
    moveFocus.current = true;
  }

  const days = calendarGrid(shownMonth.year, shownMonth.month, weekStartsOn);
  const weeks = Array.from({ length: days.length / 7 }, (_, week) =>
    days.slice(week * 7, week * 7 + 7),
  );
  const canGoBack = !disabled && monthHasDayInRange(shiftMonth(shownMonth, -1), min, max);
  const canGoForward = !disabled && monthHasDayInRange(shiftMonth(shownMonth, 1), min, max);

  return (
    <div
      data-slot="calendar"
      data-disabled={disabled || undefined}
      className={cn('text-text inline-flex flex-col gap-2 text-sm', className)}
      {...props}
    >
      {label ? (
        <span id={labelId} className="sr-only">
          {label}
        </span>
      ) : null}
      <div data-slot="calendar-header" className="flex items-center justify-between gap-2">
        <Button
          data-slot="calendar-previous"
          variant="ghost"
          size="sm"
          className="size-8 px-0"
          aria-label={strings.previousMonth}
          disabled={!canGoBack}
          onClick={() => stepMonth(-1)}
        >
          <ChevronLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        </Button>
        <div
          id={headingId}
          data-slot="calendar-heading"
          aria-live="polite"
          className="text-sm font-semibold"
        >
          {formats.heading.format(dayToUtcMs({ ...shownMonth, day: 1 }))}
        </div>
        <Button
          data-slot="calendar-next"
          variant="ghost"
          size="sm"
          className="size-8 px-0"
          aria-label={strings.nextMonth}
          disabled={!canGoForward}
          onClick={() => stepMonth(1)}
        >
          <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
        </Button>
      </div>
      <table
        ref={grid}
        role="grid"
        data-slot="calendar-grid"
        aria-labelledby={
          externalLabelId
            ? `${externalLabelId} ${headingId}`
            : label
              ? `${labelId} ${headingId}`
              : headingId
        }
        aria-disabled={disabled || undefined}
        className="border-collapse"
        onKeyDown={handleKeyDown}
      >
        <thead>
          <tr>
            {formats.weekdays.map((weekday) => (
              <th
                key={weekday.long}
                scope="col"
                abbr={weekday.long}
                className="text-text-muted size-8 p-0 text-xs font-medium"
              >
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={formatIsoDay(week[0] ?? activeDay)}>
              {week.map((day) => {
                const iso = formatIsoDay(day);
                const isSelected = isSameDay(day, selected);
                const isToday = isSameDay(day, today);
                const unavailable = isUnavailable(day);
                return (
                  <td key={iso} role="gridcell" aria-selected={isSelected} className="p-0">
                    <button
                      type="button"
                      data-slot="calendar-day"
                      data-day={iso}
                      data-outside={!isInMonth(day, shownMonth)}
                      data-selected={isSelected}
                      data-today={isToday}
                      tabIndex={!disabled && isSameDay(day, activeDay) ? 0 : -1}
                      aria-label={formats.day.format(dayToUtcMs(day))}
                      aria-current={isToday ? 'date' : undefined}
                      aria-disabled={unavailable || undefined}
                      className={calendarDayVariants()}
                      onClick={() => pick(day)}
                      onFocus={() => setFocusedDay(day)}
                    >
                      {formats.number.format(day.day)}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export { calendarDayVariants };
