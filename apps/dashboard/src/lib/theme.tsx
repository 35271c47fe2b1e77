import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { ThemeProvider, type ThemePreference } from '@aq/ui/theme';

/** Where the saved theme preference lives (foundation §2.6). */
export const THEME_STORAGE_KEY = 'themePreference';
const PREFERENCES: readonly ThemePreference[] = ['light', 'dark', 'system'];

/** The saved preference, light by default (foundation §2.6). */
export function savedThemePreference(): ThemePreference {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return PREFERENCES.includes(value as ThemePreference) ? (value as ThemePreference) : 'light';
  } catch {
    return 'light';
  }
}

/**
 * The theme shown: the preview while the theme modal is open, else the saved preference, on every
 * page. Issue 12 (defect 6) replaced foundation §2.6's "outside the project area the theme is
 * always light": a choice made on Home or the projects list no longer snaps back to light there.
 * The sign-in page follows it too, as the preference belongs to the browser, not to an account.
 */
export function effectiveTheme(
  saved: ThemePreference,
  preview: ThemePreference | null,
): ThemePreference {
  return preview ?? saved;
}

interface ThemeChoice {
  saved: ThemePreference;
  preview: ThemePreference | null;
  /** Shows a preference at once without saving it (null ends the preview). */
  setPreview: (preference: ThemePreference | null) => void;
  /** Saves the preference (Confirm). */
  save: (preference: ThemePreference) => void;
}

const ThemeChoiceContext = createContext<ThemeChoice>({
  saved: 'light',
  preview: null,
  setPreview: () => {},
  save: () => {},
});

/** Holds the saved theme and the modal's preview, and applies the effective theme to the page. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const [saved, setSaved] = useState(savedThemePreference);
  const [preview, setPreview] = useState<ThemePreference | null>(null);
  const save = useCallback((preference: ThemePreference) => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, preference);
    } catch {
      // private mode: the choice lasts for this page only
    }
    setSaved(preference);
    setPreview(null);
  }, []);
  const value = useMemo(() => ({ saved, preview, setPreview, save }), [saved, preview, save]);
  return (
    <ThemeChoiceContext.Provider value={value}>
      <ThemeProvider preference={effectiveTheme(saved, preview)}>{children}</ThemeProvider>
    </ThemeChoiceContext.Provider>
  );
}

/** The saved theme, the preview and the way to change them. */
export function useThemeChoice(): ThemeChoice {
  return useContext(ThemeChoiceContext);
}
