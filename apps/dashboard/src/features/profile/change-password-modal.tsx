import { useChangePassword } from '@aq/api/react';
import { FormField } from '@aq/ui/form-field';
import { InlineNotification } from '@aq/ui/inline-notification';
import { Modal } from '@aq/ui/modal';
import { TextInput } from '@aq/ui/text-input';
import { useUiStrings } from '@aq/ui/ui-strings';
import type { ValidationError } from '@aq/validation/messages';
import {
  changePasswordSchema,
  validateConfirmPassword,
  validateCurrentPassword,
  validateNewPassword,
} from '@aq/validation/password';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { confirmChange } from '../../lib/confirm-change';
import { passwordFailure } from './profile-logic';

type Draft = z.input<typeof changePasswordSchema>;
const EMPTY: Draft = { CurrentPassword: '', NewPassword: '', ConfirmPassword: '' };

/**
 * Change password (projects §5): current, new and confirmation, trimmed and checked by
 * changePasswordSchema ('* Required', the 6-to-32 rule, '* The new password and confirmation do
 * not match'). The server's 'Incorrect password' shows '* Incorrect password' under the current
 * password; any other refusal '* Unable to change password' (with the server's words when it sent
 * some). Success closes the modal with 'Your password has been successfully changed.'
 */
export function ChangePasswordModal({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('profile');
  const { validationMessage } = useUiStrings();
  const change = useChangePassword();
  const [failure, setFailure] = useState<{ error: ValidationError; detail: string | null } | null>(
    null,
  );
  const form = useForm<Draft>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const values = useWatch({ control: form.control });
  const { errors } = form.formState;
  // The messages come from the rules themselves, so they are translated by code.
  const fieldErrors = {
    CurrentPassword:
      (errors.CurrentPassword && validateCurrentPassword(values.CurrentPassword)) ||
      (errors.CurrentPassword?.type === 'server' ? (failure?.error ?? null) : null),
    NewPassword: errors.NewPassword ? validateNewPassword(values.NewPassword) : null,
    ConfirmPassword: errors.ConfirmPassword
      ? validateConfirmPassword(values.NewPassword, values.ConfirmPassword)
      : null,
  };

  function close(next: boolean) {
    if (!next) {
      form.reset(EMPTY);
      setFailure(null);
      change.reset();
    }
    onOpenChange(next);
  }

  const submit = form.handleSubmit(async (draft) => {
    setFailure(null);
    try {
      await change.mutateAsync(draft);
    } catch (error) {
      const refused = passwordFailure(error);
      if (refused.field) {
        setFailure({ error: refused.error, detail: null });
        form.setError(refused.field, { type: 'server', message: refused.error.message });
      } else {
        setFailure({ error: refused.error, detail: refused.detail });
      }
      return;
    }
    confirmChange(t('security.success'));
    close(false);
  });

  const generalFailure = failure && errors.CurrentPassword?.type !== 'server' ? failure : null;

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={t('security.modalTitle')}
      primaryLabel={t('security.save')}
      onPrimary={() => void submit()}
      busy={change.isPending}
      data-testid="change-password-modal"
    >
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {generalFailure ? (
          <InlineNotification
            kind="error"
            title={validationMessage(generalFailure.error)}
            text={generalFailure.detail ?? undefined}
            data-testid="change-password-error"
          />
        ) : null}
        <FormField
          label={t('security.current')}
          required
          error={
            fieldErrors.CurrentPassword ? validationMessage(fieldErrors.CurrentPassword) : undefined
          }
        >
          <TextInput
            type="password"
            autoComplete="current-password"
            disabled={change.isPending}
            data-testid="current-password"
            {...form.register('CurrentPassword')}
          />
        </FormField>
        <FormField
          label={t('security.new')}
          required
          helperText={t('security.rule')}
          error={fieldErrors.NewPassword ? validationMessage(fieldErrors.NewPassword) : undefined}
        >
          <TextInput
            type="password"
            autoComplete="new-password"
            disabled={change.isPending}
            data-testid="new-password"
            {...form.register('NewPassword', {
              // A changed new password re-checks the confirmation once it has been touched.
              onChange: () => {
                if (form.formState.touchedFields.ConfirmPassword)
                  void form.trigger('ConfirmPassword');
              },
            })}
          />
        </FormField>
        <FormField
          label={t('security.confirm')}
          required
          error={
            fieldErrors.ConfirmPassword ? validationMessage(fieldErrors.ConfirmPassword) : undefined
          }
        >
          <TextInput
            type="password"
            autoComplete="new-password"
            disabled={change.isPending}
            data-testid="confirm-password"
            {...form.register('ConfirmPassword')}
          />
        </FormField>
        {/* Enter in a field submits the form. */}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
