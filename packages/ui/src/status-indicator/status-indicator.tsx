import { cva, type VariantProps } from 'class-variance-authority';
import { CircleCheck, OctagonAlert, TriangleAlert, WifiOff, type LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

const statusIndicatorVariants = cva('inline-flex items-center gap-1.5 text-text', {
  variants: {
    size: {
      sm: 'text-xs [&_svg]:size-3.5',
      md: 'text-sm [&_svg]:size-4',
    },
  },
  defaultVariants: { size: 'md' },
});

/** A monitor's or location's health: ok, caution, warning or offline. */
export type Status = 'ok' | 'caution' | 'warning' | 'offline';

// Each status has its own icon shape as well as its colour, so it reads without colour vision.
const STATUS_ICONS: Record<Status, { icon: LucideIcon; className: string }> = {
  ok: { icon: CircleCheck, className: 'text-status-ok' },
  caution: { icon: TriangleAlert, className: 'text-status-caution' },
  warning: { icon: OctagonAlert, className: 'text-status-warning' },
  offline: { icon: WifiOff, className: 'text-status-offline' },
};

/** Props of StatusIndicator. */
export interface StatusIndicatorProps
  extends Omit<ComponentProps<'span'>, 'children'>, VariantProps<typeof statusIndicatorVariants> {
  /** The status to show. */
  status: Status;
  /** The status in words, always shown, e.g. "Online" or "Sensor fault". */
  label: string;
}

/** A status as a shape-coded, colour-coded icon plus text: never colour alone. */
export function StatusIndicator({
  status,
  label,
  size,
  className,
  ...props
}: StatusIndicatorProps) {
  const { icon: Icon, className: iconClassName } = STATUS_ICONS[status];
  return (
    <span
      data-slot="status-indicator"
      data-status={status}
      className={cn(statusIndicatorVariants({ size }), className)}
      {...props}
    >
      <Icon
        data-slot="status-indicator-icon"
        aria-hidden="true"
        className={cn('shrink-0', iconClassName)}
      />
      <span data-slot="status-indicator-label">{label}</span>
    </span>
  );
}

export { statusIndicatorVariants };
