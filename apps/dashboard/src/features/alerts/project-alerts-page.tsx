import { useProjectDetails } from '@aq/api/react';
import type { AlertForm } from '@aq/validation/alert';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorScreenFor } from '../../lib/error-screen';
import { useHasPermission } from '../../lib/permissions';
import { useRouteQuery } from '../../lib/use-route-query';
import { useUserErrorMessage } from '../../lib/user-error';
import { ErrorScreen } from '../../shell/error-screens';
import { GuardedButton } from '../monitoring-locations/guarded-button';
import { ProjectFrame } from '../projects/project-frame';
import { useAlertRows } from './alert-data';
import { AlertsTable } from './alerts-table';
import { CreateAlertWizard } from './wizard/create-alert-wizard';

const REQUIRED_QUERY = ['projectId'] as const;

/**
 * A project's alerts (spec 02 §2 'Project alerts page'), in the project's navigation: the alerts
 * table without organisation and project, with the active toggle, and Create alert, which opens
 * the wizard; 'Start by adding an alert' while there are none. Without Manage_Alerts, Create, the
 * toggles, Clone and Delete are shown unavailable with the reason.
 */
export default function ProjectAlertsPage() {
  const { t } = useTranslation('alerts');
  const { query, error: queryError } = useRouteQuery(REQUIRED_QUERY);
  const projectId = typeof query.projectId === 'string' ? query.projectId : '';
  const project = useProjectDetails(projectId);
  const rows = useAlertRows({ projectId });
  const errorMessage = useUserErrorMessage();
  const canManage = useHasPermission('Manage_Alerts');
  // What the wizard opens on: a new alert (create) or a copy of one (clone).
  const [wizard, setWizard] = useState<{ mode: 'create' | 'clone'; initial?: AlertForm } | null>(
    null,
  );

  useEffect(() => {
    if (project.error) showErrorScreenFor(project.error);
  }, [project.error]);

  if (queryError) return <ErrorScreen kind="invalid-query" />;

  const manageReason = canManage ? null : t('noManagePermission');
  const createButton = (
    <GuardedButton
      reason={manageReason}
      disabled={!project.data}
      onClick={() => setWizard({ mode: 'create' })}
      data-testid="create-alert"
    >
      <Plus aria-hidden="true" className="size-4" />
      {t('create')}
    </GuardedButton>
  );

  return (
    <ProjectFrame projectId={projectId} section={t('projectTitle')}>
      <div className="flex flex-col gap-4" data-testid="project-alerts">
        <AlertsTable
          data-testid="alerts-table"
          scope="project"
          caption={t('projectCaption', { project: project.data?.Name ?? '' })}
          rows={rows.data ?? []}
          loading={rows.isPending}
          error={rows.error ? errorMessage(rows.error, t('loadAction')) : undefined}
          onRetry={rows.refetch}
          manageReason={manageReason}
          onClone={(alert) => setWizard({ mode: 'clone', initial: alert })}
          toolbar={<div className="sm:ms-auto">{createButton}</div>}
          emptyTitle={t('emptyProject')}
          emptyText={canManage ? t('emptyProjectText') : t('emptyProjectViewer')}
        />
      </div>
      {wizard && project.data ? (
        <CreateAlertWizard
          open
          onClose={() => setWizard(null)}
          projectId={projectId}
          projectName={project.data.Name}
          initial={wizard.initial}
          mode={wizard.mode}
        />
      ) : null}
    </ProjectFrame>
  );
}
