import { Pencil } from 'lucide-react';
import {
  useEffect,
  useEffectEvent,
  useId,
  useReducer,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Button } from '../button';
import { Card, type CardProps } from '../card';
import { InlineNotification } from '../inline-notification';
import { defaultErrorMessage } from '../lib/error-message';
import { joinIds } from '../lib/join-ids';
import { Tooltip } from '../tooltip';
import { useUiStrings } from '../ui-strings';
import {
  canSave,
  editableCardReducer,
  enterSaves,
  initialEditableCardState,
  isDirty,
  structurallyEqual,
} from './editable-card-state';

/** What `renderEdit` receives to show the editing form. */
export interface EditableCardEditProps<T> {
  /** The edited copy of the value. */
  draft: T;
  /** Replaces the draft, or updates it from the latest draft with a function. */
  setDraft: (next: T | ((draft: T) => T)) => void;
  /** True while saving: the fields must not change (the card also disables native controls). */
  disabled: boolean;
}

/** Props of EditableCard. */
export interface EditableCardProps<T> extends Omit<
  CardProps,
  'title' | 'actions' | 'footer' | 'children' | 'onSubmit'
> {
  /** Heading of the card; it names the card and describes its Edit button. */
  title: ReactNode;
  /** The saved value shown while viewing; editing starts from a copy of it. */
  value: T;
  /**
   * Saves the draft. Save stays busy until the promise settles: on success the card returns to
   * viewing (update `value` before resolving), on failure it stays editing with the error shown.
   */
  onSave: (draft: T) => Promise<void> | void;
  /** Whether the draft may be saved; Save stays disabled while it returns false. */
  isValid?: (draft: T) => boolean;
  /** Whether two values are the same, to tell a dirty draft; structural equality by default. */
  isEqual?: (a: T, b: T) => boolean;
  /** Shows the value while viewing. */
  renderView: (value: T) => ReactNode;
  /** Shows the editing form for the draft. */
  renderEdit: (props: EditableCardEditProps<T>) => ReactNode;
  /** Called with true when editing starts and false when it ends, e.g. to guard navigation. */
  onEditingChange?: (editing: boolean) => void;
  /**
   * Called with true when the draft first differs from the saved value and false when it no
   * longer does (edited back, cancelled or saved): a page guards navigation with it.
   */
  onDirtyChange?: (dirty: boolean) => void;
  /** Whether the card offers editing at all; false hides the Edit button. */
  editable?: boolean;
  /** Whether the user may edit now; false shows Edit as unavailable, with `cannotEditReason`. */
  canEdit?: boolean;
  /** Why editing is unavailable, shown as the Edit button's tooltip when `canEdit` is false. */
  cannotEditReason?: string;
  /** Turns a failed save into the text shown in the card; the error's message by default. */
  errorMessage?: (error: unknown) => string;
  /** A heading for the save error, e.g. "Changes not saved"; without it the message is the heading. */
  saveErrorTitle?: string;
  /** Label of the Edit button; the translated "Edit" by default. */
  editLabel?: string;
  /** Label of the Save button; the translated "Save" by default. */
  saveLabel?: string;
  /** Label of the Cancel button; the translated "Cancel" by default. */
  cancelLabel?: string;
}

type FocusTarget = 'edit-button' | 'first-field' | 'restore';

const FOCUSABLE =
  'input:not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"]), a[href]';

/**
 * A card whose content can be edited in place: Edit → editing (Cancel, Save) → saving → viewing.
 * Save is enabled only when the draft is dirty and valid; Escape cancels and Enter in a
 * single-line input saves (a control that uses Enter itself, such as a combobox choosing an
 * option, calls `preventDefault` and is left alone). While saving the fields are disabled and
 * Save shows a spinner; a failed save keeps the draft and shows the error inside the card.
 * `onDirtyChange` (or `onEditingChange`) lets the page guard navigation with
 * UnsavedChangesModal while the draft has unsaved changes.
 */
export function EditableCard<T>({
  title,
  value,
  onSave,
  isValid,
  isEqual = structurallyEqual,
  renderView,
  renderEdit,
  onEditingChange,
  onDirtyChange,
  editable = true,
  canEdit = true,
  cannotEditReason,
  errorMessage = defaultErrorMessage,
  saveErrorTitle,
  editLabel,
  saveLabel,
  cancelLabel,
  state: cardState = 'ready',
  className,
  onKeyDown,
  ...props
}: EditableCardProps<T>) {
  const { strings } = useUiStrings();
  const titleId = useId();
  const reasonId = useId();
  const [state, dispatch] = useReducer(editableCardReducer<T>, value, initialEditableCardState);
  const [focusRequest, setFocusRequest] = useState<{ target: FocusTarget; count: number }>({
    target: 'edit-button',
    count: 0,
  });
  const editButton = useRef<HTMLButtonElement>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  const fields = useRef<HTMLFieldSetElement>(null);
  const focusedBeforeSave = useRef<HTMLElement | null>(null);

  const editing = state.mode !== 'viewing';
  const saving = state.mode === 'saving';
  const saveEnabled = canSave(state, isValid, isEqual);
  const dirty = isDirty(state, isEqual);

  // Tell the page when the draft starts or stops differing from the saved value (not on mount).
  const reportDirty = useEffectEvent((next: boolean) => onDirtyChange?.(next));
  const reportedDirty = useRef(false);
  useEffect(() => {
    if (reportedDirty.current === dirty) return;
    reportedDirty.current = dirty;
    reportDirty(dirty);
  }, [dirty]);

  // Focus follows the mode: into the form on Edit, back to Edit when done, and after a failed
  // save back to where the user was (the field they pressed Enter in, or Save).
  useEffect(() => {
    if (focusRequest.count === 0) return;
    if (focusRequest.target === 'edit-button') {
      editButton.current?.focus();
    } else if (focusRequest.target === 'first-field') {
      fields.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    } else {
      const previous = focusedBeforeSave.current;
      if (previous?.isConnected && fields.current?.contains(previous)) previous.focus();
      else saveButton.current?.focus();
    }
  }, [focusRequest]);

  function requestFocus(target: FocusTarget) {
    setFocusRequest((request) => ({ target, count: request.count + 1 }));
  }

  function startEditing() {
    if (!canEdit || editing) return;
    dispatch({ type: 'edit', value });
    onEditingChange?.(true);
    requestFocus('first-field');
  }

  function cancel() {
    if (state.mode !== 'editing') return;
    dispatch({ type: 'cancel' });
    onEditingChange?.(false);
    requestFocus('edit-button');
  }

  async function save() {
    if (!saveEnabled) return;
    const active = document.activeElement;
    focusedBeforeSave.current = active instanceof HTMLElement ? active : null;
    dispatch({ type: 'save' });
    try {
      await onSave(state.draft);
    } catch (failure) {
      dispatch({ type: 'saveFailed', error: errorMessage(failure) });
      requestFocus('restore');
      return;
    }
    dispatch({ type: 'saveSucceeded' });
    onEditingChange?.(false);
    requestFocus('edit-button');
  }

  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented || state.mode !== 'editing') return;
    // Keys from portalled content (an open select's list, say) bubble here through React but
    // belong to that popup, which handles its own Escape and Enter.
    const target = event.target;
    if (!(target instanceof HTMLElement) || !event.currentTarget.contains(target)) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    } else if (
      event.key === 'Enter' &&
      !event.nativeEvent.isComposing &&
      !event.shiftKey &&
      !event.altKey &&
      !event.ctrlKey &&
      !event.metaKey &&
      enterSaves(target.tagName, target.getAttribute('type'))
    ) {
      event.preventDefault();
      void save();
    }
  }

  const showEditButton = editable && !editing && cardState === 'ready';
  const editLocked = !canEdit;
  const editControl = showEditButton ? (
    <Button
      ref={editButton}
      data-slot="editable-card-edit"
      variant="secondary"
      size="sm"
      // Unavailable Edit stays focusable (aria-disabled) so keyboard users can read why.
      aria-disabled={editLocked || undefined}
      aria-describedby={joinIds(titleId, editLocked && cannotEditReason && reasonId)}
      className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
      onClick={startEditing}
    >
      <Pencil aria-hidden="true" className="size-4" />
      {editLabel ?? strings.edit}
    </Button>
  ) : null;

  return (
    <Card
      data-slot="editable-card"
      data-mode={state.mode}
      title={<span id={titleId}>{title}</span>}
      state={cardState}
      aria-busy={saving || cardState === 'loading' || undefined}
      className={className}
      onKeyDown={handleKeyDown}
      actions={
        editControl && editLocked && cannotEditReason ? (
          <>
            <Tooltip content={cannotEditReason}>{editControl}</Tooltip>
            {/* A hidden copy describes the button even while the tooltip is closed. */}
            <span id={reasonId} hidden>
              {cannotEditReason}
            </span>
          </>
        ) : (
          editControl
        )
      }
      footer={
        editing ? (
          <>
            <Button
              data-slot="editable-card-cancel"
              variant="secondary"
              disabled={saving}
              onClick={cancel}
            >
              {cancelLabel ?? strings.cancel}
            </Button>
            <Button
              ref={saveButton}
              data-slot="editable-card-save"
              loading={saving}
              disabled={!saveEnabled}
              data-dirty={dirty || undefined}
              onClick={() => void save()}
            >
              {saveLabel ?? strings.save}
            </Button>
          </>
        ) : undefined
      }
      {...props}
    >
      {editing ? (
        <div data-slot="editable-card-editing" className="flex flex-col gap-4">
          {state.error ? (
            <InlineNotification
              data-slot="editable-card-error"
              kind="error"
              title={saveErrorTitle ?? state.error}
              text={saveErrorTitle ? state.error : undefined}
            />
          ) : null}
          {/* A fieldset disables every native control inside at once while saving. */}
          <fieldset
            ref={fields}
            data-slot="editable-card-fields"
            disabled={saving}
            aria-labelledby={titleId}
            className="m-0 flex min-w-0 flex-col gap-4 border-0 p-0"
          >
            {renderEdit({
              draft: state.draft,
              setDraft: (next) =>
                dispatch(
                  typeof next === 'function'
                    ? { type: 'update', update: next as (draft: T) => T }
                    : { type: 'change', draft: next },
                ),
              disabled: saving,
            })}
          </fieldset>
        </div>
      ) : (
        renderView(value)
      )}
    </Card>
  );
}
