import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { Skeleton } from '../skeleton';
import { useUiStrings } from '../ui-strings';

/** Props of MapSkeleton. */
export interface MapSkeletonProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** What is loading, read by screen readers; the translated "Loading" by default. */
  label?: string;
}

/**
 * The map's placeholder while MapLibre and the world data load: a block the size of the map
 * (24rem tall by default; pass the map's className to match), announced as busy.
 */
export function MapSkeleton({ label, className, ...props }: MapSkeletonProps) {
  const { strings } = useUiStrings();
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={label ?? strings.loading}
      data-slot="map-skeleton"
      className={cn('rounded-card relative h-96 w-full overflow-hidden', className)}
      {...props}
    >
      <Skeleton className="rounded-card absolute inset-0 h-full" />
    </div>
  );
}
