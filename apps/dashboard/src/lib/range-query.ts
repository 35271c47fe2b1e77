import type { DateTimeRangeValue } from '@aq/ui/date-time-range-picker';
import { isRelativePresetKey } from '@aq/validation/date-range';

/**
 * The date-time range a page keeps in its route query (`{kind: 'relative', preset}` or
 * `{kind: 'absolute', from, to}` in epoch ms), or `fallback` when the value is missing or not one
 * of those shapes (an unknown preset, a non-finite time).
 */
export function rangeFromQuery(value: unknown, fallback: DateTimeRangeValue): DateTimeRangeValue {
  if (typeof value !== 'object' || value === null) return fallback;
  const range = value as Record<string, unknown>;
  if (range.kind === 'relative' && typeof range.preset === 'string') {
    return isRelativePresetKey(range.preset)
      ? { kind: 'relative', preset: range.preset }
      : fallback;
  }
  if (
    range.kind === 'absolute' &&
    typeof range.from === 'number' &&
    typeof range.to === 'number' &&
    Number.isFinite(range.from) &&
    Number.isFinite(range.to)
  ) {
    return { kind: 'absolute', from: range.from, to: range.to };
  }
  return fallback;
}
