import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { useUiStrings } from '../ui-strings';

/** An indeterminate progress indicator with an accessible name. */
export function Spinner({
  label,
  size = 'md',
  className,
  ...props
}: ComponentProps<'span'> & {
  /** What is loading, read by screen readers; "Loading" by default. */
  label?: string;
  /** Diameter: sm 1 rem, md 1.5 rem, lg 2 rem. */
  size?: 'sm' | 'md' | 'lg';
}) {
  const { strings } = useUiStrings();
  return (
    <span
      role="status"
      data-slot="spinner"
      className={cn('inline-flex items-center', className)}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          'animate-spin rounded-full border-2 border-current border-r-transparent',
          size === 'sm' ? 'size-4' : size === 'lg' ? 'size-8' : 'size-6',
        )}
      />
      <span className="sr-only">{label ?? strings.loading}</span>
    </span>
  );
}
