import { cva } from 'class-variance-authority';
import { CircleAlert, Inbox } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { useUiStrings } from '../ui-strings';

const cardVariants = cva(
  'flex flex-col gap-4 rounded-card border border-border bg-surface-raised p-4 text-text',
);

/** What the card body shows: its content, a skeleton, an empty state or an error. */
export type CardState = 'ready' | 'loading' | 'empty' | 'error';

/** Props of Card. */
export interface CardProps extends Omit<ComponentProps<'section'>, 'title'> {
  /** Heading of the card; it also names the card for assistive technology. */
  title?: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons or a menu at the top right, e.g. Edit. */
  actions?: ReactNode;
  /** Content under the body, e.g. Save and Cancel, or a "View all" link. */
  footer?: ReactNode;
  /** The heading level of the title, to fit the page outline; 2 by default. */
  headingLevel?: 2 | 3 | 4;
  /** 'ready' shows children; 'loading' a skeleton; 'empty' and 'error' their texts. */
  state?: CardState;
  /** Heading of the empty state, e.g. "No reports yet". */
  emptyTitle?: ReactNode;
  /** Explanation under the empty heading. */
  emptyText?: ReactNode;
  /** What went wrong, shown (and announced) in the error state. */
  errorText?: ReactNode;
}

function CardSkeleton() {
  const { strings } = useUiStrings();
  return (
    <div data-slot="card-skeleton" role="status" className="flex flex-col gap-3">
      <span className="sr-only">{strings.loading}</span>
      <div
        aria-hidden="true"
        className="rounded-control bg-surface-sunken h-4 w-2/3 animate-pulse"
      />
      <div
        aria-hidden="true"
        className="rounded-control bg-surface-sunken h-4 w-full animate-pulse"
      />
      <div
        aria-hidden="true"
        className="rounded-control bg-surface-sunken h-4 w-5/6 animate-pulse"
      />
      <div
        aria-hidden="true"
        className="rounded-control bg-surface-sunken h-24 w-full animate-pulse"
      />
    </div>
  );
}

/**
 * A bordered panel with an optional header (title, description, actions), a body and a footer.
 * The body can show a loading skeleton, an empty state or an error instead of its children.
 */
export function Card({
  title,
  description,
  actions,
  footer,
  headingLevel = 2,
  state = 'ready',
  emptyTitle,
  emptyText,
  errorText,
  className,
  children,
  ...props
}: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const hasHeader = title != null || description != null || actions != null;
  return (
    <section
      data-slot="card"
      data-state={state}
      aria-labelledby={title != null ? titleId : undefined}
      aria-busy={state === 'loading' || undefined}
      className={cn(cardVariants(), className)}
      {...props}
    >
      {hasHeader ? (
        <div data-slot="card-header" className="flex items-start justify-between gap-4">
          <div className="flex min-w-0 flex-col gap-1">
            {title != null ? (
              <Heading data-slot="card-title" id={titleId} className="text-base font-semibold">
                {title}
              </Heading>
            ) : null}
            {description != null ? (
              <p data-slot="card-description" className="text-text-muted text-sm">
                {description}
              </p>
            ) : null}
          </div>
          {actions != null ? (
            <div data-slot="card-actions" className="flex shrink-0 items-center gap-2">
              {actions}
            </div>
          ) : null}
        </div>
      ) : null}
      <div data-slot="card-content" className="text-sm">
        {state === 'loading' ? (
          <CardSkeleton />
        ) : state === 'empty' ? (
          <div data-slot="card-empty" className="flex flex-col items-center gap-1 py-6 text-center">
            <Inbox aria-hidden="true" className="text-text-muted mb-1 size-6" />
            {emptyTitle != null ? <p className="font-medium">{emptyTitle}</p> : null}
            {emptyText != null ? <p className="text-text-muted">{emptyText}</p> : null}
          </div>
        ) : state === 'error' ? (
          <div
            data-slot="card-error"
            role="alert"
            className="rounded-control border-danger flex items-start gap-2 border p-3"
          >
            <CircleAlert aria-hidden="true" className="text-danger mt-0.5 size-4 shrink-0" />
            <p>{errorText}</p>
          </div>
        ) : (
          children
        )}
      </div>
      {footer != null ? (
        <div
          data-slot="card-footer"
          className="border-border flex items-center justify-end gap-2 border-t pt-4"
        >
          {footer}
        </div>
      ) : null}
    </section>
  );
}

export { cardVariants };
