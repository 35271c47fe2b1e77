import {
  useContributionList,
  useProjectDetails,
  useProjectReportExportConfigs,
} from '@aq/api/react';
import { DataTable, type DataTableProps } from '@aq/ui/data-table';
import { Link as StyledLink } from '@aq/ui/link';
import { Tag } from '@aq/ui/tag';
import { CalendarClock, FileDown, SlidersHorizontal } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { showErrorScreenFor } from '../../lib/error-screen';
import { useRouteQuery } from '../../lib/use-route-query';
import { useUserErrorMessage } from '../../lib/user-error';
import { ErrorScreen } from '../../shell/error-screens';
import { projectContributionsHref } from '../contributions/contribution-links';
import { ProjectFrame } from '../projects/project-frame';
import { reportRows, type ReportRow } from './report-rows';
import { reportPageHref } from './report-logic';

const REQUIRED_QUERY = ['projectId'] as const;

/**
 * A project's Reports page (projects §2 'Reports table with a generate action'): one row per
 * contribution of the project with its report's name (the saved one, else the contribution's name
 * plus ' Report'), its type and whether it is scheduled (active, inactive, not scheduled); the name
 * leads to the configuration, and the row actions Generate, Configure and Schedule to the three
 * report pages. Search and pages of 10 to 50 rows like the other tables; an empty project says where
 * contributions are made.
 */
export default function ProjectReportsPage() {
  const { t } = useTranslation('reports');
  const { t: tContributions } = useTranslation('contributions');
  const [, navigate] = useLocation();
  const { query, error: queryError } = useRouteQuery(REQUIRED_QUERY);
  const projectId = typeof query.projectId === 'string' ? query.projectId : '';
  const project = useProjectDetails(projectId);
  const list = useContributionList({ projectId }, { enabled: projectId !== '' });
  const configs = useProjectReportExportConfigs(projectId, { enabled: projectId !== '' });
  const errorMessage = useUserErrorMessage();

  useEffect(() => {
    if (project.error) showErrorScreenFor(project.error);
  }, [project.error]);

  const rows = useMemo(
    () => reportRows(list.data?.Items ?? [], configs.data?.Items ?? []),
    [list.data, configs.data],
  );

  const columns = useMemo<DataTableProps<ReportRow>['columns']>(
    () => [
      {
        id: 'report',
        header: t('columns.report'),
        accessorKey: 'reportName',
        cell: ({ row }) => (
          <StyledLink asChild>
            <Link
              href={reportPageHref('configuration', row.original.contributionId)}
              data-testid="report-name"
            >
              {row.original.reportName}
            </Link>
          </StyledLink>
        ),
      },
      { id: 'contribution', header: t('columns.contribution'), accessorKey: 'contributionName' },
      {
        id: 'type',
        header: t('columns.type'),
        accessorFn: (row) => tContributions(`types.${row.type}`),
      },
      {
        id: 'schedule',
        header: t('columns.schedule'),
        accessorFn: (row) => t(`scheduleState.${row.schedule}`),
        cell: ({ row }) => (
          <Tag
            tone={
              row.original.schedule === 'active'
                ? 'ok'
                : row.original.schedule === 'inactive'
                  ? 'caution'
                  : 'neutral'
            }
          >
            {t(`scheduleState.${row.original.schedule}`)}
          </Tag>
        ),
      },
    ],
    [t, tContributions],
  );

  if (queryError) return <ErrorScreen kind="invalid-query" />;

  const loadError = list.error ?? configs.error;
  return (
    <ProjectFrame projectId={projectId} section={t('title')}>
      <div className="flex flex-col gap-4" data-testid="project-reports">
        <DataTable<ReportRow>
          data-testid="reports-table"
          caption={t('caption', { project: project.data?.Name ?? '' })}
          columns={columns}
          data={rows}
          getRowId={(row) => String(row.contributionId)}
          rowHeader="report"
          defaultSort={[{ id: 'report', desc: false }]}
          searchPlaceholder={t('search')}
          pagination
          defaultPageSize={10}
          loading={list.isPending || configs.isPending}
          error={loadError ? t('loadListFailed') : undefined}
          errorText={loadError ? errorMessage(loadError, t('loadListAction')) : undefined}
          onRetry={() => {
            void list.refetch();
            void configs.refetch();
          }}
          retryLabel={t('retry')}
          emptyTitle={t('empty')}
          emptyText={
            <>
              {t('emptyText')}{' '}
              <StyledLink asChild>
                <Link href={projectContributionsHref(projectId)}>{t('emptyLink')}</Link>
              </StyledLink>
            </>
          }
          noResultsTitle={t('noResults')}
          stateHeadingLevel={2}
          rowActions={(row) => [
            {
              id: 'generate',
              label: t('actions.generate'),
              icon: <FileDown />,
              onSelect: () => navigate(reportPageHref('manual-generation', row.contributionId)),
            },
            {
              id: 'configure',
              label: t('actions.configure'),
              icon: <SlidersHorizontal />,
              onSelect: () => navigate(reportPageHref('configuration', row.contributionId)),
            },
            {
              id: 'schedule',
              label: t('actions.schedule'),
              icon: <CalendarClock />,
              onSelect: () => navigate(reportPageHref('scheduling', row.contributionId)),
            },
          ]}
        />
      </div>
    </ProjectFrame>
  );
}
