import { DataTable, type DataTableProps } from '@aq/ui/data-table';
import { Link as StyledLink } from '@aq/ui/link';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { projectHref } from '../projects/project-href';
import { AlertFrame, type AlertPageContext } from './alert-frame';

/** A project that uses the alert. */
interface ConnectedProject {
  readonly id: string;
  readonly name: string;
  readonly organisation: string;
  readonly location: string;
}

/**
 * The projects an alert is connected to (spec 02 §2 'Connected projects'): name (to the project),
 * organisation and location. An alert belongs to one project, so the table holds that project,
 * its location being the project's place (its label, else its coordinates).
 */
export default function AlertConnectedProjectsPage() {
  return (
    <AlertFrame page="connected-projects">
      {(context) => <ConnectedProjects {...context} />}
    </AlertFrame>
  );
}

function ConnectedProjects({ project, alert }: AlertPageContext) {
  const { t } = useTranslation('alerts');
  const rows = useMemo<ConnectedProject[]>(
    () => [
      {
        id: project.Id,
        name: project.Name,
        organisation: alert.organisationName || project.OrganisationName,
        location:
          project.LocationLabel ??
          `${project.Location.Latitude.toFixed(4)}, ${project.Location.Longitude.toFixed(4)}`,
      },
    ],
    [project, alert.organisationName],
  );
  const columns = useMemo<DataTableProps<ConnectedProject>['columns']>(
    () => [
      {
        id: 'name',
        header: t('columns.name'),
        accessorKey: 'name',
        cell: ({ row }) => (
          <StyledLink asChild>
            <Link href={projectHref(row.original.id)}>{row.original.name}</Link>
          </StyledLink>
        ),
      },
      { id: 'organisation', header: t('columns.organisation'), accessorKey: 'organisation' },
      { id: 'location', header: t('columns.location'), accessorKey: 'location' },
    ],
    [t],
  );
  return (
    <section className="flex flex-col gap-3" aria-labelledby="alert-projects-title">
      <h2 id="alert-projects-title" className="text-lg font-semibold">
        {t('pages.connected-projects')}
      </h2>
      <DataTable<ConnectedProject>
        data-testid="connected-projects"
        caption={t('pages.connected-projects')}
        columns={columns}
        data={rows}
        getRowId={(row) => row.id}
        rowHeader="name"
        searchable={false}
        emptyTitle={t('noConnectedProjects')}
        noResultsTitle={t('noConnectedProjects')}
        stateHeadingLevel={3}
      />
    </section>
  );
}
