import type { CurrentUser } from '@aq/api';
import { useDeleteUser } from '@aq/api/react';
import { Button } from '@aq/ui/button';
import { Card } from '@aq/ui/card';
import { DangerModal } from '@aq/ui/danger-modal';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { SIGN_IN_PATH } from '../auth/sign-in-path';
import { useUserErrorMessage } from '../../lib/user-error';

/**
 * Delete account (projects §4): a high-impact confirmation that unlocks only once the phrase
 * 'Delete my account' (in the UI language) is typed, then DELETE /v0.1/Users/{id} and sign-in.
 * The server's refusals (409: the last administrator of an organisation with other users) show in
 * the modal. While impersonating the button is unavailable, with the reason.
 */
export function DeleteAccountCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('profile');
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const errorMessage = useUserErrorMessage();
  const remove = useDeleteUser();
  const [open, setOpen] = useState(false);
  const reasonId = useId();
  const impersonating = Boolean(user.ImpersonatedBy);
  const phrase = t('deleteAccount.phrase');

  return (
    <Card title={t('deleteAccount.title')} data-testid="profile-delete-account">
      <div className="flex flex-col items-start gap-3 text-sm">
        <p>{t('deleteAccount.text')}</p>
        <Button
          variant="danger"
          disabled={impersonating}
          aria-describedby={impersonating ? reasonId : undefined}
          data-testid="delete-account"
          onClick={() => setOpen(true)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('deleteAccount.button')}
        </Button>
        {impersonating ? (
          <p id={reasonId} className="text-text-muted">
            {t('deleteAccount.impersonating')}
          </p>
        ) : null}
      </div>
      <DangerModal
        open={open}
        onOpenChange={setOpen}
        title={t('deleteAccount.modalTitle')}
        description={t('deleteAccount.modalText')}
        confirmLabel={t('deleteAccount.confirm')}
        confirmText={phrase}
        confirmTextLabel={t('deleteAccount.typePhrase', { phrase })}
        errorMessage={(error) => errorMessage(error, t('deleteAccount.action'))}
        onConfirm={async () => {
          await remove.mutateAsync(user.Id);
          // The session ended with the account: nothing cached belongs to anyone any more.
          queryClient.clear();
          navigate(SIGN_IN_PATH, { replace: true });
        }}
      />
    </Card>
  );
}
