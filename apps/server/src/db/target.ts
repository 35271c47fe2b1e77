import { resolve } from 'node:path';
import type { Env } from '../env';
import type { DatabaseTarget } from './connection';

/** The database the configuration names: DATABASE_URL, else PGlite in DATA_DIR/pglite. */
export function databaseTarget(env: Env): DatabaseTarget {
  return env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: resolve(env.DATA_DIR, 'pglite') };
}
