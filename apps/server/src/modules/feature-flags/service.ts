import type { enums } from '@aq/api';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { AuthContext } from '../../http/auth';
import { DEFAULT_FEATURE_FLAGS } from './defaults';
import * as repo from './repository';

type Flag = z.infer<typeof enums.FeatureFlag>;

/** Whether a flag is on for the caller's organisation: its own row, else the default. */
export async function isEnabled(
  app: AppContext,
  auth: AuthContext,
  flag: Flag,
): Promise<{ IsEnabled: boolean }> {
  const own = await repo.findFlag(app.db, auth.user.organisationId, flag);
  return { IsEnabled: own ?? DEFAULT_FEATURE_FLAGS[flag] };
}
