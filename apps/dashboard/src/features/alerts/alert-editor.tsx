import { Button } from '@aq/ui/button';
import { InlineNotification } from '@aq/ui/inline-notification';
import { Spinner } from '@aq/ui/spinner';
import { isAlertComplete, type AlertForm } from '@aq/validation/alert';
import { Pencil } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserErrorMessage } from '../../lib/user-error';
import { GuardedButton } from '../monitoring-locations/guarded-button';
import { useSaveAlert } from './alert-data';

/** What an editable alert section is given: the alert shown (the draft while editing). */
export interface AlertEditorState {
  readonly alert: AlertForm;
  readonly editing: boolean;
  readonly onChange: (next: AlertForm) => void;
}

/**
 * An alert page's view and edit modes (spec 02 §4): Edit turns the section editable on a copy of
 * the alert; Save (enabled only while the copy is complete, isAlertComplete) stores it, with a
 * spinner over the section meanwhile; Cancel drops the copy. A refusal keeps the edit open with
 * 'Update failed' and the server's messages. Without Manage_Alerts Edit is shown unavailable.
 */
export function AlertEditor({
  alert,
  title,
  manageReason,
  children,
  'data-testid': testId,
}: {
  alert: AlertForm;
  /** The section's heading (an h2). */
  title: string;
  manageReason: string | null;
  children: (state: AlertEditorState) => ReactNode;
  'data-testid'?: string;
}) {
  const { t } = useTranslation('alerts');
  const errorMessage = useUserErrorMessage();
  const save = useSaveAlert();
  const [draft, setDraft] = useState<AlertForm | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const editing = draft !== null;
  const saving = save.isPending;
  const complete = draft !== null && isAlertComplete(draft);

  const cancel = () => {
    setDraft(null);
    setFailure(null);
  };
  const submit = async () => {
    if (!draft) return;
    setFailure(null);
    try {
      await save.mutateAsync(draft);
      setDraft(null);
    } catch (error) {
      setFailure(errorMessage(error, t('updateAction')));
    }
  };

  return (
    <section
      className="border-border bg-surface-raised rounded-card @container relative flex flex-col gap-4 border p-4 sm:p-6"
      aria-labelledby={testId ? `${testId}-title` : undefined}
      aria-busy={saving || undefined}
      data-testid={testId}
      data-mode={editing ? 'edit' : 'view'}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={testId ? `${testId}-title` : undefined} className="text-lg font-semibold">
          {title}
        </h2>
        <div className="flex flex-wrap gap-2">
          {editing ? (
            <>
              <Button variant="secondary" onClick={cancel} disabled={saving}>
                {t('cancel')}
              </Button>
              <Button
                onClick={() => void submit()}
                disabled={!complete || saving}
                data-testid="alert-save"
              >
                {t('save')}
              </Button>
            </>
          ) : (
            <GuardedButton
              variant="secondary"
              reason={manageReason}
              onClick={() => setDraft(alert)}
              data-testid="alert-edit"
            >
              <Pencil aria-hidden="true" className="size-4" />
              {t('edit')}
            </GuardedButton>
          )}
        </div>
      </div>
      {failure ? (
        <InlineNotification kind="error" title={t('updateFailed')} text={failure} />
      ) : null}
      {editing && !complete ? <p className="text-text-muted text-sm">{t('incomplete')}</p> : null}
      {children({ alert: draft ?? alert, editing, onChange: setDraft })}
      {saving ? (
        <div
          className="bg-surface-raised/70 rounded-card absolute inset-0 z-10 flex items-center justify-center"
          data-testid="alert-saving"
        >
          <Spinner size="lg" label={t('saving')} />
        </div>
      ) : null}
    </section>
  );
}
