/** The path of a project's dashboard (projects §1): the page a project opens on. */
export const PROJECT_DASHBOARD_PATH = '/OneView/project/dashboard';
