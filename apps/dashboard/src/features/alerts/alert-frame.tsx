import type { Project } from '@aq/api';
import { useProjectDetails } from '@aq/api/react';
import { DangerModal } from '@aq/ui/danger-modal';
import { InlineNotification } from '@aq/ui/inline-notification';
import { LeftNav, type LeftNavItem } from '@aq/ui/left-nav';
import { PageHeader } from '@aq/ui/page-header';
import { Skeleton } from '@aq/ui/skeleton';
import { tabsTriggerVariants } from '@aq/ui/tabs';
import type { AlertForm } from '@aq/validation/alert';
import { BellRing, FolderKanban, Info, Send } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Link, useLocation } from 'wouter';
import { showErrorScreenFor } from '../../lib/error-screen';
import { useHasPermission } from '../../lib/permissions';
import type { ProjectClock } from '../../lib/project-clock';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useRouteQuery } from '../../lib/use-route-query';
import { useUserErrorMessage } from '../../lib/user-error';
import { ErrorScreen } from '../../shell/error-screens';
import { HOME_PATH } from '../auth/sign-in-path';
import { projectHref } from '../projects/project-href';
import { confirmChange } from '../../lib/confirm-change';
import {
  ALERT_PAGES,
  alertIdFromQuery,
  alertPagePath,
  projectAlertsPath,
  useAlert,
  useDeleteAlert,
  type AlertId,
  type AlertPage,
} from './alert-data';
import { CreateAlertWizard } from './wizard/create-alert-wizard';

const REQUIRED_QUERY = ['projectId', 'alertId'] as const;

const PAGE_ICONS: Record<AlertPage, ReactNode> = {
  details: <Info />,
  trigger: <BellRing />,
  actions: <Send />,
  'connected-projects': <FolderKanban />,
};

/** What an alert page is given by its frame. */
export interface AlertPageContext {
  readonly alert: AlertForm;
  readonly alertId: AlertId;
  readonly projectId: string;
  readonly project: z.output<typeof Project>;
  /** The project's clock, for times shown with its zone. */
  readonly clock: ProjectClock;
  /** Why the user may not change the alert; null when they may. */
  readonly manageReason: string | null;
}

/**
 * The frame of the alert pages (spec 02 §2: details, trigger, actions, connected projects; query
 * { projectId, alertId }, else 'Invalid query'): the side navigation between them, the breadcrumbs
 * OneView › Projects › project › Project alerts › alert, and the overflow menu with Clone alert
 * (the wizard, cloning) and Delete alert (confirmed; then the project's alerts page). The page
 * itself is rendered by `children` once the alert and its project are loaded.
 */
export function AlertFrame({
  page,
  children,
}: {
  page: AlertPage;
  children: (context: AlertPageContext) => ReactNode;
}) {
  const { t } = useTranslation('alerts');
  const [, navigate] = useLocation();
  const { query, error: queryError } = useRouteQuery(REQUIRED_QUERY);
  const projectId = typeof query.projectId === 'string' ? query.projectId : '';
  const alertId = alertIdFromQuery(query.alertId);
  const alert = useAlert(queryError ? null : alertId);
  const project = useProjectDetails(queryError || alertId === null ? '' : projectId);
  const remove = useDeleteAlert();
  const errorMessage = useUserErrorMessage();
  const canManage = useHasPermission('Manage_Alerts');
  const [deleting, setDeleting] = useState(false);
  const [cloning, setCloning] = useState(false);
  const pageTitle = t(`pages.${page}`);
  useDocumentTitle({ topic: alert.data?.name, section: pageTitle });

  useEffect(() => {
    if (project.error) showErrorScreenFor(project.error);
  }, [project.error]);
  useEffect(() => {
    if (alert.error) showErrorScreenFor(alert.error);
  }, [alert.error]);

  if (queryError || alertId === null) return <ErrorScreen kind="invalid-query" />;

  const items: LeftNavItem[] = ALERT_PAGES.map((each) => ({
    kind: 'link',
    id: each,
    label: t(`pages.${each}`),
    icon: PAGE_ICONS[each],
    href: alertPagePath(each, projectId, alertId),
    active: each === page,
  }));
  const manageReason = canManage ? null : t('noManagePermission');
  const renderLink = ({
    href,
    children: content,
    ...props
  }: {
    href: string;
    children?: ReactNode;
  }) => (
    <Link href={href} {...props}>
      {content}
    </Link>
  );

  let body: ReactNode;
  if (alert.error && !alert.data) {
    // A 4xx the error screens do not take (a 400, say) is written here with the server's words.
    body = (
      <InlineNotification
        kind="error"
        title={t('loadAlertFailed')}
        text={errorMessage(alert.error, t('loadAlertAction'))}
      />
    );
  } else if (!alert.data || !project.data) {
    body = (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-10 w-full max-w-md" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  } else {
    body = children({
      alert: alert.data,
      alertId,
      projectId,
      project: project.data,
      clock: {
        timeZone: project.data.TimeZoneId,
        summerTimeAdjusted: project.data.SummerTimeAdjusted,
      },
      manageReason,
    });
  }

  const guarded = (label: string) =>
    manageReason ? (
      <span className="flex flex-col">
        <span>{label}</span>
        <span className="text-text-muted text-xs">{manageReason}</span>
      </span>
    ) : (
      label
    );

  return (
    // The frame measures its own width: below 48 rem (a phone) the side navigation becomes a row
    // of tabs under the header, so the page keeps its width for the content.
    <div className="@container/alert flex min-h-0 min-w-0 flex-1" data-testid="alert-frame">
      <div className="flex min-h-0 min-w-0 flex-1">
        <div className="border-border hidden shrink-0 border-e @3xl/alert:block">
          <LeftNav
            className="sticky top-14 h-[calc(100dvh-3.5rem)] border-e-0"
            label={t('pages.label')}
            header={
              <span className="block truncate px-1 text-sm font-semibold" title={alert.data?.name}>
                {alert.data?.name ?? ''}
              </span>
            }
            items={items}
            renderLink={renderLink}
          />
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-6 px-4 py-6 sm:px-8">
          {alert.data && project.data ? (
            <PageHeader
              title={alert.data.name ?? ''}
              subtitle={pageTitle}
              breadcrumbs={[
                { label: t('breadcrumbs.oneView'), href: HOME_PATH },
                { label: t('breadcrumbs.projects'), href: '/OneView' },
                { label: project.data.Name, href: projectHref(projectId) },
                { label: t('projectTitle'), href: projectAlertsPath(projectId) },
                { label: alert.data.name ?? '' },
              ]}
              renderLink={renderLink}
              refreshing={alert.isFetching && !alert.isPending}
              overflowLabel={t('alertActions')}
              overflowItems={[
                {
                  id: 'clone',
                  label: guarded(t('cloneAlert')),
                  disabled: manageReason !== null,
                  onSelect: () => setCloning(true),
                },
                {
                  id: 'delete',
                  label: guarded(t('deleteAlert')),
                  variant: 'danger',
                  disabled: manageReason !== null,
                  onSelect: () => setDeleting(true),
                },
              ]}
            />
          ) : (
            <Skeleton className="h-16 w-full max-w-80" />
          )}
          <nav aria-label={t('pages.label')} className="-mt-2 @3xl/alert:hidden">
            <ul className="border-border flex overflow-x-auto border-b">
              {items.map((item) =>
                item.kind === 'link' ? (
                  <li key={item.id} className="flex">
                    <Link
                      href={item.href}
                      className={tabsTriggerVariants()}
                      data-state={item.active ? 'active' : 'inactive'}
                      aria-current={item.active ? 'page' : undefined}
                    >
                      {item.label}
                    </Link>
                  </li>
                ) : null,
              )}
            </ul>
          </nav>
          {body}
        </div>
      </div>
      {alert.data ? (
        <DangerModal
          open={deleting}
          onOpenChange={setDeleting}
          title={t('deleteTitle')}
          description={t('deleteText', { name: alert.data.name ?? '' })}
          confirmLabel={t('deleteConfirm')}
          errorMessage={(failure) => errorMessage(failure, t('deleteAction'))}
          onConfirm={async () => {
            const current = alert.data;
            if (!current) return;
            await remove.mutateAsync(current);
            confirmChange(t('deleted', { name: current.name ?? '' }));
            navigate(projectAlertsPath(projectId));
          }}
        />
      ) : null}
      {cloning && alert.data && project.data ? (
        <CreateAlertWizard
          open
          onClose={() => setCloning(false)}
          projectId={projectId}
          projectName={project.data.Name}
          initial={alert.data}
          mode="clone"
        />
      ) : null}
    </div>
  );
}
