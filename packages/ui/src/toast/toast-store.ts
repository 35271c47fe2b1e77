/** How long a closing toast stays for its slide-out before it is removed, in milliseconds. */
export const TOAST_CLOSE_DELAY_MS = 150;

/** The kind of a toast; it picks the icon and the accent, and errors are announced assertively. */
export type ToastKind = 'info' | 'success' | 'warning' | 'error';

/** What a caller passes to `toast()`. */
export interface ToastOptions {
  /** The first line, in bold. */
  title: string;
  /** More detail under the title. */
  text?: string;
  /** Info, success, warning or error. */
  kind: ToastKind;
  /** A link to where the user can follow up, e.g. the new report. */
  link?: { label: string; href: string };
}

/** A toast as the store holds it. */
export interface Toast extends ToastOptions {
  /** Unique within its store. */
  id: string;
  /** True until the toast has been shown once, so it slides in only the first time. */
  isNew: boolean;
  /** 'closing' while it slides out, for TOAST_CLOSE_DELAY_MS, before it is removed. */
  state: 'open' | 'closing';
  /** When it was added, in epoch milliseconds (from the store's clock). */
  createdAt: number;
}

/** A list of toasts usable through React's useSyncExternalStore. */
export interface ToastStore {
  /** Adds a toast and returns its id. */
  add(options: ToastOptions): string;
  /** Marks a toast closing and removes it TOAST_CLOSE_DELAY_MS later; repeated calls are ignored. */
  close(id: string): void;
  /** Removes every toast at once, without the closing transition (e.g. between stories). */
  clear(): void;
  /** Clears the isNew flag once the toast has been rendered. */
  markShown(id: string): void;
  /** Calls the listener after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** The current toasts, oldest first; the same array until something changes. */
  getSnapshot(): readonly Toast[];
}

/** Options of createToastStore. */
export interface ToastStoreOptions {
  /** The clock for time stamps; stories and tests pass a fixed one. Date.now by default. */
  now?: () => number;
}

/** Creates an isolated toast store (the app uses the shared one behind `toast()`). */
export function createToastStore({ now = Date.now }: ToastStoreOptions = {}): ToastStore {
  let toasts: readonly Toast[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();

  const update = (next: readonly Toast[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };

  return {
    add(options) {
      counter += 1;
      const id = `toast-${counter}`;
      update([...toasts, { ...options, id, isNew: true, state: 'open', createdAt: now() }]);
      return id;
    },
    close(id) {
      const current = toasts.find((t) => t.id === id);
      if (!current || current.state === 'closing') return;
      update(toasts.map((t) => (t.id === id ? { ...t, state: 'closing' } : t)));
      setTimeout(() => {
        // Gone already when the store was cleared meanwhile: nothing changes, nobody is told.
        if (toasts.some((t) => t.id === id)) update(toasts.filter((t) => t.id !== id));
      }, TOAST_CLOSE_DELAY_MS);
    },
    clear() {
      if (toasts.length > 0) update([]);
    },
    markShown(id) {
      if (!toasts.some((t) => t.id === id && t.isNew)) return;
      update(toasts.map((t) => (t.id === id ? { ...t, isNew: false } : t)));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot() {
      return toasts;
    },
  };
}

/** The application's toast store, rendered by a `<Toaster>` without a `store` prop. */
export const toastStore: ToastStore = createToastStore();

/** Shows a toast in the application's `<Toaster>` and returns its id. */
export function toast(options: ToastOptions): string {
  return toastStore.add(options);
}
