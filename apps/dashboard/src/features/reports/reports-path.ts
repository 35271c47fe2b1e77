// The report screens' paths and links, apart from the screens so the route table (loaded with the
// app's first chunk) and the pages that link here do not pull the report pages in with them.

import { routeHref } from '../../lib/route-query';

/** A project's Reports page (projects §2; query { projectId }). */
export const PROJECT_REPORTS_PATH = '/OneView/project/reports';

/** The report pages of a contribution, in side-navigation order (spec 02 §2 'Report pages'). */
export const REPORT_PAGES = ['configuration', 'scheduling', 'manual-generation'] as const;

/** One report page. */
export type ReportPage = (typeof REPORT_PAGES)[number];

/** The route table's path of each report page (query { type: 'Contribution', contributionId }). */
export const REPORT_PAGE_ROUTES: Readonly<Record<ReportPage, string>> = {
  configuration: '/OneView/project-report-configuration',
  scheduling: '/OneView/project-report-scheduling',
  'manual-generation': '/OneView/project-report-manual-generation',
};

/** The link of a report page of a contribution. */
export function reportPageHref(page: ReportPage, contributionId: number): string {
  return routeHref(REPORT_PAGE_ROUTES[page], { type: 'Contribution', contributionId });
}

/** The project's Reports page. */
export function projectReportsHref(projectId: string): string {
  return routeHref(PROJECT_REPORTS_PATH, { projectId });
}
