import type { OutboxFilter } from '@aq/api/react';
import type { RouteQuery } from '../../lib/route-query';

/** The statuses of the outbox, in the order the screen lists them. */
export const OUTBOX_STATUSES = ['Pending', 'Retrying', 'Sent', 'Failed', 'Held'] as const;

/** The channels of the outbox. */
export const OUTBOX_CHANNELS = ['Email', 'Sms'] as const;

/** The filter a route query asks for; unknown values mean "all". */
export function outboxFilterOf(query: RouteQuery): OutboxFilter {
  const status = OUTBOX_STATUSES.find((s) => s === query.status);
  const channel = OUTBOX_CHANNELS.find((c) => c === query.channel);
  return { ...(status ? { status } : {}), ...(channel ? { channel } : {}) };
}

/** The route query of a filter (keys left out when "all"). */
export function routeQueryOf(filter: OutboxFilter): RouteQuery {
  return {
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.channel ? { channel: filter.channel } : {}),
  };
}
