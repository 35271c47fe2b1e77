import { fail, type ValidationError } from './messages';

// Apart from profile.ts (which needs the phone rules and their metadata) so that anything needing
// only the list of locales, like the contract's ProfileLocale enum, stays small.

/** Languages a user profile may choose (foundation §3.3). */
export const SUPPORTED_LOCALES = [
  'en',
  'en-GB',
  'en-US',
  'en-CA',
  'en-NZ',
  'es',
  'es-US',
  'fr',
  'fr-CA',
  'pt',
  'pt-BR',
  'ru',
  'zh-CN',
] as const;

/** One of the supported profile languages. */
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

/** The profile language when none is chosen. */
export const DEFAULT_PROFILE_LOCALE: SupportedLocale = 'en';

/** Whether a value is one of the supported locales, spelt exactly as listed (it is sent as is). */
export function isSupportedLocale(value: unknown): value is SupportedLocale {
  return (SUPPORTED_LOCALES as readonly unknown[]).includes(value);
}

/** Locale: one of SUPPORTED_LOCALES exactly, else "Unsupported language". */
export function validateLocale(value: string | null | undefined): ValidationError | null {
  return isSupportedLocale(value) ? null : fail('profile.localeUnsupported');
}
