import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { cva } from 'class-variance-authority';
import {
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
} from 'react';
import { cn } from '../lib/cn';

/** How long the pointer rests on the trigger before the tooltip shows (foundation §9). */
export const TOOLTIP_SHOW_DELAY_MS = 500;
/** How long the tooltip lingers after the pointer or focus leaves (foundation §9). */
export const TOOLTIP_HIDE_DELAY_MS = 100;

const tooltipVariants = cva(
  'z-50 max-w-xs rounded-control bg-text px-2.5 py-1.5 text-xs leading-snug text-text-inverse shadow-md',
);

/** Props of Tooltip. */
export interface TooltipProps extends Omit<
  ComponentProps<typeof TooltipPrimitive.Content>,
  'content' | 'children'
> {
  /** The text shown; it becomes the trigger's accessible description. */
  content: ReactNode;
  /**
   * The trigger: one focusable element that accepts a ref (a Button, a link). An icon-only
   * trigger still needs its own accessible name; the tooltip only describes it.
   */
  children: ReactElement;
  /** Shows the tooltip from the first render (for documentation and screenshots). */
  defaultOpen?: boolean;
}

/**
 * A short description shown when the trigger is hovered (after 500 ms) or focused, hidden 100 ms
 * after the pointer or focus leaves, and at once on Escape. Self-contained: no provider needed.
 */
export function Tooltip({
  content,
  children,
  defaultOpen = false,
  side = 'top',
  sideOffset = 6,
  className,
  onEscapeKeyDown,
  onPointerEnter,
  onPointerLeave,
  ...props
}: TooltipProps) {
  const [open, setOpen] = useState(defaultOpen);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const closeAtOnce = useRef(false);

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  function cancelHide() {
    clearTimeout(hideTimer.current);
    hideTimer.current = undefined;
  }

  function handleOpenChange(next: boolean) {
    cancelHide();
    if (next || closeAtOnce.current) {
      closeAtOnce.current = false;
      setOpen(next);
      return;
    }
    scheduleHide();
  }

  function scheduleHide() {
    cancelHide();
    hideTimer.current = setTimeout(() => setOpen(false), TOOLTIP_HIDE_DELAY_MS);
  }

  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_SHOW_DELAY_MS}>
      {/* The hide delay doubles as the bridge to the content: a pointer that reaches the
          tooltip within it keeps it open (WCAG 1.4.13), so Radix's own grace area is off. */}
      <TooltipPrimitive.Root open={open} onOpenChange={handleOpenChange} disableHoverableContent>
        {/* Radix does not report a re-entry while it still counts the tooltip as open, so
            coming back during the hide delay has to cancel the pending hide here. */}
        <TooltipPrimitive.Trigger asChild onPointerEnter={cancelHide} onFocus={cancelHide}>
          {children}
        </TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            data-slot="tooltip"
            onPointerEnter={(event) => {
              onPointerEnter?.(event);
              cancelHide();
            }}
            onPointerLeave={(event) => {
              onPointerLeave?.(event);
              scheduleHide();
            }}
            side={side}
            sideOffset={sideOffset}
            className={cn(tooltipVariants(), className)}
            onEscapeKeyDown={(event) => {
              onEscapeKeyDown?.(event);
              closeAtOnce.current = !event.defaultPrevented;
            }}
            {...props}
          >
            {content}
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}

export { tooltipVariants };
