import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { useRef, type ComponentProps, type ReactNode, type Ref } from 'react';
import { Button } from '../button';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/use-controllable-state';
import { useUiStrings } from '../ui-strings';

const modalVariants = cva(
  'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100vh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-card border border-border bg-surface-raised p-6 text-text shadow-lg focus:outline-none',
  {
    variants: {
      size: {
        sm: 'max-w-sm',
        md: 'max-w-lg',
        lg: 'max-w-2xl',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

/** Props of Modal. */
export interface ModalProps
  extends
    Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'>,
    VariantProps<typeof modalVariants> {
  /** Whether the modal is shown (controlled); pair with `onOpenChange`. */
  open?: boolean;
  /** Whether the modal starts shown when uncontrolled. */
  defaultOpen?: boolean;
  /** Called with the new state whenever the modal asks to open or close. */
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the modal (a Button, say); focus returns to it on close. */
  trigger?: ReactNode;
  /** The heading, which also names the dialog for assistive technology. */
  title: ReactNode;
  /** A short explanation under the title; it describes the dialog for assistive technology. */
  description?: ReactNode;
  /**
   * Label of the main action button. Without it the modal is passive (an information dialog whose
   * actions sit in its body): no footer, and the corner button and Escape close it.
   */
  primaryLabel?: string;
  /** Called when the main action is pressed; the modal stays open unless `closeOnPrimary`. */
  onPrimary?: () => void;
  /** Closes the modal after `onPrimary` runs. */
  closeOnPrimary?: boolean;
  /** Look of the main action: 'danger' for destructive actions. */
  primaryVariant?: 'primary' | 'danger';
  /** Disables the main action (e.g. until a form is valid). */
  primaryDisabled?: boolean;
  /** Ref to the main action button, to move focus back to it (e.g. after a failure). */
  primaryRef?: Ref<HTMLButtonElement>;
  /** Label of the button that dismisses the modal; the translated "Cancel" by default. */
  secondaryLabel?: string;
  /** Called when the dismiss button is pressed, before the modal closes. */
  onSecondary?: () => void;
  /**
   * While an action runs: the main action shows a spinner and the modal cannot be dismissed
   * (Cancel, Close, Escape and clicks outside are ignored).
   */
  busy?: boolean;
}

/**
 * A dialog with a title, optional description, a body and footer actions. Focus is trapped
 * inside while open and returns to the element that opened it; Escape closes it.
 */
export function Modal({
  open: openProp,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  primaryLabel,
  onPrimary,
  closeOnPrimary = false,
  primaryVariant = 'primary',
  primaryDisabled = false,
  primaryRef,
  secondaryLabel,
  onSecondary,
  busy = false,
  size,
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  onEscapeKeyDown,
  onInteractOutside,
  ...props
}: ModalProps) {
  const { strings } = useUiStrings();
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen ?? false,
    onChange: onOpenChange,
  });
  // Radix returns focus only to its own Trigger; a modal opened from elsewhere (a menu item,
  // a router guard) returns focus to whatever was focused when it opened.
  const returnFocusTo = useRef<HTMLElement | null>(null);

  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => (busy ? undefined : setOpen(next))}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          data-slot="modal-overlay"
          className="bg-surface-sunken/80 fixed inset-0 z-50"
        />
        <DialogPrimitive.Content
          data-slot="modal"
          data-size={size ?? 'md'}
          aria-busy={busy || undefined}
          className={cn(modalVariants({ size }), className)}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            const active = document.activeElement;
            returnFocusTo.current =
              active instanceof HTMLElement && active !== document.body ? active : null;
            onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented || trigger) return;
            if (returnFocusTo.current?.isConnected) {
              event.preventDefault();
              returnFocusTo.current.focus();
            }
          }}
          onEscapeKeyDown={(event) => {
            onEscapeKeyDown?.(event);
            if (busy) event.preventDefault();
          }}
          onInteractOutside={(event) => {
            onInteractOutside?.(event);
            if (busy) event.preventDefault();
          }}
          {...props}
        >
          <div data-slot="modal-header" className="flex flex-col gap-1 pr-8">
            <DialogPrimitive.Title data-slot="modal-title" className="text-lg font-semibold">
              {title}
            </DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description
                data-slot="modal-description"
                className="text-text-muted text-sm"
              >
                {description}
              </DialogPrimitive.Description>
            ) : null}
          </div>
          {children ? (
            <div data-slot="modal-body" className="flex flex-col gap-3 text-sm">
              {children}
            </div>
          ) : null}
          {primaryLabel === undefined ? null : (
            <div
              data-slot="modal-footer"
              className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end"
            >
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => {
                  onSecondary?.();
                  setOpen(false);
                }}
              >
                {secondaryLabel ?? strings.cancel}
              </Button>
              <Button
                ref={primaryRef}
                variant={primaryVariant}
                loading={busy}
                disabled={primaryDisabled}
                onClick={() => {
                  onPrimary?.();
                  if (closeOnPrimary) setOpen(false);
                }}
              >
                {primaryLabel}
              </Button>
            </div>
          )}
          <DialogPrimitive.Close
            data-slot="modal-close"
            aria-label={strings.close}
            disabled={busy}
            className="rounded-control text-text-muted duration-fast ease-standard hover:bg-surface-sunken hover:text-text absolute top-4 right-4 inline-flex size-8 items-center justify-center transition-colors disabled:pointer-events-none disabled:opacity-50"
          >
            <X aria-hidden="true" className="size-4" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export { modalVariants };
