import { instrumentsDataApi, projectDashboardApi, projectDataApi } from '@aq/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import * as service from './service';

/** Ingestion and every read of the time series. */
export function registerReadingRoutes(fastify: FastifyInstance, app: AppContext): void {
  const api = instrumentsDataApi;
  route(fastify, app, api.ingestInstrumentData, ({ auth, params, body }) =>
    service.ingest(app, auth, params.instrument, body),
  );
  route(fastify, app, api.getInstrumentData, ({ auth, params, query }) =>
    service.instrumentData(app, auth, params.instrument, undefined, query),
  );
  route(fastify, app, api.getInstrumentSensorData, ({ auth, params, query }) =>
    service.instrumentData(app, auth, params.instrument, params.sensor, query),
  );
  route(fastify, app, api.getInstrumentTimeWeightedAverage, ({ auth, params, query }) =>
    service.timeWeightedAverage(app, auth, params.serial, query),
  );
  route(fastify, app, api.getOrganisationData, ({ auth, params, query }) =>
    service.organisationData(app, auth, params.organisation, undefined, query),
  );
  route(fastify, app, api.getOrganisationSensorData, ({ auth, params, query }) =>
    service.organisationData(app, auth, params.organisation, params.sensor, query),
  );
  route(fastify, app, api.getOrganisationProjectData, ({ auth, params, query }) =>
    service.projectData(app, auth, params.organisation, params.project, undefined, query),
  );
  route(fastify, app, api.getOrganisationProjectSensorData, ({ auth, params, query }) =>
    service.projectData(app, auth, params.organisation, params.project, params.sensor, query),
  );
  route(fastify, app, api.getMonitoringLocationData, ({ auth, params, query }) =>
    service.projectData(
      app,
      auth,
      params.organisation,
      params.project,
      undefined,
      { ...query, resultDataSet: 'MonitoringLocationsOnly' },
      params.monitoringlocation,
    ),
  );
  route(fastify, app, api.getLeaseData, ({ auth, params, query }) =>
    service.leaseData(app, auth, params.instrument, params.leaseId, undefined, query),
  );
  route(fastify, app, api.getLeaseSensorData, ({ auth, params, query }) =>
    service.leaseData(app, auth, params.instrument, params.leaseId, params.sensor, query),
  );
  route(fastify, app, projectDashboardApi.getInstrumentStatuses, ({ auth, query }) =>
    service.instrumentStatuses(app, auth, query.monitorSerials),
  );
  route(fastify, app, projectDataApi.getChannelTimeseries, ({ auth, query }) =>
    service.channelTimeseries(app, auth, query),
  );
}
