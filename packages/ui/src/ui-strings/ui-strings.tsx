import { createContext, useContext, useMemo, type ReactNode } from 'react';

/** Generic chrome strings the components need; component-specific labels are props instead. */
export interface UiStrings {
  cancel: string;
  close: string;
  loading: string;
  previousPage: string;
  nextPage: string;
  itemsPerPage: string;
}

/** English defaults, used when no provider is above a component. */
export const DEFAULT_UI_STRINGS: UiStrings = {
  cancel: 'Cancel',
  close: 'Close',
  loading: 'Loading',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  itemsPerPage: 'Items per page',
};

interface UiContext {
  strings: UiStrings;
  locale: string;
}

const UiStringsContext = createContext<UiContext>({ strings: DEFAULT_UI_STRINGS, locale: 'en-US' });

/** Gives the components their translated chrome strings and the locale for Intl formatting. */
export function UiStringsProvider({
  strings,
  locale = 'en-US',
  children,
}: {
  /** Translations; missing keys fall back to English. */
  strings?: Partial<UiStrings>;
  /** BCP 47 locale for dates and numbers. */
  locale?: string;
  children: ReactNode;
}) {
  const value = useMemo(
    () => ({ strings: { ...DEFAULT_UI_STRINGS, ...strings }, locale }),
    [strings, locale],
  );
  return <UiStringsContext.Provider value={value}>{children}</UiStringsContext.Provider>;
}

/** The chrome strings and locale in effect. */
export function useUiStrings(): UiContext {
  return useContext(UiStringsContext);
}
