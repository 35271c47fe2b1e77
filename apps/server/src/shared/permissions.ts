import type { Permission } from '@aq/api';

// The permission strings the server checks, named once. Each is checked against the contract's
// Permission list (`satisfies`), so a misspelt or retired permission fails the typecheck.

/** Reaches every organisation: their users, projects, instruments and data. */
export const MANAGE_ORGANISATIONS =
  'Administration__Manage_Organisations' as const satisfies Permission;
/** Creates, edits and deletes global notifications. */
export const MANAGE_NOTIFICATIONS =
  'Administration__Manage_Notifications' as const satisfies Permission;
/** Acts as another user. */
export const IMPERSONATE_USERS = 'Administration__Impersonate_Users' as const satisfies Permission;
/** Manages the users of one's own organisation. */
export const MANAGE_USERS = 'Manage_Users' as const satisfies Permission;
/** Creates, edits and deletes projects (Administrator and ProjectManager hold it). */
export const MANAGE_PROJECTS = 'Manage_Projects' as const satisfies Permission;
/** Sends an organisation's instrument data (ingestion). */
export const MANAGE_INSTRUMENTS = 'Manage_Instruments' as const satisfies Permission;
/** Creates, edits, hides, shows and deletes monitoring locations and attaches instruments to them. */
export const MANAGE_MONITORING_LOCATION = 'Manage_MonitoringLocation' as const satisfies Permission;
/** Writes entries in a project's journal. */
export const MANAGE_JOURNAL = 'Manage_Journal' as const satisfies Permission;
/** Changes a project's display units. */
export const MANAGE_DISPLAY_SETTINGS = 'Manage_DisplaySettings' as const satisfies Permission;
/** Creates, edits and deletes contributions and their compliance levels. */
export const MANAGE_CONTRIBUTIONS = 'Manage_Contributions' as const satisfies Permission;
/** Creates, edits and deletes alerts (contribution alert configs and event rules). */
export const MANAGE_ALERTS = 'Manage_Alerts' as const satisfies Permission;
/** The 403 message for an alert change without Manage_Alerts. */
export const NO_MANAGE_ALERTS = 'You do not have permission to manage alerts.';
/** Opens the licence pages. */
export const MANAGE_LICENSES = 'Manage_Licenses' as const satisfies Permission;
/** Reads data: every signed-in role holds it. */
export const VIEW_DATA = 'View_Data' as const satisfies Permission;
