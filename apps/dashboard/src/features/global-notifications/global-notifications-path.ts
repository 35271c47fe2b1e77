/** Global notification administration (spec 03 §2), for holders of Administration__Manage_Notifications. */
export const GLOBAL_NOTIFICATIONS_PATH = '/OneView/notifications';

/** The permission the screen and its calls need. */
export const MANAGE_NOTIFICATIONS_PERMISSION = 'Administration__Manage_Notifications';
