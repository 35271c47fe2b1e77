import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint';
import { Id } from '../common/schemas';
import {
  DashboardContributionsData,
  DashboardContributionsQuery,
  DashboardEnvironmentalData,
  DashboardLocations,
  DashboardLocationsQuery,
  DashboardMomentQuery,
  DashboardWindData,
  DashboardWindLocations,
  InstrumentStatuses,
  InstrumentStatusesQuery,
} from './schemas';

const tag = 'project-dashboard';
const DashboardParams = z.object({ projectGuid: Id });

/** Latest channel values of the project's contributions (gauges). */
export const getDashboardContributionsData = defineEndpoint({
  id: 'getDashboardContributionsData',
  method: 'GET',
  path: '/v0.1/project-dashboard/{projectGuid}/contributions-data',
  summary: 'Latest contribution channel values for the gauges',
  tag,
  auth: 'session',
  params: DashboardParams,
  query: DashboardContributionsQuery,
  response: DashboardContributionsData,
});

/** Temperature, pressure, humidity, rain and hail per location (environmental widget). */
export const getDashboardEnvironmentalData = defineEndpoint({
  id: 'getDashboardEnvironmentalData',
  method: 'GET',
  path: '/v0.1/project-dashboard/{projectGuid}/environmental-data',
  summary: 'Environmental readings per monitoring location',
  tag,
  auth: 'session',
  params: DashboardParams,
  query: DashboardMomentQuery,
  response: DashboardEnvironmentalData,
});

/** Monitoring locations with status and averaged channel values (site overview map). */
export const getDashboardLocations = defineEndpoint({
  id: 'getDashboardLocations',
  method: 'GET',
  path: '/v0.1/project-dashboard/{projectGuid}/locations',
  summary: 'Monitoring locations with status and channel values for the map',
  tag,
  auth: 'session',
  params: DashboardParams,
  query: DashboardLocationsQuery,
  response: DashboardLocations,
});

/** Latest wind speed and direction per contribution. */
export const getDashboardWindData = defineEndpoint({
  id: 'getDashboardWindData',
  method: 'GET',
  path: '/v0.1/project-dashboard/{projectGuid}/wind-data',
  summary: 'Latest wind speed and direction per contribution',
  tag,
  auth: 'session',
  params: DashboardParams,
  query: DashboardMomentQuery,
  response: DashboardWindData,
});

/** Upwind and downwind location names per contribution and sensor. */
export const getDashboardWindLocations = defineEndpoint({
  id: 'getDashboardWindLocations',
  method: 'GET',
  path: '/v0.1/project-dashboard/{projectGuid}/wind-locations',
  summary: 'Upwind and downwind locations per contribution and sensor',
  tag,
  auth: 'session',
  params: DashboardParams,
  query: DashboardMomentQuery,
  response: DashboardWindLocations,
});

/** Online, sensor-health and operation status of instruments by serial. */
export const getInstrumentStatuses = defineEndpoint({
  id: 'getInstrumentStatuses',
  method: 'GET',
  path: '/v0.1/project-dashboard/instrument-statuses',
  summary: 'Instrument online, sensor health and operation status',
  tag,
  auth: 'session',
  query: InstrumentStatusesQuery,
  response: InstrumentStatuses,
});
