import { describe, expect, it } from 'vitest';
import {
  canSave,
  editableCardReducer,
  enterSaves,
  initialEditableCardState,
  isDirty,
  structurallyEqual,
  type EditableCardAction,
  type EditableCardState,
} from './editable-card-state';

interface Schedule {
  frequency: string;
  recipients: string[];
}

const saved: Schedule = { frequency: 'Monthly', recipients: ['ana@example.com'] };
const edited: Schedule = { frequency: 'Weekly', recipients: ['ana@example.com'] };

function run(...actions: EditableCardAction<Schedule>[]): EditableCardState<Schedule> {
  return actions.reduce(editableCardReducer<Schedule>, initialEditableCardState(saved));
}

describe('editableCardReducer', () => {
  it('starts viewing the value, with no error', () => {
    expect(initialEditableCardState(saved)).toEqual({
      mode: 'viewing',
      original: saved,
      draft: saved,
      error: null,
    });
  });

  it('given a viewing card, when Edit is pressed, it edits a draft of the current value', () => {
    expect(run({ type: 'edit', value: edited })).toEqual({
      mode: 'editing',
      original: edited,
      draft: edited,
      error: null,
    });
  });

  it('given an editing card, when the draft changes, it keeps the original', () => {
    expect(run({ type: 'edit', value: saved }, { type: 'change', draft: edited })).toEqual({
      mode: 'editing',
      original: saved,
      draft: edited,
      error: null,
    });
  });

  it('applies an update function to the latest draft, so two updates in a row both count', () => {
    const state = run(
      { type: 'edit', value: saved },
      { type: 'update', update: (draft) => ({ ...draft, frequency: 'Weekly' }) },
      {
        type: 'update',
        update: (draft) => ({ ...draft, recipients: [...draft.recipients, 'li@example.com'] }),
      },
    );
    expect(state.draft).toEqual({
      frequency: 'Weekly',
      recipients: ['ana@example.com', 'li@example.com'],
    });
    expect(state.original).toBe(saved);
  });

  it('given a dirty card, when Cancel is pressed, it restores the original values', () => {
    expect(
      run({ type: 'edit', value: saved }, { type: 'change', draft: edited }, { type: 'cancel' }),
    ).toEqual({ mode: 'viewing', original: saved, draft: saved, error: null });
  });

  it('given a dirty card, when Save is pressed, it saves the draft', () => {
    expect(
      run({ type: 'edit', value: saved }, { type: 'change', draft: edited }, { type: 'save' }),
    ).toEqual({ mode: 'saving', original: saved, draft: edited, error: null });
  });

  it('given a saving card, when the save fails, it edits again with the error and the draft kept', () => {
    expect(
      run(
        { type: 'edit', value: saved },
        { type: 'change', draft: edited },
        { type: 'save' },
        { type: 'saveFailed', error: 'The server did not answer.' },
      ),
    ).toEqual({
      mode: 'editing',
      original: saved,
      draft: edited,
      error: 'The server did not answer.',
    });
  });

  it('given a failed save, when Save is pressed again, the old error goes away', () => {
    const state = run(
      { type: 'edit', value: saved },
      { type: 'change', draft: edited },
      { type: 'save' },
      { type: 'saveFailed', error: 'The server did not answer.' },
      { type: 'save' },
    );
    expect(state.mode).toBe('saving');
    expect(state.error).toBeNull();
  });

  it('given a failed save, when Cancel is pressed, the error and the draft go away', () => {
    expect(
      run(
        { type: 'edit', value: saved },
        { type: 'change', draft: edited },
        { type: 'save' },
        { type: 'saveFailed', error: 'The server did not answer.' },
        { type: 'cancel' },
      ),
    ).toEqual({ mode: 'viewing', original: saved, draft: saved, error: null });
  });

  it('given a saving card, when the save succeeds, it views the saved draft', () => {
    expect(
      run(
        { type: 'edit', value: saved },
        { type: 'change', draft: edited },
        { type: 'save' },
        { type: 'saveSucceeded' },
      ),
    ).toEqual({ mode: 'viewing', original: edited, draft: edited, error: null });
  });

  it.each<[string, EditableCardAction<Schedule>[], EditableCardAction<Schedule>]>([
    ['viewing ignores a change', [], { type: 'change', draft: edited }],
    ['viewing ignores Cancel', [], { type: 'cancel' }],
    ['viewing ignores Save', [], { type: 'save' }],
    ['viewing ignores a late failure', [], { type: 'saveFailed', error: 'x' }],
    ['viewing ignores a late success', [], { type: 'saveSucceeded' }],
    [
      'editing ignores a second Edit',
      [{ type: 'edit', value: saved }],
      { type: 'edit', value: edited },
    ],
    [
      'editing ignores a failure it did not start',
      [{ type: 'edit', value: saved }],
      { type: 'saveFailed', error: 'x' },
    ],
    [
      'editing ignores a success it did not start',
      [{ type: 'edit', value: saved }],
      { type: 'saveSucceeded' },
    ],
    ['viewing ignores an update', [], { type: 'update', update: () => edited }],
    [
      'saving ignores an update',
      [{ type: 'edit', value: saved }, { type: 'save' }],
      { type: 'update', update: () => edited },
    ],
    [
      'saving ignores a change',
      [{ type: 'edit', value: saved }, { type: 'save' }],
      { type: 'change', draft: edited },
    ],
    [
      'saving ignores Cancel',
      [{ type: 'edit', value: saved }, { type: 'save' }],
      { type: 'cancel' },
    ],
    [
      'saving ignores a second Save',
      [{ type: 'edit', value: saved }, { type: 'save' }],
      { type: 'save' },
    ],
    [
      'saving ignores Edit',
      [{ type: 'edit', value: saved }, { type: 'save' }],
      { type: 'edit', value: edited },
    ],
  ])('%s (the same state comes back)', (_case, before, action) => {
    const state = run(...before);
    expect(editableCardReducer(state, action)).toBe(state);
  });
});

describe('isDirty and canSave', () => {
  const editing = run({ type: 'edit', value: saved });
  const changed = run({ type: 'edit', value: saved }, { type: 'change', draft: edited });
  const changedBack = run(
    { type: 'edit', value: saved },
    { type: 'change', draft: edited },
    { type: 'change', draft: { frequency: 'Monthly', recipients: ['ana@example.com'] } },
  );
  const valid = (draft: Schedule) => draft.recipients.length > 0;

  it('an untouched draft is clean, so Save is off', () => {
    expect(isDirty(editing)).toBe(false);
    expect(canSave(editing, valid)).toBe(false);
  });

  it('a changed, valid draft can be saved', () => {
    expect(isDirty(changed)).toBe(true);
    expect(canSave(changed, valid)).toBe(true);
  });

  it('a draft changed back to equal values (a new object) is clean again', () => {
    expect(isDirty(changedBack)).toBe(false);
    expect(canSave(changedBack, valid)).toBe(false);
  });

  it('a changed but invalid draft cannot be saved', () => {
    const invalid = editableCardReducer(changed, {
      type: 'change',
      draft: { frequency: 'Weekly', recipients: [] },
    });
    expect(isDirty(invalid)).toBe(true);
    expect(canSave(invalid, valid)).toBe(false);
  });

  it('a card that is already saving cannot be saved again', () => {
    const saving = editableCardReducer(changed, { type: 'save' });
    expect(isDirty(saving)).toBe(true);
    expect(canSave(saving, valid)).toBe(false);
  });

  it('a viewing card is never dirty', () => {
    expect(isDirty(run())).toBe(false);
    expect(canSave(run())).toBe(false);
  });

  it('uses the given equality, e.g. ignoring case', () => {
    const caseless = (a: Schedule, b: Schedule) =>
      a.frequency.toLowerCase() === b.frequency.toLowerCase();
    const recased = editableCardReducer(editing, {
      type: 'change',
      draft: { ...saved, frequency: 'MONTHLY' },
    });
    expect(isDirty(recased)).toBe(true);
    expect(isDirty(recased, caseless)).toBe(false);
  });
});

describe('structurallyEqual', () => {
  it.each<[string, unknown, unknown, boolean]>([
    ['equal strings', 'a', 'a', true],
    ['different strings', 'a', 'b', false],
    ['NaN equals NaN', Number.NaN, Number.NaN, true],
    ['0 and "0"', 0, '0', false],
    ['null and undefined', null, undefined, false],
    ['null and an object', null, {}, false],
    ['equal nested objects', { a: [1, { b: 2 }] }, { a: [1, { b: 2 }] }, true],
    ['a nested difference', { a: [1, { b: 2 }] }, { a: [1, { b: 3 }] }, false],
    ['a missing key', { a: 1, b: undefined }, { a: 1, c: undefined }, false],
    ['an extra key', { a: 1 }, { a: 1, b: 2 }, false],
    ['arrays of different length', [1, 2], [1, 2, 3], false],
    ['an array and an object with index keys', [1], { 0: 1 }, false],
    ['equal dates', new Date(Date.UTC(2024, 4, 14)), new Date(Date.UTC(2024, 4, 14)), true],
    ['different dates', new Date(Date.UTC(2024, 4, 14)), new Date(Date.UTC(2024, 4, 15)), false],
  ])('%s', (_case, a, b, equal) => {
    expect(structurallyEqual(a, b)).toBe(equal);
  });
});

describe('enterSaves', () => {
  it.each<[string, string, string | null, boolean]>([
    ['a text input', 'INPUT', 'text', true],
    ['an input without a type', 'INPUT', null, true],
    ['an empty type', 'input', '', true],
    ['an e-mail input', 'INPUT', 'email', true],
    ['a number input', 'INPUT', 'number', true],
    ['a search input', 'INPUT', 'search', true],
    ['a password input', 'INPUT', 'password', true],
    ['a date input', 'INPUT', 'date', true],
    ['a textarea adds a line instead', 'TEXTAREA', null, false],
    ['a checkbox toggles instead', 'INPUT', 'checkbox', false],
    ['a radio picks instead', 'INPUT', 'radio', false],
    ['a range slider', 'INPUT', 'range', false],
    ['a submit input presses itself', 'INPUT', 'submit', false],
    ['a button presses itself', 'BUTTON', null, false],
    ['a select', 'SELECT', null, false],
  ])('%s', (_case, tagName, type, saves) => {
    expect(enterSaves(tagName, type)).toBe(saves);
  });
});
