import { useCurrentUser, useFeatureFlags } from '@aq/api/react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { flagsOf, screenIndex, type ScreenIndex, type ScreenRoute } from './screen-index';

// The shell and the screens read the route table through this context rather than by importing
// it: the table loads the screens, so a screen importing it would close an import cycle.
const ScreensContext = createContext<readonly ScreenRoute[]>([]);

/** Gives the shell and the screens below the route table (app-routes.tsx, screen stories). */
export function ScreensProvider({
  screens,
  children,
}: {
  screens: readonly ScreenRoute[];
  children: ReactNode;
}) {
  return <ScreensContext.Provider value={screens}>{children}</ScreensContext.Provider>;
}

/** The route table as the signed-in user sees it: which paths are screens, offered where. */
export function useScreens(): ScreenIndex {
  const screens = useContext(ScreensContext);
  const permissions = useCurrentUser().data?.Permissions;
  const flagNames = useMemo(() => flagsOf(screens), [screens]);
  const flags = useFeatureFlags(flagNames);
  return useMemo(
    () => screenIndex(screens, { permissions: permissions ?? [], flags }),
    [screens, permissions, flags],
  );
}
