import type { ApiKeySummary } from '@aq/api';
import type { AppContext } from '../../../context';
import type { AuthContext } from '../../../http/auth';
import { randomToken, sha256 } from '../../../http/crypto';
import { conflict, forbidden, notFound } from '../../../http/problem';
import * as repo from './repository';

/**
 * Keys a user may hold at once. Keys are never revoked behind their owner's back (a data logger
 * would stop without warning), so the limit refuses a new key instead: it bounds the list and
 * makes a script that mints a key on every run fail loudly rather than pile up keys.
 */
export const MAX_ACTIVE_API_KEYS = 100;

/** The label of a key issued by the spec's GET /v0.1/apiKey, which carries no label. */
export const GET_API_KEY_LABEL = 'Issued by GET /v0.1/apiKey';

/** How many characters of a key are kept to tell keys apart ("aq_" and five more). */
const PREFIX_LENGTH = 8;

function toSummary(key: repo.ApiKeyRecord): ApiKeySummary {
  return {
    Id: key.id,
    Label: key.label,
    Prefix: key.prefix,
    CreatedAt: key.created_at.toISOString(),
    LastUsedAt: key.last_used_at?.toISOString() ?? null,
  };
}

function refuseWhileImpersonating(auth: AuthContext, action: 'created' | 'revoked'): void {
  if (auth.impersonator) throw forbidden(`API keys cannot be ${action} while impersonating.`);
}

/** The caller's keys that are not revoked, newest first. */
export async function listApiKeys(
  app: AppContext,
  auth: AuthContext,
): Promise<{ Items: ApiKeySummary[] }> {
  const keys = await repo.listActiveKeys(app.db, auth.user.id);
  return { Items: keys.map(toSummary) };
}

/** Creates a key for the caller, shown this once; no other key changes. */
export async function createApiKey(
  app: AppContext,
  auth: AuthContext,
  label: string,
): Promise<ApiKeySummary & { ApiKey: string }> {
  refuseWhileImpersonating(auth, 'created');
  const key = `aq_${randomToken(24)}`;
  const created = await app.db.transaction().execute(async (trx) => {
    await repo.lockKeyOwner(trx, auth.user.id);
    if ((await repo.countActiveKeys(trx, auth.user.id)) >= MAX_ACTIVE_API_KEYS) {
      throw conflict(
        `You already have ${MAX_ACTIVE_API_KEYS} API keys. Revoke one you no longer use before creating another.`,
      );
    }
    return repo.insertApiKey(trx, {
      userId: auth.user.id,
      keyHash: sha256(key),
      prefix: key.slice(0, PREFIX_LENGTH),
      label,
      createdAt: app.now(),
    });
  });
  return { ...toSummary(created), ApiKey: key };
}

/** GET /v0.1/apiKey (foundation §2.7): a new key with the default label; no key is revoked. */
export async function issueApiKey(app: AppContext, auth: AuthContext): Promise<{ ApiKey: string }> {
  const { ApiKey } = await createApiKey(app, auth, GET_API_KEY_LABEL);
  return { ApiKey };
}

/** Revokes one of the caller's keys; another user's key, or one already revoked, is 404. */
export async function revokeApiKey(
  app: AppContext,
  auth: AuthContext,
  keyId: string,
): Promise<void> {
  refuseWhileImpersonating(auth, 'revoked');
  if (!(await repo.revokeKey(app.db, keyId, auth.user.id, app.now()))) throw notFound();
}
