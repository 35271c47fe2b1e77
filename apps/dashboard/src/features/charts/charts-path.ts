/** The path of a project's Charts page; its query is a chart query (projects §2). */
export const CHARTS_PATH = '/OneView/project/data';
