import { z } from 'zod';
import { FeatureFlag } from '../common/enums';

/** Query of GET /v0.1/feature-flags. */
export const FeatureFlagQuery = z.object({ featureFlag: FeatureFlag });
/** Answer of GET /v0.1/feature-flags (foundation §3.2). */
export const FeatureFlagResponse = z.object({ IsEnabled: z.boolean() });
