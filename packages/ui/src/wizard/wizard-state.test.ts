import { describe, expect, it } from 'vitest';
import {
  INITIAL_WIZARD_STATE,
  canGoBack,
  canGoNext,
  clampStepIndex,
  isLastStep,
  stepStatus,
  wizardReducer,
  type WizardAction,
  type WizardState,
} from './wizard-state';

const STEPS = 3;

function run(...actions: WizardAction[]): WizardState {
  return actions.reduce(wizardReducer, INITIAL_WIZARD_STATE);
}

const next: WizardAction[] = [{ type: 'nextStarted' }, { type: 'nextSucceeded', stepCount: STEPS }];

describe('wizardReducer', () => {
  it('starts on the first step, idle, with no error', () => {
    expect(INITIAL_WIZARD_STATE).toEqual({ index: 0, pending: false, error: null });
  });

  it('given a step, when Next starts, it is pending and the old error goes', () => {
    const failed = run({ type: 'nextStarted' }, { type: 'nextFailed', error: 'Name taken' });
    expect(wizardReducer(failed, { type: 'nextStarted' })).toEqual({
      index: 0,
      pending: true,
      error: null,
    });
  });

  it('given a pending Next, when it succeeds, it moves to the next step', () => {
    expect(run(...next)).toEqual({ index: 1, pending: false, error: null });
    expect(run(...next, ...next)).toEqual({ index: 2, pending: false, error: null });
  });

  it('given the last step, when the final Next succeeds, it stays on the last step', () => {
    expect(run(...next, ...next, ...next)).toEqual({ index: 2, pending: false, error: null });
  });

  it('given a single-step wizard, when it finishes, it stays on that step', () => {
    expect(run({ type: 'nextStarted' }, { type: 'nextSucceeded', stepCount: 1 })).toEqual({
      index: 0,
      pending: false,
      error: null,
    });
  });

  it('given a pending Next, when it fails, it stays on the step with the error', () => {
    expect(
      run(...next, { type: 'nextStarted' }, { type: 'nextFailed', error: 'Name taken' }),
    ).toEqual({ index: 1, pending: false, error: 'Name taken' });
  });

  it('given the second step with an error, when Back is pressed, it returns to the first step without the error', () => {
    expect(
      run(
        ...next,
        { type: 'nextStarted' },
        { type: 'nextFailed', error: 'Name taken' },
        { type: 'back' },
      ),
    ).toEqual({ index: 0, pending: false, error: null });
  });

  it('reset returns to the first step', () => {
    expect(run(...next, ...next, { type: 'reset' })).toEqual(INITIAL_WIZARD_STATE);
  });

  it.each<[string, WizardAction[], WizardAction]>([
    ['Back on the first step', [], { type: 'back' }],
    ['Back while Next runs', [...next, { type: 'nextStarted' }], { type: 'back' }],
    ['a second Next while one runs', [{ type: 'nextStarted' }], { type: 'nextStarted' }],
    ['a success nobody started', [], { type: 'nextSucceeded', stepCount: STEPS }],
    ['a failure nobody started', [], { type: 'nextFailed', error: 'x' }],
  ])('ignores %s (the same state comes back)', (_case, before, action) => {
    const state = run(...before);
    expect(wizardReducer(state, action)).toBe(state);
  });
});

describe('canGoNext and canGoBack', () => {
  it.each<[string, WizardState, boolean, boolean]>([
    ['an incomplete step', INITIAL_WIZARD_STATE, false, false],
    ['a complete step', INITIAL_WIZARD_STATE, true, true],
    ['a complete step while Next runs', { index: 0, pending: true, error: null }, true, false],
    ['a complete step after a failure', { index: 0, pending: false, error: 'x' }, true, true],
  ])('Next on %s', (_case, state, complete, expected) => {
    expect(canGoNext(state, complete)).toBe(expected);
  });

  it.each<[string, WizardState, boolean]>([
    ['the first step', INITIAL_WIZARD_STATE, false],
    ['the second step', { index: 1, pending: false, error: null }, true],
    ['the second step while Next runs', { index: 1, pending: true, error: null }, false],
  ])('Back on %s', (_case, state, expected) => {
    expect(canGoBack(state)).toBe(expected);
  });
});

describe('stepStatus', () => {
  it.each<[number, number, string]>([
    [0, 1, 'complete'],
    [1, 1, 'current'],
    [2, 1, 'upcoming'],
    [0, 0, 'current'],
    [2, 2, 'current'],
  ])('step %i with the current step %i is %s', (index, current, status) => {
    expect(stepStatus(index, current)).toBe(status);
  });
});

describe('clampStepIndex and isLastStep', () => {
  it.each<[number, number, number]>([
    [-1, 3, 0],
    [0, 3, 0],
    [2, 3, 2],
    [3, 3, 2],
    [7, 3, 2],
    [1.7, 3, 1],
    [Number.NaN, 3, 0],
    [2, 0, 0],
  ])('index %d of %i steps is kept at %i', (index, count, expected) => {
    expect(clampStepIndex(index, count)).toBe(expected);
  });

  it.each<[number, number, boolean]>([
    [0, 1, true],
    [0, 3, false],
    [1, 3, false],
    [2, 3, true],
  ])('step %i of %i is last: %s', (index, count, expected) => {
    expect(isLastStep(index, count)).toBe(expected);
  });
});
