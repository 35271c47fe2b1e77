import { z } from 'zod';
import { defineJob } from '../jobs/job';

/**
 * Sends the outbox messages that are due. Sent in the transaction that writes a message, again for
 * the moment a failed message's next attempt comes due, and every minute as a sweep, so a message
 * whose job was lost still goes out. Runs overlap safely: each message is claimed by one run.
 */
export const sendDueMessages = defineJob({
  name: 'delivery-send-due',
  payload: z.object({}),
  retryLimit: 5,
  retryDelaySeconds: 30,
  expireInSeconds: 10 * 60,
});
