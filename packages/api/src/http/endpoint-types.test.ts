import { describe, expectTypeOf, it } from 'vitest';
import { getProjectSummaries } from '../resources/projects/endpoints';
import { downloadMonitoringLocationData } from '../resources/project-data/endpoints';
import type { EndpointResponse, FileResponse } from './endpoint';

// Checked by the typecheck (tsc), which fails on a wrong type; the runtime part only names them.
describe('the types an endpoint declares', () => {
  it('types a file endpoint’s answer as the file the client hands over', () => {
    expectTypeOf<
      EndpointResponse<typeof downloadMonitoringLocationData>
    >().toEqualTypeOf<FileResponse>();
  });

  it('types a JSON endpoint’s answer by its response schema, not as a file', () => {
    expectTypeOf<EndpointResponse<typeof getProjectSummaries>>().not.toEqualTypeOf<FileResponse>();
    expectTypeOf<EndpointResponse<typeof getProjectSummaries>>().toHaveProperty('Items');
  });

  it('keeps the declared response kind as its literal', () => {
    expectTypeOf(downloadMonitoringLocationData.responseKind).toEqualTypeOf<'file' | undefined>();
    expectTypeOf(getProjectSummaries.responseKind).toEqualTypeOf<undefined>();
  });
});
