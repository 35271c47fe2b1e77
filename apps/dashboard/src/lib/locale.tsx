import type { i18n as I18n } from 'i18next';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { I18nextProvider } from 'react-i18next';
import type { ValidationError } from '@aq/validation/messages';
import { UiStringsProvider, type UiStrings } from '@aq/ui/ui-strings';
import { addLanguageTo, createI18n, languageOf, LOCALE_STORAGE_KEY, storedLocale } from '../i18n';

interface LocaleContext {
  /** BCP 47 locale for dates and numbers (the user's Locale, default en-US). */
  locale: string;
  /**
   * Switches the UI language and formats, and remembers the choice in this browser; a `preview`
   * (a choice not confirmed yet) is shown but not remembered.
   */
  setLocale: (locale: string, options?: { preview?: boolean }) => void;
}

const LocaleContextValue = createContext<LocaleContext>({ locale: 'en-US', setLocale: () => {} });

/**
 * i18next for the app's own strings and the UiStrings provider for @aq/ui, both following one
 * locale, which is kept in localStorage. At sign-in the user's Locale replaces it (after a
 * language picked on the sign-in page has been stored as that Locale), and the user menu's
 * Language changes both.
 */
export function LocaleProvider({
  children,
  i18n: given,
  initialLocale,
}: {
  children: ReactNode;
  i18n?: I18n;
  /** The locale to start with instead of the stored one (stories). */
  initialLocale?: string;
}) {
  const [i18n] = useState(() => given ?? createI18n(initialLocale));
  const [locale, setLocaleState] = useState(() => initialLocale ?? storedLocale());
  const latest = useRef(locale);

  const setLocale = useCallback(
    (next: string, options: { preview?: boolean } = {}) => {
      try {
        if (!options.preview) localStorage.setItem(LOCALE_STORAGE_KEY, next);
      } catch {
        // private mode: the choice lasts for this page only
      }
      // The language's strings may still have to be fetched; switch once they are there, unless
      // a later choice came first. Offline, the current language stays.
      latest.current = next;
      addLanguageTo(i18n, languageOf(next)).then(
        () => {
          if (latest.current !== next) return;
          void i18n.changeLanguage(languageOf(next));
          setLocaleState(next);
        },
        () => undefined,
      );
    },
    [i18n],
  );

  const language = languageOf(locale);
  const uiStrings = useMemo(
    () => i18n.getResourceBundle(language, 'ui') as Partial<UiStrings> | undefined,
    [i18n, language],
  );
  const validationMessage = useCallback(
    (error: ValidationError) =>
      i18n.t(`validation:${error.code}`, {
        ...error.params,
        lng: language,
        defaultValue: error.message,
      }),
    [i18n, language],
  );
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  return (
    <I18nextProvider i18n={i18n}>
      <LocaleContextValue.Provider value={value}>
        <UiStringsProvider
          locale={locale}
          strings={uiStrings}
          validationMessage={validationMessage}
        >
          {children}
        </UiStringsProvider>
      </LocaleContextValue.Provider>
    </I18nextProvider>
  );
}

/** The locale in effect and the way to change it. */
export function useLocale(): LocaleContext {
  return useContext(LocaleContextValue);
}
