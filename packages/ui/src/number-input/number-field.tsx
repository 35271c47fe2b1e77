import { validateNumberInput } from '@aq/validation/number';
import { useState, type ReactNode } from 'react';
import { FormField } from '../form-field';
import { useControllableState } from '../lib/use-controllable-state';
import { useUiStrings } from '../ui-strings';
import { NumberInput, type NumberInputProps } from './number-input';

// Omit that keeps each member of a union (NumberInputProps requires stepper labels with step).
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Props of NumberField: the NumberInput's props plus the field's label, hint and error. */
export type NumberFieldProps = DistributiveOmit<NumberInputProps, 'showError'> & {
  /** The visible label, which names the input. */
  label: ReactNode;
  /** A hint under the input, read as part of its description. */
  helperText?: ReactNode;
  /**
   * An error from elsewhere (the server, a rule across fields); shown instead of the validation
   * message, at once.
   */
  error?: ReactNode;
  /**
   * Shows the validation message even if the user has not left the field yet; set it once the
   * form's first submit was attempted.
   */
  submitted?: boolean;
  /** Extra classes for the NumberInput; `className` goes on the whole field. */
  inputClassName?: string;
};

/**
 * A labelled number field: FormField around a NumberInput. The validation message of the
 * number-input rules appears once the user leaves the field (or after a submit attempt, with
 * `submitted`) and then follows every edit, so nobody is told off while still typing. The field
 * is marked required unless `allowEmpty`, as the rules require a value.
 */
export function NumberField({
  label,
  helperText,
  error: externalError,
  submitted = false,
  className,
  inputClassName,
  value: valueProp,
  defaultValue = '',
  onValueChange,
  onBlur,
  ...props
}: NumberFieldProps) {
  const { validationMessage } = useUiStrings();
  const [text, setText] = useControllableState({ value: valueProp, defaultValue });
  const [touched, setTouched] = useState(false);
  const { min, minInclusive, max, maxInclusive, allowEmpty, decimalSeparator } = props;
  const validationError = validateNumberInput(text, {
    min,
    minInclusive,
    max,
    maxInclusive,
    allowEmpty,
    decimalSeparator,
  });
  const hasExternalError = externalError != null && externalError !== false && externalError !== '';
  const message = hasExternalError
    ? externalError
    : (touched || submitted) && validationError
      ? validationMessage(validationError)
      : undefined;

  return (
    <FormField
      label={label}
      helperText={helperText}
      error={message}
      required={!allowEmpty}
      className={className}
    >
      <NumberInput
        {...props}
        className={inputClassName}
        value={text}
        onValueChange={(next, parsed, error) => {
          setText(next);
          onValueChange?.(next, parsed, error);
        }}
        onBlur={(event) => {
          onBlur?.(event);
          setTouched(true);
        }}
      />
    </FormField>
  );
}
