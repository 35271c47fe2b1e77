import { useDeleteProject, useProjectDetails } from '@aq/api/react';
import { DangerModal } from '@aq/ui/danger-modal';
import { LeftNav, type LeftNavItem } from '@aq/ui/left-nav';
import { PageHeader } from '@aq/ui/page-header';
import { Skeleton } from '@aq/ui/skeleton';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { confirmChange } from '../../lib/confirm-change';
import { useHasPermission } from '../../lib/permissions';
import { routeHref } from '../../lib/route-query';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useUserErrorMessage } from '../../lib/user-error';
import { useScreens } from '../../routes/screens-context';
import { NotLicensedBanner } from '../licensing/not-licensed';

/**
 * The frame of a project's screens: the left navigation (the screens the route table offers in a
 * project), the page header with breadcrumbs and the project actions (Delete project through the
 * danger modal, which asks for the project's name, confirms with a toast and returns to the list;
 * without Manage_Projects it is shown unavailable, with the reason).
 */
export function ProjectFrame({
  projectId,
  section,
  children,
}: {
  projectId: string;
  section: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('projects');
  const [path, navigate] = useLocation();
  const project = useProjectDetails(projectId);
  const remove = useDeleteProject();
  const errorMessage = useUserErrorMessage();
  const [deleting, setDeleting] = useState(false);
  const screens = useScreens();
  const managesProjects = useHasPermission('Manage_Projects');
  const canDelete = managesProjects && (project.data?.CanAccessProject ?? false);
  useDocumentTitle({ topic: project.data?.Name, section });

  const items: LeftNavItem[] = screens.offeredIn('project').map(({ path: screenPath, nav }) => ({
    kind: 'link',
    id: screenPath,
    label: t(nav.label),
    icon: <nav.icon />,
    href: routeHref(screenPath, { projectId }),
    active: path === screenPath,
  }));

  return (
    <div className="flex min-h-0 flex-1">
      {/* The column stretches to the content's full height and carries the border, while the
          navigation inside stays in view below the sticky header on a long page. */}
      <div className="border-border shrink-0 border-e">
        <LeftNav
          className="sticky top-14 h-[calc(100dvh-3.5rem)] border-e-0"
          label={t('nav.label')}
          header={
            <span className="block truncate px-1 text-sm font-semibold" title={project.data?.Name}>
              {project.data?.Name ?? ''}
            </span>
          }
          items={items}
          renderLink={({ href, children: content, ...props }) => (
            <Link href={href} {...props}>
              {content}
            </Link>
          )}
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-6 px-4 py-6 sm:px-8">
        {project.data ? (
          <PageHeader
            title={section}
            subtitle={project.data.Name}
            breadcrumbs={[{ label: t('title'), href: '/OneView' }, { label: project.data.Name }]}
            renderLink={({ href, children: content, ...props }) => (
              <Link href={href} {...props}>
                {content}
              </Link>
            )}
            refreshing={project.isFetching && !project.isPending}
            overflowLabel={t('actions')}
            overflowItems={[
              {
                id: 'delete',
                label: canDelete ? (
                  t('delete')
                ) : (
                  // A disabled menu item takes no focus for a tooltip, so the reason is written
                  // under its label, where it is read as part of the item's name.
                  <span className="flex flex-col">
                    <span>{t('delete')}</span>
                    <span className="text-text-muted text-xs">
                      {managesProjects ? t('noAccess') : t('noManagePermission')}
                    </span>
                  </span>
                ),
                variant: 'danger',
                disabled: !canDelete,
                onSelect: () => setDeleting(true),
              },
            ]}
          />
        ) : (
          <Skeleton className="h-16 w-full max-w-80" />
        )}
        {project.data && !project.data.IsLicensed ? (
          <NotLicensedBanner organisationName={project.data.OrganisationName} />
        ) : null}
        {children}
      </div>
      {project.data ? (
        <DangerModal
          open={deleting}
          onOpenChange={setDeleting}
          title={t('deleteTitle')}
          description={t('deleteText', { name: project.data.Name })}
          confirmLabel={t('deleteConfirm')}
          confirmText={project.data.Name}
          confirmTextLabel={t('deleteTypeName', { name: project.data.Name })}
          errorMessage={(error) => errorMessage(error, t('deleteAction'))}
          onConfirm={async () => {
            const name = project.data?.Name ?? '';
            await remove.mutateAsync(projectId);
            confirmChange(t('deleted', { name }));
            navigate('/OneView');
          }}
        />
      ) : null}
    </div>
  );
}
