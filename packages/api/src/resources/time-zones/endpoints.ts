import { defineEndpoint } from '../../http/endpoint';
import {
  TimeZoneFromCoordinatesRequest,
  TimeZoneFromCoordinatesResponse,
  TimeZoneList,
} from './schemas';

/** Every IANA time zone with its offset and whether it observes summer time. */
export const getTimeZones = defineEndpoint({
  id: 'getTimeZones',
  method: 'GET',
  path: '/v0.1/getTimeZones',
  summary: 'IANA time zones with offsets and summer-time flags',
  tag: 'time-zones',
  auth: 'session',
  response: TimeZoneList,
});

/** The time zone at a point, looked up offline. */
export const getTimeZoneFromCoordinates = defineEndpoint({
  id: 'getTimeZoneFromCoordinates',
  method: 'POST',
  path: '/v0.1/getTimeZoneFromCoordinates',
  summary: 'Time zone at a latitude and longitude (offline lookup)',
  tag: 'time-zones',
  auth: 'session',
  body: TimeZoneFromCoordinatesRequest,
  response: TimeZoneFromCoordinatesResponse,
});
