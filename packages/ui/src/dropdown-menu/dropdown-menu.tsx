import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import { cva } from 'class-variance-authority';
import { Check, EllipsisVertical } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { iconButtonVariants } from '../icon-button';
import { cn } from '../lib/cn';
import { useUiStrings } from '../ui-strings';

/**
 * The menu state holder; `open`/`onOpenChange` make it controlled. Non-modal by default: a modal
 * menu hides the rest of the page with aria-hidden while its controls stay focusable, which
 * screen readers handle badly (and axe rejects). Escape, an outside click and choosing an item
 * still close it, and focus returns to the trigger.
 */
export function DropdownMenu({
  modal = false,
  ...props
}: ComponentProps<typeof MenuPrimitive.Root>) {
  return <MenuPrimitive.Root modal={modal} {...props} />;
}

/** The element that opens the menu; use `asChild` with a Button. */
export function DropdownMenuTrigger(props: ComponentProps<typeof MenuPrimitive.Trigger>) {
  return <MenuPrimitive.Trigger data-slot="dropdown-menu-trigger" {...props} />;
}

/** Groups related items (give it a DropdownMenuLabel). */
export function DropdownMenuGroup(props: ComponentProps<typeof MenuPrimitive.Group>) {
  return <MenuPrimitive.Group data-slot="dropdown-menu-group" {...props} />;
}

// A long menu scrolls inside the room Radix measures instead of running off the screen.
const contentClass =
  'z-50 max-h-(--radix-dropdown-menu-content-available-height) min-w-44 overflow-y-auto rounded-control border border-border bg-surface-raised p-1 text-sm text-text shadow-lg';

/** The floating list of items, in a portal, aligned to the trigger. */
export function DropdownMenuContent({
  className,
  sideOffset = 4,
  align = 'end',
  collisionPadding = 8,
  ...props
}: ComponentProps<typeof MenuPrimitive.Content>) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        data-slot="dropdown-menu-content"
        sideOffset={sideOffset}
        align={align}
        collisionPadding={collisionPadding}
        className={cn(contentClass, className)}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

const itemVariants = cva(
  'relative flex cursor-default items-center gap-2 rounded-[calc(var(--radius-control)-2px)] px-2 py-1.5 outline-none select-none data-disabled:pointer-events-none data-disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'data-highlighted:bg-surface-sunken',
        danger: 'text-danger data-highlighted:bg-surface-sunken',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

/** Props of DropdownMenuItem. */
export interface DropdownMenuItemProps extends ComponentProps<typeof MenuPrimitive.Item> {
  /** 'danger' for destructive actions such as Delete. */
  variant?: 'default' | 'danger';
}

/** One action of the menu; `onSelect` runs it and closes the menu. */
export function DropdownMenuItem({ className, variant, ...props }: DropdownMenuItemProps) {
  return (
    <MenuPrimitive.Item
      data-slot="dropdown-menu-item"
      data-variant={variant ?? 'default'}
      className={cn(itemVariants({ variant }), className)}
      {...props}
    />
  );
}

/** An item that toggles an option; it shows a check mark while checked. */
export function DropdownMenuCheckboxItem({
  className,
  children,
  ...props
}: ComponentProps<typeof MenuPrimitive.CheckboxItem>) {
  return (
    <MenuPrimitive.CheckboxItem
      data-slot="dropdown-menu-checkbox-item"
      className={cn(itemVariants(), 'ps-8', className)}
      {...props}
    >
      <span className="absolute start-2 flex size-4 items-center justify-center">
        <MenuPrimitive.ItemIndicator>
          <Check aria-hidden="true" />
        </MenuPrimitive.ItemIndicator>
      </span>
      {children}
    </MenuPrimitive.CheckboxItem>
  );
}

/** A non-interactive heading for a group of items. */
export function DropdownMenuLabel({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Label>) {
  return (
    <MenuPrimitive.Label
      data-slot="dropdown-menu-label"
      className={cn('text-text-muted px-2 py-1.5 text-xs font-semibold', className)}
      {...props}
    />
  );
}

/** A thin line between groups of items. */
export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Separator>) {
  return (
    <MenuPrimitive.Separator
      data-slot="dropdown-menu-separator"
      className={cn('bg-border -mx-1 my-1 h-px', className)}
      {...props}
    />
  );
}

/** One entry of an OverflowMenu: an action, or a divider. */
export type OverflowMenuEntry =
  | {
      /** Stable key. */
      id: string;
      /** Text of the item. */
      label: ReactNode;
      /** Runs the action; the menu closes first. */
      onSelect: () => void;
      /** Optional leading icon (a lucide-react element). */
      icon?: ReactNode;
      /** 'danger' for destructive actions. */
      variant?: 'default' | 'danger';
      /** Shown but not selectable. */
      disabled?: boolean;
    }
  | { id: string; separator: true };

/** Props of OverflowMenu. */
export interface OverflowMenuProps {
  /** The actions, in order; entries with `separator: true` draw a divider. */
  items: readonly OverflowMenuEntry[];
  /** Accessible name of the trigger; the translated "More actions" by default. */
  label?: string;
  /** Side of the trigger the menu lines up with (default 'end'). */
  align?: 'start' | 'center' | 'end';
  /** Trigger size (default 'md'). */
  size?: 'sm' | 'md';
  /** Disables the trigger. */
  disabled?: boolean;
  /** Controlled open state. */
  open?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Classes for the trigger button. */
  className?: string;
}

/**
 * The "⋮" menu of a page header, card or table row: an icon button that opens a list of actions.
 * The arrow keys move through the items, Enter runs one, Escape closes and returns focus.
 */
export function OverflowMenu({
  items,
  label,
  align = 'end',
  size = 'md',
  disabled,
  open,
  onOpenChange,
  className,
}: OverflowMenuProps) {
  const { strings } = useUiStrings();
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger
        data-slot="overflow-menu-trigger"
        aria-label={label ?? strings.moreActions}
        disabled={disabled}
        className={cn(iconButtonVariants({ variant: 'ghost', size }), className)}
      >
        <EllipsisVertical aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align={align}>
        {items.map((entry) =>
          'separator' in entry ? (
            <DropdownMenuSeparator key={entry.id} />
          ) : (
            <DropdownMenuItem
              key={entry.id}
              variant={entry.variant ?? 'default'}
              disabled={entry.disabled ?? false}
              onSelect={entry.onSelect}
            >
              {entry.icon ? (
                <span aria-hidden="true" className="contents">
                  {entry.icon}
                </span>
              ) : null}
              {entry.label}
            </DropdownMenuItem>
          ),
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
