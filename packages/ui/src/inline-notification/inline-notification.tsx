import { cva, type VariantProps } from 'class-variance-authority';
import { CircleCheck, CircleX, Info, TriangleAlert, X, type LucideIcon } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { Button } from '../button';
import { cn } from '../lib/cn';
import { useUiStrings } from '../ui-strings';

const inlineNotificationVariants = cva(
  'flex items-start gap-3 rounded-card border border-l-4 border-border bg-surface-raised p-3 text-text',
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

/** The kind of an inline notification. */
export type InlineNotificationKind = NonNullable<
  VariantProps<typeof inlineNotificationVariants>['kind']
>;

const ICONS: Record<InlineNotificationKind, { icon: LucideIcon; className: string }> = {
  info: { icon: Info, className: 'text-interactive' },
  success: { icon: CircleCheck, className: 'text-status-ok' },
  warning: { icon: TriangleAlert, className: 'text-status-warning' },
  error: { icon: CircleX, className: 'text-danger' },
};

/** Props of InlineNotification. */
export interface InlineNotificationProps
  extends
    Omit<ComponentProps<'div'>, 'children' | 'title' | 'role'>,
    VariantProps<typeof inlineNotificationVariants> {
  /** The message in a few words, e.g. "Report saved". */
  title: string;
  /** More detail, e.g. what happens next or how to fix it. */
  text?: ReactNode;
  /** A follow-up action, such as a link or a small button. */
  action?: ReactNode;
  /** Shows a Close button that calls this; the parent then removes the notification. */
  onClose?: () => void;
}

/**
 * A message in the page's flow (not a toast): info, success, warning or error, with a title,
 * optional text, action and Close button. Info and success are announced politely (role status);
 * warnings and errors interrupt (role alert).
 */
export function InlineNotification({
  kind,
  title,
  text,
  action,
  onClose,
  className,
  ...props
}: InlineNotificationProps) {
  const { strings } = useUiStrings();
  const titleId = useId();
  const resolvedKind = kind ?? 'info';
  const { icon: Icon, className: iconClassName } = ICONS[resolvedKind];
  return (
    <div
      data-slot="inline-notification"
      data-kind={resolvedKind}
      role={resolvedKind === 'warning' || resolvedKind === 'error' ? 'alert' : 'status'}
      aria-labelledby={titleId}
      className={cn(inlineNotificationVariants({ kind }), className)}
      {...props}
    >
      <Icon
        data-slot="inline-notification-icon"
        aria-hidden="true"
        className={cn('mt-0.5 size-5 shrink-0', iconClassName)}
      />
      <div data-slot="inline-notification-body" className="min-w-0 flex-1">
        <p data-slot="inline-notification-title" id={titleId} className="text-sm font-semibold">
          {title}
        </p>
        {text ? (
          <div data-slot="inline-notification-text" className="text-text-muted mt-1 text-sm">
            {text}
          </div>
        ) : null}
        {action ? (
          <div data-slot="inline-notification-action" className="mt-2">
            {action}
          </div>
        ) : null}
      </div>
      {onClose ? (
        <Button
          data-slot="inline-notification-close"
          variant="ghost"
          size="sm"
          className="-my-1 -mr-1 size-8 px-0"
          aria-label={strings.close}
          onClick={onClose}
        >
          <X aria-hidden="true" className="size-4" />
        </Button>
      ) : null}
    </div>
  );
}

export { inlineNotificationVariants };
