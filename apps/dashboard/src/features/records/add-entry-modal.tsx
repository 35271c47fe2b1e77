import { useAddJournalEntry } from '@aq/api/react';
import { FormField } from '@aq/ui/form-field';
import { InlineNotification } from '@aq/ui/inline-notification';
import { Modal } from '@aq/ui/modal';
import { TextArea } from '@aq/ui/text-area';
import { useUiStrings } from '@aq/ui/ui-strings';
import {
  journalEntrySchema,
  MAX_JOURNAL_DETAILS_LENGTH,
  validateJournalDetails,
} from '@aq/validation/journal';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { confirmChange } from '../../lib/confirm-change';
import { useUserErrorMessage } from '../../lib/user-error';

type Draft = z.input<typeof journalEntrySchema>;

/**
 * 'Add entry' (projects §2, §5, §8): the details in a text area counting to 1000 characters,
 * checked by @aq/validation's journalEntrySchema. A refused or failed add keeps the modal open
 * with 'Error adding journal entry' and the server's messages; a success closes it with a toast,
 * and the journal refreshes (the mutation invalidates every loaded range of the project).
 */
export function AddEntryModal({
  projectId,
  open,
  onOpenChange,
  onAdded,
}: {
  projectId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after the entry was added (the page moves its clock so a relative range includes it). */
  onAdded?: () => void;
}) {
  const { t } = useTranslation('records');
  const { validationMessage } = useUiStrings();
  const errorMessage = useUserErrorMessage();
  const add = useAddJournalEntry();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Draft>({
    resolver: zodResolver(journalEntrySchema),
    defaultValues: { Details: '' },
    mode: 'onTouched',
  });
  const details = useWatch({ control: form.control, name: 'Details' });
  const fieldError = form.formState.errors.Details ? validateJournalDetails(details) : null;

  function close(next: boolean) {
    if (!next) {
      form.reset({ Details: '' });
      setFailure(null);
      add.reset();
    }
    onOpenChange(next);
  }

  const submit = form.handleSubmit(async (draft) => {
    setFailure(null);
    try {
      await add.mutateAsync({ projectId, body: { Details: draft.Details } });
    } catch (error) {
      setFailure(errorMessage(error, t('addAction')));
      return;
    }
    confirmChange(t('added'));
    onAdded?.();
    close(false);
  });

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={t('addTitle')}
      description={t('addDescription')}
      primaryLabel={t('addConfirm')}
      onPrimary={() => void submit()}
      busy={add.isPending}
      data-testid="add-journal-entry"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        className="flex flex-col gap-3"
      >
        {failure ? (
          <InlineNotification
            kind="error"
            title={t('addFailed')}
            text={failure}
            data-testid="add-entry-error"
          />
        ) : null}
        <FormField
          label={t('details')}
          required
          error={fieldError ? validationMessage(fieldError) : undefined}
        >
          <TextArea
            {...form.register('Details')}
            rows={6}
            maxLength={MAX_JOURNAL_DETAILS_LENGTH}
            formatCounter={(count, max) => t('counter', { count, max })}
            disabled={add.isPending}
            data-testid="journal-details"
          />
        </FormField>
      </form>
    </Modal>
  );
}
