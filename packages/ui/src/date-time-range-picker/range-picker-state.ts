import {
  MIN_DATE_MS,
  RELATIVE_PRESETS,
  combineDateAndTime,
  defaultPreset,
  isPresetEnabled,
  resolveRelativePreset,
  validateDateTimeRange,
  type CalendarDay,
  type PickerBounds,
  type RelativePresetKey,
  type TimeRange,
} from '@aq/validation/date-range';
import { fail, type ValidationError } from '@aq/validation/messages';
import { isValidationError } from '@aq/validation/result';
import { minutesToTimeOfDay, zonedDateTimeParts } from '@aq/validation/time';
import type { UiStringKey } from '../ui-strings';

/** What the range picker holds: a relative preset that follows `now`, or a fixed range. */
export type DateTimeRangeValue =
  | { readonly kind: 'relative'; readonly preset: RelativePresetKey }
  | { readonly kind: 'absolute'; readonly from: number; readonly to: number };

/** The UI string that names each preset. */
export const PRESET_LABEL_KEYS: Readonly<Record<RelativePresetKey, UiStringKey>> = {
  '30m': 'last30Minutes',
  '1h': 'lastHour',
  '12h': 'last12Hours',
  '24h': 'last24Hours',
  '7d': 'last7Days',
};

/** One entry of the preset list. */
export interface PresetOption {
  /** The preset's key, e.g. '24h'. */
  readonly key: RelativePresetKey;
  /** The UI string that names it. */
  readonly labelKey: UiStringKey;
  /** False when the preset would start before min or end after max. */
  readonly enabled: boolean;
}

/** The presets, shortest first, each enabled only if it fits within the bounds. */
export function presetOptions(bounds: PickerBounds): PresetOption[] {
  return RELATIVE_PRESETS.map(({ key }) => ({
    key,
    labelKey: PRESET_LABEL_KEYS[key],
    enabled: isPresetEnabled(key, bounds),
  }));
}

/** The selection before the user picks anything: '24h', else the shortest enabled preset, else none. */
export function initialRangeValue(bounds: PickerBounds): DateTimeRangeValue | null {
  const preset = defaultPreset(bounds);
  return preset ? { kind: 'relative', preset } : null;
}

/** The range a value stands for at `now`. */
export function resolveRange(value: DateTimeRangeValue, now: number): TimeRange {
  if (value.kind === 'absolute') return { from: value.from, to: value.to };
  const range = resolveRelativePreset(value.preset, now);
  // The type only admits known keys, so a failure here is a caller passing an untyped value.
  if (isValidationError(range)) throw new RangeError(`Unknown preset: ${value.preset}`);
  return range;
}

/** The UI string naming a value (a preset's label, or "Custom range" with nothing selected); null for a fixed range, which is shown as dates. */
export function valueLabelKey(value: DateTimeRangeValue | null): UiStringKey | null {
  if (value === null) return 'customRange';
  return value.kind === 'relative' ? PRESET_LABEL_KEYS[value.preset] : null;
}

/** A fixed range as text in a locale and time zone, e.g. 'Mar 1, 2026, 8:00 AM – 6:00 PM'. */
export function formatAbsoluteRange(range: TimeRange, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).formatRange(range.from, range.to);
}

/** The custom-range fields: a day and an 'hh:mm' text for each end ('' while not typed). */
export interface RangeDraft {
  /** Day of the start, in the picker's time zone. */
  readonly startDay: CalendarDay;
  /** Start time as typed ('hh:mm' when valid). */
  readonly startTime: string;
  /** Day of the end, in the picker's time zone. */
  readonly endDay: CalendarDay;
  /** End time as typed. */
  readonly endTime: string;
}

/** The calendar day of an instant in a time zone. */
export function zonedDay(ms: number, timeZone: string): CalendarDay {
  const { year, month, day } = zonedDateTimeParts(ms, timeZone);
  return { year, month, day };
}

function zonedTime(ms: number, timeZone: string): string {
  const { hour, minute } = zonedDateTimeParts(ms, timeZone);
  return minutesToTimeOfDay(hour * 60 + minute);
}

/**
 * The custom-range fields when the picker opens. A fixed range fills all four (to the minute);
 * a preset or no selection fills only the days (those of the preset's range, else today) and
 * leaves both times for the user, so Apply waits until they are typed.
 */
export function draftFromValue(
  value: DateTimeRangeValue | null,
  now: number,
  timeZone: string,
): RangeDraft {
  if (value?.kind === 'absolute') {
    return {
      startDay: zonedDay(value.from, timeZone),
      startTime: zonedTime(value.from, timeZone),
      endDay: zonedDay(value.to, timeZone),
      endTime: zonedTime(value.to, timeZone),
    };
  }
  const range = value ? resolveRange(value, now) : { from: now, to: now };
  return {
    startDay: zonedDay(range.from, timeZone),
    startTime: '',
    endDay: zonedDay(range.to, timeZone),
    endTime: '',
  };
}

/** Which time fields have been left at least once, so their messages may show. */
export interface DraftTouched {
  readonly start: boolean;
  readonly end: boolean;
}

/** The verdict on the custom-range fields. */
export interface DraftCheck {
  /** The start instant; null while the start time is empty, NaN while it is invalid. */
  readonly from: number | null;
  /** The end instant; null while the end time is empty, NaN while it is invalid. */
  readonly to: number | null;
  /** The message to show now; null while nothing is wrong or the user is still typing. */
  readonly error: ValidationError | null;
  /** Both times are typed and the range passes validateDateTimeRange. */
  readonly canApply: boolean;
}

function instant(day: CalendarDay, time: string, timeZone: string): number | null {
  if (time.trim() === '') return null;
  const ms = combineDateAndTime(day, time.trim(), timeZone);
  return isValidationError(ms) ? Number.NaN : ms;
}

const isSet = (ms: number | null): ms is number => ms !== null && !Number.isNaN(ms);

/**
 * Checks the custom-range fields. Each end is its day and time combined in `timeZone`
 * (combineDateAndTime, so a time in the spring-forward gap moves forward by the gap). Apply is
 * possible once both times are typed and validateDateTimeRange passes. Messages wait for the
 * user: an empty time shows none, and a typed one only once its field has been left; with both
 * left, the message is validateDateTimeRange's ('From time must be before end time'...); with
 * one, only that end's own 'From time is invalid' or 'To time is invalid'.
 */
export function checkDraft(
  draft: RangeDraft,
  timeZone: string,
  bounds: { readonly min?: number | null; readonly max?: number | null },
  touched: DraftTouched = { start: true, end: true },
): DraftCheck {
  const from = instant(draft.startDay, draft.startTime, timeZone);
  const to = instant(draft.endDay, draft.endTime, timeZone);
  const range = { from, to, min: bounds.min ?? MIN_DATE_MS, max: bounds.max };
  const verdict = validateDateTimeRange(range);
  const canApply = from !== null && to !== null && verdict === null;

  const showStart = from !== null && touched.start;
  const showEnd = to !== null && touched.end;
  let error: ValidationError | null = null;
  if (showStart && showEnd) error = verdict;
  else if (showStart && !isSet(from)) error = fail('range.fromInvalid');
  else if (showEnd && !isSet(to)) error = fail('range.toInvalid');
  return { from, to, error, canApply };
}

/** The value Apply stores for a draft that passed checkDraft. */
export function absoluteValue(check: DraftCheck): DateTimeRangeValue | null {
  return check.canApply && isSet(check.from) && isSet(check.to)
    ? { kind: 'absolute', from: check.from, to: check.to }
    : null;
}
