import { UnsavedChangesModal } from '@aq/ui/unsaved-changes-modal';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate, useBrowserLocation } from 'wouter/use-browser-location';
import { createStore, useStore } from './store';

type Navigate = ReturnType<typeof useBrowserLocation>[1];
type NavigateOptions = Parameters<Navigate>[1];

/** Components with unsaved changes, by id; while any is registered, navigation asks first. */
const guards = createStore<ReadonlySet<string>>(new Set());

/** A navigation waiting for the user's answer: a link or call, or a step through the history. */
type Pending = { to: string; options: NavigateOptions } | { historyDelta: number };
const pending = createStore<Pending | null>(null);

// Back and Forward. Every history entry the app writes carries its position, so a step through
// the history that would leave a page with unsaved changes can be stepped back before the router
// sees it, and asked about. The listener is added when this module loads, before the router's
// own, so stopping the event keeps the router on the page.
const INDEX = 'aqHistoryIndex';
let currentIndex = 0;
/** The user chose Discard for a step through the history: let the next one through. */
let discardedStep = false;

function indexOf(state: unknown): number | null {
  if (state === null || typeof state !== 'object') return null;
  const index = (state as Record<string, unknown>)[INDEX];
  return typeof index === 'number' ? index : null;
}

function withIndex(state: unknown, index: number): Record<string, unknown> {
  const base = state !== null && typeof state === 'object' ? state : {};
  return { ...(base as Record<string, unknown>), [INDEX]: index };
}

/** Navigates, stamping the new history entry with its position. */
function go(to: string, options: NavigateOptions = {}) {
  const index = options.replace ? currentIndex : currentIndex + 1;
  currentIndex = index;
  navigate(to, { ...options, state: withIndex(options.state ?? null, index) });
}

if (typeof window !== 'undefined') {
  const initial = indexOf(history.state);
  if (initial === null) history.replaceState(withIndex(history.state, 0), '');
  else currentIndex = initial;
  window.addEventListener('popstate', (event) => {
    const index = indexOf(event.state);
    const delta = index === null ? 0 : index - currentIndex;
    // No step (the step back below arrives as one), nothing to lose or a discarded step: the
    // router follows.
    if (guards.get().size === 0 || delta === 0 || discardedStep) {
      if (delta !== 0) discardedStep = false;
      if (index !== null) currentIndex = index;
      return;
    }
    event.stopImmediatePropagation();
    history.go(-delta);
    pending.set({ historyDelta: delta });
  });
}

/**
 * The router's location hook: the browser location, but an in-app navigation while a page has
 * unsaved changes waits for the unsaved-changes modal (foundation §2.3, §4). So do the browser's
 * Back and Forward within the app.
 */
export function useGuardedLocation(): ReturnType<typeof useBrowserLocation> {
  const [location] = useBrowserLocation();
  const guarded: Navigate = (to, options) => {
    if (guards.get().size > 0) pending.set({ to: String(to), options });
    else go(String(to), options);
  };
  return [location, guarded];
}

/**
 * Marks the calling page as having unsaved changes while `dirty`: in-app navigation then asks
 * "You have unsaved changes. Are you sure you want to discard these changes?" and the browser
 * warns before unloading the page.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const id = useId();
  useEffect(() => {
    if (!dirty) return;
    guards.set((current) => new Set([...current, id]));
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      guards.set((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    };
  }, [dirty, id]);
}

/** The modal that answers a blocked navigation; mount it once (the Shell does). */
export function UnsavedChangesPrompt() {
  const { t } = useTranslation('shell');
  const waiting = useStore(pending);
  return (
    <UnsavedChangesModal
      open={waiting !== null}
      title={t('unsavedChanges.title')}
      discardLabel={t('unsavedChanges.discard')}
      onCancel={() => pending.set(null)}
      onDiscard={() => {
        const target = pending.get();
        pending.set(null);
        // The page's guard stays until the page unmounts; only this navigation goes through.
        if (target && 'historyDelta' in target) {
          discardedStep = true;
          history.go(target.historyDelta);
        } else if (target) go(target.to, target.options);
      }}
    />
  );
}
