import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint';
import { Created, Id } from '../common/schemas';
import { CreateJournalEntryRequest, JournalEntryList, JournalQuery } from './schemas';

const tag = 'journal';
const JournalParams = z.object({ projectId: Id });

/** The journal (records) of a project over a range of at most 31 days. */
export const getJournalEntries = defineEndpoint({
  id: 'getJournalEntries',
  method: 'GET',
  path: '/v0.1/journal/project/{projectId}',
  summary: 'Journal entries of a project',
  tag,
  auth: 'session',
  params: JournalParams,
  query: JournalQuery,
  response: JournalEntryList,
});

/** Adds a user entry to a project's journal and returns its id. */
export const addJournalEntry = defineEndpoint({
  id: 'addJournalEntry',
  method: 'POST',
  path: '/v0.1/journal/project/{projectId}',
  summary: 'Add a journal entry',
  tag,
  auth: 'session',
  params: JournalParams,
  body: CreateJournalEntryRequest,
  response: Created,
  status: 201,
});
