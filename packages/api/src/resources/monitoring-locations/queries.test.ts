import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../http/client';
import type { Endpoint } from '../../http/endpoint';
import { HttpError } from '../../http/errors';
import { assignMonitor, isRetryableAssignmentFailure, monitoringLocationKeys } from './queries';

const MONITOR = 'monitor-1';
const OLD = 'location-old';
const NEW = 'location-new';

/**
 * A client that answers each call with the next outcome of its endpoint (an Error is thrown) and
 * records the calls.
 */
function scriptedClient(outcomes: Record<string, unknown[]>) {
  const calls: Array<{ id: string; input: unknown }> = [];
  const client = {
    call: async (endpoint: Endpoint, input: unknown) => {
      calls.push({ id: endpoint.id, input });
      const next = outcomes[endpoint.id]?.shift();
      if (next instanceof Error) throw next;
      return next ?? {};
    },
  } as unknown as ApiClient;
  return { client, calls };
}

const serverError = () => new HttpError('/x', 500, 'Internal Server Error', null);
const refused = () =>
  new HttpError('/x', 409, 'Conflict', { Messages: ['The lease has been terminated.'] });

describe('moving an instrument (spec 03 §4)', () => {
  it('given an old and a new location, detaches from the old one, then attaches to the new one', async () => {
    const { client, calls } = scriptedClient({});
    const steps = await assignMonitor(client, {
      projectId: 'p',
      monitorId: MONITOR,
      from: OLD,
      to: NEW,
    });
    expect(steps).toEqual(['detach', 'attach']);
    expect(calls).toEqual([
      { id: 'detachMonitor', input: { params: { monlocId: OLD }, body: { MonitorId: MONITOR } } },
      { id: 'attachMonitor', input: { params: { monlocId: NEW }, body: { MonitorId: MONITOR } } },
    ]);
  });

  it('given only an old location, only detaches', async () => {
    const { client, calls } = scriptedClient({});
    await assignMonitor(client, { projectId: 'p', monitorId: MONITOR, from: OLD, to: null });
    expect(calls.map((call) => call.id)).toEqual(['detachMonitor']);
  });

  it('given only a new location, only attaches', async () => {
    const { client, calls } = scriptedClient({});
    await assignMonitor(client, { projectId: 'p', monitorId: MONITOR, from: null, to: NEW });
    expect(calls.map((call) => call.id)).toEqual(['attachMonitor']);
  });

  it('given the same location, calls nothing', async () => {
    const { client, calls } = scriptedClient({});
    await assignMonitor(client, { projectId: 'p', monitorId: MONITOR, from: OLD, to: OLD });
    expect(calls).toEqual([]);
  });

  it('tries a failing call twice more (three calls in all), then gives up with its error', async () => {
    const { client, calls } = scriptedClient({
      attachMonitor: [serverError(), serverError(), serverError()],
    });
    const failure = await assignMonitor(client, {
      projectId: 'p',
      monitorId: MONITOR,
      from: null,
      to: NEW,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(calls.map((call) => call.id)).toEqual([
      'attachMonitor',
      'attachMonitor',
      'attachMonitor',
    ]);
  });

  it('succeeds on the second retry, and does not repeat the detach that had worked', async () => {
    const { client, calls } = scriptedClient({ attachMonitor: [serverError(), serverError()] });
    await assignMonitor(client, { projectId: 'p', monitorId: MONITOR, from: OLD, to: NEW });
    expect(calls.map((call) => call.id)).toEqual([
      'detachMonitor',
      'attachMonitor',
      'attachMonitor',
      'attachMonitor',
    ]);
  });

  it('does not retry a 4xx refusal, and stops before the attach when the detach is refused', async () => {
    const { client, calls } = scriptedClient({ detachMonitor: [refused()] });
    const failure = await assignMonitor(client, {
      projectId: 'p',
      monitorId: MONITOR,
      from: OLD,
      to: NEW,
    }).catch((error: unknown) => error);
    expect((failure as HttpError).status).toBe(409);
    expect(calls.map((call) => call.id)).toEqual(['detachMonitor']);
  });
});

describe('which failures are retried', () => {
  it.each([
    [400, false],
    [422, false],
    [499, false],
    [500, true],
    [503, true],
    [399, true],
  ])('status %i → retried %s', (status, retried) => {
    expect(isRetryableAssignmentFailure(new HttpError('/x', status, '', null))).toBe(retried);
  });

  it('retries a network failure (not an HTTP answer)', () => {
    expect(isRetryableAssignmentFailure(new TypeError('Failed to fetch'))).toBe(true);
  });
});

describe('query keys', () => {
  it('share one state key for the same ids in any order', () => {
    expect(monitoringLocationKeys.state(['b', 'a'])).toEqual(
      monitoringLocationKeys.state(['a', 'b']),
    );
  });

  it('put a project list under the lists prefix', () => {
    expect(monitoringLocationKeys.list('p').slice(0, 2)).toEqual([
      ...monitoringLocationKeys.lists(),
    ]);
  });
});
