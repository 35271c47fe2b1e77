import { Readable } from 'node:stream';
import { projectDataApi } from '@aq/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { downloadHeaders, downloadLines, planDownload } from './service';

/** The data download: a CSV file streamed as it is read. */
export function registerDownloadRoutes(fastify: FastifyInstance, app: AppContext): void {
  route(
    fastify,
    app,
    projectDataApi.downloadMonitoringLocationData,
    async ({ auth, params, query, req, reply }) => {
      // Every check happens here, before the first byte: a refused download is an ordinary 4xx.
      const plan = await planDownload(app, auth, params.id, query);
      const lines = downloadLines(app.db, plan);
      const stream = Readable.from(lines, { objectMode: false, highWaterMark: 64 * 1024 });
      stream.on('error', (error) => {
        // Headers are sent by then, so the only honest answer is to cut the connection short.
        req.log.error(
          { err: error, endpoint: 'downloadMonitoringLocationData' },
          'download failed while streaming',
        );
      });
      reply.headers(downloadHeaders(plan));
      return stream;
    },
  );
}
