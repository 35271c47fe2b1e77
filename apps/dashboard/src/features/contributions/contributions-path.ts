/** The user's contributions list (spec 02 §2; reached from the app menu). */
export const USER_CONTRIBUTIONS_PATH = '/OneView/contributions';

/** A project's contributions page (spec 02 §2; query { projectId }). */
export const PROJECT_CONTRIBUTIONS_PATH = '/OneView/project/contributions';
