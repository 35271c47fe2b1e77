import * as PopoverPrimitive from '@radix-ui/react-popover';
import { cva } from 'class-variance-authority';
import { X } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { iconButtonVariants } from '../icon-button';
import { cn } from '../lib/cn';
import { useUiStrings } from '../ui-strings';

/** The popover state holder; `open`/`defaultOpen`/`onOpenChange` as in Radix, `modal` to trap focus. */
export function Popover(props: ComponentProps<typeof PopoverPrimitive.Root>) {
  return <PopoverPrimitive.Root {...props} />;
}

/** The element that toggles the popover; use `asChild` with a Button. */
export function PopoverTrigger(props: ComponentProps<typeof PopoverPrimitive.Trigger>) {
  return <PopoverPrimitive.Trigger data-slot="popover-trigger" {...props} />;
}

/** Positions the popover against another element than the trigger (a field, a chart point). */
export function PopoverAnchor(props: ComponentProps<typeof PopoverPrimitive.Anchor>) {
  return <PopoverPrimitive.Anchor data-slot="popover-anchor" {...props} />;
}

/** Closes the popover when pressed; use `asChild` with a Button ("Cancel", "Apply"). */
export function PopoverClose(props: ComponentProps<typeof PopoverPrimitive.Close>) {
  return <PopoverPrimitive.Close data-slot="popover-close" {...props} />;
}

const popoverContentVariants = cva(
  'relative z-50 w-72 max-w-(--radix-popover-content-available-width) rounded-control border border-border bg-surface-raised p-4 text-sm text-text shadow-lg outline-none',
);

/** Props of PopoverContent. */
export interface PopoverContentProps extends Omit<
  ComponentProps<typeof PopoverPrimitive.Content>,
  'title'
> {
  /** A heading at the top; it also names the popover. Without it, give `aria-label`. */
  title?: ReactNode;
  /** Shows a Close (×) button in the top corner. */
  showCloseButton?: boolean;
}

/**
 * The floating panel, in a portal, placed beside the trigger or anchor and kept on screen. Focus
 * moves into it on open and back to the trigger on close; Escape and a click outside close it.
 */
export function PopoverContent({
  title,
  showCloseButton = false,
  side = 'bottom',
  align = 'center',
  sideOffset = 4,
  collisionPadding = 8,
  className,
  children,
  ...props
}: PopoverContentProps) {
  const { strings } = useUiStrings();
  const titleId = useId();
  const hasTitle = title != null && title !== false && title !== '';
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        data-slot="popover-content"
        side={side}
        align={align}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        aria-labelledby={hasTitle ? titleId : undefined}
        className={cn(
          popoverContentVariants(),
          showCloseButton && !hasTitle && 'pe-12',
          'flex flex-col gap-3',
          className,
        )}
        {...props}
      >
        {hasTitle ? (
          <h2
            id={titleId}
            data-slot="popover-title"
            className={cn('text-sm font-semibold', showCloseButton && 'pe-8')}
          >
            {title}
          </h2>
        ) : null}
        {children}
        {/* Last in the DOM so focus lands on the content first, but drawn in the top corner. */}
        {showCloseButton ? (
          <PopoverPrimitive.Close
            data-slot="popover-close-button"
            aria-label={strings.close}
            className={cn(
              iconButtonVariants({ variant: 'ghost', size: 'sm' }),
              'text-text-muted hover:text-text absolute end-2 top-2',
            )}
          >
            <X aria-hidden="true" />
          </PopoverPrimitive.Close>
        ) : null}
      </PopoverPrimitive.Content>
    </PopoverPrimitive.Portal>
  );
}

export { popoverContentVariants };
