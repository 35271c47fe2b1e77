/** The path of a project's data download screen; the project travels as `projectId` in the query. */
export const DATA_DOWNLOAD_PATH = '/OneView/project/data-download';
