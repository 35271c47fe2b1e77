import { useCurrentUser } from '@aq/api/react';
import { InlineNotification } from '@aq/ui/inline-notification';
import { Skeleton } from '@aq/ui/skeleton';
import { useUiStrings } from '@aq/ui/ui-strings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../lib/permissions';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useUserErrorMessage } from '../../lib/user-error';
import { ErrorScreen } from '../../shell/error-screens';
import { CreateNotificationForm } from './create-notification-form';
import { MANAGE_NOTIFICATIONS_PERMISSION } from './global-notifications-path';
import { ManageNotifications } from './manage-notifications';

/** What the screen needs from outside: a clock and a zone (fixed in stories, the browser's in the app). */
export interface GlobalNotificationsScreenProps {
  /** The clock 'Created at' starts from. */
  now?: () => number;
  /** The user's IANA time zone; the browser's by default. */
  timeZone?: string;
}

/**
 * Global notification administration (spec 03 §2): 'Create global notification' and 'Manage
 * Global Notifications'. Only holders of Administration__Manage_Notifications are offered it (the
 * app menu hides it from others); anyone else who opens the address reads the 403 screen, and the
 * server refuses their calls anyway.
 */
export function GlobalNotificationsScreen({
  now = Date.now,
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
}: GlobalNotificationsScreenProps) {
  const { t } = useTranslation('global-notifications');
  const { locale } = useUiStrings();
  const user = useCurrentUser();
  const errorMessage = useUserErrorMessage();
  const allowed = useHasPermission(MANAGE_NOTIFICATIONS_PERMISSION);
  useDocumentTitle({ section: t('title') });
  // One clock for the screen's life, so 'Created at' does not move while the user types.
  const [clock] = useState(() => now);

  if (user.isPending) {
    return (
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-8 sm:px-6">
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  // Who the user is could not be read: say so rather than call it a refusal.
  if (user.isError) {
    return (
      <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
        <InlineNotification
          kind="error"
          title={t('userFailed')}
          text={errorMessage(user.error, t('userAction'))}
        />
      </div>
    );
  }
  if (!allowed) return <ErrorScreen kind="forbidden" />;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-semibold">{t('title')}</h1>
        <p className="text-text-muted text-sm">{t('intro')}</p>
      </div>
      <CreateNotificationForm now={clock} timeZone={timeZone} locale={locale} />
      <ManageNotifications timeZone={timeZone} locale={locale} />
    </div>
  );
}

/** The route's screen. */
export default function GlobalNotificationsPage() {
  return <GlobalNotificationsScreen />;
}
