// `npm run db:migrate`: applies pending migrations to the configured database and exits.
import { loadEnv } from '../env';
import { openDatabase } from './connection';
import { migrate } from './migrator';
import { databaseTarget } from './target';

const env = loadEnv();
const handle = await openDatabase(databaseTarget(env));
try {
  const applied = await migrate(handle.db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} finally {
  await handle.close();
}
