import { UnsavedChangesModal } from '@aq/ui/unsaved-changes-modal';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { createStore, useStore } from './store';

type Navigate = ReturnType<typeof useBrowserLocation>[1];
type NavigateOptions = Parameters<Navigate>[1];

/** Components with unsaved changes, by id; while any is registered, navigation asks first. */
const guards = createStore<ReadonlySet<string>>(new Set());
/** The navigation waiting for the user's answer. */
const pending = createStore<{ to: string; options: NavigateOptions } | null>(null);

/**
 * The router's location hook: the browser location, but an in-app navigation while a page has
 * unsaved changes waits for the unsaved-changes modal (foundation §2.3, §4).
 */
export function useGuardedLocation(): ReturnType<typeof useBrowserLocation> {
  const [location, navigate] = useBrowserLocation();
  const guarded: Navigate = (to, options) => {
    if (guards.get().size > 0) pending.set({ to: String(to), options });
    else navigate(to, options);
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
  const [, navigate] = useBrowserLocation();
  return (
    <UnsavedChangesModal
      open={waiting !== null}
      title={t('unsavedChanges.title')}
      discardLabel={t('unsavedChanges.discard')}
      onCancel={() => pending.set(null)}
      onDiscard={() => {
        const target = pending.get();
        pending.set(null);
        guards.set(new Set());
        if (target) navigate(target.to, target.options);
      }}
    />
  );
}
