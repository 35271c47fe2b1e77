import * as ProgressPrimitive from '@radix-ui/react-progress';
import { cva, type VariantProps } from 'class-variance-authority';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { useUiStrings } from '../ui-strings';

const progressBarVariants = cva(
  'relative w-full overflow-hidden rounded-full bg-surface-sunken dark:bg-border',
  {
    variants: {
      size: {
        sm: 'h-1.5',
        md: 'h-2.5',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

/** Props of ProgressBar. */
export interface ProgressBarProps
  extends Omit<ComponentProps<'div'>, 'children'>, VariantProps<typeof progressBarVariants> {
  /** What is progressing, shown above the bar and used as its accessible name. */
  label: string;
  /** Progress so far, from 0 to max; null while the amount is unknown (indeterminate). */
  value: number | null;
  /** The value at completion; 100 by default. */
  max?: number;
  /** Shows the value as text beside the label (a percentage unless getValueLabel says otherwise). */
  showValue?: boolean;
  /** Words for the value, e.g. (3, 10) => "3 of 10 files"; a percentage by default. */
  getValueLabel?: (value: number, max: number) => string;
  /** A line under the bar, e.g. what happens next; linked as the bar's description. */
  helperText?: ReactNode;
}

/**
 * A labelled progress bar on Radix Progress, determinate (value of max) or indeterminate
 * (value null). The label names it, the value is exposed as its value text, and the helper text
 * describes it.
 */
export function ProgressBar({
  label,
  value,
  max = 100,
  showValue = false,
  getValueLabel,
  helperText,
  size,
  className,
  ...props
}: ProgressBarProps) {
  const { locale } = useUiStrings();
  const labelId = useId();
  const helperId = useId();
  const clamped = value === null ? null : Math.min(Math.max(value, 0), max);
  const formatValue =
    getValueLabel ??
    ((current: number, total: number) =>
      new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(
        current / total,
      ));
  const percent = clamped === null ? null : (clamped / max) * 100;
  return (
    <div
      data-slot="progress-bar"
      data-state={clamped === null ? 'indeterminate' : clamped >= max ? 'complete' : 'loading'}
      className={cn('text-text flex w-full flex-col gap-1.5', className)}
      {...props}
    >
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span data-slot="progress-bar-label" id={labelId} className="font-medium">
          {label}
        </span>
        {showValue && clamped !== null ? (
          // The bar itself announces the value; this copy is for the eye only.
          <span
            data-slot="progress-bar-value"
            aria-hidden="true"
            className="text-text-muted tabular-nums"
          >
            {formatValue(clamped, max)}
          </span>
        ) : null}
      </div>
      <ProgressPrimitive.Root
        data-slot="progress-bar-track"
        value={clamped}
        max={max}
        getValueLabel={formatValue}
        aria-labelledby={labelId}
        aria-describedby={helperText ? helperId : undefined}
        className={progressBarVariants({ size })}
      >
        <ProgressPrimitive.Indicator
          data-slot="progress-bar-indicator"
          className={cn(
            'bg-interactive duration-fast ease-standard h-full rounded-full transition-transform motion-reduce:transition-none',
            // Without a known amount, a soft pulsing segment in the middle: it cannot be read as a value.
            percent === null &&
              'via-interactive mx-auto w-1/2 animate-pulse bg-transparent bg-linear-to-r from-transparent to-transparent motion-reduce:animate-none',
          )}
          style={percent === null ? undefined : { transform: `translateX(-${100 - percent}%)` }}
        />
      </ProgressPrimitive.Root>
      {helperText ? (
        <p data-slot="progress-bar-helper" id={helperId} className="text-text-muted text-xs">
          {helperText}
        </p>
      ) : null}
    </div>
  );
}

export { progressBarVariants };
