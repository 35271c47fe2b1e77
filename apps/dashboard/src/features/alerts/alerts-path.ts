// The alert screens' paths, apart from alert-data.ts so the route table (loaded with the app's
// first chunk) does not pull the alert data layer and the phone metadata in with it.

/** The user's alerts list (spec 02 §2; reached from the app menu). */
export const ALERTS_PATH = '/OneView/alerts';

/** A project's alerts page (spec 02 §2; query { projectId }). */
export const PROJECT_ALERTS_PATH = '/OneView/project/alerts';

/** The route table's path of each alert page (query { projectId, alertId }). */
export const ALERT_PAGE_ROUTES = {
  details: `${ALERTS_PATH}/details`,
  trigger: `${ALERTS_PATH}/trigger`,
  actions: `${ALERTS_PATH}/actions`,
  'connected-projects': `${ALERTS_PATH}/connected-projects`,
} as const;

/** The short link an alert's SMS carries (the server's alertShortUrl): /a/{id}. */
export const ALERT_SHORT_LINK_PATH = '/a/:id';
