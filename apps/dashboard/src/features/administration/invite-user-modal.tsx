import type { Role } from '@aq/api';
import { useCreateOrganisationUserV2 } from '@aq/api/react';
import { FormField } from '@aq/ui/form-field';
import { InlineNotification } from '@aq/ui/inline-notification';
import { Modal } from '@aq/ui/modal';
import { Select } from '@aq/ui/select';
import { TextInput } from '@aq/ui/text-input';
import { useUiStrings } from '@aq/ui/ui-strings';
import { validateEmail } from '@aq/validation/email';
import { validateNewPassword } from '@aq/validation/password';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { confirmChange } from '../../lib/confirm-change';
import { useUserErrorMessage } from '../../lib/user-error';
import {
  emptyInviteUser,
  inviteUserBody,
  inviteUserSchema,
  MAX_NAME_LENGTH,
  MAX_USERNAME_LENGTH,
  MIN_USERNAME_LENGTH,
  type InviteUserForm,
} from './administration-forms';

/**
 * 'Invite user': username, full name, preferred name, e-mail (the rules of foundation §5.1),
 * job title, role (only the roles the caller may grant, each with a line on what it allows), an
 * initial password (the new-password rule of the profile) and a note that the server e-mails an
 * invitation with the username and the sign-in address, never the password. A refusal keeps the
 * modal open with the server's messages.
 */
export function InviteUserModal({
  organisation,
  roles,
  open,
  onOpenChange,
}: {
  organisation: string;
  /** The roles the caller may grant. */
  roles: readonly Role[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('administration');
  const { validationMessage } = useUiStrings();
  const errorMessage = useUserErrorMessage();
  const create = useCreateOrganisationUserV2();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<InviteUserForm>({
    resolver: zodResolver(inviteUserSchema),
    defaultValues: emptyInviteUser(roles),
    mode: 'onTouched',
  });
  const errors = form.formState.errors;
  const pending = create.isPending;

  /** The translated message of a field's own rule (a key of this namespace). */
  const own = (message: string | undefined) =>
    message
      ? t(message, { min: MIN_USERNAME_LENGTH, max: MAX_USERNAME_LENGTH, limit: MAX_NAME_LENGTH })
      : undefined;

  function close(next: boolean) {
    if (!next) {
      form.reset(emptyInviteUser(roles));
      setFailure(null);
    }
    onOpenChange(next);
  }

  const submit = form.handleSubmit(async (draft) => {
    setFailure(null);
    const body = inviteUserBody(inviteUserSchema.parse(draft));
    try {
      await create.mutateAsync({ organisation, body });
    } catch (error) {
      setFailure(errorMessage(error, t('invite.action')));
      return;
    }
    confirmChange(t('invite.sent', { name: body.FullName, email: body.EmailAddress }));
    close(false);
  });

  const emailError = errors.EmailAddress ? validateEmail(form.getValues('EmailAddress')) : null;
  const passwordError = errors.Password ? validateNewPassword(form.getValues('Password')) : null;

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={t('invite.title')}
      description={t('invite.description', { organisation })}
      primaryLabel={t('invite.submit')}
      onPrimary={() => void submit()}
      busy={pending}
      size="lg"
      data-testid="invite-user-modal"
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
          <InlineNotification
            kind="error"
            title={t('invite.failed')}
            text={failure}
            data-testid="invite-error"
          />
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t('users.fields.username')}
            required
            helperText={errors.Username ? undefined : t('invite.usernameHelp')}
            error={own(errors.Username?.message)}
          >
            <TextInput
              autoComplete="off"
              maxLength={MAX_USERNAME_LENGTH}
              disabled={pending}
              data-testid="invite-username"
              {...form.register('Username')}
            />
          </FormField>
          <FormField
            label={t('users.fields.email')}
            required
            error={emailError ? validationMessage(emailError) : undefined}
          >
            <TextInput
              type="email"
              autoComplete="off"
              disabled={pending}
              data-testid="invite-email"
              {...form.register('EmailAddress')}
            />
          </FormField>
          <FormField
            label={t('users.fields.fullName')}
            required
            error={own(errors.FullName?.message)}
          >
            <TextInput
              autoComplete="off"
              maxLength={MAX_NAME_LENGTH}
              disabled={pending}
              data-testid="invite-full-name"
              {...form.register('FullName')}
            />
          </FormField>
          <FormField
            label={t('users.fields.preferredName')}
            error={own(errors.PreferredName?.message)}
          >
            <TextInput
              autoComplete="off"
              maxLength={MAX_NAME_LENGTH}
              disabled={pending}
              data-testid="invite-preferred-name"
              {...form.register('PreferredName')}
            />
          </FormField>
          <FormField
            label={t('users.fields.jobTitle')}
            required
            error={own(errors.JobTitle?.message)}
          >
            <TextInput
              autoComplete="off"
              maxLength={MAX_NAME_LENGTH}
              disabled={pending}
              data-testid="invite-job-title"
              {...form.register('JobTitle')}
            />
          </FormField>
          <Controller
            control={form.control}
            name="Role"
            render={({ field, fieldState }) => (
              <FormField
                label={t('users.fields.role')}
                required
                helperText={
                  field.value && !fieldState.error
                    ? t(`roleDescriptions.${field.value}`)
                    : undefined
                }
                error={own(fieldState.error?.message)}
              >
                <Select
                  value={field.value}
                  onValueChange={field.onChange}
                  disabled={pending}
                  placeholder={t('invite.rolePlaceholder')}
                  options={roles.map((role) => ({
                    value: role,
                    label: t(`roles.${role}`),
                    description: t(`roleDescriptions.${role}`),
                  }))}
                  data-testid="invite-role"
                />
              </FormField>
            )}
          />
        </div>
        <FormField
          label={t('invite.password')}
          required
          helperText={passwordError ? undefined : t('invite.passwordHelp')}
          error={passwordError ? validationMessage(passwordError) : undefined}
        >
          <TextInput
            type="password"
            autoComplete="new-password"
            disabled={pending}
            data-testid="invite-password"
            {...form.register('Password')}
          />
        </FormField>
        <InlineNotification kind="info" title={t('invite.emailNote')} />
      </form>
    </Modal>
  );
}
