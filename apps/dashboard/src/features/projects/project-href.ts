import { routeHref } from '../../lib/route-query';
import { PROJECT_DASHBOARD_PATH } from '../project-dashboard/dashboard-path';

/** The path of a project's settings screen. */
export const PROJECT_SETTINGS_PATH = '/OneView/project/settings';

/** Where a project opens: its dashboard (projects §2, the project's landing page). */
export function projectHref(projectId: string): string {
  return routeHref(PROJECT_DASHBOARD_PATH, { projectId });
}

/** A project's settings (where a new project goes next, projects §2 Create project). */
export function projectSettingsHref(projectId: string): string {
  return routeHref(PROJECT_SETTINGS_PATH, { projectId });
}
