import { timeZonesApi } from '@aq/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import * as service from './service';

/** The IANA time zones and the zone at a point. */
export function registerTimeZoneRoutes(fastify: FastifyInstance, app: AppContext): void {
  route(fastify, app, timeZonesApi.getTimeZones, async () => service.listTimeZones());
  route(fastify, app, timeZonesApi.getTimeZoneFromCoordinates, async ({ body }) =>
    service.timeZoneAt(body.Latitude, body.Longitude),
  );
}
