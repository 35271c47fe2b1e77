import type { Transaction } from 'kysely';
import type { Database } from './schema';

/**
 * Locks an event rule's row for the transaction (SELECT ... FOR UPDATE); false when the rule is
 * gone. The one lock both a rule's update (modules/event-rules) and its evaluation
 * (modules/alert-evaluation) take, so they never interleave; here so neither module imports the
 * other's repository.
 */
export async function lockRule(db: Transaction<Database>, ruleId: string): Promise<boolean> {
  const rows = await db
    .selectFrom('event_rules')
    .select('id')
    .where('id', '=', ruleId)
    .forUpdate()
    .execute();
  return rows.length > 0;
}
