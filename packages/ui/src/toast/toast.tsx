import { cva } from 'class-variance-authority';
import { CircleCheck, CircleX, Info, TriangleAlert, X, type LucideIcon } from 'lucide-react';
import { useEffect, useMemo, useSyncExternalStore, type ComponentProps } from 'react';
import { Button } from '../button';
import { cn } from '../lib/cn';
import { useUiStrings } from '../ui-strings';
import { toastStore, type Toast, type ToastKind, type ToastStore } from './toast-store';

const toastVariants = cva(
  'pointer-events-auto flex items-start gap-3 rounded-card border border-l-4 border-border bg-surface-raised p-3 text-text shadow-lg transition-[translate,opacity] duration-fast ease-standard motion-reduce:transition-none data-[state=closing]:translate-x-full data-[state=closing]:opacity-0 data-[new]:starting:translate-x-full data-[new]:starting:opacity-0',
  {
    variants: {
      kind: {
        info: 'border-l-interactive',
        success: 'border-l-status-ok',
        warning: 'border-l-status-warning',
        error: 'border-l-danger',
      },
    },
    defaultVariants: { kind: 'info' },
  },
);

const ICONS: Record<ToastKind, { icon: LucideIcon; className: string }> = {
  info: { icon: Info, className: 'text-interactive' },
  success: { icon: CircleCheck, className: 'text-status-ok' },
  warning: { icon: TriangleAlert, className: 'text-status-warning' },
  error: { icon: CircleX, className: 'text-danger' },
};

function ToastItem({
  toast,
  store,
  timeFormat,
}: {
  toast: Toast;
  store: ToastStore;
  timeFormat: Intl.DateTimeFormat;
}) {
  const { strings } = useUiStrings();
  const { id, isNew } = toast;
  useEffect(() => {
    if (isNew) store.markShown(id);
  }, [id, isNew, store]);
  const { icon: Icon, className: iconClassName } = ICONS[toast.kind];
  const titleId = `${id}-title`;
  return (
    <li
      data-slot="toast"
      data-kind={toast.kind}
      data-state={toast.state}
      data-new={isNew || undefined}
      aria-labelledby={titleId}
      // Errors interrupt the screen reader; everything else waits for a pause.
      aria-live={toast.kind === 'error' ? 'assertive' : undefined}
      className={toastVariants({ kind: toast.kind })}
    >
      <Icon
        data-slot="toast-icon"
        aria-hidden="true"
        className={cn('mt-0.5 size-5 shrink-0', iconClassName)}
      />
      <div data-slot="toast-body" className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-2">
          <p data-slot="toast-title" id={titleId} className="text-sm font-semibold">
            {toast.title}
          </p>
          <time
            data-slot="toast-time"
            dateTime={new Date(toast.createdAt).toISOString()}
            className="text-text-muted shrink-0 text-xs tabular-nums"
          >
            {timeFormat.format(toast.createdAt)}
          </time>
        </div>
        {toast.text ? (
          <p data-slot="toast-text" className="text-text-muted mt-1 text-sm">
            {toast.text}
          </p>
        ) : null}
        {toast.link ? (
          <a
            data-slot="toast-link"
            href={toast.link.href}
            className="text-interactive mt-1 inline-block text-sm font-medium underline underline-offset-4"
          >
            {toast.link.label}
          </a>
        ) : null}
      </div>
      <Button
        data-slot="toast-close"
        variant="ghost"
        size="sm"
        className="-my-1 -mr-1 size-8 px-0"
        aria-label={strings.close}
        onClick={() => store.close(id)}
      >
        <X aria-hidden="true" className="size-4" />
      </Button>
    </li>
  );
}

/** Props of Toaster. */
export interface ToasterProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** Accessible name of the toast region, e.g. "Notifications". */
  label: string;
  /** The store to render; the application's store (the one `toast()` adds to) by default. */
  store?: ToastStore;
  /** IANA time zone of the time stamps; the device's by default (stories fix it). */
  timeZone?: string;
}

/**
 * Renders the toasts of a store in a polite live region at the bottom right (errors are
 * announced assertively). Mount it once near the root of the app.
 */
export function Toaster({
  label,
  store = toastStore,
  timeZone,
  className,
  ...props
}: ToasterProps) {
  const { locale } = useUiStrings();
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const timeFormat = useMemo(
    () =>
      new Intl.DateTimeFormat(locale, {
        hour: 'numeric',
        minute: '2-digit',
        second: '2-digit',
        timeZone,
      }),
    [locale, timeZone],
  );
  return (
    <section
      data-slot="toaster"
      aria-label={label}
      className={cn(
        'pointer-events-none fixed right-4 bottom-4 z-50 w-96 max-w-[calc(100vw-2rem)]',
        className,
      )}
      {...props}
    >
      <ol data-slot="toaster-list" aria-live="polite" className="flex flex-col gap-2">
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} store={store} timeFormat={timeFormat} />
        ))}
      </ol>
    </section>
  );
}

export { toastVariants };
