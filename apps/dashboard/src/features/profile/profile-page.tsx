import { useCurrentUser } from '@aq/api/react';
import { InlineNotification } from '@aq/ui/inline-notification';
import { Skeleton } from '@aq/ui/skeleton';
import { useTranslation } from 'react-i18next';
import { EmailCard, PhoneCard } from './contact-cards';
import { DeleteAccountCard } from './delete-account-card';
import { InformationCard } from './information-card';
import { ProfileLayout } from './profile-layout';

/**
 * Profile (projects §2): 'Your information', the e-mail and phone cards (each changed through a
 * verification code) and Delete account. A user who cannot be loaded reads 'Error: Could not
 * fetch user data'.
 */
export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const user = useCurrentUser();

  return (
    <ProfileLayout title={t('nav.profile')}>
      {user.data ? (
        <div className="flex max-w-3xl flex-col gap-6">
          <InformationCard user={user.data} />
          <EmailCard user={user.data} />
          <PhoneCard user={user.data} />
          <DeleteAccountCard user={user.data} />
        </div>
      ) : user.isError ? (
        <InlineNotification kind="error" title={t('loadFailed')} data-testid="profile-load-error" />
      ) : (
        <div className="flex max-w-3xl flex-col gap-6" aria-busy="true">
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      )}
    </ProfileLayout>
  );
}
