import type { GlobalNotification } from '@aq/api';
import { useDeleteGlobalNotification, useGlobalNotifications } from '@aq/api/react';
import { Button } from '@aq/ui/button';
import { DangerModal } from '@aq/ui/danger-modal';
import { EmptyState } from '@aq/ui/empty-state';
import { InlineNotification } from '@aq/ui/inline-notification';
import { Skeleton } from '@aq/ui/skeleton';
import { BellOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { confirmChange } from '../../lib/confirm-change';
import { useUserErrorMessage } from '../../lib/user-error';
import { formatCreatedAt } from './created-at';
import { NotificationMessagePreview } from './notification-preview';

type Item = z.output<typeof GlobalNotification>;

function NotificationItem({
  item,
  timeZone,
  locale,
  onDelete,
}: {
  item: Item;
  timeZone: string;
  locale: string;
  onDelete: () => void;
}) {
  const { t } = useTranslation('global-notifications');
  const created = formatCreatedAt(item.CreatedAt, timeZone, locale);
  return (
    <li
      className="border-border bg-surface-raised rounded-card flex flex-col gap-2 border p-4 sm:flex-row sm:items-start sm:gap-4"
      data-testid="global-notification"
      aria-labelledby={`notification-${item.Id}`}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 id={`notification-${item.Id}`} className="text-base font-semibold break-words">
          {item.Title}
        </h3>
        <p className="text-text-muted text-xs">
          <time dateTime={item.CreatedAt} data-testid="global-notification-created">
            {created.text} {created.zone}
          </time>
          {item.CreatedBy ? ` · ${t('manage.createdBy', { user: item.CreatedBy })}` : null}
        </p>
        <NotificationMessagePreview message={item.Message} />
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        onClick={onDelete}
        aria-label={t('manage.deleteNamed', { title: item.Title })}
        data-testid="global-notification-delete"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {t('manage.delete')}
      </Button>
    </li>
  );
}

/**
 * 'Manage Global Notifications' (spec 03 §2): every global notification, newest first, with its
 * title, creation time in the user's zone (labelled) and author, its message as the bell shows it
 * (collapsed past 200 characters), and Delete behind a danger confirmation; deleting removes it
 * from every user's bell. Loading, empty and error states.
 */
export function ManageNotifications({ timeZone, locale }: { timeZone: string; locale: string }) {
  const { t } = useTranslation('global-notifications');
  const errorMessage = useUserErrorMessage();
  const list = useGlobalNotifications();
  const remove = useDeleteGlobalNotification();
  // The notification being deleted stays known while the confirmation closes.
  const [deleting, setDeleting] = useState<Item | null>(null);
  const [confirming, setConfirming] = useState(false);
  const items = list.data?.Items ?? [];

  return (
    <section
      aria-labelledby="manage-notifications-heading"
      className="flex flex-col gap-4"
      data-testid="manage-notifications"
    >
      <h2 id="manage-notifications-heading" className="text-xl font-semibold">
        {t('manage.title')}
      </h2>
      {list.isPending ? (
        <div role="status" aria-label={t('manage.loading')} className="flex flex-col gap-3">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : list.isError ? (
        <InlineNotification
          kind="error"
          title={t('manage.loadFailed')}
          text={errorMessage(list.error, t('manage.loadAction'))}
          action={
            <Button size="sm" variant="secondary" onClick={() => void list.refetch()}>
              {t('manage.retry')}
            </Button>
          }
          data-testid="manage-notifications-error"
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<BellOff aria-hidden="true" />}
          title={t('manage.empty')}
          text={t('manage.emptyText')}
          headingLevel={3}
          data-testid="manage-notifications-empty"
        />
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('manage.title')}>
          {items.map((item) => (
            <NotificationItem
              key={item.Id}
              item={item}
              timeZone={timeZone}
              locale={locale}
              onDelete={() => {
                setDeleting(item);
                setConfirming(true);
              }}
            />
          ))}
        </ul>
      )}

      <DangerModal
        open={confirming}
        onOpenChange={setConfirming}
        title={t('manage.confirmTitle')}
        description={t('manage.confirmText', { title: deleting?.Title ?? '' })}
        confirmLabel={t('manage.delete')}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.Id);
          confirmChange(t('manage.deleted', { title: deleting.Title }));
        }}
        errorMessage={(error) => errorMessage(error, t('manage.deleteAction'))}
      />
    </section>
  );
}
