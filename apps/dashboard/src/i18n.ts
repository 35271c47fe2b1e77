import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The UI languages (foundation §9); English is the fallback. */
export const LANGUAGES = ['en', 'es', 'fr', 'pt', 'zh'] as const;
/** A UI language. */
export type Language = (typeof LANGUAGES)[number];
/** The locale used for dates and numbers until the user's is known (foundation §9). */
export const DEFAULT_LOCALE = 'en-US';
/** Where the chosen locale is kept between visits. */
export const LOCALE_STORAGE_KEY = 'locale';

// Every namespace of every language from the root locales/ folder, bundled (they are small).
const files = import.meta.glob<Record<string, unknown>>('../../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, data] of Object.entries(files)) {
  const match = /locales\/([\w-]+)\/([\w-]+)\.json$/.exec(path);
  if (!match?.[1] || !match[2]) continue;
  (resources[match[1]] ??= {})[match[2]] = data;
}

/** The UI language of a BCP 47 locale: 'fr-CA' gives 'fr'; anything unsupported gives 'en'. */
export function languageOf(locale: string | null | undefined): Language {
  const base = (locale ?? '').split(/[-_]/)[0]?.toLowerCase() ?? '';
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : 'en';
}

/** The locale remembered from the last visit or choice, else en-US. */
export function storedLocale(): string {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY) || DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** Creates the i18next instance of the app with every language loaded. */
export function createI18n(locale: string = storedLocale()): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: languageOf(locale),
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    ns: Object.keys(resources.en ?? {}),
    defaultNS: 'shell',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
