import type { OrganisationProjectRecord } from '@aq/api';
import { useOrganisationProjectsV2, useTimeZones } from '@aq/api/react';
import { DataTable, type DataTableProps } from '@aq/ui/data-table';
import { Link as StyledLink } from '@aq/ui/link';
import { StatusIndicator } from '@aq/ui/status-indicator';
import { KeyRound } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { z } from 'zod';
import { useUserErrorMessage } from '../../lib/user-error';
import { GuardedButton } from '../monitoring-locations/guarded-button';
import { projectHref } from '../projects/project-href';
import { licenceManagementHref } from './administration-path';

type Project = z.output<typeof OrganisationProjectRecord>;

/**
 * The Projects panel: the organisation's projects (name linking to the project's dashboard,
 * licensed yes or no, time zone) and 'Manage licences', which opens licence management for the
 * organisation; without the licence permission for it the button is shown unavailable with
 * `licenceRefusal` as the reason.
 */
export function OrganisationProjects({
  organisation,
  licenceRefusal,
}: {
  organisation: string;
  /** Why the caller may not manage this organisation's licences; null when they may. */
  licenceRefusal: string | null;
}) {
  const { t } = useTranslation('administration');
  const errorMessage = useUserErrorMessage();
  const projects = useOrganisationProjectsV2(organisation);
  const zones = useTimeZones();
  const [, navigate] = useLocation();
  const zoneNames = useMemo(
    () => new Map((zones.data?.TimeZones ?? []).map((zone) => [zone.Id, zone.Name])),
    [zones.data],
  );

  const columns = useMemo<DataTableProps<Project>['columns']>(
    () => [
      {
        id: 'name',
        header: t('projects.columns.name'),
        accessorKey: 'Name',
        cell: ({ row }) => (
          <StyledLink asChild>
            <Link href={projectHref(row.original.Id)} data-testid="project-link">
              {row.original.Name}
            </Link>
          </StyledLink>
        ),
      },
      {
        id: 'licensed',
        header: t('projects.columns.licensed'),
        accessorFn: (project) => (project.IsLicensed ? 1 : 0),
        cell: ({ row }) => (
          <StatusIndicator
            status={row.original.IsLicensed ? 'ok' : 'offline'}
            label={row.original.IsLicensed ? t('projects.licensed') : t('projects.unlicensed')}
            data-testid="project-licensed"
          />
        ),
      },
      {
        id: 'timeZone',
        header: t('projects.columns.timeZone'),
        accessorFn: (project) => zoneNames.get(project.TimeZoneId) ?? project.TimeZoneId,
      },
    ],
    [t, zoneNames],
  );

  return (
    <div className="flex flex-col gap-4">
      <DataTable<Project>
        data-testid="organisation-projects"
        caption={t('projects.caption', { organisation })}
        columns={columns}
        data={projects.data?.Items ?? []}
        getRowId={(row) => row.Id}
        rowHeader="name"
        defaultSort={[{ id: 'name', desc: false }]}
        searchPlaceholder={t('projects.search')}
        toolbar={
          <GuardedButton
            variant="secondary"
            reason={licenceRefusal}
            onClick={() => navigate(licenceManagementHref(organisation))}
            data-testid="manage-licences"
          >
            <KeyRound aria-hidden="true" className="size-4" />
            {t('projects.manageLicences')}
          </GuardedButton>
        }
        loading={projects.isPending}
        error={projects.error ? t('projects.loadFailed') : undefined}
        errorText={
          projects.error ? errorMessage(projects.error, t('projects.loadAction')) : undefined
        }
        onRetry={() => void projects.refetch()}
        retryLabel={t('retry')}
        emptyTitle={t('projects.empty')}
        emptyText={t('projects.emptyText')}
        noResultsTitle={t('noResults')}
        stateHeadingLevel={3}
      />
    </div>
  );
}
