import { describe, expect, it } from 'vitest';
import { outboxFilterOf, routeQueryOf } from './outbox-filter';

describe('the outbox filter in the route query', () => {
  it.each([
    [{}, {}],
    [{ status: 'Retrying' }, { status: 'Retrying' }],
    [{ channel: 'Sms' }, { channel: 'Sms' }],
    [
      { status: 'Held', channel: 'Email' },
      { status: 'Held', channel: 'Email' },
    ],
    // Unknown or miscased values show everything rather than an error.
    [{ status: 'sent', channel: 'Fax' }, {}],
    [{ status: 3 }, {}],
  ])('reads %o as %o', (query, filter) => {
    expect(outboxFilterOf(query)).toEqual(filter);
  });

  it('writes back only the keys that narrow the list', () => {
    expect(routeQueryOf({})).toEqual({});
    expect(routeQueryOf({ status: 'Failed', channel: 'Sms' })).toEqual({
      status: 'Failed',
      channel: 'Sms',
    });
  });
});
