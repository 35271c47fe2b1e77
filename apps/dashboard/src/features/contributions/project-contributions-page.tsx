import { useContributionList, useProjectDetails } from '@aq/api/react';
import { Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorScreenFor } from '../../lib/error-screen';
import { useHasPermission } from '../../lib/permissions';
import type { ProjectClock } from '../../lib/project-clock';
import { useRouteQuery } from '../../lib/use-route-query';
import { useUserErrorMessage } from '../../lib/user-error';
import { ErrorScreen } from '../../shell/error-screens';
import { GuardedButton } from '../monitoring-locations/guarded-button';
import { ProjectFrame } from '../projects/project-frame';
import { ContributionsTable } from './contributions-table';
import { CreateContributionWizard } from './create-contribution-wizard';

const REQUIRED_QUERY = ['projectId'] as const;

/**
 * A project's contributions (spec 02 §2 'Project contributions page'): the contributions table
 * without the organisation, created dates on the project's clock with its zone, and Create
 * contribution, which opens the wizard; without Manage_Contributions Create and Delete are shown
 * unavailable with the reason.
 */
export default function ProjectContributionsPage() {
  const { t } = useTranslation('contributions');
  const { query, error: queryError } = useRouteQuery(REQUIRED_QUERY);
  const projectId = typeof query.projectId === 'string' ? query.projectId : '';
  const project = useProjectDetails(projectId);
  const list = useContributionList({ projectId }, { enabled: projectId !== '' });
  const errorMessage = useUserErrorMessage();
  const canManage = useHasPermission('Manage_Contributions');
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    if (project.error) showErrorScreenFor(project.error);
  }, [project.error]);

  const clock = useMemo<ProjectClock | null>(
    () =>
      project.data
        ? {
            timeZone: project.data.TimeZoneId,
            summerTimeAdjusted: project.data.SummerTimeAdjusted,
          }
        : null,
    [project.data],
  );

  if (queryError) return <ErrorScreen kind="invalid-query" />;

  const createReason = canManage ? null : t('noManagePermission');
  const createButton = (
    <GuardedButton
      reason={createReason}
      disabled={!project.data}
      onClick={() => setCreating(true)}
      data-testid="create-contribution"
    >
      <Plus aria-hidden="true" className="size-4" />
      {t('create')}
    </GuardedButton>
  );

  return (
    <ProjectFrame projectId={projectId} section={t('title')}>
      <div className="flex flex-col gap-4" data-testid="project-contributions">
        <ContributionsTable
          data-testid="contributions-table"
          caption={t('projectCaption', { project: project.data?.Name ?? '' })}
          rows={list.data?.Items ?? []}
          loading={list.isPending || !clock}
          error={list.error ? errorMessage(list.error, t('loadAction')) : undefined}
          onRetry={() => void list.refetch()}
          showOrganisation={false}
          clock={clock}
          deleteReason={canManage ? null : t('noManagePermission')}
          toolbar={<div className="sm:ms-auto">{createButton}</div>}
          emptyTitle={t('emptyProject')}
          emptyText={canManage ? t('emptyProjectText') : t('emptyProjectViewer')}
        />
      </div>
      {creating && project.data ? (
        <CreateContributionWizard
          projectId={projectId}
          projectName={project.data.Name}
          onClose={() => setCreating(false)}
        />
      ) : null}
    </ProjectFrame>
  );
}
