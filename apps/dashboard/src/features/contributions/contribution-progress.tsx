import { useContribution } from '@aq/api/react';
import { InlineNotification } from '@aq/ui/inline-notification';
import { Modal } from '@aq/ui/modal';
import { ProgressBar } from '@aq/ui/progress-bar';
import { Skeleton } from '@aq/ui/skeleton';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useUserErrorMessage } from '../../lib/user-error';
import { contributionChartHref } from './contribution-links';
import { historyView } from './contribution-wizard-state';

/**
 * The progress of a new contribution's history computation (ours, issue 15): the contribution is
 * polled while its History is Queued or Running and the bar shows History.Percent under
 * 'Computing history…'; Done says so and offers the contribution's chart; Failed shows
 * History.Message. Closing leaves the computation running on the server.
 */
export function ContributionProgressModal({
  contributionId,
  name,
  projectId,
  title,
  onClose,
}: {
  contributionId: number;
  name: string;
  projectId: string;
  /** The heading; 'name was created' by default (a restart says so instead). */
  title?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('contributions');
  const [, navigate] = useLocation();
  const errorMessage = useUserErrorMessage();
  const contribution = useContribution(contributionId);
  const view = historyView(contribution.data?.History);
  const done = view.kind === 'done';

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title ?? t('progress.title', { name })}
      description={t('progress.description')}
      primaryLabel={done ? t('progress.openChart') : undefined}
      onPrimary={
        done
          ? () => {
              // Closed first: while the Charts screen loads, this page stays mounted (hidden),
              // and its portalled dialog must not stay over the next screen.
              onClose();
              navigate(contributionChartHref(projectId, contributionId));
            }
          : undefined
      }
      secondaryLabel={t('progress.close')}
      data-testid="contribution-progress"
    >
      {contribution.isError ? (
        <InlineNotification
          kind="error"
          title={t('progress.loadFailed')}
          text={errorMessage(contribution.error, t('progress.loadAction'))}
        />
      ) : view.kind === 'loading' ? (
        <Skeleton className="h-10 w-full" />
      ) : view.kind === 'computing' ? (
        <ProgressBar
          label={t('progress.computing')}
          value={view.state === 'Queued' ? null : view.percent}
          showValue
          helperText={view.state === 'Queued' ? t('progress.queued') : t('progress.keepsRunning')}
          data-testid="history-progress"
        />
      ) : view.kind === 'done' ? (
        <InlineNotification
          kind="success"
          title={t('progress.done')}
          text={t('progress.doneText', { name })}
          data-testid="history-done"
        />
      ) : (
        <InlineNotification
          kind="error"
          title={t('progress.failed')}
          text={view.message ?? t('progress.failedText')}
          data-testid="history-failed"
        />
      )}
    </Modal>
  );
}
