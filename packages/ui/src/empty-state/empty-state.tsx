import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

const emptyStateVariants = cva('flex flex-col items-center text-center text-text', {
  variants: {
    size: {
      sm: 'gap-1 px-4 py-6',
      md: 'gap-2 px-6 py-10',
    },
  },
  defaultVariants: { size: 'md' },
});

/** Props of EmptyState. */
export interface EmptyStateProps
  extends
    Omit<ComponentProps<'div'>, 'children' | 'title'>,
    VariantProps<typeof emptyStateVariants> {
  /** What is missing, e.g. "No projects found". */
  title: string;
  /** One line on why, or what to do next, e.g. "Try another search." */
  text?: ReactNode;
  /** A way forward, such as a button that creates the first item or clears the filters. */
  action?: ReactNode;
  /** A decorative icon shown above the title; hidden from assistive technology. */
  icon?: ReactNode;
  /** The heading level of the title, to fit the page's outline; h2 by default. */
  headingLevel?: 2 | 3 | 4;
}

/** What a list, table or chart shows when it has nothing to show. */
export function EmptyState({
  title,
  text,
  action,
  icon,
  headingLevel = 2,
  size,
  className,
  ...props
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div data-slot="empty-state" className={cn(emptyStateVariants({ size }), className)} {...props}>
      {icon ? (
        <span
          data-slot="empty-state-icon"
          aria-hidden="true"
          className="text-text-muted mb-1 [&_svg]:size-8"
        >
          {icon}
        </span>
      ) : null}
      <Heading data-slot="empty-state-title" className="text-base font-semibold">
        {title}
      </Heading>
      {text ? (
        <p data-slot="empty-state-text" className="text-text-muted max-w-prose text-sm">
          {text}
        </p>
      ) : null}
      {action ? (
        <div data-slot="empty-state-action" className="mt-2">
          {action}
        </div>
      ) : null}
    </div>
  );
}

export { emptyStateVariants };
