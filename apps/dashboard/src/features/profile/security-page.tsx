import { useCurrentUser } from '@aq/api/react';
import { Button } from '@aq/ui/button';
import { Card } from '@aq/ui/card';
import { InlineNotification } from '@aq/ui/inline-notification';
import { Skeleton } from '@aq/ui/skeleton';
import { KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangePasswordModal } from './change-password-modal';
import { ProfileLayout } from './profile-layout';

/**
 * Security (projects §2): the password card with Change password (a modal). While impersonating
 * the button is unavailable, with the reason (the server refuses the change).
 */
export default function SecurityPage() {
  const { t } = useTranslation('profile');
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const reasonId = useId();
  const impersonating = Boolean(user.data?.ImpersonatedBy);

  return (
    <ProfileLayout title={t('security.title')}>
      {user.data ? (
        <div className="flex max-w-3xl flex-col gap-6">
          <Card title={t('security.passwordTitle')} data-testid="profile-password">
            <div className="flex flex-col items-start gap-3 text-sm">
              <p>{t('security.passwordText')}</p>
              <Button
                variant="secondary"
                disabled={impersonating}
                aria-describedby={impersonating ? reasonId : undefined}
                data-testid="change-password"
                onClick={() => setOpen(true)}
              >
                <KeyRound aria-hidden="true" className="size-4" />
                {t('security.changePassword')}
              </Button>
              {impersonating ? (
                <p id={reasonId} className="text-text-muted">
                  {t('security.impersonating')}
                </p>
              ) : null}
            </div>
          </Card>
          <ChangePasswordModal open={open} onOpenChange={setOpen} />
        </div>
      ) : user.isError ? (
        <InlineNotification kind="error" title={t('loadFailed')} data-testid="profile-load-error" />
      ) : (
        <Skeleton className="h-36 w-full max-w-3xl" />
      )}
    </ProfileLayout>
  );
}
