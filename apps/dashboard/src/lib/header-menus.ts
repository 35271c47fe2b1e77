import { createStore, useStore } from './store';

/** The header's menus and panels; at most one is open (foundation §2.2, §4). */
export type HeaderMenu = 'app' | 'instrument' | 'notifications' | 'user';

/** Which header menu is open. */
export const headerMenuStore = createStore<HeaderMenu | null>(null);

/**
 * The global hooks of foundation §2.2: pages (and host pages, through `window.aqHeader`) open or
 * close the notifications panel and the user menu. Opening one closes any other.
 */
export const headerMenus = {
  open: (menu: HeaderMenu) => headerMenuStore.set(menu),
  close: (menu?: HeaderMenu) =>
    headerMenuStore.set((current) => (menu === undefined || current === menu ? null : current)),
  openNotifications: () => headerMenuStore.set('notifications'),
  closeNotifications: () => headerMenus.close('notifications'),
  openUserMenu: () => headerMenuStore.set('user'),
  closeUserMenu: () => headerMenus.close('user'),
};

declare global {
  interface Window {
    /** Foundation §2.2: open or close the notifications panel and user menu from outside. */
    aqHeader?: typeof headerMenus;
  }
}
if (typeof window !== 'undefined') window.aqHeader = headerMenus;

/** Open state and setter of one header menu, for a controlled Radix menu or popover. */
export function useHeaderMenu(menu: HeaderMenu): [boolean, (open: boolean) => void] {
  const current = useStore(headerMenuStore);
  return [
    current === menu,
    (open: boolean) => (open ? headerMenus.open(menu) : headerMenus.close(menu)),
  ];
}

/**
 * For a header menu's onCloseAutoFocus: when it closes because another header menu opened, focus
 * must stay in the new one (returning it to this trigger would close the new menu at once).
 */
export function keepFocusInNextMenu(event: Event) {
  if (headerMenuStore.get() !== null) event.preventDefault();
}
