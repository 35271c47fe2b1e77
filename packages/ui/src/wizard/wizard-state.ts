/** How a step shows in the progress indicator. */
export type StepStatus = 'complete' | 'current' | 'upcoming';

/** Where a wizard is: the current step, whether its Next is running, and its last failure. */
export interface WizardState {
  /** Index of the current step, from 0. */
  index: number;
  /** True while the current step's `onNext` (or the final submit) runs. */
  pending: boolean;
  /** The message of the last failed Next, shown on the step; null otherwise. */
  error: string | null;
}

/** What can happen to a wizard. */
export type WizardAction =
  | { type: 'nextStarted' }
  | { type: 'nextSucceeded'; stepCount: number }
  | { type: 'nextFailed'; error: string }
  | { type: 'back' }
  | { type: 'reset' };

/** A wizard on its first step. */
export const INITIAL_WIZARD_STATE: WizardState = { index: 0, pending: false, error: null };

/** A step index kept within the steps: 0 for no steps, else between 0 and the last step. */
export function clampStepIndex(index: number, stepCount: number): number {
  if (stepCount <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), stepCount - 1);
}

/** Whether the index is the last step (a single step is both first and last). */
export function isLastStep(index: number, stepCount: number): boolean {
  return index >= stepCount - 1;
}

/** Steps before the current one are complete, the current one is current, the rest upcoming. */
export function stepStatus(index: number, currentIndex: number): StepStatus {
  if (index < currentIndex) return 'complete';
  return index === currentIndex ? 'current' : 'upcoming';
}

/**
 * The wizard's step logic. Next first starts (pending, old error cleared), then succeeds (on to
 * the next step, or staying on the last one, where success means the wizard finished) or fails
 * (staying on the step with the error). Back leaves the first step alone and is ignored while
 * Next runs, as is a second Next. Ignored actions return the same state object.
 */
export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'nextStarted':
      if (state.pending) return state;
      return { ...state, pending: true, error: null };
    case 'nextSucceeded':
      if (!state.pending) return state;
      return {
        index: clampStepIndex(state.index + 1, action.stepCount),
        pending: false,
        error: null,
      };
    case 'nextFailed':
      if (!state.pending) return state;
      return { ...state, pending: false, error: action.error };
    case 'back':
      if (state.pending || state.index <= 0) return state;
      return { index: state.index - 1, pending: false, error: null };
    case 'reset':
      return INITIAL_WIZARD_STATE;
  }
}

/** Whether Next (or the final button) can be pressed: the step is complete and nothing runs. */
export function canGoNext(state: WizardState, stepIsComplete: boolean): boolean {
  return stepIsComplete && !state.pending;
}

/** Whether Back can be pressed: past the first step and nothing runs. */
export function canGoBack(state: WizardState): boolean {
  return state.index > 0 && !state.pending;
}
