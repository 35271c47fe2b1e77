import { CircleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { defaultErrorMessage } from '../lib/error-message';
import { useControllableState } from '../lib/use-controllable-state';
import { Modal } from '../modal';
import { confirmTextMatches } from './confirm';

/** Props of DangerModal. */
export interface DangerModalProps {
  /** Whether the modal is shown (controlled); pair with `onOpenChange`. */
  open?: boolean;
  /** Whether the modal starts shown when uncontrolled. */
  defaultOpen?: boolean;
  /** Called with the new state whenever the modal opens or closes (including after success). */
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the modal; focus returns to it on close. */
  trigger?: ReactNode;
  /** The question asked, e.g. "Delete monitoring location?". */
  title: ReactNode;
  /** What will happen and whether it can be undone. */
  description?: ReactNode;
  /** Label of the destructive button, e.g. "Delete". */
  confirmLabel: string;
  /** Label of the dismiss button; the translated "Cancel" by default. */
  cancelLabel?: string;
  /**
   * Runs the destructive action. The button stays pending until the promise settles; on success
   * the modal closes, on failure it stays open and shows the error.
   */
  onConfirm: () => Promise<unknown>;
  /** Turns a failure into the text shown in the modal; the error's message by default. */
  errorMessage?: (error: unknown) => string;
  /** Width of the modal. */
  size?: 'sm' | 'md' | 'lg';
  /** Extra classes for the dialog panel. */
  className?: string;
  /** Extra content under the description. */
  children?: ReactNode;
  /** High-impact variant: Confirm stays disabled until exactly this text is typed. */
  confirmText?: string;
  /** Label of the text box, e.g. 'Type "North fence" to confirm'; give it with `confirmText`. */
  confirmTextLabel?: string;
}

/**
 * Confirms a destructive action. Confirm shows a spinner while `onConfirm` runs and the modal
 * cannot be dismissed meanwhile; a failure is shown inside the modal so the user can retry. The
 * high-impact variant asks the user to type a resource name or phrase first.
 */
export function DangerModal({
  open: openProp,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  errorMessage = defaultErrorMessage,
  confirmText,
  confirmTextLabel,
  size = 'sm',
  className,
  children,
}: DangerModalProps) {
  const inputId = useId();
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen ?? false,
    onChange: onOpenChange,
  });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [failures, setFailures] = useState(0);
  const confirmButton = useRef<HTMLButtonElement>(null);

  // The Confirm button was disabled while pending, which drops focus; put it back after a
  // failure so a keyboard user can read the error and retry from where they were.
  useEffect(() => {
    if (failures > 0) confirmButton.current?.focus();
  }, [failures]);

  // Each opening starts clean: no error and nothing typed (adjusting state while rendering).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setError(null);
      setTyped('');
    }
  }

  const unlocked = confirmText === undefined || confirmTextMatches(typed, confirmText);

  async function confirm() {
    if (pending || !unlocked) return;
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      setPending(false);
      setOpen(false);
    } catch (failure) {
      setPending(false);
      setError(errorMessage(failure));
      setFailures((count) => count + 1);
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={title}
      description={description}
      size={size}
      className={className}
      primaryLabel={confirmLabel}
      primaryVariant="danger"
      primaryDisabled={!unlocked}
      primaryRef={confirmButton}
      onPrimary={() => void confirm()}
      secondaryLabel={cancelLabel}
      busy={pending}
      data-slot="danger-modal"
    >
      {children || confirmText !== undefined || error ? (
        <>
          {children}
          {confirmText !== undefined ? (
            <div data-slot="danger-modal-confirm-text" className="flex flex-col gap-1.5">
              <label htmlFor={inputId} className="font-medium">
                {confirmTextLabel ?? confirmText}
              </label>
              <input
                id={inputId}
                data-slot="danger-modal-input"
                type="text"
                autoComplete="off"
                spellCheck={false}
                value={typed}
                disabled={pending}
                onChange={(event) => setTyped(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    void confirm();
                  }
                }}
                className="rounded-control border-border-strong bg-surface text-text h-10 border px-3 text-sm disabled:opacity-50"
              />
            </div>
          ) : null}
          {error ? (
            <div
              role="alert"
              data-slot="danger-modal-error"
              className="rounded-control border-danger bg-surface-sunken text-text flex items-start gap-2 border p-3"
            >
              <CircleAlert aria-hidden="true" className="text-danger mt-0.5 size-4 shrink-0" />
              <span>{error}</span>
            </div>
          ) : null}
        </>
      ) : null}
    </Modal>
  );
}
