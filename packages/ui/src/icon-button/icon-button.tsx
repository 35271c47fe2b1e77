import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Spinner } from '../spinner';
import { Tooltip } from '../tooltip';

const iconButtonVariants = cva(
  'inline-flex shrink-0 items-center justify-center rounded-control transition-colors duration-fast ease-standard disabled:pointer-events-none disabled:opacity-50 aria-busy:cursor-progress [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        ghost: 'text-text hover:bg-surface-sunken aria-expanded:bg-surface-sunken',
        secondary:
          'border border-border-strong bg-surface-raised text-text hover:bg-surface-sunken',
        primary: 'bg-interactive text-interactive-text hover:bg-interactive-hover',
        danger: 'text-danger hover:bg-surface-sunken',
      },
      size: {
        sm: 'size-8 [&_svg]:size-4',
        md: 'size-10 [&_svg]:size-5',
        lg: 'size-12 [&_svg]:size-6',
      },
    },
    defaultVariants: { variant: 'ghost', size: 'md' },
  },
);

/** Props of IconButton. */
export interface IconButtonProps
  extends
    Omit<ComponentProps<'button'>, 'aria-label' | 'children'>,
    VariantProps<typeof iconButtonVariants> {
  /** What the button does; it is the accessible name and, unless `tooltip` is false, the tooltip. */
  label: string;
  /** The icon (a lucide-react element); it is hidden from assistive technology. */
  icon: ReactNode;
  /** Shows the label as a tooltip on hover and focus (default true). */
  tooltip?: boolean;
  /** Shows a spinner instead of the icon, marks the button busy and ignores clicks. */
  loading?: boolean;
}

/**
 * A button that shows only an icon. The label names it for assistive technology and appears as a
 * tooltip, so the icon never has to explain itself.
 */
export function IconButton({
  label,
  icon,
  tooltip = true,
  loading = false,
  variant,
  size,
  className,
  disabled,
  type = 'button',
  ...props
}: IconButtonProps) {
  const button = (
    <button
      data-slot="icon-button"
      data-variant={variant ?? 'ghost'}
      type={type}
      aria-label={label}
      aria-busy={loading || undefined}
      disabled={disabled || loading}
      className={cn(iconButtonVariants({ variant, size }), className)}
      {...props}
    >
      {loading ? (
        <Spinner size="sm" label="" aria-hidden="true" />
      ) : (
        <span aria-hidden="true" className="contents">
          {icon}
        </span>
      )}
    </button>
  );
  if (!tooltip || disabled) return button;
  return <Tooltip content={label}>{button}</Tooltip>;
}

export { iconButtonVariants };
