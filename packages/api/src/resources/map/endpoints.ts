import { defineEndpoint } from '../../http/endpoint';
import { MapPartialHtml } from './schemas';

/** The legacy map partial the 'Select instrument' menu opens (HTML). */
export const getMapPartial = defineEndpoint({
  id: 'getMapPartial',
  method: 'GET',
  path: '/v0.1/partials/map',
  summary: 'Instrument selection map partial (HTML)',
  tag: 'map',
  auth: 'session',
  response: MapPartialHtml,
  responseKind: 'html',
});
