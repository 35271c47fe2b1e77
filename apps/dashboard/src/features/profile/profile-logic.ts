import { HttpError, serverMessages } from '@aq/api';
import { fail, type ValidationError } from '@aq/validation/messages';
import { parseE164 } from '@aq/validation/phone';
import { isValidationError } from '@aq/validation/result';
import { passwordChangeFailureMessage } from '@aq/validation/password';
import { SUPPORTED_LOCALES, type SupportedLocale } from '@aq/validation/locale';
import { validateNewPhone } from '@aq/validation/profile';

/** One choice of the profile's locale select. */
export interface LocaleOption {
  value: SupportedLocale;
  label: string;
}

/**
 * The 13 profile locales named in the UI language ('en-GB' reads 'British English' in English,
 * 'anglais britannique' in French), in the order of the spec; a locale the browser cannot name
 * keeps its code.
 */
export function localeOptions(uiLanguage: string): LocaleOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([uiLanguage], { type: 'language' });
  } catch {
    names = null;
  }
  return SUPPORTED_LOCALES.map((value) => {
    const name = names?.of(value);
    return { value, label: name && name !== value ? capitalise(name, uiLanguage) : value };
  });
}

function capitalise(text: string, language: string): string {
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}

/** Whole seconds until `availableAt` (an ISO instant), 0 once it has passed or when unknown. */
export function secondsUntil(availableAt: string | null | undefined, now: number): number {
  if (!availableAt) return 0;
  const at = Date.parse(availableAt);
  if (Number.isNaN(at)) return 0;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** A countdown as minutes and two-digit seconds: 60 gives '1:00', 9 gives '0:09'. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * The text under 'Attempt failed' (projects §8: "with detail or title"): the server's Detail (a
 * resend asked too soon), else its messages joined with "; ", else its Title; `otherwise` for a
 * failure that carries none (a network failure, a 5xx).
 */
export function attemptFailureText(error: unknown, otherwise: string): string {
  if (!(error instanceof HttpError) || error.status >= 500) return otherwise;
  const body = error.body as { Detail?: unknown; Title?: unknown } | null;
  if (body && typeof body.Detail === 'string' && body.Detail !== '') return body.Detail;
  const messages = serverMessages(error.body);
  if (messages.length) return messages.join('; ');
  if (body && typeof body.Title === 'string' && body.Title !== '') return body.Title;
  return otherwise;
}

/**
 * How a refused password change reads (projects §5): the server's 'Incorrect password' becomes
 * '* Incorrect password' under the current password; anything else '* Unable to change password',
 * with the server's own words beside it when it sent some (a 4xx: too many attempts, say).
 */
export function passwordFailure(error: unknown): {
  error: ValidationError;
  field: 'CurrentPassword' | null;
  detail: string | null;
} {
  const messages =
    error instanceof HttpError && error.status === 400 ? serverMessages(error.body) : [];
  const failure = passwordChangeFailureMessage(messages[0]);
  if (failure.code === 'password.incorrect') {
    return { error: failure, field: 'CurrentPassword', detail: null };
  }
  const detail = attemptFailureText(error, '');
  return { error: failure, field: null, detail: detail === '' ? null : detail };
}

/** The phone card's draft. */
export interface PhoneDraft {
  /** The number in E.164 as the phone input reads it; null while empty or invalid. */
  e164: string | null;
  /** The phone input's own verdict (country, number, region). */
  error: ValidationError | null;
}

/**
 * Why a phone draft cannot be sent: the phone input's verdict ('Select a country code', 'Please
 * enter a phone number', 'Invalid phone number for region'...), then validateNewPhone's (a number
 * different from the current one).
 */
export function phoneDraftError(draft: PhoneDraft, current: string | null): ValidationError | null {
  if (draft.error) return draft.error;
  if (!draft.e164) return fail('phone.enterNumber');
  const parsed = parseE164(draft.e164);
  if (!parsed) return fail('phone.invalid');
  const verdict = validateNewPhone(parsed.country, parsed.nationalNumber, current);
  return isValidationError(verdict) ? verdict : null;
}
