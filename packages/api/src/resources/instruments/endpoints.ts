import { defineEndpoint } from '../../http/endpoint';
import { Created } from '../common/schemas';
import { RegisterInstrumentRequest, SensorCatalogue } from './schemas';

const tag = 'instruments';

/**
 * Registers an instrument of the caller's organisation (ours, issue 13): creates it with its
 * sensors and an active lease to the organisation, with no project yet, so it waits in the
 * organisation until it is attached to a monitoring location. Needs Manage_Instruments.
 */
export const registerInstrument = defineEndpoint({
  id: 'registerInstrument',
  method: 'POST',
  path: '/v0.1/instruments',
  summary: 'Register an instrument',
  description:
    'Creates an instrument owned by the caller’s organisation, its sensors and an active lease to ' +
    'the organisation (no project). It then sends data to POST /v2/instruments/{serial}/data with ' +
    'an API key. 400 names an unknown sensor code; 409 when the serial is already registered.',
  tag,
  auth: 'session',
  body: RegisterInstrumentRequest,
  response: Created,
  status: 201,
});

/** The sensor types an instrument can be registered with (ours, issue 13). */
export const getSensorCatalogue = defineEndpoint({
  id: 'getSensorCatalogue',
  method: 'GET',
  path: '/v0.1/sensorCatalogue',
  summary: 'Sensor types of the catalogue',
  tag,
  auth: 'session',
  response: SensorCatalogue,
});
