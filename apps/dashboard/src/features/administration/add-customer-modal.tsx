import { useCreateCustomerOrganisationV2 } from '@aq/api/react';
import { FormField } from '@aq/ui/form-field';
import { InlineNotification } from '@aq/ui/inline-notification';
import { Modal } from '@aq/ui/modal';
import { TextInput } from '@aq/ui/text-input';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { confirmChange } from '../../lib/confirm-change';
import { useUserErrorMessage } from '../../lib/user-error';
import {
  MAX_NAME_LENGTH,
  organisationFormSchema,
  type OrganisationForm,
} from './administration-forms';
import { TimeZoneField } from './time-zone-field';

/**
 * 'Add customer organisation': a name and a time zone (the parent's to start with). A refusal
 * (a name in use, say) keeps the modal open with the server's messages; on success the tree
 * refreshes and `onCreated` gets the new organisation's name.
 */
export function AddCustomerModal({
  parent,
  parentTimeZoneId,
  open,
  onOpenChange,
  onCreated,
}: {
  /** The organisation the customer belongs to. */
  parent: string;
  parentTimeZoneId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (name: string) => void;
}) {
  const { t } = useTranslation('administration');
  const errorMessage = useUserErrorMessage();
  const create = useCreateCustomerOrganisationV2();
  const [failure, setFailure] = useState<string | null>(null);
  const blank: OrganisationForm = { Name: '', TimeZoneId: parentTimeZoneId };
  const form = useForm<OrganisationForm>({
    resolver: zodResolver(organisationFormSchema),
    defaultValues: blank,
    mode: 'onTouched',
  });
  const errors = form.formState.errors;

  function close(next: boolean) {
    if (!next) {
      form.reset(blank);
      setFailure(null);
    }
    onOpenChange(next);
  }

  const submit = form.handleSubmit(async (draft) => {
    setFailure(null);
    const name = draft.Name.trim();
    try {
      await create.mutateAsync({
        organisation: parent,
        body: { Name: name, TimeZoneId: draft.TimeZoneId },
      });
    } catch (error) {
      setFailure(errorMessage(error, t('customer.action')));
      return;
    }
    confirmChange(t('customer.created', { name }));
    close(false);
    onCreated(name);
  });

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={t('customer.title')}
      description={t('customer.description', { parent })}
      primaryLabel={t('customer.submit')}
      onPrimary={() => void submit()}
      busy={create.isPending}
      data-testid="add-customer-modal"
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {failure ? (
          <InlineNotification kind="error" title={t('customer.failed')} text={failure} />
        ) : null}
        <FormField
          label={t('details.name')}
          required
          error={
            errors.Name?.message ? t(errors.Name.message, { limit: MAX_NAME_LENGTH }) : undefined
          }
        >
          <TextInput
            autoComplete="off"
            maxLength={MAX_NAME_LENGTH}
            disabled={create.isPending}
            data-testid="customer-name-input"
            {...form.register('Name')}
          />
        </FormField>
        <Controller
          control={form.control}
          name="TimeZoneId"
          render={({ field, fieldState }) => (
            <TimeZoneField
              value={field.value}
              onChange={field.onChange}
              disabled={create.isPending}
              error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
              testId="customer-time-zone"
            />
          )}
        />
      </form>
    </Modal>
  );
}
