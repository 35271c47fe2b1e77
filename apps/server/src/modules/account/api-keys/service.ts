import type { AppContext } from '../../../context';
import type { AuthContext } from '../../../http/auth';
import { randomToken, sha256 } from '../../../http/crypto';
import { forbidden } from '../../../http/problem';
import * as repo from './repository';

const MAX_ACTIVE_API_KEYS = 5;

/** Issues an API key for the caller, keeping at most five active keys (the oldest is revoked). */
export async function issueApiKey(app: AppContext, auth: AuthContext): Promise<{ ApiKey: string }> {
  if (auth.impersonator) throw forbidden('API keys cannot be issued while impersonating.');
  const key = `aq_${randomToken(24)}`;
  const now = app.now();
  await app.db.transaction().execute(async (trx) => {
    await repo.insertApiKey(trx, {
      userId: auth.user.id,
      keyHash: sha256(key),
      prefix: key.slice(0, 8),
      createdAt: now,
    });
    const active = await repo.activeKeyIds(trx, auth.user.id);
    await repo.revokeKeys(trx, active.slice(MAX_ACTIVE_API_KEYS), now);
  });
  return { ApiKey: key };
}
