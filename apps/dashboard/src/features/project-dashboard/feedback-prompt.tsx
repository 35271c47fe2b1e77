import { useSubmitDashboardFeedback } from '@aq/api/react';
import { FEEDBACK_CHOICES, type FeedbackChoice } from '@aq/validation';
import { Button } from '@aq/ui/button';
import { Checkbox } from '@aq/ui/checkbox';
import { FormField } from '@aq/ui/form-field';
import { Modal } from '@aq/ui/modal';
import { TextArea } from '@aq/ui/text-area';
import { CircleAlert, MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserErrorMessage } from '../../lib/user-error';

/** What the prompt sends: the chosen options (at least one) and the free comments. */
export interface FeedbackSubmission {
  choices: FeedbackChoice[];
  comments: string;
}

/** Props of FeedbackPrompt. */
export interface FeedbackPromptProps {
  /** Sends the feedback (submitDashboardFeedback); a rejection shows the error line. */
  onSubmit: (feedback: FeedbackSubmission) => Promise<void>;
  /** Starts in the thanked state (stories). */
  defaultThanked?: boolean;
}

/** Longest free comment the server takes (DashboardFeedbackQuery). */
const COMMENTS_MAX = 2000;

/**
 * The new-dashboard feedback prompt (projects §2, §4; behind DashboardFeedback): closed → modal →
 * submitting → thanked (the button disabled, 'Thank you for your feedback') or, on failure, the
 * line 'Error submitting feedback: ' with the reason in the modal, which stays open to try again.
 * At least one option must be chosen before Send is available.
 */
export function FeedbackPrompt({ onSubmit, defaultThanked = false }: FeedbackPromptProps) {
  const { t } = useTranslation('project-dashboard');
  const errorMessage = useUserErrorMessage();
  const [open, setOpen] = useState(false);
  const [choices, setChoices] = useState<FeedbackChoice[]>([]);
  const [comments, setComments] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [thanked, setThanked] = useState(defaultThanked);
  const [error, setError] = useState<string | null>(null);

  function toggle(choice: FeedbackChoice, checked: boolean) {
    setChoices((current) =>
      // Kept in the order of FEEDBACK_CHOICES whatever order they were ticked in.
      FEEDBACK_CHOICES.filter((c) => (c === choice ? checked : current.includes(c))),
    );
  }

  async function submit() {
    if (choices.length === 0 || submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      await onSubmit({ choices, comments: comments.trim() });
      setThanked(true);
      setOpen(false);
    } catch (failure) {
      setError(errorMessage(failure, t('feedback.action')));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <div
      data-testid="feedback-prompt"
      data-state={thanked ? 'thanked' : open ? 'open' : 'closed'}
      className="rounded-card border-border bg-surface-raised flex flex-wrap items-center gap-3 border p-3 text-sm"
    >
      <MessageSquare aria-hidden="true" className="text-interactive size-5 shrink-0" />
      <p className="min-w-0 flex-1">{t('feedback.prompt')}</p>
      {thanked ? (
        <Button variant="secondary" size="sm" disabled>
          {t('feedback.thanked')}
        </Button>
      ) : (
        <Modal
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) setError(null);
          }}
          trigger={
            <Button variant="secondary" size="sm">
              {t('feedback.open')}
            </Button>
          }
          title={t('feedback.title')}
          description={t('feedback.description')}
          primaryLabel={t('feedback.submit')}
          primaryDisabled={choices.length === 0}
          onPrimary={() => void submit()}
          busy={submitting}
        >
          <div className="flex flex-col gap-4">
            <fieldset className="m-0 flex flex-col gap-2 border-0 p-0">
              <legend className="mb-2 text-sm font-medium">{t('feedback.choices')}</legend>
              {FEEDBACK_CHOICES.map((choice) => (
                <Checkbox
                  key={choice}
                  label={t(`feedback.choice.${choice}`)}
                  checked={choices.includes(choice)}
                  disabled={submitting}
                  onCheckedChange={(checked) => toggle(choice, checked === true)}
                />
              ))}
            </fieldset>
            <FormField label={t('feedback.comments')}>
              <TextArea
                value={comments}
                maxLength={COMMENTS_MAX}
                disabled={submitting}
                onChange={(event) => setComments(event.target.value)}
              />
            </FormField>
            {error ? (
              <p role="alert" className="text-danger flex items-start gap-2 text-sm">
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>{t('feedback.error', { detail: error })}</span>
              </p>
            ) : null}
          </div>
        </Modal>
      )}
    </div>
  );
}

/**
 * The feedback prompt wired to POST /v0.1/feedback/dashboards for the dashboard's contribution
 * (the page passes the contribution it shows first).
 */
export function DashboardFeedbackPrompt({ contributionId }: { contributionId: number }) {
  const { mutateAsync } = useSubmitDashboardFeedback();
  return (
    <FeedbackPrompt
      onSubmit={async ({ choices, comments }) => {
        await mutateAsync({ contributionId, choices, comments });
      }}
    />
  );
}
