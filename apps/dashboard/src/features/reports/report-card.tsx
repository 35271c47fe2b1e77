import { Button } from '@aq/ui/button';
import { InlineNotification } from '@aq/ui/inline-notification';
import { Spinner } from '@aq/ui/spinner';
import { Pencil } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GuardedButton } from '../monitoring-locations/guarded-button';

/**
 * An editable card of the report pages (spec 02 §4 'Editable cards ... move through viewing,
 * editing, saving'), as the alert pages have them: Edit (unavailable with `manageReason`), then
 * Cancel and Save (enabled with `canSave`); Escape cancels; while saving a spinner lies over the
 * card; a failure stays in the card under `failureTitle` with the server's messages. The page owns
 * the draft, so it can hold it in a form library.
 */
export function ReportCard({
  title,
  editing,
  saving,
  canSave,
  manageReason,
  failure,
  failureTitle,
  onEdit,
  onCancel,
  onSave,
  actions,
  children,
  'data-testid': testId,
}: {
  /** The card's heading (an h2). */
  title: string;
  editing: boolean;
  saving: boolean;
  /** Whether Save is enabled (the draft is dirty and valid). */
  canSave: boolean;
  /** Why the user may not edit; null when they may. */
  manageReason: string | null;
  /** The last save's failure (the server's messages), or null. */
  failure: string | null;
  /** The heading of a failure, e.g. 'Update failed'. */
  failureTitle: string;
  onEdit: () => void;
  onCancel: () => void;
  onSave: () => void;
  /** More buttons beside Edit while viewing (e.g. Delete schedule). */
  actions?: ReactNode;
  children: ReactNode;
  'data-testid': string;
}) {
  const { t } = useTranslation('reports');
  const section = useRef<HTMLElement>(null);
  const cancelOnEscape = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape' && editing && !saving && !event.defaultPrevented) {
      event.preventDefault();
      onCancel();
    }
  });
  // Escape anywhere in the card cancels an edit (a dialog or menu inside takes it first).
  useEffect(() => {
    const element = section.current;
    if (!element) return;
    const listener = (event: KeyboardEvent) => cancelOnEscape(event);
    element.addEventListener('keydown', listener);
    return () => element.removeEventListener('keydown', listener);
  }, []);
  return (
    <section
      className="border-border bg-surface-raised rounded-card @container relative flex flex-col gap-4 border p-4 sm:p-6"
      aria-labelledby={`${testId}-title`}
      aria-busy={saving || undefined}
      data-testid={testId}
      data-mode={editing ? 'edit' : 'view'}
      ref={section}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${testId}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        <div className="flex flex-wrap gap-2">
          {editing ? (
            <>
              <Button variant="secondary" onClick={onCancel} disabled={saving}>
                {t('cancel')}
              </Button>
              <Button onClick={onSave} disabled={!canSave || saving} data-testid={`${testId}-save`}>
                {t('save')}
              </Button>
            </>
          ) : (
            <>
              {actions}
              <GuardedButton
                variant="secondary"
                reason={manageReason}
                onClick={onEdit}
                data-testid={`${testId}-edit`}
              >
                <Pencil aria-hidden="true" className="size-4" />
                {t('edit')}
              </GuardedButton>
            </>
          )}
        </div>
      </div>
      {manageReason && !editing ? (
        <p className="text-text-muted text-sm" data-testid={`${testId}-reason`}>
          {manageReason}
        </p>
      ) : null}
      {failure ? <InlineNotification kind="error" title={failureTitle} text={failure} /> : null}
      {children}
      {saving ? (
        <div
          className="bg-surface-raised/70 rounded-card absolute inset-0 z-10 flex items-center justify-center"
          data-testid={`${testId}-saving`}
        >
          <Spinner size="lg" label={t('saving')} />
        </div>
      ) : null}
    </section>
  );
}

/** One line of a view-mode field list. */
export function ReportField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-text-muted text-sm">{label}</dt>
      <dd className="text-sm font-medium break-words">{children}</dd>
    </div>
  );
}
