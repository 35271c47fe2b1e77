import { routeHref } from '../../lib/route-query';

/** The path of a project's settings screen. */
export const PROJECT_SETTINGS_PATH = '/OneView/project/settings';

/** Where a project opens (its settings until the dashboard screen exists). */
export function projectHref(projectId: string): string {
  return routeHref(PROJECT_SETTINGS_PATH, { projectId });
}
