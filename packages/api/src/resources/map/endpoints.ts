import { defineEndpoint } from '../../http/endpoint';
import { MapPartialHtml, SelectableInstruments } from './schemas';

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

/** The caller's instruments for the instrument selector (ours: replaces the map partial). */
export const getSelectableInstruments = defineEndpoint({
  id: 'getSelectableInstruments',
  method: 'GET',
  path: '/v0.1/instruments/selection',
  summary: "The caller's instruments with position, project and online status",
  tag: 'map',
  auth: 'session',
  response: SelectableInstruments,
});
