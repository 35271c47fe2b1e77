import type { OutboxListQuery, OutboxPage, OutboxStatus } from '@aq/api';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { AuthContext } from '../../http/auth';
import { badRequest, forbidden } from '../../http/problem';
import { fingerprintOf } from '../../shared/page-token';
import { MANAGE_ORGANISATIONS } from '../../shared/permissions';
import { decodePageToken, encodePageToken } from './page-token';
import * as repo from './repository';

/** The 403 message for a caller who may not read the outbox. */
export const NO_OUTBOX_ACCESS = 'Only organisation administrators can see the delivery outbox.';

const LISTED: Record<z.output<typeof OutboxStatus>, repo.ListedStatus> = {
  Pending: 'pending',
  Retrying: 'retrying',
  Sent: 'sent',
  Failed: 'failed',
  Held: 'held',
};

const WIRE_STATUS = {
  pending: 'Pending',
  retrying: 'Retrying',
  sent: 'Sent',
  failed: 'Failed',
  held: 'Held',
} as const;

/**
 * GET /v0.1/outbox: a page of messages newest first with the count per status. Outbox rows carry
 * no organisation (verification codes and alerts of every organisation share it), so the outbox is
 * the platform's: only holders of Administration__Manage_Organisations read it (403 otherwise).
 */
export async function list(
  app: AppContext,
  auth: AuthContext,
  query: z.output<typeof OutboxListQuery>,
): Promise<z.input<typeof OutboxPage>> {
  if (!auth.user.permissions.has(MANAGE_ORGANISATIONS)) throw forbidden(NO_OUTBOX_ACCESS);
  const status = query.Status ? LISTED[query.Status] : null;
  const channel = query.Channel === 'Email' ? 'email' : query.Channel === 'Sms' ? 'sms' : null;
  const fingerprint = fingerprintOf(['outbox', status, channel]);
  let after: repo.OutboxCursor | null = null;
  if (query.Token !== undefined && query.Token !== '') {
    const decoded = decodePageToken(query.Token, fingerprint);
    if ('error' in decoded) throw badRequest(decoded.error, 'Token');
    after = decoded.cursor;
  }
  const [rows, counts] = await Promise.all([
    repo.outboxPage(app.db, { status, channel, after, limit: query.Limit + 1 }),
    repo.outboxCounts(app.db, channel),
  ]);
  const page = rows.slice(0, query.Limit);
  const last = page.at(-1);
  return {
    Items: page.map((row) => {
      const listed: repo.ListedStatus =
        row.status === 'pending' && row.last_error !== null ? 'retrying' : row.status;
      return {
        Id: row.id,
        Channel: row.channel === 'email' ? 'Email' : 'Sms',
        Recipient: row.recipient,
        Subject: row.subject,
        Status: WIRE_STATUS[listed],
        Attempts: row.attempts,
        LastError: row.last_error,
        CreatedAt: row.created_at.toISOString(),
        SentAt: row.sent_at ? row.sent_at.toISOString() : null,
        NextAttemptAt: row.status === 'pending' ? row.next_attempt_at.toISOString() : null,
      };
    }),
    PageToken: {
      Next:
        rows.length > query.Limit && last
          ? encodePageToken({ createdMicros: last.created_micros, id: last.id }, fingerprint)
          : null,
    },
    Summary: {
      Pending: counts.pending,
      Retrying: counts.retrying,
      Sent: counts.sent,
      Failed: counts.failed,
      Held: counts.held,
    },
    EmailConfigured: Boolean(app.env.SMTP_URL),
    SmsConfigured: Boolean(app.env.SMS_URL),
  };
}
