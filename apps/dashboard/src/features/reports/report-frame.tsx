import { useContributionReportConfig } from '@aq/api/react';
import { InlineNotification } from '@aq/ui/inline-notification';
import { LeftNav, type LeftNavItem } from '@aq/ui/left-nav';
import { PageHeader } from '@aq/ui/page-header';
import { Skeleton } from '@aq/ui/skeleton';
import { tabsTriggerVariants } from '@aq/ui/tabs';
import { CalendarClock, FileDown, SlidersHorizontal } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { showErrorScreenFor } from '../../lib/error-screen';
import { useHasPermission } from '../../lib/permissions';
import type { ProjectClock } from '../../lib/project-clock';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useRouteQuery } from '../../lib/use-route-query';
import { useUserErrorMessage } from '../../lib/user-error';
import { ErrorScreen } from '../../shell/error-screens';
import { HOME_PATH } from '../auth/sign-in-path';
import { projectHref } from '../projects/project-href';
import {
  projectReportsHref,
  reportContributionId,
  reportPageHref,
  type ReportConfig,
} from './report-logic';
import { REPORT_PAGES, type ReportPage } from './reports-path';

const PAGE_ICONS: Record<ReportPage, ReactNode> = {
  configuration: <SlidersHorizontal />,
  scheduling: <CalendarClock />,
  'manual-generation': <FileDown />,
};

/** What a report page is given by its frame. */
export interface ReportPageContext {
  readonly config: ReportConfig;
  readonly contributionId: number;
  /** The project's clock (the report config's time zone). */
  readonly clock: ProjectClock;
  /** Why the user may not change the report's configuration or schedule; null when they may. */
  readonly manageReason: string | null;
  /** Why the user may not generate reports; null when they may. */
  readonly generateReason: string | null;
}

/**
 * The frame of the report pages (spec 02 §2 'Report pages': configuration, scheduling, manual
 * generation; query { type: 'Contribution', contributionId } with a positive whole number, else
 * 'Invalid query'): the side navigation between them (tabs under the header at phone width), the
 * breadcrumbs OneView › Projects › project › Project reports › report, and the page itself once the
 * contribution's report config is loaded. Changing the configuration or schedule needs
 * Manage_Contributions, generating needs View_Data; the pages show why otherwise.
 */
export function ReportFrame({
  page,
  loadFailedTitle,
  children,
}: {
  page: ReportPage;
  /** Heading of a load failure, e.g. 'Error fetching schedule details'. */
  loadFailedTitle?: string;
  children: (context: ReportPageContext) => ReactNode;
}) {
  const { t } = useTranslation('reports');
  const { query } = useRouteQuery();
  const contributionId = reportContributionId(query);
  const config = useContributionReportConfig(contributionId ?? 0, {
    enabled: contributionId !== null,
  });
  const errorMessage = useUserErrorMessage();
  const canManage = useHasPermission('Manage_Contributions');
  const canView = useHasPermission('View_Data');
  const pageTitle = t(`pages.${page}`);
  useDocumentTitle({ topic: config.data?.ReportName, section: pageTitle });

  useEffect(() => {
    if (config.error) showErrorScreenFor(config.error);
  }, [config.error]);

  if (contributionId === null) return <ErrorScreen kind="invalid-query" />;

  const items: LeftNavItem[] = REPORT_PAGES.map((each) => ({
    kind: 'link',
    id: each,
    label: t(`pages.${each}`),
    icon: PAGE_ICONS[each],
    href: reportPageHref(each, contributionId),
    active: each === page,
  }));
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

  const data = config.data;
  let body: ReactNode;
  if (config.error && !data) {
    // A 4xx the error screens do not take (a 400, say) is written here with the server's words.
    body = (
      <InlineNotification
        kind="error"
        title={loadFailedTitle ?? t('loadFailed')}
        text={errorMessage(config.error, t('loadAction'))}
        data-testid="report-load-error"
      />
    );
  } else if (!data) {
    body = (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-10 w-full max-w-md" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  } else {
    body = children({
      config: data,
      contributionId,
      clock: { timeZone: data.TimeZoneId, summerTimeAdjusted: data.SummerTimeAdjusted },
      manageReason: canManage ? null : t('noManagePermission'),
      generateReason: canView ? null : t('noViewPermission'),
    });
  }

  return (
    // The frame measures its own width: below 48 rem (a phone) the side navigation becomes a row
    // of tabs under the header, so the page keeps its width for the content.
    <div className="@container/report flex min-h-0 min-w-0 flex-1" data-testid="report-frame">
      <div className="border-border hidden shrink-0 border-e @3xl/report:block">
        <LeftNav
          className="sticky top-14 h-[calc(100dvh-3.5rem)] border-e-0"
          label={t('pages.label')}
          header={
            <span className="block truncate px-1 text-sm font-semibold" title={data?.ReportName}>
              {data?.ReportName ?? ''}
            </span>
          }
          items={items}
          renderLink={renderLink}
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-6 px-4 py-6 sm:px-8">
        {data ? (
          <PageHeader
            title={data.ReportName}
            subtitle={pageTitle}
            breadcrumbs={[
              { label: t('breadcrumbs.oneView'), href: HOME_PATH },
              { label: t('breadcrumbs.projects'), href: '/OneView' },
              { label: data.ProjectName, href: projectHref(data.ProjectId) },
              { label: t('breadcrumbs.projectReports'), href: projectReportsHref(data.ProjectId) },
              { label: data.ReportName },
            ]}
            renderLink={renderLink}
            refreshing={config.isFetching && !config.isPending}
          />
        ) : (
          <Skeleton className="h-16 w-full max-w-80" />
        )}
        <nav aria-label={t('pages.label')} className="-mt-2 @3xl/report:hidden">
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
  );
}
