import { Modal } from '../modal';

/** English title from the specification; pass a translation through `title`. */
export const UNSAVED_CHANGES_TITLE =
  'You have unsaved changes. Are you sure you want to discard these changes?';
/** English label of the discard button; pass a translation through `discardLabel`. */
export const UNSAVED_CHANGES_DISCARD_LABEL = 'Discard';

/** Props of UnsavedChangesModal. */
export interface UnsavedChangesModalProps {
  /** Whether the modal is shown, e.g. while navigation is blocked by a router guard. */
  open: boolean;
  /** The user chose to leave and lose the changes. */
  onDiscard: () => void;
  /** The user chose to stay: Cancel, Close, Escape or a click outside. */
  onCancel: () => void;
  /** The question asked; the specification's English wording by default. */
  title?: string;
  /** Label of the discard button; "Discard" by default. */
  discardLabel?: string;
  /** Label of the stay button; the translated "Cancel" by default. */
  cancelLabel?: string;
  /** Extra classes for the dialog panel. */
  className?: string;
}

/**
 * Asks before leaving a page with unsaved changes. Controlled: the app opens it when leaving is
 * blocked and closes it in `onDiscard` (then leaves) or `onCancel` (then stays).
 */
export function UnsavedChangesModal({
  open,
  onDiscard,
  onCancel,
  title = UNSAVED_CHANGES_TITLE,
  discardLabel = UNSAVED_CHANGES_DISCARD_LABEL,
  cancelLabel,
  className,
}: UnsavedChangesModalProps) {
  return (
    <Modal
      data-slot="unsaved-changes-modal"
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={title}
      size="sm"
      className={className}
      primaryLabel={discardLabel}
      primaryVariant="danger"
      onPrimary={onDiscard}
      secondaryLabel={cancelLabel}
    />
  );
}
