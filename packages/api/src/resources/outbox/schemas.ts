import { z } from 'zod';
import { qInt } from '../../http/query';
import { IsoDateTime, Uuid } from '../common/schemas';

/**
 * Where a message stands: Pending (not tried yet, or being sent for the first time), Retrying (an
 * attempt failed; it is tried again at NextAttemptAt), Sent, Failed (refused for good, or out of
 * attempts) and Held (its channel has no provider: SMTP_URL or SMS_URL unset).
 */
export const OutboxStatus = z.enum(['Pending', 'Retrying', 'Sent', 'Failed', 'Held']);

/** How a message travels. */
export const OutboxChannel = z.enum(['Email', 'Sms']);

/**
 * Query of GET /v0.1/outbox (ours): an optional status and channel, and keyset pages newest first
 * (Limit, 50 by default and at most 200; Token is the previous page's PageToken.Next).
 */
export const OutboxListQuery = z.object({
  Status: OutboxStatus.optional(),
  Channel: OutboxChannel.optional(),
  Token: z.string().max(2000).optional(),
  Limit: qInt({ min: 1, max: 200 }).default(50),
});

/**
 * One message of the outbox (ours). The body is left out: it can hold a verification code that
 * only its recipient may read. Subject is empty for text messages.
 */
export const OutboxMessage = z.object({
  Id: Uuid,
  Channel: OutboxChannel,
  /** The e-mail address or E.164 number, unmasked (administrators only). */
  Recipient: z.string(),
  Subject: z.string(),
  Status: OutboxStatus,
  /** Attempts made (or under way). */
  Attempts: z.number().int().min(0),
  /** Why the last attempt failed, or why the message is held; null when none failed. */
  LastError: z.string().nullable(),
  CreatedAt: IsoDateTime,
  /** When it was handed to the provider; null until sent. */
  SentAt: IsoDateTime.nullable(),
  /** When it is tried next (Pending and Retrying); null otherwise. */
  NextAttemptAt: IsoDateTime.nullable(),
});

/** Messages per status. */
export const OutboxSummary = z.object({
  Pending: z.number().int().min(0),
  Retrying: z.number().int().min(0),
  Sent: z.number().int().min(0),
  Failed: z.number().int().min(0),
  Held: z.number().int().min(0),
});

/**
 * Answer of GET /v0.1/outbox (ours): a page of messages newest first, the next page's token, the
 * count per status (of the Channel asked for, whatever the Status filter), and whether e-mail and
 * text messages have a provider (SMTP_URL, SMS_URL).
 */
export const OutboxPage = z.object({
  Items: z.array(OutboxMessage),
  PageToken: z.object({ Next: z.string().nullable() }),
  Summary: OutboxSummary,
  EmailConfigured: z.boolean(),
  SmsConfigured: z.boolean(),
});
