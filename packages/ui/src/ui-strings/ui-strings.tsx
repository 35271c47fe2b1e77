import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { interpolate, type MessageParams, type ValidationError } from '@aq/validation/messages';
import en from '../../../../locales/en/ui.json';

/**
 * Generic chrome strings the components need (Cancel, pagination, presets...); component-specific
 * labels are props instead. The English text is the root `locales/en/ui.json`; the app passes the
 * other languages' `ui.json` to the provider. Templates use `{{name}}` placeholders.
 */
export type UiStrings = { [K in keyof typeof en]: string };

/** A key of the chrome strings. */
export type UiStringKey = keyof UiStrings;

/** English defaults, used when no provider is above a component. */
export const DEFAULT_UI_STRINGS: UiStrings = en;

/** Turns a validation failure into the text to show; the default is the English message. */
export type ValidationMessageFormatter = (error: ValidationError) => string;

const englishValidationMessage: ValidationMessageFormatter = (error) => error.message;

/** What the components read from the provider. */
export interface UiContext {
  /** Every chrome string, translated where the provider was given a translation. */
  strings: UiStrings;
  /** BCP 47 locale for Intl dates and numbers. */
  locale: string;
  /** A chrome string with its `{{placeholders}}` filled: `format('pageOfPages', { page, pages })`. */
  format: (key: UiStringKey, params?: MessageParams) => string;
  /** The text of a validation failure in the provider's language. */
  validationMessage: ValidationMessageFormatter;
}

function makeContext(
  strings: UiStrings,
  locale: string,
  validationMessage: ValidationMessageFormatter,
): UiContext {
  return {
    strings,
    locale,
    format: (key, params) => interpolate(strings[key], params),
    validationMessage,
  };
}

const UiStringsContext = createContext<UiContext>(
  makeContext(DEFAULT_UI_STRINGS, 'en-US', englishValidationMessage),
);

/** Gives the components their translated chrome strings, validation messages and locale. */
export function UiStringsProvider({
  strings,
  locale = 'en-US',
  validationMessage = englishValidationMessage,
  children,
}: {
  /** Translations (a language's `ui.json`); missing keys fall back to English. */
  strings?: Partial<UiStrings>;
  /** BCP 47 locale for dates and numbers. */
  locale?: string;
  /** Translates validation failures (e.g. with i18next's `validation` namespace); English by default. */
  validationMessage?: ValidationMessageFormatter;
  children: ReactNode;
}) {
  const value = useMemo(
    () => makeContext({ ...DEFAULT_UI_STRINGS, ...strings }, locale, validationMessage),
    [strings, locale, validationMessage],
  );
  return <UiStringsContext.Provider value={value}>{children}</UiStringsContext.Provider>;
}

/** The chrome strings, formatter and locale in effect. */
export function useUiStrings(): UiContext {
  return useContext(UiStringsContext);
}
