import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

const skeletonVariants = cva(
  'block animate-pulse bg-surface-sunken motion-reduce:animate-none dark:bg-border',
  {
    variants: {
      shape: {
        block: 'h-24 w-full rounded-card',
        text: 'h-4 w-full rounded-control',
        circle: 'size-10 rounded-full',
      },
    },
    defaultVariants: { shape: 'block' },
  },
);

/** Props of Skeleton. */
export interface SkeletonProps
  extends Omit<ComponentProps<'span'>, 'children'>, VariantProps<typeof skeletonVariants> {
  /** With shape "text": how many lines; the last is shorter, like the end of a paragraph. */
  lines?: number;
}

/**
 * A grey placeholder in the shape of content that is still loading: a block, lines of text or a
 * circle; size it with className. It is hidden from assistive technology, so the loading region
 * that holds it announces itself instead: give that parent `aria-busy="true"` and a label or
 * status text such as "Loading projects".
 */
export function Skeleton({ shape, lines = 1, className, ...props }: SkeletonProps) {
  if (shape === 'text' && lines > 1) {
    return (
      <span
        data-slot="skeleton"
        data-shape="text"
        aria-hidden="true"
        className={cn('flex w-full flex-col gap-2', className)}
        {...props}
      >
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            data-slot="skeleton-line"
            className={cn(skeletonVariants({ shape }), index === lines - 1 && 'w-3/5')}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      data-slot="skeleton"
      data-shape={shape ?? 'block'}
      aria-hidden="true"
      className={cn(skeletonVariants({ shape }), className)}
      {...props}
    />
  );
}

export { skeletonVariants };
