import type { ValidationError } from '@aq/validation/messages';
import { useState, type ComponentProps, type KeyboardEvent } from 'react';
import { cn } from '../lib/cn';
import { TextInput } from '../text-input';
import { readTimeEntry, stepTimeOfDay } from './time-entry';

/** Hours 0-23 (one or two digits), a colon, minutes 0-59: the shape the browser checks on submit. */
export const TIME_INPUT_PATTERN = '([01]?[0-9]|2[0-3]):[0-5]?[0-9]';

/** Props of TimeInput. */
export interface TimeInputProps extends Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'type' | 'step'
> {
  /** The time as 'hh:mm' (controlled); null or '' for none. */
  value?: string | null;
  /** The time shown first when uncontrolled, as 'hh:mm'. */
  defaultValue?: string | null;
  /**
   * Called on every edit with the time as strict 'hh:mm' (null when empty or invalid), the
   * failure to show (null when empty or valid) and the raw text.
   */
  onValueChange?: (value: string | null, error: ValidationError | null, text: string) => void;
  /** Minutes ArrowUp and ArrowDown move the time by; PageUp and PageDown move it by an hour. */
  minuteStep?: number;
}

/**
 * A 24-hour 'hh:mm' time field. Typing '8:5' is read as 08:05 and written out in full on blur;
 * ArrowUp/ArrowDown step the minutes and PageUp/PageDown the hours, wrapping at midnight. The
 * field marks itself invalid once it has been left with an invalid time (unless the caller sets
 * `aria-invalid`); show the message from `onValueChange` with FormField.
 */
export function TimeInput({
  value,
  defaultValue,
  onValueChange,
  onChange,
  onBlur,
  onKeyDown,
  minuteStep = 1,
  className,
  'aria-invalid': ariaInvalid,
  ...props
}: TimeInputProps) {
  const [text, setText] = useState(value ?? defaultValue ?? '');
  const [touched, setTouched] = useState(false);

  // A controlled value that changes from outside replaces the text, unless the text already
  // reads as that value (so '8:5' is not rewritten while the user types it).
  const [seenValue, setSeenValue] = useState(value);
  if (value !== undefined && value !== seenValue) {
    setSeenValue(value);
    if (readTimeEntry(text).value !== (value || null)) setText(value ?? '');
  }

  const entry = readTimeEntry(text);

  function update(next: string) {
    setText(next);
    const nextEntry = readTimeEntry(next);
    onValueChange?.(nextEntry.value, nextEntry.error, next);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented || props.readOnly || props.disabled) return;
    const deltas: Record<string, number> = {
      ArrowUp: minuteStep,
      ArrowDown: -minuteStep,
      PageUp: 60,
      PageDown: -60,
    };
    const delta = deltas[event.key];
    if (delta === undefined || entry.error) return;
    event.preventDefault();
    update(stepTimeOfDay(entry.value, delta));
  }

  return (
    <TextInput
      data-slot="time-input"
      type="text"
      autoComplete="off"
      spellCheck={false}
      maxLength={5}
      pattern={TIME_INPUT_PATTERN}
      className={cn('w-24 tabular-nums', className)}
      value={text}
      aria-invalid={ariaInvalid ?? (touched && entry.error ? true : undefined)}
      onChange={(event) => {
        onChange?.(event);
        update(event.target.value);
      }}
      onBlur={(event) => {
        onBlur?.(event);
        setTouched(true);
        // Written out in full once the user leaves: '8:5' becomes '08:05'.
        if (entry.value && entry.value !== text) setText(entry.value);
      }}
      onKeyDown={handleKeyDown}
      {...props}
    />
  );
}
