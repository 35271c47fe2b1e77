import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../http/client';
import type { Endpoint } from '../../http/endpoint';
import { journalEntriesQuery, journalKeys } from './queries';

/** A client answering from a function of the endpoint and input, recording the calls. */
function fakeClient(answer: (endpoint: Endpoint, input: unknown) => unknown) {
  const calls: Array<{ id: string; input: unknown }> = [];
  const client = {
    call: async (endpoint: Endpoint, input: unknown) => {
      calls.push({ id: endpoint.id, input });
      return answer(endpoint, input);
    },
  } as unknown as ApiClient;
  return { client, calls };
}

const LAST_DAY = {
  from: '2026-11-24T15:00:00.000Z',
  to: '2026-11-25T15:00:00.000Z',
  includeInstrumentEntries: false,
};

describe('journal queries', () => {
  it('key each range under its project, so one prefix refreshes every range of a journal', () => {
    expect(journalKeys.list('p-1', LAST_DAY)).toEqual(['journal', 'p-1', LAST_DAY]);
    expect(journalKeys.list('p-1', LAST_DAY).slice(0, 2)).toEqual(journalKeys.project('p-1'));
    expect(journalKeys.project('p-1').slice(0, 1)).toEqual(journalKeys.all);
  });

  it('ask getJournalEntries for the project, the range and the switch', async () => {
    const { client, calls } = fakeClient(() => ({ Items: [] }));
    const queryClient = new QueryClient();
    const params = { ...LAST_DAY, includeInstrumentEntries: true };
    await queryClient.fetchQuery(journalEntriesQuery(client, 'p-1', params));
    expect(calls).toEqual([
      {
        id: 'getJournalEntries',
        input: { params: { projectId: 'p-1' }, query: params },
      },
    ]);
  });

  it('invalidate every loaded range of one project and no other project', async () => {
    const { client } = fakeClient(() => ({ Items: [] }));
    const queryClient = new QueryClient();
    const week = { ...LAST_DAY, from: '2026-11-18T15:00:00.000Z' };
    await queryClient.fetchQuery(journalEntriesQuery(client, 'p-1', LAST_DAY));
    await queryClient.fetchQuery(journalEntriesQuery(client, 'p-1', week));
    await queryClient.fetchQuery(journalEntriesQuery(client, 'p-2', LAST_DAY));
    await queryClient.invalidateQueries({ queryKey: journalKeys.project('p-1') });
    const stale = (projectId: string, params: typeof LAST_DAY) =>
      queryClient.getQueryState(journalKeys.list(projectId, params))?.isInvalidated;
    expect(stale('p-1', LAST_DAY)).toBe(true);
    expect(stale('p-1', week)).toBe(true);
    expect(stale('p-2', LAST_DAY)).toBe(false);
  });
});
