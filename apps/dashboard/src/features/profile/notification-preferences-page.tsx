import { EmptyState } from '@aq/ui/empty-state';
import { BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ProfileLayout } from './profile-layout';

/**
 * Notification preferences (projects §2: a placeholder only). The bell's settings icon opens it;
 * it says the preferences are not available yet rather than offering a form that saves nothing.
 */
export default function NotificationPreferencesPage() {
  const { t } = useTranslation('profile');
  return (
    <ProfileLayout title={t('notificationPreferences.title')}>
      <div className="max-w-3xl" data-testid="notification-preferences">
        <EmptyState
          icon={<BellRing aria-hidden="true" />}
          title={t('notificationPreferences.heading')}
          text={t('notificationPreferences.text')}
        />
      </div>
    </ProfileLayout>
  );
}
