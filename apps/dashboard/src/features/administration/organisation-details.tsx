import type { OrganisationRecord } from '@aq/api';
import { useTimeZones, useUpdateOrganisationV2 } from '@aq/api/react';
import { Button } from '@aq/ui/button';
import { Card } from '@aq/ui/card';
import { FormField } from '@aq/ui/form-field';
import { InlineNotification } from '@aq/ui/inline-notification';
import { TextInput } from '@aq/ui/text-input';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { confirmChange } from '../../lib/confirm-change';
import { useUnsavedChangesGuard } from '../../lib/unsaved-changes';
import { useUserErrorMessage } from '../../lib/user-error';
import { GuardedButton } from '../monitoring-locations/guarded-button';
import { AddCustomerModal } from './add-customer-modal';
import {
  MAX_NAME_LENGTH,
  organisationFormSchema,
  type OrganisationForm,
} from './administration-forms';
import { TimeZoneField } from './time-zone-field';

type Organisation = z.output<typeof OrganisationRecord>;

/**
 * The Details panel: the organisation's name and time zone in an editable card (Edit, then Save
 * once changed and valid, Cancel or Escape to restore; a refused rename, such as a name in use,
 * shows the server's message in the card), its parent and counts, and 'Add customer
 * organisation'. Without the right to manage the organisation, Edit and Add are shown
 * unavailable with `refusal` as the reason.
 */
export function OrganisationDetails({
  organisation,
  refusal,
  onRenamed,
  onCustomerCreated,
}: {
  organisation: Organisation;
  /** Why the caller may not change this organisation; null when they may. */
  refusal: string | null;
  /** Called with the new name after a rename (the page follows it). */
  onRenamed: (name: string) => void;
  /** Called with a new customer organisation's name. */
  onCustomerCreated: (name: string) => void;
}) {
  const { t } = useTranslation('administration');
  const errorMessage = useUserErrorMessage();
  const update = useUpdateOrganisationV2();
  const zones = useTimeZones();
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [addingCustomer, setAddingCustomer] = useState(false);
  const saved: OrganisationForm = { Name: organisation.Name, TimeZoneId: organisation.TimeZoneId };
  const form = useForm<OrganisationForm>({
    resolver: zodResolver(organisationFormSchema),
    values: saved,
    mode: 'onChange',
  });
  const { errors, isDirty, isValid, isSubmitting } = form.formState;
  useUnsavedChangesGuard(editing && isDirty);
  // Editing starts in the name field.
  useEffect(() => {
    if (editing) form.setFocus('Name');
  }, [editing, form]);
  const zoneName =
    zones.data?.TimeZones.find((zone) => zone.Id === organisation.TimeZoneId)?.Name ??
    organisation.TimeZoneId;

  function cancel() {
    form.reset(saved);
    setFailure(null);
    setEditing(false);
  }

  const submit = form.handleSubmit(async (draft) => {
    setFailure(null);
    const name = draft.Name.trim();
    try {
      const answer = await update.mutateAsync({
        organisation: organisation.Name,
        body: {
          ...(name !== organisation.Name ? { Name: name } : {}),
          ...(draft.TimeZoneId !== organisation.TimeZoneId ? { TimeZoneId: draft.TimeZoneId } : {}),
        },
      });
      setEditing(false);
      confirmChange(t('details.saved', { name: answer.Name }));
      if (answer.Name !== organisation.Name) onRenamed(answer.Name);
    } catch (error) {
      setFailure(errorMessage(error, t('details.saveAction')));
    }
  });

  return (
    <div className="flex flex-col gap-4">
      <Card
        title={t('details.title')}
        headingLevel={3}
        data-testid="organisation-details"
        actions={
          editing ? null : (
            <GuardedButton
              variant="secondary"
              size="sm"
              reason={refusal}
              onClick={() => setEditing(true)}
              data-testid="organisation-edit"
            >
              <Pencil aria-hidden="true" className="size-4" />
              {t('details.edit')}
            </GuardedButton>
          )
        }
      >
        {editing ? (
          <form
            noValidate
            aria-label={t('details.title')}
            className="flex flex-col gap-4"
            onSubmit={(event) => void submit(event)}
          >
            {failure ? (
              <InlineNotification
                kind="error"
                title={t('details.saveFailed')}
                text={failure}
                data-testid="organisation-save-error"
              />
            ) : null}
            <FormField
              label={t('details.name')}
              required
              error={
                errors.Name?.message
                  ? t(errors.Name.message, { limit: MAX_NAME_LENGTH })
                  : undefined
              }
            >
              <TextInput
                autoComplete="off"
                onKeyDown={(event) => {
                  // Escape restores the saved values (the time zone list handles its own Escape).
                  if (event.key === 'Escape' && !isSubmitting) {
                    event.preventDefault();
                    cancel();
                  }
                }}
                maxLength={MAX_NAME_LENGTH}
                disabled={isSubmitting}
                data-testid="organisation-name-input"
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
                  disabled={isSubmitting}
                  error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
                  testId="organisation-time-zone"
                />
              )}
            />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="secondary" disabled={isSubmitting} onClick={cancel}>
                {t('cancel')}
              </Button>
              <Button
                type="submit"
                loading={isSubmitting}
                disabled={!isDirty || !isValid}
                data-testid="organisation-save"
              >
                {t('details.save')}
              </Button>
            </div>
          </form>
        ) : (
          <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="text-text-muted">{t('details.name')}</dt>
            <dd data-testid="organisation-name" className="break-words">
              {organisation.Name}
            </dd>
            <dt className="text-text-muted">{t('details.timeZone')}</dt>
            <dd data-testid="organisation-time-zone-name">{zoneName}</dd>
            <dt className="text-text-muted">{t('details.parent')}</dt>
            <dd>{organisation.ParentOrganisationName ?? t('details.noParent')}</dd>
            <dt className="text-text-muted">{t('details.projects')}</dt>
            <dd className="tabular-nums">{organisation.ProjectCount}</dd>
            <dt className="text-text-muted">{t('details.users')}</dt>
            <dd className="tabular-nums">{organisation.UserCount}</dd>
          </dl>
        )}
      </Card>
      <div>
        <GuardedButton
          variant="secondary"
          reason={refusal}
          onClick={() => setAddingCustomer(true)}
          data-testid="add-customer"
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('customer.open')}
        </GuardedButton>
      </div>
      <AddCustomerModal
        parent={organisation.Name}
        parentTimeZoneId={organisation.TimeZoneId}
        open={addingCustomer}
        onOpenChange={setAddingCustomer}
        onCreated={onCustomerCreated}
      />
    </div>
  );
}
