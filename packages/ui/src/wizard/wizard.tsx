import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import { useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { Button } from '../button';
import { InlineNotification } from '../inline-notification';
import { cn } from '../lib/cn';
import { defaultErrorMessage } from '../lib/error-message';
import { useControllableState } from '../lib/use-controllable-state';
import { useUiStrings } from '../ui-strings';
import { ProgressIndicator } from './progress-indicator';
import {
  INITIAL_WIZARD_STATE,
  canGoBack,
  canGoNext,
  clampStepIndex,
  isLastStep,
  wizardReducer,
} from './wizard-state';

const wizardVariants = cva(
  'fixed inset-x-0 top-8 bottom-0 z-50 mx-auto flex w-full flex-col overflow-hidden rounded-t-card border border-b-0 border-border bg-surface-raised text-text shadow-lg focus:outline-none md:top-12',
  {
    variants: {
      size: {
        narrow: 'max-w-2xl',
        wide: 'max-w-6xl',
      },
    },
    defaultVariants: { size: 'wide' },
  },
);

/** One step of a wizard. */
export interface WizardStep {
  /** Unique id of the step. */
  id: string;
  /** Short name, shown in the progress indicator and as the step's heading. */
  title: string;
  /** Whether the step's required input is there; Next stays disabled until it is. */
  isComplete: boolean;
  /**
   * Runs when Next is pressed (on the last step, before `onFinish`). While a promise runs Next
   * spins and every button is disabled; if it throws or rejects the wizard stays on the step
   * and shows the error's message.
   */
  onNext?: () => Promise<void> | void;
  /** The step's form. The caller owns its state: only the current step is rendered. */
  content: ReactNode;
}

/** Props of Wizard. */
export interface WizardProps extends VariantProps<typeof wizardVariants> {
  /** Whether the wizard is shown (controlled); pair with `onOpenChange`. */
  open?: boolean;
  /** Whether the wizard starts shown when uncontrolled. */
  defaultOpen?: boolean;
  /** Called with the new state when the wizard opens, finishes, or is cancelled without `onCancel`. */
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the wizard; focus returns to it on close. */
  trigger?: ReactNode;
  /** The heading, e.g. "Create alert"; it names the dialog. */
  title: ReactNode;
  /** A line under the title; it describes the dialog. */
  description?: ReactNode;
  /** The steps in order; a single step hides the progress indicator. */
  steps: readonly WizardStep[];
  /** Label of the last step's button, e.g. "Create" or "Clone". */
  finishLabel: string;
  /**
   * The submit, run by the last step's button after that step's `onNext`. On success the
   * wizard closes; on failure it stays on the last step with the error.
   */
  onFinish?: () => Promise<void> | void;
  /**
   * Called by Cancel and Escape. When given, the wizard does not close itself: the caller
   * closes it (set `open` to false), for instance after confirming with UnsavedChangesModal.
   * Without it, Cancel closes the wizard through `onOpenChange(false)`. Nothing is asked here.
   */
  onCancel?: () => void;
  /** Called with the new step's index after Next or Back moves. */
  onStepChange?: (index: number) => void;
  /** Turns a failure into the text shown on the step; the error's message by default. */
  errorMessage?: (error: unknown) => string;
  /** A heading for a step's error, e.g. "Alert not created"; without it the message is the heading. */
  errorTitle?: string;
  /** Read after a complete step in the progress indicator, e.g. "Complete"; nothing by default. */
  completeLabel?: string;
  /** Label of the Cancel button; the translated "Cancel" by default. */
  cancelLabel?: string;
  /** Label of the Back button; the translated "Back" by default. */
  backLabel?: string;
  /** Label of the Next button; the translated "Next" by default. */
  nextLabel?: string;
  /** Extra classes for the tearsheet panel. */
  className?: string;
}

type FocusTarget = 'heading' | 'next';

/**
 * A multi-step form in a tearsheet: a tall dialog with a title, a numbered progress indicator
 * (hidden for a single step), the current step and Cancel, Back and Next (the last step's button
 * has `finishLabel`). Next is enabled when the step is complete; an async `onNext` or
 * `onFinish` keeps it spinning, and a failure keeps the step with its error. Clicking outside
 * never closes it; Escape acts as Cancel.
 */
export function Wizard({
  open: openProp,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  steps,
  finishLabel,
  onFinish,
  onCancel,
  onStepChange,
  errorMessage = defaultErrorMessage,
  errorTitle,
  completeLabel,
  cancelLabel,
  backLabel,
  nextLabel,
  size,
  className,
}: WizardProps) {
  const { strings, format } = useUiStrings();
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen ?? false,
    onChange: onOpenChange,
  });
  const [state, dispatch] = useReducer(wizardReducer, INITIAL_WIZARD_STATE);
  const [focusRequest, setFocusRequest] = useState<{ target: FocusTarget; count: number }>({
    target: 'heading',
    count: 0,
  });
  const heading = useRef<HTMLHeadingElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  // Each opening starts on the first step with no error (adjusting state while rendering).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) dispatch({ type: 'reset' });
  }

  // After a move the step's heading takes focus, so the new step is announced and Tab starts at
  // its top; after a failure focus goes back to Next, which was disabled while it ran.
  useEffect(() => {
    if (focusRequest.count === 0) return;
    if (focusRequest.target === 'heading') heading.current?.focus();
    else nextButton.current?.focus();
  }, [focusRequest]);

  const stepCount = steps.length;
  const index = clampStepIndex(state.index, stepCount);
  const step = steps[index];
  const last = isLastStep(index, stepCount);
  const multiStep = stepCount > 1;
  const nextEnabled = step !== undefined && canGoNext(state, step.isComplete);

  function requestFocus(target: FocusTarget) {
    setFocusRequest((request) => ({ target, count: request.count + 1 }));
  }

  function cancel() {
    if (state.pending) return;
    if (onCancel) onCancel();
    else setOpen(false);
  }

  async function next() {
    if (!step || !nextEnabled) return;
    dispatch({ type: 'nextStarted' });
    try {
      await step.onNext?.();
      if (last) await onFinish?.();
    } catch (failure) {
      dispatch({ type: 'nextFailed', error: errorMessage(failure) });
      requestFocus('next');
      return;
    }
    dispatch({ type: 'nextSucceeded', stepCount });
    if (last) {
      setOpen(false);
      return;
    }
    onStepChange?.(index + 1);
    requestFocus('heading');
  }

  function back() {
    if (!canGoBack(state)) return;
    dispatch({ type: 'back' });
    onStepChange?.(index - 1);
    requestFocus('heading');
  }

  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => (next ? setOpen(true) : cancel())}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          data-slot="wizard-overlay"
          className="bg-surface-sunken/80 fixed inset-0 z-50"
        />
        <DialogPrimitive.Content
          data-slot="wizard"
          data-size={size ?? 'wide'}
          aria-busy={state.pending || undefined}
          className={cn(wizardVariants({ size }), className)}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            returnFocusTo.current =
              active instanceof HTMLElement && active !== document.body ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            // Radix returns focus only to its own Trigger; a wizard opened from elsewhere (a
            // menu item, say) returns it to whatever was focused when it opened.
            if (trigger) return;
            if (returnFocusTo.current?.isConnected) {
              event.preventDefault();
              returnFocusTo.current.focus();
            }
          }}
          onEscapeKeyDown={(event) => {
            if (state.pending) event.preventDefault();
          }}
          // A long form is not thrown away by a stray click outside it.
          onInteractOutside={(event) => event.preventDefault()}
        >
          <div
            data-slot="wizard-header"
            className="border-border flex flex-col gap-1 border-b px-6 py-5"
          >
            <DialogPrimitive.Title data-slot="wizard-title" className="text-xl font-semibold">
              {title}
            </DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description
                data-slot="wizard-description"
                className="text-text-muted text-sm"
              >
                {description}
              </DialogPrimitive.Description>
            ) : null}
          </div>
          <div data-slot="wizard-body" className="flex min-h-0 flex-1 flex-col md:flex-row">
            {multiStep ? (
              <div
                data-slot="wizard-progress"
                className="border-border hidden shrink-0 overflow-y-auto border-e px-6 py-6 md:block md:w-64"
              >
                <ProgressIndicator
                  steps={steps}
                  currentIndex={index}
                  orientation="vertical"
                  completeLabel={completeLabel}
                />
              </div>
            ) : null}
            <div
              data-slot="wizard-step"
              className="flex min-h-0 min-w-0 flex-1 flex-col gap-4 overflow-y-auto px-6 py-6"
            >
              {multiStep && step ? (
                <div className="flex flex-col gap-1">
                  <p data-slot="wizard-step-count" className="text-text-muted text-xs font-medium">
                    {format('stepOfSteps', { step: index + 1, steps: stepCount })}
                  </p>
                  <h3
                    ref={heading}
                    data-slot="wizard-step-title"
                    tabIndex={-1}
                    className="text-lg font-semibold outline-none"
                  >
                    {step.title}
                  </h3>
                </div>
              ) : null}
              {state.error ? (
                <InlineNotification
                  data-slot="wizard-error"
                  kind="error"
                  title={errorTitle ?? state.error}
                  text={errorTitle ? state.error : undefined}
                />
              ) : null}
              <div
                key={step?.id}
                data-slot="wizard-step-content"
                className="flex flex-col gap-4 text-sm"
              >
                {step?.content}
              </div>
            </div>
          </div>
          <div
            data-slot="wizard-footer"
            className="border-border flex flex-col-reverse gap-2 border-t px-6 py-4 sm:flex-row sm:items-center"
          >
            <Button
              data-slot="wizard-cancel"
              variant="ghost"
              disabled={state.pending}
              onClick={cancel}
              className="sm:me-auto"
            >
              {cancelLabel ?? strings.cancel}
            </Button>
            {index > 0 ? (
              <Button
                data-slot="wizard-back"
                variant="secondary"
                disabled={!canGoBack(state)}
                onClick={back}
              >
                {backLabel ?? strings.back}
              </Button>
            ) : null}
            <Button
              ref={nextButton}
              data-slot="wizard-next"
              loading={state.pending}
              disabled={!nextEnabled}
              onClick={() => void next()}
            >
              {last ? finishLabel : (nextLabel ?? strings.next)}
            </Button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export { wizardVariants };
