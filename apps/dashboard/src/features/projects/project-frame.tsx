import { useDeleteProject, useProjectDetails } from '@aq/api/react';
import { DangerModal } from '@aq/ui/danger-modal';
import { LeftNav, type LeftNavItem } from '@aq/ui/left-nav';
import { PageHeader } from '@aq/ui/page-header';
import { Skeleton } from '@aq/ui/skeleton';
import { Settings } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { routeHref } from '../../lib/route-query';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useUserErrorMessage } from '../../lib/user-error';

/** The project area's screens that exist, in left-navigation order. */
const PROJECT_SCREENS = [
  {
    id: 'settings',
    path: '/OneView/project/settings',
    labelKey: 'nav.settings',
    icon: <Settings />,
  },
] as const;

/**
 * The frame of a project's screens: the left navigation (only screens that exist), the page
 * header with breadcrumbs and the project actions (Delete project through the danger modal, which
 * asks for the project's name and returns to the list).
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
  useDocumentTitle({ topic: project.data?.Name, section });

  const items: LeftNavItem[] = PROJECT_SCREENS.map((screen) => ({
    kind: 'link',
    id: screen.id,
    label: t(screen.labelKey),
    icon: screen.icon,
    href: routeHref(screen.path, { projectId }),
    active: path === screen.path,
  }));

  return (
    <div className="flex min-h-0 flex-1">
      <LeftNav
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
                label: t('delete'),
                variant: 'danger',
                onSelect: () => setDeleting(true),
              },
            ]}
          />
        ) : (
          <Skeleton className="h-16 w-80" />
        )}
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
            await remove.mutateAsync(projectId);
            navigate('/OneView');
          }}
        />
      ) : null}
    </div>
  );
}
