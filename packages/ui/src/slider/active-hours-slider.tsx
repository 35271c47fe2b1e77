import type { ValidationError } from '@aq/validation/messages';
import { LAST_MINUTE_OF_DAY, minutesToTimeOfDay } from '@aq/validation/time';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { FormField } from '../form-field';
import { InlineNotification } from '../inline-notification';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/use-controllable-state';
import { TextInput } from '../text-input';
import { useUiStrings } from '../ui-strings';
import { WHOLE_DAY, readActiveHoursEntry, type ActiveHours } from './active-hours';
import { SliderControl } from './slider-control';

type Edge = 'start' | 'end';

/** Props of ActiveHoursSlider. */
export interface ActiveHoursSliderProps extends Omit<
  ComponentProps<'fieldset'>,
  'defaultValue' | 'onChange'
> {
  /** The legend of the group, e.g. "Active hours". */
  label: ReactNode;
  /** A hint under the legend, e.g. when the hours apply. */
  description?: ReactNode;
  /** The hours in minutes after midnight (controlled); pair with `onValueChange`. */
  value?: ActiveHours;
  /** The hours shown first when uncontrolled; the whole day (00:00 to 23:59) by default. */
  defaultValue?: ActiveHours;
  /** Called with the new hours after a drag step, a key press or a typed time is committed. */
  onValueChange?: (value: ActiveHours) => void;
  /** Minutes one arrow key press moves a thumb (Shift or PageUp/PageDown move ten steps). */
  step?: number;
  /** Label of the start time field and thumb; the translated "Start time" by default. */
  startLabel?: string;
  /** Label of the end time field and thumb; the translated "End time" by default. */
  endLabel?: string;
  /** Disables the slider and both time fields. */
  disabled?: boolean;
}

/**
 * Active hours of a day, 00:00 to 23:59: a two-thumb slider over minutes 0..1439 and two 'hh:mm'
 * fields for typing the start and end. The thumbs cannot cross. A typed time outside the day
 * ('25:00', '-1:00') or past the other end is corrected to the nearest allowed time and a warning
 * says so; text that is not a time is refused with an error and the hours stay as they were.
 * Typed times are committed on Enter and when the field is left.
 */
export function ActiveHoursSlider({
  label,
  description,
  value,
  defaultValue = WHOLE_DAY,
  onValueChange,
  step = 15,
  startLabel,
  endLabel,
  disabled = false,
  className,
  ...props
}: ActiveHoursSliderProps) {
  const { strings, validationMessage } = useUiStrings();
  const descriptionId = useId();
  const [hours, setHours] = useControllableState({ value, defaultValue });
  const [texts, setTexts] = useState(() => formatHours(hours));
  const [errors, setErrors] = useState<Record<Edge, ValidationError | null>>({
    start: null,
    end: null,
  });
  const [warning, setWarning] = useState<ValidationError | null>(null);

  // Hours that change from outside (or after a commit) rewrite both fields.
  const [shownHours, setShownHours] = useState(hours);
  if (hours.start !== shownHours.start || hours.end !== shownHours.end) {
    setShownHours(hours);
    setTexts(formatHours(hours));
  }

  const labels: Record<Edge, string> = {
    start: startLabel ?? strings.startTime,
    end: endLabel ?? strings.endTime,
  };

  function change(next: ActiveHours) {
    setHours(next);
    if (next.start !== hours.start || next.end !== hours.end) onValueChange?.(next);
  }

  function commit(edge: Edge) {
    const text = texts[edge];
    if (text === formatHours(hours)[edge]) {
      setErrors((current) => ({ ...current, [edge]: null }));
      return;
    }
    const bounds =
      edge === 'start' ? { min: 0, max: hours.end } : { min: hours.start, max: LAST_MINUTE_OF_DAY };
    const entry = readActiveHoursEntry(text, bounds);
    if (entry.kind === 'invalid') {
      setErrors((current) => ({ ...current, [edge]: entry.error }));
      return;
    }
    setErrors((current) => ({ ...current, [edge]: null }));
    setWarning(entry.warning);
    const next = { ...hours, [edge]: entry.value };
    // The corrected value may equal the current one ('25:00' when the end is already 23:59),
    // so the field is rewritten here rather than by the change of hours.
    setTexts((current) => ({ ...current, [edge]: minutesToTimeOfDay(entry.value) }));
    change(next);
  }

  return (
    <fieldset
      data-slot="active-hours-slider"
      disabled={disabled}
      aria-describedby={description ? descriptionId : undefined}
      className={cn('text-text flex min-w-0 flex-col gap-3 text-sm', className)}
      {...props}
    >
      <legend data-slot="active-hours-slider-legend" className="mb-1 font-medium">
        {label}
      </legend>
      {description ? (
        <p
          id={descriptionId}
          data-slot="active-hours-slider-description"
          className="text-text-muted -mt-2"
        >
          {description}
        </p>
      ) : null}
      <div data-slot="active-hours-slider-track" className="flex flex-col gap-2">
        <SliderControl
          values={[hours.start, hours.end]}
          thumbLabels={[labels.start, labels.end]}
          formatValue={minutesToTimeOfDay}
          min={0}
          max={LAST_MINUTE_OF_DAY}
          step={step}
          disabled={disabled}
          preserveThumbOrder
          onValueChange={([start = hours.start, end = hours.end]) => {
            setWarning(null);
            setErrors({ start: null, end: null });
            change({ start, end });
          }}
        />
        <div
          aria-hidden="true"
          className="text-text-muted flex justify-between text-xs tabular-nums"
        >
          <span>{minutesToTimeOfDay(0)}</span>
          <span>{minutesToTimeOfDay(LAST_MINUTE_OF_DAY)}</span>
        </div>
      </div>
      <div data-slot="active-hours-slider-fields" className="flex flex-wrap gap-4">
        {(['start', 'end'] as const).map((edge) => (
          <FormField
            key={edge}
            label={labels[edge]}
            error={errors[edge] ? validationMessage(errors[edge]) : undefined}
            className="w-32"
          >
            <TextInput
              data-slot={`active-hours-slider-${edge}`}
              autoComplete="off"
              spellCheck={false}
              maxLength={6}
              className="tabular-nums"
              value={texts[edge]}
              onChange={(event) => {
                const text = event.target.value;
                setTexts((current) => ({ ...current, [edge]: text }));
              }}
              onBlur={() => commit(edge)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  commit(edge);
                }
              }}
            />
          </FormField>
        ))}
      </div>
      {warning ? (
        <InlineNotification
          data-slot="active-hours-slider-warning"
          kind="warning"
          title={validationMessage(warning)}
          onClose={() => setWarning(null)}
        />
      ) : null}
    </fieldset>
  );
}

function formatHours(hours: ActiveHours): Record<Edge, string> {
  return { start: minutesToTimeOfDay(hours.start), end: minutesToTimeOfDay(hours.end) };
}
