/** The path of a project's records (journal) screen; the project travels as `projectId` in the query. */
export const RECORDS_PATH = '/OneView/project/records';
