import { journalApi } from '@aq/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import * as service from './service';

/** A project's journal: read a range, add a user's entry (entries are never edited or deleted). */
export function registerJournalRoutes(fastify: FastifyInstance, app: AppContext): void {
  route(fastify, app, journalApi.getJournalEntries, ({ auth, params, query }) =>
    service.list(app, auth, params.projectId, query),
  );
  route(fastify, app, journalApi.addJournalEntry, ({ auth, params, body }) =>
    service.add(app, auth, params.projectId, body),
  );
}
