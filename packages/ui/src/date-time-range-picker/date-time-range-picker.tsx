import * as PopoverPrimitive from '@radix-ui/react-popover';
import { MIN_DATE_MS, type TimeRange } from '@aq/validation/date-range';
import type { ValidationCode } from '@aq/validation/messages';
import { cva } from 'class-variance-authority';
import { CalendarClock, ChevronDown, CircleAlert } from 'lucide-react';
import { useId, useRef, useState, type ComponentProps } from 'react';
import { Button } from '../button';
import { Calendar } from '../date-picker';
import { FormField } from '../form-field';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/use-controllable-state';
import { TimeInput } from '../time-input';
import { useUiStrings } from '../ui-strings';
import {
  absoluteValue,
  checkDraft,
  draftFromValue,
  formatAbsoluteRange,
  initialRangeValue,
  presetOptions,
  resolveRange,
  valueLabelKey,
  zonedDay,
  type DateTimeRangeValue,
  type RangeDraft,
} from './range-picker-state';

const presetButtonVariants = cva(
  'flex h-8 w-full items-center rounded-control px-2 text-start text-sm whitespace-nowrap text-text transition-colors duration-fast ease-standard hover:bg-surface-sunken disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-transparent aria-[current=true]:bg-surface-sunken aria-[current=true]:font-semibold aria-[current=true]:text-interactive',
);

/** Props of DateTimeRangePicker. */
export interface DateTimeRangePickerProps extends Omit<
  ComponentProps<'button'>,
  'value' | 'defaultValue' | 'onChange' | 'children'
> {
  /** What the range is for, e.g. "Time range": names the button (before the selection) and the dialog. */
  label: string;
  /** The current instant in epoch ms; relative presets end here. The caller owns the clock. */
  now: number;
  /** IANA time zone the custom range is entered and shown in, e.g. 'Europe/London'. */
  timeZone: string;
  /** Earliest allowed instant (inclusive); 1970-01-01 by default. Presets starting earlier are disabled. */
  min?: number | null;
  /** Latest allowed instant (inclusive); none by default. Presets are disabled when `now` is after it. */
  max?: number | null;
  /** The selection (controlled); pair with `onChange`. */
  value?: DateTimeRangeValue | null;
  /** The selection when uncontrolled; by default 'Last 24 hours', else the shortest enabled preset. */
  defaultValue?: DateTimeRangeValue | null;
  /** Called when a preset is picked or a custom range applied, with the range it stands for now. */
  onChange?: (value: DateTimeRangeValue, range: TimeRange) => void;
  /** Whether the dialog is open (controlled); pair with `onOpenChange`. */
  open?: boolean;
  /** Whether the dialog starts open when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** First day of the week in the calendars, 0 = Sunday; the locale's by default. */
  weekStartsOn?: number;
}

/**
 * Picks the time range of a view: a button showing the selection ("Last 24 hours", or the fixed
 * range in `timeZone`) opens a dialog with the relative presets (30 minutes to 7 days; those
 * outside min/max disabled), which apply at once, and a custom range: a start and an end, each a
 * day in a calendar and an 'hh:mm' time in `timeZone`. Apply stays disabled until both times are
 * typed and the range is valid; the reason shows under the fields once a time has been left.
 * Cancel and Escape close without a change.
 */
export function DateTimeRangePicker({
  label,
  now,
  timeZone,
  min = null,
  max = null,
  value: valueProp,
  defaultValue,
  onChange,
  open: openProp,
  defaultOpen,
  onOpenChange,
  weekStartsOn,
  className,
  ...props
}: DateTimeRangePickerProps) {
  const { strings, locale } = useUiStrings();
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen ?? false,
    onChange: onOpenChange,
  });
  const content = useRef<HTMLDivElement>(null);
  const [value, setValue] = useControllableState<DateTimeRangeValue | null>({
    value: valueProp,
    defaultValue: () =>
      defaultValue === undefined ? initialRangeValue({ now, min, max }) : defaultValue,
  });
  const labelKey = valueLabelKey(value);
  const selection =
    labelKey !== null || value === null
      ? strings[labelKey ?? 'customRange']
      : formatAbsoluteRange(resolveRange(value, now), locale, timeZone);

  function select(next: DateTimeRangeValue) {
    setValue(next);
    onChange?.(next, resolveRange(next, now));
    setOpen(false);
  }

  return (
    <PopoverPrimitive.Root open={open} onOpenChange={setOpen} modal>
      <PopoverPrimitive.Trigger asChild>
        <Button
          data-slot="date-time-range-picker"
          variant="secondary"
          className={cn('max-w-full justify-start', className)}
          {...props}
        >
          <CalendarClock aria-hidden="true" className="text-text-muted size-4 shrink-0" />
          <span className="sr-only">{label} </span>
          <span data-slot="date-time-range-picker-selection" className="truncate">
            {selection}
          </span>
          <ChevronDown aria-hidden="true" className="text-text-muted size-4 shrink-0" />
        </Button>
      </PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          ref={content}
          data-slot="date-time-range-picker-dialog"
          aria-label={label}
          onOpenAutoFocus={(event) => {
            // Focus starts on the current selection: its preset, or the start time of a fixed
            // range; else Radix focuses the first control.
            const target = content.current?.querySelector<HTMLElement>(
              value?.kind === 'absolute'
                ? '[data-slot="date-time-range-picker-start"] input'
                : '[data-slot="date-time-range-picker-preset"][aria-current="true"]:enabled',
            );
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
          align="start"
          sideOffset={6}
          collisionPadding={16}
          className="rounded-card border-border bg-surface-raised text-text z-50 max-h-[var(--radix-popover-content-available-height)] max-w-[calc(100vw-2rem)] overflow-y-auto border p-4 text-sm shadow-lg focus:outline-none"
        >
          <RangePanel
            value={value}
            now={now}
            timeZone={timeZone}
            min={min}
            max={max}
            weekStartsOn={weekStartsOn}
            onSelect={select}
            onCancel={() => setOpen(false)}
          />
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}

// Which time field a range message is about, so that field is marked invalid.
const MESSAGE_FIELDS: Partial<Record<ValidationCode, ReadonlyArray<'start' | 'end'>>> = {
  'range.fromInvalid': ['start'],
  'range.beforeMinimum': ['start'],
  'range.toInvalid': ['end'],
  'range.afterMaximum': ['end'],
  'range.bothInvalid': ['start', 'end'],
  'range.fromAfterTo': ['start', 'end'],
};

/**
 * The dialog's body. It mounts each time the dialog opens, so the custom range starts from the
 * current selection and nothing typed survives a Cancel.
 */
function RangePanel({
  value,
  now,
  timeZone,
  min,
  max,
  weekStartsOn,
  onSelect,
  onCancel,
}: {
  value: DateTimeRangeValue | null;
  now: number;
  timeZone: string;
  min: number | null;
  max: number | null;
  weekStartsOn: number | undefined;
  onSelect: (value: DateTimeRangeValue) => void;
  onCancel: () => void;
}) {
  const { strings, validationMessage } = useUiStrings();
  const id = useId();
  const [draft, setDraft] = useState<RangeDraft>(() => draftFromValue(value, now, timeZone));
  const [touched, setTouched] = useState({ start: false, end: false });
  const check = checkDraft(draft, timeZone, { min, max }, touched);
  const applyValue = absoluteValue(check);
  const invalidFields = check.error ? (MESSAGE_FIELDS[check.error.code] ?? []) : [];
  const errorId = `${id}-error`;
  const today = zonedDay(now, timeZone);
  const minDay = zonedDay(min ?? MIN_DATE_MS, timeZone);
  const maxDay = max == null ? null : zonedDay(max, timeZone);

  const edges = [
    {
      edge: 'start',
      dateLabel: strings.startDate,
      timeLabel: strings.startTime,
      day: draft.startDay,
      time: draft.startTime,
    },
    {
      edge: 'end',
      dateLabel: strings.endDate,
      timeLabel: strings.endTime,
      day: draft.endDay,
      time: draft.endTime,
    },
  ] as const;

  return (
    <div data-slot="date-time-range-picker-panel" className="flex flex-col gap-4 sm:flex-row">
      <ul
        data-slot="date-time-range-picker-presets"
        className="border-border flex flex-col gap-1 sm:w-40 sm:shrink-0 sm:border-e sm:pe-4"
      >
        {presetOptions({ now, min, max }).map((option) => (
          <li key={option.key}>
            <button
              type="button"
              data-slot="date-time-range-picker-preset"
              className={presetButtonVariants()}
              disabled={!option.enabled}
              aria-current={
                value?.kind === 'relative' && value.preset === option.key ? true : undefined
              }
              onClick={() => onSelect({ kind: 'relative', preset: option.key })}
            >
              {strings[option.labelKey]}
            </button>
          </li>
        ))}
      </ul>
      <div
        role="group"
        aria-labelledby={`${id}-custom`}
        data-slot="date-time-range-picker-custom"
        className="flex min-w-0 flex-col gap-3"
      >
        <div id={`${id}-custom`} className="font-semibold">
          {strings.customRange}
        </div>
        <div className="flex flex-col gap-4 sm:flex-row">
          {edges.map(({ edge, dateLabel, timeLabel, day, time }) => (
            <div
              key={edge}
              data-slot={`date-time-range-picker-${edge}`}
              className="flex flex-col gap-2"
            >
              <div id={`${id}-${edge}-date`} className="font-medium">
                {dateLabel}
              </div>
              <Calendar
                labelId={`${id}-${edge}-date`}
                value={day}
                min={minDay}
                max={maxDay}
                today={today}
                weekStartsOn={weekStartsOn}
                onValueChange={(next) =>
                  setDraft((current) => ({ ...current, [`${edge}Day`]: next }))
                }
              />
              <FormField label={timeLabel}>
                <TimeInput
                  defaultValue={time}
                  aria-invalid={invalidFields.includes(edge) || undefined}
                  aria-describedby={check.error ? errorId : undefined}
                  onValueChange={(next, _error, text) =>
                    setDraft((current) => ({ ...current, [`${edge}Time`]: next ?? text }))
                  }
                  onBlur={() => setTouched((current) => ({ ...current, [edge]: true }))}
                />
              </FormField>
            </div>
          ))}
        </div>
        <div data-slot="date-time-range-picker-message" aria-live="polite" className="min-h-5">
          {check.error ? (
            <p id={errorId} className="text-danger flex items-start gap-1.5">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{validationMessage(check.error)}</span>
            </p>
          ) : null}
        </div>
        <div data-slot="date-time-range-picker-footer" className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onCancel}>
            {strings.cancel}
          </Button>
          <Button
            disabled={applyValue === null}
            onClick={() => {
              if (applyValue) onSelect(applyValue);
            }}
          >
            {strings.apply}
          </Button>
        </div>
      </div>
    </div>
  );
}

export { presetButtonVariants };
