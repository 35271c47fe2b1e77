import { UI_LANGUAGES, uiLanguageOf, type UiLanguage } from '@aq/api';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The UI languages (foundation §9); English is the fallback. */
export const LANGUAGES = UI_LANGUAGES;
/** A UI language. */
export type Language = UiLanguage;

/** Each language's name in that language, as language pickers offer it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  pt: 'Português',
  zh: '中文',
};
/** The locale used for dates and numbers until the user's is known (foundation §9). */
export const DEFAULT_LOCALE = 'en-US';
/** Where the chosen locale is kept between visits. */
export const LOCALE_STORAGE_KEY = 'locale';

type Namespaces = Record<string, Record<string, unknown>>;

// English is the fallback of every string, so it is part of the first load; each other language
// is a chunk of its own, fetched when it is first needed (loadLanguage), so a page downloads the
// strings of at most two languages rather than all five.
const english = import.meta.glob<Record<string, unknown>>('../../../locales/en/*.json', {
  eager: true,
  import: 'default',
});
const others = import.meta.glob<Record<string, unknown>>(
  ['../../../locales/*/*.json', '!../../../locales/en/*.json'],
  { import: 'default' },
);

function parsePath(path: string): { language: string; namespace: string } | null {
  const match = /locales\/([\w-]+)\/([\w-]+)\.json$/.exec(path);
  return match?.[1] && match[2] ? { language: match[1], namespace: match[2] } : null;
}

/** The strings loaded so far, by language and namespace. */
const resources: Record<string, Namespaces> = {};
for (const [path, data] of Object.entries(english)) {
  const parsed = parsePath(path);
  if (parsed) (resources.en ??= {})[parsed.namespace] = data;
}
const loading = new Map<string, Promise<void>>();

/** Whether a language's strings are loaded (English always is). */
export function isLanguageLoaded(language: Language): boolean {
  return resources[language] !== undefined;
}

/**
 * Chinese glyphs come from the bundled Noto Sans SC (the app font, Inter, has none, and a machine
 * may have no CJK font at all): its styles are fetched with the Chinese strings, and the browser
 * then downloads only the subsets (unicode-range) a page uses.
 */
function loadCjkFont(): Promise<unknown> {
  return Promise.all([
    import('@fontsource/noto-sans-sc/400.css'),
    import('@fontsource/noto-sans-sc/600.css'),
  ]);
}

/** Fetches a language's strings once; later i18n instances start with them. */
export function loadLanguage(language: Language): Promise<void> {
  if (language === 'zh') void loadCjkFont().catch(() => undefined);
  if (isLanguageLoaded(language)) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    const files = Object.entries(others).filter(([path]) => parsePath(path)?.language === language);
    pending = Promise.all(
      files.map(async ([path, load]) => [parsePath(path)?.namespace ?? '', await load()] as const),
    ).then((loaded) => {
      resources[language] = Object.fromEntries(loaded);
    });
    // A failed fetch (offline, a new deployment) may be tried again by the next call.
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

/** Adds strings that are already at hand (story fixtures bundle every language). */
export function addLanguageResources(language: Language, namespaces: Namespaces): void {
  resources[language] = namespaces;
}

/** Loads a language's strings into an i18n instance (fetching them first when needed). */
export async function addLanguageTo(instance: I18n, language: Language): Promise<void> {
  await loadLanguage(language);
  for (const [namespace, data] of Object.entries(resources[language] ?? {})) {
    if (!instance.hasResourceBundle(language, namespace)) {
      instance.addResourceBundle(language, namespace, data);
    }
  }
}

/** The UI language of a BCP 47 locale: 'fr-CA' gives 'fr'; anything unsupported gives 'en'. */
export const languageOf: (locale: string | null | undefined) => Language = uiLanguageOf;

/** The locale remembered from the last visit or choice, else en-US. */
export function storedLocale(): string {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY) || DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/**
 * Creates the i18next instance of the app with the languages loaded so far (load the user's first:
 * main.tsx does, before the first render).
 */
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
