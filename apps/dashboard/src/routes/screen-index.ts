import type { FeatureFlagName } from '@aq/api/react';
import type { LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';

/** Where a screen can be offered: the app menu, a home page tile, a project's left navigation. */
export type NavPlace = 'app-menu' | 'home-tile' | 'project';

/** How a screen is offered in navigation. */
export interface ScreenNav {
  /** Translation key of its label, with the namespace: 'projects:nav.settings'. */
  label: string;
  /** The icon beside the label (home tiles, project navigation). */
  icon: LucideIcon;
  /** Where it appears. */
  places: readonly NavPlace[];
}

/** One screen of the signed-in app, declared once in the route table (routes/table.ts). */
export interface ScreenRoute {
  /** Its path; parameters travel in `?query=` (foundation §2.1). */
  path: string;
  /** Loads its module, whose default export is the screen (each screen is its own chunk). */
  load: () => Promise<{ default: ComponentType }>;
  /** Its navigation entry; a screen without one is reached by links only. */
  nav?: ScreenNav;
  /** The permission a user needs to be offered it (the server still decides who may open it). */
  permission?: string;
  /** The feature flag that must be on to offer it. */
  flag?: FeatureFlagName;
}

/** A screen that is offered somewhere. */
export type OfferedScreen = ScreenRoute & { nav: ScreenNav };

/** What decides whether a user is offered a screen. */
export interface Access {
  /** The signed-in user's permissions (none while loading). */
  permissions: readonly string[];
  /** Each flag a screen names, on or off (off while loading). */
  flags: Readonly<Partial<Record<FeatureFlagName, boolean>>>;
}

/** The questions the shell and screens ask of the route table. */
export interface ScreenIndex {
  /** Whether a link's path (its `?query` aside) opens a screen of this build. */
  has(path: string): boolean;
  /** The screen a link's path opens if it is offered in `place` to this user; null otherwise. */
  offered(place: NavPlace, path: string): OfferedScreen | null;
  /** The screens offered in `place` to this user, in table order. */
  offeredIn(place: NavPlace): OfferedScreen[];
}

/** The feature flags the screens of a table are shown by, each once. */
export function flagsOf(screens: readonly ScreenRoute[]): FeatureFlagName[] {
  return [...new Set(screens.flatMap((screen) => (screen.flag ? [screen.flag] : [])))];
}

function isOffered(screen: ScreenRoute, place: NavPlace, access: Access): screen is OfferedScreen {
  return (
    (screen.nav?.places.includes(place) ?? false) &&
    (!screen.permission || access.permissions.includes(screen.permission)) &&
    (!screen.flag || access.flags[screen.flag] === true)
  );
}

/** Answers the shell's and screens' questions about a route table for one user. */
export function screenIndex(screens: readonly ScreenRoute[], access: Access): ScreenIndex {
  const byPath = new Map(screens.map((screen) => [screen.path, screen]));
  const find = (path: string) => byPath.get(path.split('?')[0] ?? path);
  return {
    has: (path) => find(path) !== undefined,
    offered: (place, path) => {
      const screen = find(path);
      return screen && isOffered(screen, place, access) ? screen : null;
    },
    offeredIn: (place) =>
      screens.filter((screen): screen is OfferedScreen => isOffered(screen, place, access)),
  };
}
