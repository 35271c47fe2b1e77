import nodemailer, { type Transporter } from 'nodemailer';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/schema';
import type { Env } from '../env';
import { sendJob } from '../jobs/job';
import type { JobQueue } from '../jobs/queue';
import { sendDueMessages } from './jobs';
import { SmsSendError, smsProviderFromEnv, type SmsProvider } from './sms';
import {
  attachmentsOf,
  claimDueMessages,
  countByStatus,
  markAttemptFailed,
  markHeld,
  markSent,
  type OutboxRecord,
} from './repository';

// Retry after 1, 5, 15, 60 minutes, then every 4 hours, giving up after 8 attempts.
const BACKOFF_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 4 * 60 * 60_000];
const MAX_ATTEMPTS = 8;
const BATCH = 20;

/** How the worker sends; the defaults are the server's. */
export interface DeliveryOptions {
  /** Sends e-mail. Default: SMTP at SMTP_URL, or none (e-mails are held) when it is unset. */
  readonly transport?: Transporter | null;
  /** Sends text messages. Default: the HTTP provider at SMS_URL, or none (held) when it is unset. */
  readonly sms?: SmsProvider | null;
  /** The wait before each retry; the last one repeats. */
  readonly backoffMs?: readonly number[];
  readonly maxAttempts?: number;
}

/**
 * Sends what waits in the outbox: e-mail by SMTP and text messages through the SMS provider, each
 * when configured; a message whose channel has none is held.
 */
export class DeliveryWorker {
  private readonly transport: Transporter | null;
  private readonly sms: SmsProvider | null;
  private readonly backoffMs: readonly number[];
  private readonly maxAttempts: number;
  private running = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly env: Env,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
    options: DeliveryOptions = {},
  ) {
    this.transport =
      options.transport !== undefined
        ? options.transport
        : env.SMTP_URL
          ? nodemailer.createTransport(env.SMTP_URL)
          : null;
    this.sms = options.sms !== undefined ? options.sms : smsProviderFromEnv(env);
    this.backoffMs = options.backoffMs ?? BACKOFF_MS;
    this.maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS;
  }

  /** Whether e-mail goes anywhere (else e-mails are held in the outbox). */
  get sendsEmail(): boolean {
    return this.transport !== null;
  }

  /** Whether text messages go anywhere (else they are held in the outbox). */
  get sendsSms(): boolean {
    return this.sms !== null;
  }

  /** Sends up to 20 due messages; returns how many were sent. */
  async runOnce(now = new Date()): Promise<number> {
    return (await this.runBatch(now)).sent;
  }

  /** Sends every due message, batch after batch; returns how many were sent. */
  async runDue(now: () => Date = () => new Date()): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await this.runBatch(now());
      sent += batch.sent;
      if (batch.claimed < BATCH) return sent;
    }
  }

  private async runBatch(now: Date): Promise<{ claimed: number; sent: number }> {
    // Overlapping runs in one process would only skip each other's rows; let the first finish.
    if (this.running) return { claimed: 0, sent: 0 };
    this.running = true;
    try {
      const due = await claimDueMessages(this.db, now, BATCH, (attempt) => this.delayMs(attempt));
      let sent = 0;
      for (const row of due) {
        if (await this.deliver(row)) sent += 1;
      }
      return { claimed: due.length, sent };
    } finally {
      this.running = false;
    }
  }

  private delayMs(attempt: number): number {
    return this.backoffMs[Math.min(attempt - 1, this.backoffMs.length - 1)] ?? 0;
  }

  private async deliver(row: OutboxRecord): Promise<boolean> {
    const send = this.sender(row);
    if (!send) {
      // No provider for this channel: keep the message as the record of what would be sent.
      await markHeld(this.db, row.id, `${row.channel} delivery is not configured`);
      return false;
    }
    try {
      await send();
    } catch (error) {
      // A refusal that repeats itself (an SMS provider's 4xx) ends the message at once.
      const refused = error instanceof SmsSendError && !error.retryable;
      const final = refused || row.attempts >= this.maxAttempts;
      const message = error instanceof Error ? error.message : String(error);
      await markAttemptFailed(this.db, row.id, { final, error: message.slice(0, 500) });
      const what = row.channel === 'email' ? 'e-mail' : 'SMS';
      this.log.warn(
        { outboxId: row.id, attempt: row.attempts, err: error },
        refused
          ? `${what} delivery refused by the provider; not retried`
          : final
            ? `${what} delivery failed for the last time`
            : `${what} delivery failed; will retry`,
      );
      if (!final) await this.scheduleRetry(row);
      return false;
    }
    await markSent(this.db, row.id, new Date());
    return true;
  }

  /** What sends a row through its channel's provider, or null when the channel has none. */
  private sender(row: OutboxRecord): (() => Promise<unknown>) | null {
    if (row.channel === 'email') {
      const transport = this.transport;
      if (!transport) return null;
      return async () => {
        // Read at each attempt: most messages have none, and a report's files stay in the table.
        const files = await attachmentsOf(this.db, row.id);
        return transport.sendMail({
          from: this.env.SMTP_FROM,
          to: row.recipient,
          subject: row.subject,
          text: row.body,
          ...(files.length > 0
            ? {
                attachments: files.map((file) => ({
                  filename: file.file_name,
                  contentType: file.content_type,
                  content: Buffer.from(file.content),
                })),
              }
            : {}),
        });
      };
    }
    const sms = this.sms;
    if (!sms) return null;
    return () => sms.send(row.recipient, row.body);
  }

  // A job for the moment the next attempt comes due; should this fail, the minute sweep finds it.
  private async scheduleRetry(row: OutboxRecord): Promise<void> {
    try {
      await sendJob(this.db, sendDueMessages, {}, { startAfter: row.next_attempt_at });
    } catch (error) {
      this.log.warn({ outboxId: row.id, err: error }, 'could not queue the retry; the sweep will');
    }
  }
}

/** Runs delivery on the job queue: on each message's job, at each retry, and a sweep every minute. */
export async function runDeliveryOn(queue: JobQueue, worker: DeliveryWorker): Promise<void> {
  queue.register(sendDueMessages, async () => {
    await worker.runDue();
  });
  await queue.schedule(sendDueMessages, '* * * * *', {});
}

/** Messages per status, for the start banner. */
export function outboxCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  return countByStatus(db);
}
