import { InlineNotification } from '@aq/ui/inline-notification';
import type { AlertForm } from '@aq/validation/alert';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserErrorMessage } from '../../lib/user-error';
import { useSaveAlert } from './alert-data';
import { AlertFrame } from './alert-frame';
import { EmailRecipientsTable, SmsRecipientsTable } from './recipients/recipient-tables';

/**
 * An alert's actions page (spec 02 §2 'Actions'): its e-mail and SMS recipients. Adding (through
 * the modals) and removing save at once; a refused add stays in its modal with 'Error updating
 * alert', a refused removal is written above the tables. Without Manage_Alerts the tables are
 * read only.
 */
export default function AlertActionsPage() {
  return <AlertFrame page="actions">{(context) => <AlertActions {...context} />}</AlertFrame>;
}

function AlertActions({ alert, manageReason }: { alert: AlertForm; manageReason: string | null }) {
  const { t } = useTranslation('alerts');
  const save = useSaveAlert();
  const errorMessage = useUserErrorMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const readOnly = manageReason !== null;

  const store = async (next: AlertForm) => {
    setFailure(null);
    await save.mutateAsync(next);
  };
  // Removal has no modal, so its failure is written on the page.
  const remove = async (next: AlertForm) => {
    try {
      await store(next);
    } catch (error) {
      setFailure(errorMessage(error, t('updateAction')));
    }
  };

  return (
    <section className="@container flex flex-col gap-6" aria-labelledby="alert-actions-title">
      <div className="flex flex-col gap-1">
        <h2 id="alert-actions-title" className="text-lg font-semibold">
          {t('pages.actions')}
        </h2>
        <p className="text-text-muted text-sm">
          {readOnly ? `${t('actionsIntro')} ${manageReason}` : t('actionsIntro')}
        </p>
      </div>
      {failure ? (
        <InlineNotification
          kind="error"
          title={t('updateError')}
          text={failure}
          onClose={() => setFailure(null)}
        />
      ) : null}
      <div className="grid gap-8 @4xl:grid-cols-2">
        <EmailRecipientsTable
          emails={alert.emails ?? []}
          readOnly={readOnly}
          onChange={(emails) =>
            emails.length < (alert.emails?.length ?? 0)
              ? remove({ ...alert, emails })
              : store({ ...alert, emails })
          }
        />
        <SmsRecipientsTable
          phoneNumbers={alert.phoneNumbers ?? []}
          readOnly={readOnly}
          onChange={(phoneNumbers) =>
            phoneNumbers.length < (alert.phoneNumbers?.length ?? 0)
              ? remove({ ...alert, phoneNumbers })
              : store({ ...alert, phoneNumbers })
          }
        />
      </div>
    </section>
  );
}
