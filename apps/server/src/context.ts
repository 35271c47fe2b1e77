import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import type { Env } from './env';
import { RateLimiter } from './http/rate-limit';

/** What every route and service reaches: the database, configuration, clock and limiters. */
export interface AppContext {
  readonly db: Kysely<Database>;
  readonly env: Env;
  /** The current time; tests replace it to move through expiry windows. */
  readonly now: () => Date;
  readonly limits: {
    /** Sign-in failures per username (5 per 15 minutes). */
    readonly loginByUser: RateLimiter;
    /** Sign-in attempts per address (30 per 15 minutes). */
    readonly loginByIp: RateLimiter;
    /** Verification codes sent per user (10 per hour). */
    readonly verificationSends: RateLimiter;
  };
}

/** Builds the context; `now` defaults to the wall clock. */
export function createContext(
  db: Kysely<Database>,
  env: Env,
  now: () => Date = () => new Date(),
): AppContext {
  const clock = () => now().getTime();
  return {
    db,
    env,
    now,
    limits: {
      loginByUser: new RateLimiter(5, 15 * 60_000, clock),
      loginByIp: new RateLimiter(30, 15 * 60_000, clock),
      verificationSends: new RateLimiter(10, 60 * 60_000, clock),
    },
  };
}
