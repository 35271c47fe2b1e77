import { useCurrentUser } from '@aq/api/react';
import { Spinner } from '@aq/ui/spinner';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { errorScreenStore } from '../lib/error-screen';
import { parseOptionalRouteQuery } from '../lib/route-query';
import { headerMenus } from '../lib/header-menus';
import { useLocale } from '../lib/locale';
import { useStore } from '../lib/store';
import { UnsavedChangesPrompt } from '../lib/unsaved-changes';
import { ErrorScreen } from './error-screens';
import { Header } from './header';
import { SkipLink } from './skip-link';

/**
 * The signed-in frame: loads the user (a 401 sends them to sign-in, see app.tsx), applies their
 * Locale once, and shows the header above the page or the error screen a page query raised. The
 * error screen and any open header menu clear when the path changes.
 */
export function Shell({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const [path] = useLocation();
  const search = useSearch();
  const storedErrorScreen = useStore(errorScreenStore);
  // A route query that is present but unparseable is "Invalid query" on every screen (§2.1);
  // screens whose query is required check its absence themselves (useRouteQuery).
  const errorScreen = storedErrorScreen ?? (queryIsBroken(search) ? 'invalid-query' : null);
  const { locale, setLocale } = useLocale();
  const { t } = useTranslation('shell');

  useEffect(() => {
    errorScreenStore.set(null);
    headerMenus.close();
  }, [path]);

  // The user's Locale applies once per session (sign-in already applied it; a reload re-applies).
  const applied = useRef(false);
  useEffect(() => {
    if (!user.data || applied.current) return;
    applied.current = true;
    if (user.data.Locale !== locale) setLocale(user.data.Locale);
  }, [user.data, locale, setLocale]);

  if (!user.data) {
    return (
      <div className="flex min-h-screen items-center justify-center">
        {user.isError ? <ErrorScreen kind="server-error" /> : <Spinner size="lg" />}
      </div>
    );
  }
  return (
    <div className="bg-surface text-text flex min-h-screen flex-col">
      <SkipLink targetId="main">{t('skipLink.main')}</SkipLink>
      <Header />
      <UnsavedChangesPrompt />
      <main id="main" tabIndex={-1} className="flex min-h-0 flex-1 flex-col">
        {errorScreen ? <ErrorScreen kind={errorScreen} /> : children}
      </main>
    </div>
  );
}

function queryIsBroken(search: string): boolean {
  try {
    parseOptionalRouteQuery(search);
    return false;
  } catch {
    return true;
  }
}
