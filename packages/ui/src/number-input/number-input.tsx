import type { ValidationError } from '@aq/validation/messages';
import {
  parseNumberInput,
  validateNumberInput,
  type NumberInputOptions,
} from '@aq/validation/number';
import { cva } from 'class-variance-authority';
import { CircleAlert, Minus, Plus } from 'lucide-react';
import {
  useId,
  useRef,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { attachRef } from '../lib/attach-ref';
import { cn } from '../lib/cn';
import { joinIds } from '../lib/join-ids';
import { useControllableState } from '../lib/use-controllable-state';
import { useUiStrings } from '../ui-strings';
import { canStep, readNumber, stepText, type StepOptions } from './number-step';

// The box draws the border and the focus ring so the unit and the steppers sit inside the field;
// the input itself is borderless. When disabled, only the input's text and the buttons fade: the
// unit stays readable.
const numberInputBoxVariants = cva(
  'flex h-10 w-full min-w-0 items-center overflow-hidden rounded-control border border-border-strong bg-surface-raised text-sm text-text transition-colors duration-fast ease-standard has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-focus data-disabled:cursor-not-allowed data-disabled:border-border data-disabled:bg-surface-sunken data-invalid:border-danger data-invalid:ring-1 data-invalid:ring-danger',
);

const stepperButtonClass =
  'inline-flex w-8 shrink-0 items-center justify-center text-text-muted transition-colors duration-fast ease-standard hover:bg-surface-sunken hover:text-text disabled:pointer-events-none disabled:opacity-40 [&_svg]:size-4';

/** What `onValueChange` reports about the typed text. */
export type NumberInputChangeHandler = (
  /** The text as typed (or as written by a stepper). */
  text: string,
  /** The number; null for an allowed empty field; undefined while the text is invalid. */
  parsed: number | null | undefined,
  /** The first rule that fails, or null when the text is valid. */
  error: ValidationError | null,
) => void;

type StepperProps =
  | {
      /**
       * Adds stepper buttons and arrow-key stepping (Page Up/Down: ten steps) by this amount,
       * clamped to min/max; the input then has the spinbutton role.
       */
      step: number;
      /** Accessible name of the + button, e.g. "Increase threshold" (required with `step`). */
      incrementLabel: string;
      /** Accessible name of the − button, e.g. "Decrease threshold" (required with `step`). */
      decrementLabel: string;
    }
  | { step?: undefined; incrementLabel?: undefined; decrementLabel?: undefined };

/** Props of NumberInput. */
export type NumberInputProps = Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'step' | 'inputMode' | 'ref'
> &
  StepperProps & {
    /** The text in the field (controlled); pair with `onValueChange`. */
    value?: string;
    /** The text the field starts with when uncontrolled. */
    defaultValue?: string;
    /** Called on every edit with the text, the parsed number and the validation error. */
    onValueChange?: NumberInputChangeHandler;
    /** Smallest allowed value. */
    min?: number;
    /** Whether `min` itself is allowed (default true: "greater than or equal to"). */
    minInclusive?: boolean;
    /** Largest allowed value. */
    max?: number;
    /** Whether `max` itself is allowed (default true: "less than or equal to"). */
    maxInclusive?: boolean;
    /** An empty field is valid (parsed as null) instead of "This field is required". */
    allowEmpty?: boolean;
    /** The decimal separator users type; the other of '.' and ',' is a group separator. */
    decimalSeparator?: '.' | ',';
    /** A unit shown inside the field after the number, e.g. "µg/m³"; it describes the input. */
    unit?: ReactNode;
    /** How screen readers say the unit, e.g. "micrograms per cubic metre"; the unit by default. */
    unitLabel?: string;
    /**
     * Shows the validation message under the field and marks the input invalid while the text
     * breaks a rule. Leave it off inside a FormField (or use NumberField), which shows the error.
     */
    showError?: boolean;
    /** Ref to the <input>. */
    ref?: Ref<HTMLInputElement>;
  };

/**
 * A number field: a text input (decimal keyboard on touch devices, never type="number", so what
 * the user typed is kept and checked) that applies the number-input rules of `@aq/validation`:
 * required unless `allowEmpty`, digits and separators only, a valid number, inside min/max.
 * `onValueChange` reports the text, the parsed number and the error on each edit; the error is
 * shown only with `showError` (or by a FormField around it, see NumberField). With `step` it gets
 * − / + buttons and Arrow Up/Down stepping, clamped to the bounds. Native props (and `ref`) reach
 * the <input>; the caller's className goes on the outer element.
 */
export function NumberInput({
  value: valueProp,
  defaultValue = '',
  onValueChange,
  min,
  minInclusive,
  max,
  maxInclusive,
  allowEmpty,
  decimalSeparator = '.',
  step,
  incrementLabel,
  decrementLabel,
  unit,
  unitLabel,
  showError = false,
  className,
  id,
  disabled,
  readOnly,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  onKeyDown,
  ref,
  ...props
}: NumberInputProps) {
  const { validationMessage } = useUiStrings();
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const unitId = `${inputId}-unit`;
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [text, setText] = useControllableState({ value: valueProp, defaultValue });

  const rules: NumberInputOptions = {
    min,
    minInclusive,
    max,
    maxInclusive,
    allowEmpty,
    decimalSeparator,
  };
  const error = validateNumberInput(text, rules);
  const shownError = showError ? error : null;
  const invalid = ariaInvalid === true || ariaInvalid === 'true' || shownError !== null;

  const stepOptions: StepOptions | undefined =
    step === undefined
      ? undefined
      : { step, min, minInclusive, max, maxInclusive, decimalSeparator };
  const current = readNumber(text, decimalSeparator);
  const locked = disabled || readOnly;

  function change(next: string) {
    setText(next);
    const result = parseNumberInput(next, rules);
    const failed = typeof result === 'object' && result !== null;
    onValueChange?.(next, failed ? undefined : result, failed ? result : null);
  }

  function stepBy(steps: number) {
    if (!stepOptions || locked) return;
    const next = stepText(text, steps, stepOptions);
    if (next !== null) change(next);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented || !stepOptions) return;
    const steps = { ArrowUp: 1, ArrowDown: -1, PageUp: 10, PageDown: -10 }[event.key];
    if (steps === undefined) return;
    event.preventDefault();
    stepBy(steps);
  }

  const stepper = (options: StepOptions, steps: 1 | -1, label: string | undefined) => (
    <button
      type="button"
      data-slot={steps > 0 ? 'number-input-increment' : 'number-input-decrement'}
      aria-label={label}
      aria-controls={inputId}
      // The keyboard steps from the input itself (arrow keys), so the buttons stay out of the
      // tab order, and pressing one keeps the focus in the input.
      tabIndex={-1}
      disabled={locked || (current !== undefined && !canStep(current, steps, options))}
      className={stepperButtonClass}
      onMouseDown={(event) => {
        event.preventDefault();
        inputRef.current?.focus();
      }}
      onClick={() => stepBy(steps)}
    >
      {steps > 0 ? <Plus aria-hidden="true" /> : <Minus aria-hidden="true" />}
    </button>
  );

  return (
    <div data-slot="number-input" className={cn('flex w-full flex-col gap-1.5', className)}>
      <div
        data-slot="number-input-box"
        data-invalid={invalid || undefined}
        data-disabled={disabled || undefined}
        className={numberInputBoxVariants()}
      >
        <input
          ref={(node) => {
            inputRef.current = node;
            const detach = attachRef(ref, node);
            return () => {
              inputRef.current = null;
              detach();
            };
          }}
          data-slot="number-input-input"
          id={inputId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          role={stepOptions ? 'spinbutton' : undefined}
          aria-valuenow={stepOptions && typeof current === 'number' ? current : undefined}
          aria-valuemin={stepOptions ? min : undefined}
          aria-valuemax={stepOptions ? max : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={joinIds(shownError && errorId, describedBy, unit != null && unitId)}
          disabled={disabled}
          readOnly={readOnly}
          value={text}
          onChange={(event) => change(event.target.value)}
          onKeyDown={handleKeyDown}
          className="placeholder:text-text-muted h-full min-w-0 flex-1 bg-transparent px-3 tabular-nums outline-none focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50"
          {...props}
        />
        {unit != null ? (
          <span
            data-slot="number-input-unit"
            id={unitId}
            className="text-text-muted shrink-0 pe-3 whitespace-nowrap select-none"
          >
            {unitLabel ? (
              <>
                <span aria-hidden="true">{unit}</span>
                <span className="sr-only">{unitLabel}</span>
              </>
            ) : (
              unit
            )}
          </span>
        ) : null}
        {stepOptions ? (
          <span
            data-slot="number-input-steppers"
            className="border-border flex h-full shrink-0 border-s"
          >
            {stepper(stepOptions, -1, decrementLabel)}
            <span aria-hidden="true" className="bg-border w-px" />
            {stepper(stepOptions, 1, incrementLabel)}
          </span>
        ) : null}
      </div>
      {shownError ? (
        <p
          data-slot="number-input-error"
          id={errorId}
          className="text-danger flex items-start gap-1.5 text-sm"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{validationMessage(shownError)}</span>
        </p>
      ) : null}
    </div>
  );
}

export { numberInputBoxVariants };
