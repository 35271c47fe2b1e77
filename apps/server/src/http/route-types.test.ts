import type { projectDataApi, projectsApi } from '@aq/api';
import { describe, expectTypeOf, it } from 'vitest';
import type { RouteResult } from './route';

// Checked by the typecheck (tsc): a handler's answer is held to its endpoint's response schema.
describe('what a route handler may return', () => {
  it('is the response schema’s input for a JSON endpoint (not unknown)', () => {
    type Result = RouteResult<typeof projectsApi.getProjectSummaries>;
    expectTypeOf<Result>().not.toBeUnknown();
    expectTypeOf<Result>().toHaveProperty('Items');
  });

  it('is anything the route sends as it is (a stream) for a file endpoint', () => {
    expectTypeOf<RouteResult<typeof projectDataApi.downloadMonitoringLocationData>>().toBeUnknown();
  });
});
