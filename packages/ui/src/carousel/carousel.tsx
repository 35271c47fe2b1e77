import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  Children,
  useRef,
  useState,
  type ComponentProps,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { IconButton } from '../icon-button';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/use-controllable-state';
import { useUiStrings } from '../ui-strings';
import {
  SWIPE_THRESHOLD_PX,
  canStep,
  clampIndex,
  keyDirection,
  stepIndex,
  swipeDirection,
  type SlideDirection,
} from './carousel-logic';

// A drag longer than this is a swipe, not a click, so a link inside the slide is not followed.
const CLICK_SLOP_PX = 5;

/** Props of Carousel. */
export interface CarouselProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** Names the carousel region, e.g. "Announcements". */
  label: string;
  /** The slides, one child each. */
  children: ReactNode;
  /** The shown slide's index (controlled); pair with `onIndexChange`. */
  index?: number;
  /** The slide shown first when uncontrolled; 0 by default. */
  defaultIndex?: number;
  /** Called with the new index when a button, key, dot or swipe changes the slide. */
  onIndexChange?: (index: number) => void;
  /** Goes from the last slide to the first and back instead of stopping at the ends. */
  loop?: boolean;
  /** How far a drag must travel to change the slide, in pixels; 50 by default (spec 03). */
  swipeThreshold?: number;
  /** Shows the dots that pick a slide; true by default. */
  showDots?: boolean;
  /** How assistive technology calls the widget; the translated "carousel" by default. */
  roleDescription?: string;
  /** How assistive technology calls each slide; the translated "slide" by default. */
  slideRoleDescription?: string;
}

/**
 * Slides in a horizontal track, one at a time, after the WAI-ARIA carousel pattern: previous
 * and next buttons, dots that pick a slide, the arrow keys (Home and End too) on those
 * controls, and pointer or touch swipes. A drag shorter than `swipeThreshold` snaps back; a
 * longer one moves one slide. Slides out of view are inert. There is no automatic rotation.
 */
export function Carousel({
  label,
  children,
  index: indexProp,
  defaultIndex = 0,
  onIndexChange,
  loop = false,
  swipeThreshold = SWIPE_THRESHOLD_PX,
  showDots = true,
  roleDescription,
  slideRoleDescription,
  className,
  ...props
}: CarouselProps) {
  const { strings, format } = useUiStrings();
  const slides = Children.toArray(children);
  const count = slides.length;
  const [chosenIndex, setIndex] = useControllableState({
    value: indexProp,
    defaultValue: defaultIndex,
    onChange: onIndexChange,
  });
  const index = clampIndex(chosenIndex, count);
  const [dragX, setDragX] = useState(0);
  const [dragging, setDragging] = useState(false);
  const drag = useRef<{ pointerId: number; startX: number } | null>(null);
  const suppressClick = useRef(false);
  const dots = useRef<HTMLDivElement>(null);

  function select(next: number) {
    // Compared with the clamped index shown, which may differ from the one held.
    if (next === index) return;
    setIndex(next);
  }

  function move(direction: SlideDirection) {
    const delta = direction === 'next' ? 1 : -1;
    if (canStep(index, delta, count, loop)) select(stepIndex(index, delta, count, loop));
  }

  function isRtl(element: Element) {
    return getComputedStyle(element).direction === 'rtl';
  }

  // Handled on the carousel's own controls only: arrows inside a slide belong to its content.
  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.currentTarget;
    let next: number | null = null;
    if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = count - 1;
    else {
      const direction = keyDirection(event.key, isRtl(target));
      if (direction === null) return;
      const delta = direction === 'next' ? 1 : -1;
      next = canStep(index, delta, count, loop) ? stepIndex(index, delta, count, loop) : index;
    }
    event.preventDefault();
    select(next);
    // On the dots the arrows move focus with the selection, as in a tab list.
    if (target.dataset.slot === 'carousel-dot') {
      dots.current?.querySelector<HTMLElement>(`[data-index="${next}"]`)?.focus();
    }
  }

  function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
    if (count < 2 || (event.pointerType === 'mouse' && event.button !== 0)) return;
    drag.current = { pointerId: event.pointerId, startX: event.clientX };
    suppressClick.current = false;
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser no longer tracks (or a synthetic one) cannot be captured; the
      // drag still works while the pointer stays over the viewport.
    }
  }

  function handlePointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const delta = event.clientX - current.startX;
    const rtl = isRtl(event.currentTarget);
    const wanted = delta < 0 !== rtl ? 1 : -1;
    setDragging(true);
    // Past an end the track follows the pointer only a third of the way, hinting at the edge.
    setDragX(canStep(index, wanted, count, loop) ? delta : delta / 3);
  }

  function endDrag(event: PointerEvent<HTMLDivElement>, cancelled: boolean) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    const delta = event.clientX - current.startX;
    setDragging(false);
    setDragX(0);
    if (cancelled) return;
    if (Math.abs(delta) > CLICK_SLOP_PX) suppressClick.current = true;
    const direction = swipeDirection(delta, swipeThreshold);
    if (direction === null) return;
    const flipped = direction === 'next' ? 'previous' : 'next';
    move(isRtl(event.currentTarget) ? flipped : direction);
  }

  function handleClickCapture(event: MouseEvent<HTMLDivElement>) {
    if (!suppressClick.current) return;
    suppressClick.current = false;
    event.preventDefault();
    event.stopPropagation();
  }

  const canGoPrevious = canStep(index, -1, count, loop);
  const canGoNext = canStep(index, 1, count, loop);
  const navClassName =
    'aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-transparent [&_svg]:rtl:-scale-x-100';

  return (
    <section
      data-slot="carousel"
      aria-roledescription={roleDescription ?? strings.carouselRole}
      aria-label={label}
      className={cn('flex min-w-0 flex-col gap-3', className)}
      {...props}
    >
      <div
        data-slot="carousel-viewport"
        data-dragging={dragging || undefined}
        className="rounded-card touch-pan-y overflow-hidden data-dragging:cursor-grabbing data-dragging:select-none"
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={(event) => endDrag(event, false)}
        onPointerCancel={(event) => endDrag(event, true)}
        onClickCapture={handleClickCapture}
        // Links and images would start the browser's own drag and cancel the swipe.
        onDragStart={(event) => event.preventDefault()}
      >
        <div
          data-slot="carousel-track"
          aria-live="polite"
          style={
            {
              '--carousel-index': index,
              '--carousel-drag': `${dragX}px`,
            } as CSSProperties
          }
          className={cn(
            'duration-fast ease-standard flex transition-transform',
            'translate-x-[calc(var(--carousel-index)*-100%_+_var(--carousel-drag))] rtl:translate-x-[calc(var(--carousel-index)*100%_+_var(--carousel-drag))]',
            dragging && 'transition-none',
          )}
        >
          {slides.map((slide, slideIndex) => {
            const current = slideIndex === index;
            return (
              <div
                key={slideIndex}
                data-slot="carousel-slide"
                data-current={current || undefined}
                role="group"
                aria-roledescription={slideRoleDescription ?? strings.slideRole}
                aria-label={format('slideOfSlides', { slide: slideIndex + 1, slides: count })}
                aria-hidden={!current || undefined}
                inert={!current}
                className="min-w-0 shrink-0 grow-0 basis-full"
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 ? (
        <div data-slot="carousel-controls" className="flex items-center justify-center gap-2">
          <IconButton
            data-slot="carousel-previous"
            label={strings.previousSlide}
            icon={<ChevronLeft />}
            size="sm"
            aria-disabled={!canGoPrevious || undefined}
            className={navClassName}
            onClick={() => move('previous')}
            onKeyDown={handleKeyDown}
          />
          {showDots ? (
            <div ref={dots} data-slot="carousel-dots" className="flex items-center">
              {slides.map((_, dotIndex) => {
                const current = dotIndex === index;
                return (
                  <button
                    key={dotIndex}
                    type="button"
                    data-slot="carousel-dot"
                    data-index={dotIndex}
                    aria-label={format('slideOfSlides', { slide: dotIndex + 1, slides: count })}
                    aria-current={current || undefined}
                    // Only the current dot is in the Tab order; arrows reach the others.
                    tabIndex={current ? 0 : -1}
                    className="group rounded-control flex size-6 items-center justify-center"
                    onClick={() => select(dotIndex)}
                    onKeyDown={handleKeyDown}
                  >
                    <span
                      aria-hidden="true"
                      className={cn(
                        'duration-fast ease-standard size-2.5 rounded-full border transition-colors',
                        current
                          ? 'border-interactive bg-interactive'
                          : 'border-border-strong group-hover:bg-border-strong bg-transparent',
                      )}
                    />
                  </button>
                );
              })}
            </div>
          ) : null}
          <IconButton
            data-slot="carousel-next"
            label={strings.nextSlide}
            icon={<ChevronRight />}
            size="sm"
            aria-disabled={!canGoNext || undefined}
            className={navClassName}
            onClick={() => move('next')}
            onKeyDown={handleKeyDown}
          />
        </div>
      ) : null}
    </section>
  );
}
