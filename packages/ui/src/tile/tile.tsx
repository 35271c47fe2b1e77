import { cva } from 'class-variance-authority';
import { Lock, Star } from 'lucide-react';
import {
  Children,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Button } from '../button';
import { cn } from '../lib/cn';
import { joinIds } from '../lib/join-ids';
import { Skeleton } from '../skeleton';
import { Tooltip } from '../tooltip';
import { useUiStrings } from '../ui-strings';

/** How long the star grows after a toggle before it settles, in milliseconds (duration-fast). */
export const STAR_POP_MS = 150;

const tileVariants = cva(
  'flex min-w-0 flex-col gap-4 rounded-card border border-border bg-surface-raised p-4 text-text',
);

const starButtonVariants = cva(
  'inline-flex size-8 shrink-0 items-center justify-center rounded-control text-text-muted transition-colors duration-fast ease-standard hover:bg-surface-sunken hover:text-text aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-transparent aria-busy:cursor-progress aria-pressed:text-interactive aria-pressed:hover:text-interactive',
);

/** Props of Tile. */
export interface TileProps extends Omit<ComponentProps<'article'>, 'title'> {
  /** The tile's heading, e.g. the project name; it names the tile and describes its buttons. */
  title: ReactNode;
  /** Secondary lines under the title, e.g. the organisation and the location. */
  lines?: readonly ReactNode[];
  /** The heading level of the title, to fit the page outline; 3 by default. */
  headingLevel?: 2 | 3 | 4;
  /** Whether the item is a favourite: the star is filled and pressed. */
  favourite?: boolean;
  /** Called with the new favourite state when the star is pressed; without it there is no star. */
  onFavouriteChange?: (favourite: boolean) => void;
  /** While the favourite change is being saved: the star is busy and ignores presses. */
  favouritePending?: boolean;
  /** Where View goes, as a plain link. */
  href?: string;
  /**
   * Renders View as the app's router link: return the link element with `children` inside; it
   * gets the button look. Takes precedence over `href`.
   */
  renderLink?: (children: ReactNode) => ReactElement;
  /** Called when View is pressed, when View is a button rather than a link. */
  onView?: () => void;
  /** Label of View; the translated "View" by default. */
  viewLabel?: string;
  /** Whether the user can open the item; false makes the star and View unavailable. */
  accessible?: boolean;
  /** Why the item cannot be opened, shown as the tooltip of the unavailable star and View. */
  inaccessibleReason?: string;
}

/**
 * A summary tile (a project in the Projects list): a title, secondary lines, a favourite star
 * toggle and a View link or button. When the item is not accessible both are unavailable but
 * stay focusable, with a tooltip and description saying why.
 */
export function Tile({
  title,
  lines = [],
  headingLevel = 3,
  favourite = false,
  onFavouriteChange,
  favouritePending = false,
  href,
  renderLink,
  onView,
  viewLabel,
  accessible = true,
  inaccessibleReason,
  className,
  children,
  ...props
}: TileProps) {
  const { strings } = useUiStrings();
  const titleId = useId();
  const reasonId = useId();
  const Heading = `h${headingLevel}` as const;
  const [popping, setPopping] = useState(false);
  const popTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(popTimer.current), []);

  const locked = !accessible;
  const hasReason = locked && Boolean(inaccessibleReason);
  const describedBy = joinIds(titleId, hasReason && reasonId);
  const starLabel = favourite ? strings.removeFavourite : strings.addFavourite;
  const label = viewLabel ?? strings.view;

  function toggleFavourite() {
    if (locked || favouritePending || !onFavouriteChange) return;
    onFavouriteChange(!favourite);
    // The star grows and settles back; the global reduced-motion rule makes this instant.
    clearTimeout(popTimer.current);
    setPopping(true);
    popTimer.current = setTimeout(() => setPopping(false), STAR_POP_MS);
  }

  function withReason(control: ReactElement, fallback?: string) {
    const content = hasReason ? inaccessibleReason : fallback;
    return content ? <Tooltip content={content}>{control}</Tooltip> : control;
  }

  const star = onFavouriteChange
    ? withReason(
        <button
          type="button"
          data-slot="tile-favourite"
          aria-label={starLabel}
          aria-pressed={favourite}
          aria-describedby={describedBy}
          // Unavailable and pending stay focusable (aria-disabled), so focus is not lost
          // mid-toggle and keyboard users can read why the star is off.
          aria-disabled={locked || favouritePending || undefined}
          aria-busy={favouritePending || undefined}
          className={starButtonVariants()}
          onClick={toggleFavourite}
        >
          <Star
            aria-hidden="true"
            data-popping={popping || undefined}
            className={cn(
              'duration-fast ease-standard size-5 transition-transform',
              favourite && 'fill-current',
              popping && 'scale-125',
            )}
          />
        </button>,
        starLabel,
      )
    : null;

  let view: ReactNode = null;
  if (locked && (renderLink || href || onView)) {
    view = withReason(
      <Button
        data-slot="tile-view"
        variant="secondary"
        size="sm"
        aria-disabled="true"
        aria-describedby={describedBy}
        className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
        onClick={(event) => event.preventDefault()}
      >
        {label}
      </Button>,
    );
  } else if (renderLink) {
    view = (
      <Button
        data-slot="tile-view"
        variant="secondary"
        size="sm"
        asChild
        aria-describedby={titleId}
      >
        {renderLink(label)}
      </Button>
    );
  } else if (href) {
    view = (
      <Button data-slot="tile-view" variant="secondary" size="sm" asChild>
        <a href={href} aria-describedby={titleId}>
          {label}
        </a>
      </Button>
    );
  } else if (onView) {
    view = (
      <Button
        data-slot="tile-view"
        variant="secondary"
        size="sm"
        aria-describedby={titleId}
        onClick={onView}
      >
        {label}
      </Button>
    );
  }

  return (
    <article
      data-slot="tile"
      data-accessible={accessible}
      aria-labelledby={titleId}
      className={cn(tileVariants(), className)}
      {...props}
    >
      <div data-slot="tile-header" className="flex items-start gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <Heading
            data-slot="tile-title"
            id={titleId}
            className="flex items-start gap-1.5 text-base font-semibold break-words"
          >
            {locked ? (
              <Lock aria-hidden="true" className="text-text-muted mt-1 size-4 shrink-0" />
            ) : null}
            <span className="min-w-0">{title}</span>
          </Heading>
          {lines.map((line, index) => (
            <p
              // Lines are positional (organisation, then location) and never reorder.
              key={index}
              data-slot="tile-line"
              className="text-text-muted text-sm break-words"
            >
              {line}
            </p>
          ))}
        </div>
        {star}
      </div>
      {children != null ? (
        <div data-slot="tile-content" className="text-sm">
          {children}
        </div>
      ) : null}
      {hasReason ? (
        <span id={reasonId} className="sr-only">
          {inaccessibleReason}
        </span>
      ) : null}
      {view ? (
        <div data-slot="tile-footer" className="mt-auto flex justify-end gap-2">
          {view}
        </div>
      ) : null}
    </article>
  );
}

/** Props of TileGrid. */
export interface TileGridProps extends ComponentProps<'ul'> {
  /** Shows skeleton tiles and announces loading instead of the children. */
  loading?: boolean;
  /** How many skeleton tiles to show while loading; 6 by default. */
  skeletonCount?: number;
}

const tileGridClassName =
  'm-0 grid list-none grid-cols-[repeat(auto-fill,minmax(min(100%,16rem),1fr))] gap-4 p-0';

/**
 * A responsive grid of tiles: as many columns of at least 16 rem as fit. Each child becomes a
 * list item. While `loading` it shows skeleton tiles and a status for screen readers.
 */
export function TileGrid({
  loading = false,
  skeletonCount = 6,
  className,
  children,
  ...props
}: TileGridProps) {
  const { strings } = useUiStrings();
  if (loading) {
    return (
      <div data-slot="tile-grid" data-loading="true" aria-busy="true" className="flex flex-col">
        <span role="status" className="sr-only">
          {strings.loading}
        </span>
        <div className={cn(tileGridClassName, className)}>
          {Array.from({ length: skeletonCount }, (_, index) => (
            <TileSkeleton key={index} />
          ))}
        </div>
      </div>
    );
  }
  return (
    <ul data-slot="tile-grid" className={cn(tileGridClassName, className)} {...props}>
      {Children.map(children, (child) =>
        child == null || child === false ? null : (
          <li data-slot="tile-grid-item" className="flex min-w-0 flex-col [&>*]:flex-1">
            {child}
          </li>
        ),
      )}
    </ul>
  );
}

/**
 * A placeholder in the shape of a Tile while tiles load. It is hidden from assistive
 * technology: the loading region announces itself (TileGrid's `loading` does this).
 */
export function TileSkeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="tile-skeleton"
      aria-hidden="true"
      className={cn(tileVariants(), className)}
      {...props}
    >
      <div className="flex items-start gap-2">
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton shape="text" className="h-5 w-3/4" />
          <Skeleton shape="text" className="w-1/2" />
          <Skeleton shape="text" className="w-2/3" />
        </div>
        <Skeleton shape="circle" className="size-8" />
      </div>
      <div className="mt-auto flex justify-end">
        <Skeleton shape="text" className="rounded-control h-8 w-16" />
      </div>
    </div>
  );
}
