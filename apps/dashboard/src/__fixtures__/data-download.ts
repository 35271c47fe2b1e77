import type { LOCATIONS_MANAGER } from './monitoring-locations';
import { LOCATIONS_PROJECT, LOCATIONS_VIEWER, STORY_LOCATIONS } from './monitoring-locations';
import { STORY_USER } from './projects';
import { status, type FixtureRoute } from './screen-story';

/** The project of the data download stories (Gowanus Canal Remediation, America/New_York). */
export const DOWNLOAD_PROJECT = LOCATIONS_PROJECT;

/** A user without View_Data: may open the project, not download. */
export const DOWNLOAD_NO_DATA_USER = { ...STORY_USER, Username: 'auditor', Permissions: [] };

/** 7 March 2026 00:00 to 8 March 2026 00:00 in New York (EST, UTC-05:00): a fixed range. */
export const DOWNLOAD_RANGE = {
  kind: 'absolute',
  from: Date.parse('2026-03-07T05:00:00Z'),
  to: Date.parse('2026-03-08T05:00:00Z'),
} as const;

/** The first lines of the file the fixed server answers (the server's format, see README). */
export const STORY_CSV =
  '\uFEFFTime (America/New_York),Time (UTC),North fence - PM10 (µg/m³),North fence - VOC (ppm)\r\n' +
  '2026-03-07 00:15:00,2026-03-07 05:15:00,41.2,0.118\r\n';

/**
 * The fixed server of the data download screen: the user, the project's locations (one hidden) and
 * the download, which answers the file, never answers (`'pending'`) or refuses with a 400 or 404
 * and the server's messages.
 */
export function dataDownloadRoutes(
  options: {
    user?: typeof STORY_USER | typeof LOCATIONS_MANAGER | typeof DOWNLOAD_NO_DATA_USER;
    download?: 'file' | 'pending' | { status: number; messages: string[] };
    /** Called with each download request's query string. */
    onDownload?: (search: string) => void;
  } = {},
): FixtureRoute[] {
  return [
    { method: 'GET', path: '/v0.1/Users/self', respond: () => options.user ?? LOCATIONS_VIEWER },
    {
      method: 'GET',
      path: '/v0.1/monitoringlocations',
      respond: () => ({ Items: STORY_LOCATIONS }),
    },
    {
      method: 'GET',
      path: /^\/v0\.1\/project\/[^/]+\/download-data\/monitoring-locations$/,
      respond: (url) => {
        options.onDownload?.(url.search);
        const answer = options.download ?? 'file';
        if (answer === 'pending') return new Promise(() => undefined);
        if (answer === 'file') return STORY_CSV;
        return status(answer.status, {
          Status: answer.status,
          Title: answer.status === 404 ? 'Not Found' : 'Bad Request',
          Messages: answer.messages,
        });
      },
    },
  ];
}
