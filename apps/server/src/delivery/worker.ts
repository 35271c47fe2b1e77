import nodemailer, { type Transporter } from 'nodemailer';
import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/schema';
import type { Env } from '../env';

// Retry after 1, 5, 15, 60 minutes, then every 4 hours, giving up after 8 attempts.
const BACKOFF_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 4 * 60 * 60_000];
const MAX_ATTEMPTS = 8;

/** Sends what waits in the outbox: e-mail by SMTP when configured; otherwise rows are held. */
export class DeliveryWorker {
  private readonly transport: Transporter | null;
  private timer: NodeJS.Timeout | null = null;
  private running = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly env: Env,
    private readonly log: FastifyBaseLogger,
  ) {
    this.transport = env.SMTP_URL ? nodemailer.createTransport(env.SMTP_URL) : null;
  }

  /** Polls every `intervalMs`. */
  start(intervalMs = 5000): void {
    if (!this.transport) {
      this.log.warn('SMTP_URL is not set: e-mails stay in the outbox table (status held).');
    }
    this.timer = setInterval(() => void this.runOnce(), intervalMs);
    this.timer.unref();
  }

  /** Stops polling. */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Sends up to 20 due messages; returns how many were sent. */
  async runOnce(now = new Date()): Promise<number> {
    if (this.running) return 0;
    this.running = true;
    try {
      const due = await this.db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('outbox')
          .selectAll()
          .where('status', '=', 'pending')
          .where('next_attempt_at', '<=', now)
          .orderBy('next_attempt_at')
          .limit(20)
          .forUpdate()
          .skipLocked()
          .execute();
        for (const row of rows) {
          const attempts = row.attempts + 1;
          const delay = BACKOFF_MS[Math.min(attempts - 1, BACKOFF_MS.length - 1)] ?? 0;
          await trx
            .updateTable('outbox')
            .set({ attempts, next_attempt_at: new Date(now.getTime() + delay) })
            .where('id', '=', row.id)
            .execute();
        }
        return rows;
      });
      let sent = 0;
      for (const row of due) {
        if (row.channel === 'email' && this.transport) {
          try {
            await this.transport.sendMail({
              from: this.env.SMTP_FROM,
              to: row.recipient,
              subject: row.subject,
              text: row.body,
            });
            await this.db
              .updateTable('outbox')
              .set({ status: 'sent', sent_at: new Date() })
              .where('id', '=', row.id)
              .execute();
            sent += 1;
          } catch (error) {
            const failed = row.attempts + 1 >= MAX_ATTEMPTS;
            await this.db
              .updateTable('outbox')
              .set({
                status: failed ? 'failed' : 'pending',
                last_error: String(error).slice(0, 500),
              })
              .where('id', '=', row.id)
              .execute();
            this.log.warn({ outboxId: row.id, err: error }, 'e-mail delivery failed; will retry');
          }
        } else {
          // No provider for this channel: keep the message as the record of what would be sent.
          await this.db
            .updateTable('outbox')
            .set({ status: 'held', last_error: `${row.channel} delivery is not configured` })
            .where('id', '=', row.id)
            .execute();
        }
      }
      return sent;
    } finally {
      this.running = false;
    }
  }
}

/** Messages waiting or held, for the start banner. */
export async function outboxCounts(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('outbox')
    .select(['status', sql<number>`count(*)`.as('count')])
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}
