import { parseRichText, richTextToPlainText } from '@aq/validation/rich-text';
import { isValidationError } from '@aq/validation/result';
import type { Notification } from '@aq/api';
import { useDismissNotifications, useMarkNotificationsRead, useNotifications } from '@aq/api/react';
import { Button } from '@aq/ui/button';
import { IconButton } from '@aq/ui/icon-button';
import { Popover, PopoverContent, PopoverTrigger } from '@aq/ui/popover';
import { RelativeTime } from '@aq/ui/relative-time';
import { RichText } from '@aq/ui/rich-text';
import { Spinner } from '@aq/ui/spinner';
import { toast } from '@aq/ui/toast';
import { Bell, Settings, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { z } from 'zod';
import { keepFocusInNextMenu, useHeaderMenu } from '../../lib/header-menus';
import { useLocale } from '../../lib/locale';
import { useRelativeTimeFormat } from '../../lib/relative-time';
import { useNow } from '../../lib/use-now';
import { useUserErrorMessage } from '../../lib/user-error';
import { useScreens } from '../../routes/screens-context';
import {
  badgeText,
  collapsedText,
  groupByRelativeDate,
  isLongMessage,
  PANEL_LIMIT,
  showsRelativeTime,
} from './notification-logic';

type Item = z.output<typeof Notification>;

/** Where the notification settings live (profile, notification preferences). */
const SETTINGS_PATH = '/OneView/profile/notification-preferences';

function NotificationMessage({ message }: { message: string }) {
  const { t } = useTranslation('shell');
  const [expanded, setExpanded] = useState(false);
  const document = useMemo(() => {
    try {
      const parsed = parseRichText(JSON.parse(message));
      return isValidationError(parsed) ? null : parsed;
    } catch {
      return null;
    }
  }, [message]);
  const plain = document ? richTextToPlainText(document) : message;
  const long = isLongMessage(plain);
  return (
    <div className="text-text-muted text-sm break-words">
      {long && !expanded ? (
        <p>{collapsedText(plain)}</p>
      ) : document ? (
        <RichText value={document} />
      ) : (
        <p>{message}</p>
      )}
      {long ? (
        <Button
          variant="link"
          size="sm"
          className="h-auto px-0"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('notifications.collapse') : t('notifications.viewMore')}
        </Button>
      ) : null}
    </div>
  );
}

function NotificationRow({
  item,
  now,
  onDismiss,
}: {
  item: Item;
  now: number;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('shell');
  const { locale } = useLocale();
  const relative = useRelativeTimeFormat();
  const created = Date.parse(item.CreatedAt);
  return (
    <li
      className="border-border flex gap-2 border-b py-3 last:border-b-0"
      data-testid="notification"
    >
      <span
        aria-hidden="true"
        className={`mt-1.5 size-2 shrink-0 rounded-full ${item.Status === 'Unread' ? 'bg-interactive' : 'bg-transparent'}`}
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{item.Title}</p>
        <NotificationMessage message={item.Message} />
        <p className="text-text-muted mt-1 text-xs">
          {showsRelativeTime(created, now) ? (
            <RelativeTime value={created} now={now} format={relative} />
          ) : (
            <time dateTime={item.CreatedAt}>
              {new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
                created,
              )}
            </time>
          )}
        </p>
      </div>
      <IconButton
        size="sm"
        icon={<X />}
        label={t('notifications.dismiss', { title: item.Title })}
        tooltip={false}
        onClick={onDismiss}
      />
    </li>
  );
}

/**
 * The notifications bell and panel (foundation §2.11): unread badge, Dismiss all, groups by
 * relative date, View more / Collapse for long messages, "View all (count)". Opening it marks the
 * unread ones Read at once (refetched if the call fails); dismissal is optimistic and rolled back
 * on failure, with a toast saying why. No retries, refocus refetches or polling.
 */
export function NotificationsMenu() {
  const { t } = useTranslation('shell');
  const { locale } = useLocale();
  const [open, setOpen] = useHeaderMenu('notifications');
  const [showAll, setShowAll] = useState(false);
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const dismiss = useDismissNotifications();
  const errorMessage = useUserErrorMessage();
  const screens = useScreens();
  const items = notifications.data?.Items ?? [];
  const unread = items.filter((n) => n.Status === 'Unread');
  const badge = badgeText(unread.length);
  const now = useNow(30_000);
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  // Opening the panel marks what was unread as read, once per opening.
  const marked = useRef(false);
  const unreadIds = unread.map((n) => n.Id);
  const markReadMutate = markRead.mutate;
  useEffect(() => {
    if (!open) {
      marked.current = false;
      return;
    }
    if (marked.current || notifications.isPending) return;
    marked.current = true;
    if (unreadIds.length) markReadMutate(unreadIds);
  }, [open, notifications.isPending, unreadIds, markReadMutate]);

  const dismissIds = (ids: string[]) =>
    dismiss.mutate(ids, {
      onError: (error) =>
        toast({
          kind: 'error',
          title: t('notifications.dismissFailed'),
          text: errorMessage(error, t('notifications.dismissAction')),
        }),
    });

  const visible = showAll ? items : items.slice(0, PANEL_LIMIT);
  const groups = groupByRelativeDate(visible, now, timeZone);
  const dayFormat = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <button
          type="button"
          data-testid="notifications-button"
          aria-label={
            unread.length
              ? t('notifications.buttonUnread', { count: unread.length })
              : t('notifications.button')
          }
          className="hover:bg-surface-sunken rounded-control aria-expanded:bg-surface-sunken relative inline-flex size-10 items-center justify-center"
        >
          <Bell aria-hidden="true" className="size-5" />
          {badge ? (
            <span
              aria-hidden="true"
              data-testid="notifications-badge"
              className="bg-danger text-danger-text absolute -end-0.5 -top-0.5 min-w-5 rounded-full px-1 text-center text-[11px] leading-5 font-semibold"
            >
              {badge}
            </span>
          ) : null}
        </button>
      </PopoverTrigger>
      <PopoverContent
        align="end"
        onCloseAutoFocus={keepFocusInNextMenu}
        className="flex max-h-[min(36rem,calc(100vh-5rem))] w-[24rem] flex-col gap-0 p-0"
        aria-label={t('notifications.title')}
      >
        <div className="border-border flex items-center gap-2 border-b px-4 py-3">
          <h2 className="flex-1 text-base font-semibold">{t('notifications.title')}</h2>
          <Button
            variant="ghost"
            size="sm"
            disabled={items.length === 0}
            onClick={() => dismissIds(items.map((n) => n.Id))}
          >
            {t('notifications.dismissAll')}
          </Button>
          {screens.has(SETTINGS_PATH) ? (
            <Link
              href={SETTINGS_PATH}
              aria-label={t('notifications.settings')}
              className="hover:bg-surface-sunken rounded-control inline-flex size-8 items-center justify-center"
              onClick={() => setOpen(false)}
            >
              <Settings aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-4">
          {notifications.isPending ? (
            <div className="flex justify-center py-8">
              <Spinner />
            </div>
          ) : notifications.isError ? (
            <div role="alert" className="text-danger flex flex-col gap-1 py-8 text-center text-sm">
              <p>{t('notifications.loadFailed')}</p>
              <p>{errorMessage(notifications.error, t('notifications.loadAction'))}</p>
            </div>
          ) : items.length === 0 ? (
            <p className="text-text-muted py-8 text-center text-sm">{t('notifications.empty')}</p>
          ) : (
            groups.map((group) => (
              <section key={group.day} aria-label={groupLabel(group.kind, group.day)}>
                <h3 className="text-text-muted pt-3 text-xs font-semibold uppercase">
                  {groupLabel(group.kind, group.day)}
                </h3>
                <ul>
                  {group.items.map((item) => (
                    <NotificationRow
                      key={item.Id}
                      item={item}
                      now={now}
                      onDismiss={() => dismissIds([item.Id])}
                    />
                  ))}
                </ul>
              </section>
            ))
          )}
        </div>
        {items.length > PANEL_LIMIT ? (
          <div className="border-border border-t px-4 py-2">
            <Button variant="link" size="sm" onClick={() => setShowAll(!showAll)}>
              {showAll
                ? t('notifications.showFewer')
                : t('notifications.viewAll', { total: items.length })}
            </Button>
          </div>
        ) : null}
      </PopoverContent>
    </Popover>
  );

  function groupLabel(kind: 'today' | 'yesterday' | 'earlier', day: string): string {
    if (kind === 'today') return t('notifications.today');
    if (kind === 'yesterday') return t('notifications.yesterday');
    return dayFormat.format(Date.parse(`${day}T12:00:00Z`));
  }
}
