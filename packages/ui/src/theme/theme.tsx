import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/** The user's choice: a fixed theme, or follow the device. */
export type ThemePreference = 'light' | 'dark' | 'system';
/** The theme actually shown. */
export type ResolvedTheme = 'light' | 'dark';

interface ThemeContext {
  preference: ThemePreference;
  resolved: ResolvedTheme;
}

const ThemeContextValue = createContext<ThemeContext>({ preference: 'light', resolved: 'light' });

function systemTheme(): ResolvedTheme {
  return typeof window !== 'undefined' &&
    window.matchMedia?.('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
}

/**
 * Applies a theme by setting the `dark` class on the root element (or on `target`). With
 * 'system' it follows the device and updates when the device changes.
 */
export function ThemeProvider({
  preference,
  target,
  children,
}: {
  /** The theme to show; the app stores the user's choice (themePreference). */
  preference: ThemePreference;
  /** The element that carries the class; the document element by default. */
  target?: HTMLElement | null;
  children: ReactNode;
}) {
  const [system, setSystem] = useState<ResolvedTheme>(systemTheme);
  useEffect(() => {
    const query = window.matchMedia?.('(prefers-color-scheme: dark)');
    if (!query) return;
    const update = () => setSystem(query.matches ? 'dark' : 'light');
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  const resolved: ResolvedTheme = preference === 'system' ? system : preference;
  useEffect(() => {
    const element = target ?? document.documentElement;
    element.classList.toggle('dark', resolved === 'dark');
  }, [resolved, target]);
  const value = useMemo(() => ({ preference, resolved }), [preference, resolved]);
  return <ThemeContextValue.Provider value={value}>{children}</ThemeContextValue.Provider>;
}

/** The theme preference and the theme shown. */
export function useTheme(): ThemeContext {
  return useContext(ThemeContextValue);
}
