/** Widest viewport, in CSS pixels, at which the navigation collapses to its icon rail on its own. */
export const NARROW_VIEWPORT_MAX_WIDTH = 768;

/** The media query that tells a narrow viewport: `(max-width: 768px)`. */
export const NARROW_VIEWPORT_QUERY = `(max-width: ${NARROW_VIEWPORT_MAX_WIDTH}px)`;

/** A link of the navigation, as far as the pure logic needs it. */
interface NavLinkLike {
  kind: 'link';
  id: string;
  active?: boolean;
}

/** A navigation entry, as far as the pure logic needs it. */
export type NavItemLike =
  | NavLinkLike
  | { kind: 'group'; id: string; children: readonly NavLinkLike[] }
  | { kind: 'divider'; id: string };

/** The id of the group holding the active link, or null when the active link is top-level or none is. */
export function activeGroupId(items: readonly NavItemLike[]): string | null {
  for (const item of items) {
    if (item.kind === 'group' && item.children.some((child) => child.active)) return item.id;
  }
  return null;
}

/**
 * The open groups after navigation: the group holding the active link is opened (it is added),
 * groups the user opened stay open. Returns the same array when nothing changes.
 */
export function withActiveGroupExpanded(
  expanded: readonly string[],
  activeGroup: string | null,
): readonly string[] {
  if (activeGroup === null || expanded.includes(activeGroup)) return expanded;
  return [...expanded, activeGroup];
}

/** The open groups after the user presses a group's button. */
export function toggleGroup(expanded: readonly string[], id: string): readonly string[] {
  return expanded.includes(id) ? expanded.filter((open) => open !== id) : [...expanded, id];
}

/** What decides whether the navigation shows as the icon rail. */
export interface CollapseState {
  /** The viewport matches NARROW_VIEWPORT_QUERY. */
  narrow: boolean;
  /** The user's choice on wide viewports (or the `collapsed` prop). */
  collapsed: boolean;
  /** The user widened the navigation while the viewport was narrow. */
  expandedWhileNarrow: boolean;
}

/**
 * Whether the navigation shows as the icon rail: on a narrow viewport always, unless the user
 * widened it there; above the breakpoint, the user's choice.
 */
export function isRail({ narrow, collapsed, expandedWhileNarrow }: CollapseState): boolean {
  return narrow ? !expandedWhileNarrow : collapsed;
}

/**
 * The state after the collapse toggle is pressed. On a narrow viewport the toggle only widens or
 * narrows the navigation for now, so the user's choice for wide viewports is kept.
 */
export function toggleCollapse(state: CollapseState): CollapseState {
  if (state.narrow) return { ...state, expandedWhileNarrow: !state.expandedWhileNarrow };
  return { ...state, collapsed: !state.collapsed };
}

/**
 * The state after the viewport crosses the breakpoint: a widening made while narrow is dropped,
 * so a narrow viewport starts as the rail again and a wide one shows the user's choice.
 */
export function crossBreakpoint<T extends Omit<CollapseState, 'collapsed'>>(
  state: T,
  narrow: boolean,
): T {
  if (state.narrow === narrow) return state;
  return { ...state, narrow, expandedWhileNarrow: false };
}
