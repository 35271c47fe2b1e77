/** The profile screens' paths (projects §2). */
export const PROFILE_PATH = '/OneView/profile';
/** Security: the password. */
export const PROFILE_SECURITY_PATH = '/OneView/profile/security';
/** The notification preferences placeholder (the bell's settings icon opens it). */
export const NOTIFICATION_PREFERENCES_PATH = '/OneView/profile/notification-preferences';
