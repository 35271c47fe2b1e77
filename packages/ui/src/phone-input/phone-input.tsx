import type { ValidationError } from '@aq/validation/messages';
import { DEFAULT_PHONE_COUNTRY, listPhoneCountries } from '@aq/validation/phone';
import { cva } from 'class-variance-authority';
import type { CountryCode } from 'libphonenumber-js/max';
import { ChevronDown, CircleAlert } from 'lucide-react';
import { useId, useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { joinIds } from '../lib/join-ids';
import { TextInput } from '../text-input';
import { useUiStrings } from '../ui-strings';
import {
  countryOptionLabel,
  formatNationalNumber,
  readPhoneEntry,
  splitPhoneNumber,
} from './phone-entry';

const countrySelectVariants = cva(
  'h-10 w-full min-w-0 appearance-none truncate rounded-control border border-border-strong bg-surface-raised ps-3 pe-9 text-sm text-text transition-colors duration-fast ease-standard disabled:cursor-not-allowed disabled:bg-surface-sunken disabled:opacity-50',
);

/** Props of PhoneInput. */
export interface PhoneInputProps extends Omit<
  ComponentProps<'fieldset'>,
  'defaultValue' | 'onChange'
> {
  /** A legend over both fields, e.g. "Mobile for SMS alerts"; none by default. */
  label?: ReactNode;
  /** The number in E.164 (controlled), e.g. '+447400123456'; it selects its country. */
  value?: string | null;
  /** The number shown first when uncontrolled, in E.164. */
  defaultValue?: string | null;
  /** The country selected while there is no number; the validation package's default (US) if unset. */
  defaultCountry?: CountryCode;
  /**
   * Called on every edit with the number in E.164 (null while empty or invalid) and the failure
   * ("Invalid phone number", "Invalid phone number for region"...), null when valid or empty.
   */
  onValueChange?: (e164: string | null, error: ValidationError | null) => void;
  /** Label of the country select; the translated "Country" by default. */
  countryLabel?: string;
  /** Label of the number field; the translated "Phone number" by default. */
  numberLabel?: string;
  /** A hint under the fields, read as the number field's description. */
  helperText?: ReactNode;
  /** An error from outside (e.g. the server); it replaces the field's own message. */
  error?: ReactNode;
  /** An empty number is an error ("Please enter a phone number") and the field is marked required. */
  required?: boolean;
  /** Disables both fields. */
  disabled?: boolean;
  /** Form field name: a hidden input carries the E.164 number (empty while invalid). */
  name?: string;
}

/**
 * A phone number: a country select (name and dial code, e.g. "United Kingdom +44", named in the
 * provider's locale) and the number as dialled in that country. It reports the number in E.164
 * with the phone rules' verdict on every edit, shows the verdict once the number field has been
 * left, and writes a valid number in its national format on blur. A native select keeps the
 * ~240 countries fast, searchable by typing, and familiar to assistive technology.
 */
export function PhoneInput({
  label,
  value,
  defaultValue,
  defaultCountry = DEFAULT_PHONE_COUNTRY,
  onValueChange,
  countryLabel,
  numberLabel,
  helperText,
  error: externalError,
  required = false,
  disabled = false,
  name,
  className,
  ...props
}: PhoneInputProps) {
  const { strings, locale, validationMessage } = useUiStrings();
  const id = useId();
  const countries = useMemo(() => listPhoneCountries(locale), [locale]);
  const [fields, setFields] = useState(() =>
    splitPhoneNumber(value ?? defaultValue, defaultCountry),
  );
  const [touched, setTouched] = useState(false);
  const entry = readPhoneEntry(fields.country, fields.nationalNumber, required);

  // A controlled number that changes from outside replaces the fields, unless it is what they
  // already read as (the parent echoing our own report back).
  const [seenValue, setSeenValue] = useState(value);
  if (value !== undefined && value !== seenValue) {
    setSeenValue(value);
    if ((value || null) !== entry.e164 && (value || entry.e164)) {
      setFields(splitPhoneNumber(value, fields.country));
      setTouched(false);
    }
  }

  function update(next: { country: CountryCode; nationalNumber: string }) {
    setFields(next);
    const nextEntry = readPhoneEntry(next.country, next.nationalNumber, required);
    onValueChange?.(nextEntry.e164, nextEntry.error);
  }

  const countryId = `${id}-country`;
  const numberId = `${id}-number`;
  const helperId = `${id}-helper`;
  const errorId = `${id}-error`;
  const hasExternalError = externalError != null && externalError !== false && externalError !== '';
  const ownError = touched && entry.error ? validationMessage(entry.error) : null;
  const showError = hasExternalError || ownError !== null;
  const hasHelper = helperText != null && helperText !== false && helperText !== '';

  return (
    <fieldset
      data-slot="phone-input"
      data-invalid={showError || undefined}
      disabled={disabled}
      className={cn('text-text flex min-w-0 flex-col gap-1.5 text-sm', className)}
      {...props}
    >
      {label ? (
        <legend data-slot="phone-input-legend" className="mb-1.5 font-medium">
          {label}
        </legend>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <div data-slot="phone-input-country" className="flex flex-col gap-1.5 sm:w-60">
          <label htmlFor={countryId} className="font-medium">
            {countryLabel ?? strings.country}
          </label>
          <div className="relative">
            <select
              id={countryId}
              data-slot="phone-input-country-select"
              autoComplete="country"
              className={countrySelectVariants()}
              value={fields.country}
              onChange={(event) => {
                update({ ...fields, country: event.target.value as CountryCode });
                if (fields.nationalNumber.trim() !== '') setTouched(true);
              }}
            >
              {countries.map((country) => (
                <option key={country.isoCode} value={country.isoCode}>
                  {countryOptionLabel(country)}
                </option>
              ))}
            </select>
            <ChevronDown
              aria-hidden="true"
              className="text-text-muted pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2"
            />
          </div>
        </div>
        <div data-slot="phone-input-number" className="flex min-w-0 flex-1 flex-col gap-1.5">
          <label htmlFor={numberId} className="font-medium">
            {numberLabel ?? strings.phoneNumber}
            {required ? (
              <span aria-hidden="true" className="text-danger ms-0.5">
                *
              </span>
            ) : null}
          </label>
          <TextInput
            id={numberId}
            data-slot="phone-input-number-input"
            type="tel"
            autoComplete="tel-national"
            value={fields.nationalNumber}
            aria-invalid={showError || undefined}
            aria-required={required || undefined}
            aria-describedby={joinIds(showError && errorId, hasHelper && helperId)}
            onChange={(event) => update({ ...fields, nationalNumber: event.target.value })}
            onBlur={() => {
              setTouched(true);
              // A valid number is written the way its country writes it: '7400123456' becomes
              // '07400 123456'.
              if (entry.e164) {
                setFields({ ...fields, nationalNumber: formatNationalNumber(entry.e164) });
              }
            }}
          />
        </div>
      </div>
      {name ? <input type="hidden" name={name} value={entry.e164 ?? ''} /> : null}
      {hasHelper ? (
        <p data-slot="phone-input-helper" id={helperId} className="text-text-muted">
          {helperText}
        </p>
      ) : null}
      {showError ? (
        <p
          data-slot="phone-input-error"
          id={errorId}
          className="text-danger flex items-start gap-1.5"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{hasExternalError ? externalError : ownError}</span>
        </p>
      ) : null}
    </fieldset>
  );
}

export { countrySelectVariants };
