import type { OrganisationUser, Role } from '@aq/api';
import { useUpdateOrganisationUserV2 } from '@aq/api/react';
import { FormField } from '@aq/ui/form-field';
import { InlineNotification } from '@aq/ui/inline-notification';
import { Modal } from '@aq/ui/modal';
import { Select } from '@aq/ui/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmChange } from '../../lib/confirm-change';
import { useUserErrorMessage } from '../../lib/user-error';

/**
 * 'Change role': the roles the caller may grant (each with its line), Confirm enabled once another
 * role is chosen. A refusal (the organisation's last user manager, say: 409) stays in the modal
 * with the server's messages.
 */
export function ChangeRoleModal({
  organisation,
  user,
  roles,
  onClose,
}: {
  organisation: string;
  user: OrganisationUser;
  /** The roles the caller may grant. */
  roles: readonly Role[];
  onClose: () => void;
}) {
  const { t } = useTranslation('administration');
  const errorMessage = useUserErrorMessage();
  const update = useUpdateOrganisationUserV2();
  const [role, setRole] = useState<Role>(user.Role);
  const [failure, setFailure] = useState<string | null>(null);
  // The user's current role stays listed even when the caller may not grant it.
  const options = roles.includes(user.Role) ? roles : [user.Role, ...roles];

  async function confirm() {
    setFailure(null);
    try {
      await update.mutateAsync({ organisation, userId: user.Id, body: { Role: role } });
    } catch (error) {
      setFailure(errorMessage(error, t('role.action')));
      return;
    }
    confirmChange(t('role.changed', { name: user.FullName, role: t(`roles.${role}`) }));
    onClose();
  }

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('role.title', { name: user.FullName })}
      description={t('role.description', { role: t(`roles.${user.Role}`) })}
      primaryLabel={t('role.confirm')}
      primaryDisabled={role === user.Role}
      onPrimary={() => void confirm()}
      busy={update.isPending}
      data-testid="change-role-modal"
    >
      <div className="flex flex-col gap-4">
        {failure ? (
          <InlineNotification
            kind="error"
            title={t('role.failed')}
            text={failure}
            data-testid="change-role-error"
          />
        ) : null}
        <FormField label={t('users.fields.role')} helperText={t(`roleDescriptions.${role}`)}>
          <Select
            value={role}
            onValueChange={(value) => setRole(value as Role)}
            disabled={update.isPending}
            options={options.map((option) => ({
              value: option,
              label: t(`roles.${option}`),
              description: t(`roleDescriptions.${option}`),
              disabled: option !== user.Role && !roles.includes(option),
            }))}
            data-testid="change-role-select"
          />
        </FormField>
      </div>
    </Modal>
  );
}
