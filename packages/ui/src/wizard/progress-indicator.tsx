import { cva } from 'class-variance-authority';
import { Check } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { useUiStrings } from '../ui-strings';
import { stepStatus } from './wizard-state';

const progressIndicatorVariants = cva('m-0 flex list-none p-0 text-sm', {
  variants: {
    orientation: {
      horizontal: 'flex-row items-start gap-2',
      vertical: 'flex-col',
    },
  },
  defaultVariants: { orientation: 'horizontal' },
});

const markerVariants = cva(
  'flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-xs font-semibold tabular-nums transition-colors duration-fast ease-standard',
  {
    variants: {
      status: {
        complete: 'border-interactive bg-interactive text-interactive-text',
        current: 'border-interactive bg-surface-raised text-interactive',
        upcoming: 'border-border-strong bg-surface-raised text-text-muted',
      },
    },
  },
);

/** One step as the progress indicator shows it. */
export interface ProgressIndicatorStep {
  /** Unique id of the step. */
  id: string;
  /** Short name of the step, e.g. "Details". */
  title: ReactNode;
}

/** Props of ProgressIndicator. */
export interface ProgressIndicatorProps extends Omit<ComponentProps<'ol'>, 'children'> {
  /** The steps in order. */
  steps: readonly ProgressIndicatorStep[];
  /** Index of the current step, from 0; earlier steps show as complete, later ones upcoming. */
  currentIndex: number;
  /** A row (default) or a column, e.g. in a tearsheet's side panel. */
  orientation?: 'horizontal' | 'vertical';
  /** Read after a complete step's title by screen readers, e.g. "Complete"; nothing by default. */
  completeLabel?: string;
}

/**
 * Numbered steps with complete (a check), current and upcoming states. Each step is read as
 * "Step 2 of 3" and its title; the current step is marked `aria-current="step"`. It shows
 * progress only: the steps are not buttons.
 */
export function ProgressIndicator({
  steps,
  currentIndex,
  orientation = 'horizontal',
  completeLabel,
  className,
  ...props
}: ProgressIndicatorProps) {
  const { format } = useUiStrings();
  const vertical = orientation === 'vertical';
  return (
    <ol
      data-slot="progress-indicator"
      data-orientation={orientation}
      className={cn(progressIndicatorVariants({ orientation }), className)}
      {...props}
    >
      {steps.map((step, index) => {
        const status = stepStatus(index, currentIndex);
        const last = index === steps.length - 1;
        return (
          <li
            key={step.id}
            data-slot="progress-indicator-step"
            data-status={status}
            aria-current={status === 'current' ? 'step' : undefined}
            className={cn('flex min-w-0 gap-3', vertical ? 'flex-row' : 'flex-1 flex-col gap-2')}
          >
            <div className={cn('flex items-center gap-2', vertical && 'flex-col gap-1')}>
              <span
                data-slot="progress-indicator-marker"
                aria-hidden="true"
                className={markerVariants({ status })}
              >
                {status === 'complete' ? <Check className="size-4" strokeWidth={3} /> : index + 1}
              </span>
              {last ? null : (
                <span
                  data-slot="progress-indicator-connector"
                  aria-hidden="true"
                  className={cn(
                    'rounded-full',
                    vertical ? 'min-h-5 w-0.5 flex-1' : 'h-0.5 flex-1',
                    status === 'complete' ? 'bg-interactive' : 'bg-border',
                  )}
                />
              )}
            </div>
            <span
              data-slot="progress-indicator-label"
              className={cn(
                'min-w-0',
                vertical && 'pt-1',
                vertical && !last && 'pb-5',
                status === 'upcoming' ? 'text-text-muted' : 'text-text',
                status === 'current' && 'font-semibold',
              )}
            >
              <span className="sr-only">
                {format('stepOfSteps', { step: index + 1, steps: steps.length })}{' '}
              </span>
              {step.title}
              {status === 'complete' && completeLabel ? (
                <span className="sr-only"> {completeLabel}</span>
              ) : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

export { progressIndicatorVariants };
