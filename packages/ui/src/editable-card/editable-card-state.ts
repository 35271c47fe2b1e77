/** Where an editable card is: showing its value, editing a draft, or waiting for a save. */
export type EditableCardMode = 'viewing' | 'editing' | 'saving';

/** The state of an editable card: its mode, the value being edited and the last save failure. */
export interface EditableCardState<T> {
  /** Viewing, editing or saving. */
  mode: EditableCardMode;
  /** The value when editing began; Cancel goes back to it and dirtiness is measured against it. */
  original: T;
  /** The edited copy; equal to `original` while viewing. */
  draft: T;
  /** The message of the last failed save, shown while editing; null otherwise. */
  error: string | null;
}

/** What can happen to an editable card. */
export type EditableCardAction<T> =
  | { type: 'edit'; value: T }
  | { type: 'change'; draft: T }
  | { type: 'update'; update: (draft: T) => T }
  | { type: 'cancel' }
  | { type: 'save' }
  | { type: 'saveFailed'; error: string }
  | { type: 'saveSucceeded' };

/** The state of a card that shows `value`. */
export function initialEditableCardState<T>(value: T): EditableCardState<T> {
  return { mode: 'viewing', original: value, draft: value, error: null };
}

/**
 * The editable card's state machine: viewing → editing (Edit) → saving (Save) → viewing on
 * success or back to editing with the error and the draft kept on failure. Cancel returns to
 * viewing and drops the draft. Actions that do not fit the current mode leave the state as is
 * (the same object), so a double click or a late event changes nothing.
 */
export function editableCardReducer<T>(
  state: EditableCardState<T>,
  action: EditableCardAction<T>,
): EditableCardState<T> {
  switch (action.type) {
    case 'edit':
      if (state.mode !== 'viewing') return state;
      return { mode: 'editing', original: action.value, draft: action.value, error: null };
    case 'change':
      if (state.mode !== 'editing') return state;
      return { ...state, draft: action.draft };
    case 'update':
      if (state.mode !== 'editing') return state;
      return { ...state, draft: action.update(state.draft) };
    case 'cancel':
      if (state.mode !== 'editing') return state;
      return { mode: 'viewing', original: state.original, draft: state.original, error: null };
    case 'save':
      if (state.mode !== 'editing') return state;
      return { ...state, mode: 'saving', error: null };
    case 'saveFailed':
      if (state.mode !== 'saving') return state;
      return { ...state, mode: 'editing', error: action.error };
    case 'saveSucceeded':
      if (state.mode !== 'saving') return state;
      return { mode: 'viewing', original: state.draft, draft: state.draft, error: null };
  }
}

/**
 * Structural equality for plain data (primitives, arrays, plain objects and dates), the default
 * way an editable card tells whether its draft changed. Pass `isEqual` for anything else.
 */
export function structurallyEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => structurallyEqual(item, b[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every(
    (key) =>
      Object.prototype.hasOwnProperty.call(right, key) && structurallyEqual(left[key], right[key]),
  );
}

/** Whether the draft differs from the value editing began with. */
export function isDirty<T>(
  state: EditableCardState<T>,
  isEqual: (a: T, b: T) => boolean = structurallyEqual,
): boolean {
  return state.mode !== 'viewing' && !isEqual(state.original, state.draft);
}

/** Whether Save is available: editing (not already saving), and the draft is dirty and valid. */
export function canSave<T>(
  state: EditableCardState<T>,
  isValid: (draft: T) => boolean = () => true,
  isEqual: (a: T, b: T) => boolean = structurallyEqual,
): boolean {
  return state.mode === 'editing' && isDirty(state, isEqual) && isValid(state.draft);
}

// Enter in these inputs toggles, picks or presses rather than submitting, so it never saves.
const NON_TEXT_INPUT_TYPES = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/**
 * Whether Enter in this element saves the card: only in a single-line input, never in a
 * textarea (where Enter adds a line), a button or a checkbox-like input.
 */
export function enterSaves(tagName: string, type: string | null | undefined): boolean {
  if (tagName.toUpperCase() !== 'INPUT') return false;
  return !NON_TEXT_INPUT_TYPES.has((type || 'text').toLowerCase());
}
