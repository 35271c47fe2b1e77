import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import * as repo from './repository';

// The monthly SMS limit of an organisation (PUT/DELETE .../sms-limit). Only alert text messages
// can be attributed to an organisation (through their alert event's rule, contribution or
// location); verification codes go to a person and are never limited.

/** The start of the reason a text message beyond the limit is held with (the outbox shows it). */
export const SMS_LIMIT_REACHED = 'Monthly SMS limit reached';

/**
 * Holds a just-queued alert text message when its organisation has already queued its monthly
 * limit of alert text messages this calendar month (UTC, by the outbox's clock). Messages held by
 * the limit do not count. Returns whether it held the message; a message that names no alert
 * event, or whose organisation has no limit, is left alone.
 */
export async function holdOverSmsLimit(db: Kysely<Database>, outboxId: string): Promise<boolean> {
  const message = await repo.alertSms(db, outboxId);
  if (!message?.organisation_id) return false;
  const limit = await repo.smsLimit(db, message.organisation_id);
  if (limit === undefined) return false;
  const at = new Date(message.created_at);
  const range = {
    from: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1)),
    to: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1)),
  };
  const queued = await repo.alertSmsCount(
    db,
    message.organisation_id,
    range,
    outboxId,
    SMS_LIMIT_REACHED,
  );
  if (queued < limit) return false;
  await repo.holdMessage(
    db,
    outboxId,
    `${SMS_LIMIT_REACHED}: the organisation's limit is ${limit} alert text messages a month.`,
  );
  return true;
}
