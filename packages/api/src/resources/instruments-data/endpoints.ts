import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint';
import { Id, OrganisationName } from '../common/schemas';
import {
  DataSet,
  GroupDataQuery,
  IngestRequest,
  IngestResult,
  InstrumentDataQuery,
  SensorCode,
  TimeWeightedAverageQuery,
  TimeWeightedAverages,
} from './schemas';

const tag = 'instruments-data';
const PathName = z.string().trim().min(1).max(200);
const InstrumentParams = z.object({ instrument: Id });
const InstrumentSensorParams = z.object({ instrument: Id, sensor: SensorCode });
const OrganisationParams = z.object({ organisation: OrganisationName });
const ProjectParams = z.object({ organisation: OrganisationName, project: PathName });
const LeaseParams = z.object({ instrument: Id, leaseId: Id });

/** Every sensor's data of an instrument. */
export const getInstrumentData = defineEndpoint({
  id: 'getInstrumentData',
  method: 'GET',
  path: '/v2/instruments/{instrument}/data',
  summary: 'Data of an instrument (every sensor)',
  tag,
  auth: 'any',
  params: InstrumentParams,
  query: InstrumentDataQuery,
  response: DataSet,
});

/** One sensor's data of an instrument. */
export const getInstrumentSensorData = defineEndpoint({
  id: 'getInstrumentSensorData',
  method: 'GET',
  path: '/v2/instruments/{instrument}/data/{sensor}',
  summary: 'Data of one sensor of an instrument',
  tag,
  auth: 'any',
  params: InstrumentSensorParams,
  query: InstrumentDataQuery,
  response: DataSet,
});

/** Stores a batch of an instrument's readings (machines, with an API key). */
export const ingestInstrumentData = defineEndpoint({
  id: 'ingestInstrumentData',
  method: 'POST',
  path: '/v2/instruments/{instrument}/data',
  summary: 'Ingest a batch of readings (at most 10 000)',
  tag,
  auth: 'apiKey',
  params: InstrumentParams,
  body: IngestRequest,
  response: IngestResult,
});

/** HSE time-weighted averages of an instrument's sensors over a range. */
export const getInstrumentTimeWeightedAverage = defineEndpoint({
  id: 'getInstrumentTimeWeightedAverage',
  method: 'GET',
  path: '/v2/instruments/{serial}/timeweightedaveragebyhse',
  summary: 'HSE time-weighted averages of an instrument’s sensors',
  tag,
  auth: 'any',
  params: z.object({ serial: Id }),
  query: TimeWeightedAverageQuery,
  response: TimeWeightedAverages,
});

/** Data of every instrument and location of an organisation. */
export const getOrganisationData = defineEndpoint({
  id: 'getOrganisationData',
  method: 'GET',
  path: '/v2/organisations/{organisation}/data',
  summary: 'Data of an organisation (every sensor)',
  tag,
  auth: 'any',
  params: OrganisationParams,
  query: GroupDataQuery,
  response: DataSet,
});

/** One sensor's data across an organisation. */
export const getOrganisationSensorData = defineEndpoint({
  id: 'getOrganisationSensorData',
  method: 'GET',
  path: '/v2/organisations/{organisation}/data/{sensor}',
  summary: 'Data of one sensor across an organisation',
  tag,
  auth: 'any',
  params: OrganisationParams.extend({ sensor: SensorCode }),
  query: GroupDataQuery,
  response: DataSet,
});

/** Data of every instrument and location of a project. */
export const getOrganisationProjectData = defineEndpoint({
  id: 'getOrganisationProjectData',
  method: 'GET',
  path: '/v2/organisations/{organisation}/projects/{project}/data',
  summary: 'Data of a project (every sensor)',
  tag,
  auth: 'any',
  params: ProjectParams,
  query: GroupDataQuery,
  response: DataSet,
});

/** One sensor's data across a project. */
export const getOrganisationProjectSensorData = defineEndpoint({
  id: 'getOrganisationProjectSensorData',
  method: 'GET',
  path: '/v2/organisations/{organisation}/projects/{project}/data/{sensor}',
  summary: 'Data of one sensor across a project',
  tag,
  auth: 'any',
  params: ProjectParams.extend({ sensor: SensorCode }),
  query: GroupDataQuery,
  response: DataSet,
});

/**
 * Data of a monitoring location of a project. Our reading of the spec's ".../monitoringlocations/
 * {monitoringlocation}/data": it continues the project data path.
 */
export const getMonitoringLocationData = defineEndpoint({
  id: 'getMonitoringLocationData',
  method: 'GET',
  path: '/v2/organisations/{organisation}/projects/{project}/monitoringlocations/{monitoringlocation}/data',
  summary: 'Data of a monitoring location',
  tag,
  auth: 'any',
  params: ProjectParams.extend({ monitoringlocation: PathName }),
  query: InstrumentDataQuery,
  response: DataSet,
});

/** Data an instrument recorded during one lease. */
export const getLeaseData = defineEndpoint({
  id: 'getLeaseData',
  method: 'GET',
  path: '/v2/leases/{instrument}/{leaseId}/data',
  summary: 'Data of an instrument during a lease (every sensor)',
  tag,
  auth: 'any',
  params: LeaseParams,
  query: InstrumentDataQuery,
  response: DataSet,
});

/** One sensor's data an instrument recorded during one lease. */
export const getLeaseSensorData = defineEndpoint({
  id: 'getLeaseSensorData',
  method: 'GET',
  path: '/v2/leases/{instrument}/{leaseId}/data/{sensor}',
  summary: 'Data of one sensor of an instrument during a lease',
  tag,
  auth: 'any',
  params: LeaseParams.extend({ sensor: SensorCode }),
  query: InstrumentDataQuery,
  response: DataSet,
});
