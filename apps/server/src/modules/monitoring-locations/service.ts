import type {
  AttachInstrumentRequest,
  AttachMonitorRequest,
  CreateMonitoringLocationRequest,
  DetachInstrumentRequest,
  DetachMonitorRequest,
  MonitorAttachment,
  MonitoringLocation,
  MonitoringLocationState,
  MonitorInProject,
  UpdateMonitoringLocationRequest,
} from '@aq/api';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { isOnline } from '../../domain/instrument-status';
import { locationStatus, type LocationStatus } from '../../domain/location-status';
import type { AuthContext } from '../../http/auth';
import { ApiError, forbidden, notFound } from '../../http/problem';
import { isUuid } from '../../shared/ids';
import { MANAGE_MONITORING_LOCATION } from '../../shared/permissions';
import {
  canAccessProject,
  NO_PROJECT_ACCESS,
  seesAllOrganisations,
} from '../../shared/project-access';
import { isProjectLicensed, licensedProjectIds } from '../../shared/project-licence';
import { findUserById } from '../account/users/repository';
import { projectDisplayUnits, type ProjectDisplayUnits } from '../display-settings/service';
import { recordLeaseEvent } from '../journal/instrument-events';
import { insertJournalEntries, type NewJournalEntry } from '../journal/repository';
import { findProject } from '../projects/repository';
import * as repo from './repository';

type Location = z.input<typeof MonitoringLocation>;
type LocationState = z.input<typeof MonitoringLocationState>;
type Attachment = z.input<typeof MonitorAttachment>;
type Monitor = z.input<typeof MonitorInProject>;
type Empty = Record<string, never>;
/** What the module needs of a live project (projects/repository's findProject and ours by name). */
type ProjectScope = repo.ProjectScope;

// Messages of the refusals (English; the dashboard shows them as the server sends them).

/** 403 without Manage_MonitoringLocation. */
export const NO_MANAGE_LOCATIONS = 'You do not have permission to manage monitoring locations.';
/** 409 for a second location of one name in a project (names compare ignoring case). */
export const DUPLICATE_LOCATION_NAME =
  'A monitoring location with this name already exists in this project.';
/** 409 for editing, or attaching to, a hidden location (spec 03 §4). */
export const HIDDEN_LOCATION =
  'This monitoring location is hidden and cannot be edited. Show it first.';
/** 409 for hiding a location with an instrument attached (spec 03 §4). */
export const HIDE_WHILE_ATTACHED =
  'This monitoring location cannot be hidden while an instrument is attached to it. Detach its instruments first.';
/** 409 for deleting a location that ever had an instrument (spec 03 §4). */
export const DELETE_EVER_ATTACHED =
  'This monitoring location cannot be deleted because an instrument was attached to it, so it holds data. Hide it instead.';
/** 409 for moving a location that has recorded data (spec 03 §4). */
export const COORDINATES_LOCKED =
  'The coordinates of this monitoring location cannot change because data was recorded there. Its name can still change.';
/** 400 for an attach or detach time ahead of the server's clock. */
export const TIME_IN_FUTURE = 'The time cannot be in the future.';

/** 404 for an instrument the location's organisation neither owns nor ever leased. */
export function noInstrument(monitor: string): string {
  return `There is no instrument '${monitor}' in this organisation.`;
}

/** 409 for an instrument without an active lease in the location's organisation. */
export function leaseNotActive(serial: string): string {
  return `Instrument ${serial} cannot be attached: it has no active lease in this organisation (a terminated lease cannot be reassigned).`;
}

/** 409 for an instrument leased to another project of the organisation. */
export function leasedToAnotherProject(serial: string): string {
  return `Instrument ${serial} cannot be attached: it is leased to another project of this organisation.`;
}

/** 409 for an attach time before the instrument's lease began. */
export function beforeLease(serial: string, leaseStart: Date): string {
  return `Instrument ${serial} cannot be attached from before its lease to this organisation started (${leaseStart.toISOString()}).`;
}

/** 409 for attaching an instrument to the location it is already at. */
export function alreadyAttached(serial: string, location: string): string {
  return `Instrument ${serial} is already attached to ${location}.`;
}

/** 409 for an attach time that overlaps another attachment of the instrument. */
export function overlapsAttachment(
  serial: string,
  other: { location_name: string; attached_at: Date; detached_at: Date | null },
  at: Date,
): string {
  const until = other.detached_at ? ` to ${other.detached_at.toISOString()}` : '';
  return `Instrument ${serial} cannot be attached from ${at.toISOString()}: that overlaps its attachment to ${other.location_name} (from ${other.attached_at.toISOString()}${until}).`;
}

/** 409 for detaching an instrument that is not attached to the location. */
export function notAttached(serial: string, location: string): string {
  return `Instrument ${serial} is not attached to ${location}.`;
}

/** 400 for a detach time at or before the attach time. */
export function detachBeforeAttach(attachedAt: Date): string {
  return `The detach time must be after the instrument was attached (${attachedAt.toISOString()}).`;
}

/** Coordinates closer than this (degrees, about 1 cm) count as unchanged: the screen resends them. */
const SAME_COORDINATE = 1e-7;

// ---------------------------------------------------------------------------------------------
// Who may see and change what.

function requireManage(auth: AuthContext): void {
  if (!auth.user.permissions.has(MANAGE_MONITORING_LOCATION)) throw forbidden(NO_MANAGE_LOCATIONS);
}

function checkProject(auth: AuthContext, project: ProjectScope | undefined): ProjectScope {
  if (!project) throw notFound();
  if (project.organisation_id !== auth.user.organisationId && !seesAllOrganisations(auth))
    throw notFound();
  if (
    !canAccessProject(auth, {
      organisationId: project.organisation_id,
      isMember: project.is_member,
    })
  )
    throw forbidden(NO_PROJECT_ACCESS);
  return project;
}

/** A live project the caller may open: 404 when they cannot see it, 403 when they see but cannot open it. */
async function projectFor(
  app: AppContext,
  auth: AuthContext,
  projectId: string,
): Promise<ProjectScope> {
  if (!isUuid(projectId)) throw notFound();
  return checkProject(auth, await findProject(app.db, projectId, auth.user.id));
}

interface Scoped {
  project: ProjectScope;
  location: repo.LocationRecord;
}

/** A location of a project the caller may open (404 for another organisation's, as for none). */
async function locationFor(
  app: AppContext,
  auth: AuthContext,
  locationId: string,
): Promise<Scoped> {
  if (!isUuid(locationId)) throw notFound();
  const location = await repo.findLocation(app.db, locationId);
  if (!location) throw notFound();
  const project = checkProject(auth, await findProject(app.db, location.project_id, auth.user.id));
  return { project, location };
}

/** The v2 paths name the organisation, then the project and the location by id or by name. */
interface V2LocationParams {
  organisation: string;
  project: string;
  monitoringlocation: string;
}

async function v2LocationFor(
  app: AppContext,
  auth: AuthContext,
  params: V2LocationParams,
): Promise<Scoped> {
  let organisationId: string | undefined = auth.user.organisationId;
  if (params.organisation.toLowerCase() !== auth.user.organisationName.toLowerCase()) {
    if (!seesAllOrganisations(auth)) throw notFound();
    organisationId = await repo.findOrganisationId(app.db, params.organisation);
    if (!organisationId) throw notFound();
  }
  const project = checkProject(
    auth,
    await repo.findProjectScopeByKey(
      app.db,
      organisationId,
      params.project,
      isUuid(params.project),
      auth.user.id,
    ),
  );
  const location = await repo.findLocationByKey(
    app.db,
    project.id,
    params.monitoringlocation,
    isUuid(params.monitoringlocation),
  );
  if (!location) throw notFound();
  return { project, location };
}

function conflict(message: string, field?: string): ApiError {
  return new ApiError(409, [{ ...(field ? { Field: field } : {}), Message: message, Plain: true }]);
}

function badTime(message: string, field: string): ApiError {
  return new ApiError(400, [{ Field: field, Message: message, Plain: true }]);
}

/** The database's own uniqueness check on location names, for two requests racing with one name. */
function isDuplicateNameError(error: unknown): boolean {
  const e = error as { code?: unknown; constraint?: unknown };
  return e?.code === '23505' && e.constraint === 'monitoring_locations_name_idx';
}

// ---------------------------------------------------------------------------------------------
// Reading locations: sensor types, channel values and status from the instruments attached now.

/** Decimal rounding that leaves missing values alone. */
function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/**
 * The channels of an unlicensed project's location: listed, with no values (its data reads are
 * paused until a licence is added; see modules/licensing/access.ts).
 */
function withoutValues(channels: LiveView['channelData']): LiveView['channelData'] {
  return channels.map((channel) => ({ ...channel, Value: null }));
}

interface LiveView {
  sensorTypes: { Name: string; Units: string }[];
  channelData: { Channel: string; Value: number | null; Unit: string; DecimalPlaces: number }[];
  status: LocationStatus;
  lastDataMs: number | null;
}

/**
 * The live view of locations from their open attachments: the sensors fitted to the instruments
 * attached now (by sensor number), each channel's newest value recorded at the location (stamped
 * after its instrument was attached there: earlier readings belong to where it was before), in
 * the project's display units, and the status (domain/location-status.ts).
 */
async function liveViews(
  db: Kysely<Database>,
  attachments: readonly repo.AttachmentRecord[],
  locationIds: readonly string[],
  units: ProjectDisplayUnits,
  nowMs: number,
): Promise<Map<string, LiveView>> {
  const open = attachments.filter((a) => a.detached_at === null);
  const instrumentIds = [...new Set(open.map((a) => a.instrument_id))];
  const [states, sensors, latest] = await Promise.all([
    repo.instrumentStates(db, instrumentIds),
    repo.sensorsOf(db, instrumentIds),
    repo.latestReadingsOf(db, instrumentIds),
  ]);
  const stateOf = new Map(states.map((s) => [s.id, s]));
  const views = new Map<string, LiveView>();
  for (const locationId of locationIds) {
    const here = open.filter((a) => a.monitoring_location_id === locationId);
    const attachedAt = new Map(here.map((a) => [a.instrument_id, a.attached_at.getTime()]));
    const codes: string[] = [];
    for (const s of sensors) {
      if (attachedAt.has(s.instrument_id) && !codes.includes(s.code)) codes.push(s.code);
    }
    const newest = new Map<string, { ts: number; value: number }>();
    let lastDataMs: number | null = null;
    for (const row of latest) {
      const since = attachedAt.get(row.instrument_id);
      const ts = new Date(row.ts).getTime();
      if (since === undefined || ts <= since) continue;
      const seen = newest.get(row.code);
      if (!seen || ts > seen.ts) newest.set(row.code, { ts, value: row.value });
      if (lastDataMs === null || ts > lastDataMs) lastDataMs = ts;
    }
    const status = locationStatus(
      here.map((a) => {
        const state = stateOf.get(a.instrument_id);
        return {
          lastDataMs: state?.last_ts ? state.last_ts.getTime() : null,
          healths: (state?.healths ?? []) as ('Ok' | 'Aging' | 'Failed')[],
          operationMode: state?.operation_mode ?? 'Sample',
        };
      }),
      nowMs,
    );
    views.set(locationId, {
      sensorTypes: codes.map((code) => ({ Name: code, Units: units.forSensor(code).unit })),
      channelData: codes.map((code) => {
        const display = units.forSensor(code);
        const value = newest.get(code);
        return {
          Channel: code,
          Value: value ? round(display.convert(value.value), display.decimals) : null,
          Unit: display.unit,
          DecimalPlaces: display.decimals,
        };
      }),
      status,
      lastDataMs,
    });
  }
  return views;
}

/**
 * GET /v0.1/monitoringlocations?projectId: every location of the project by name, hidden ones
 * included. Instruments lists each instrument ever attached there (Active while attached now),
 * the attached ones first; EverAttached decides whether it may be deleted. An unlicensed
 * project's locations are listed with every channel's Value null.
 */
export async function list(
  app: AppContext,
  auth: AuthContext,
  projectId: string,
): Promise<{ Items: Location[] }> {
  const project = await projectFor(app, auth, projectId);
  const locations = await repo.projectLocations(app.db, project.id);
  const ids = locations.map((l) => l.id);
  const attachments = await repo.attachmentsAt(app.db, ids);
  const units = await projectDisplayUnits(app.db, project.id);
  const views = await liveViews(app.db, attachments, ids, units, app.now().getTime());
  const licensed = await isProjectLicensed(app.db, project.id, app.now());
  return {
    Items: locations.map((location) => {
      const view = views.get(location.id);
      const instruments = new Map<number, { Name: string; Active: boolean }>();
      for (const a of attachments) {
        if (a.monitoring_location_id !== location.id) continue;
        const entry = instruments.get(a.instrument_id) ?? {
          Name: a.instrument_name,
          Active: false,
        };
        entry.Active ||= a.detached_at === null;
        instruments.set(a.instrument_id, entry);
      }
      return {
        GuidId: location.id,
        Name: location.name,
        Location: { Latitude: location.latitude, Longitude: location.longitude },
        SensorTypes: view?.sensorTypes ?? [],
        Status: view?.status ?? 'Offline',
        ChannelData: licensed ? (view?.channelData ?? []) : withoutValues(view?.channelData ?? []),
        Instruments: [...instruments.values()].sort(
          (a, b) => Number(b.Active) - Number(a.Active) || a.Name.localeCompare(b.Name),
        ),
        IsHidden: location.is_hidden,
        EverAttached: instruments.size > 0,
      };
    }),
  };
}

/**
 * POST /v0.1/State/monitoring-locations: the status, newest data time and channel values of each
 * location asked, in the order asked (an id asked twice answers once). 404 when any id is not a
 * location the caller can see (another organisation's included), 403 for a project they cannot open.
 */
export async function states(
  app: AppContext,
  auth: AuthContext,
  ids: readonly string[],
): Promise<{ Items: LocationState[] }> {
  const unique = [...new Set(ids)];
  const scoped = await Promise.all(unique.map((id) => locationFor(app, auth, id)));
  const attachments = await repo.attachmentsAt(app.db, unique);
  const nowMs = app.now().getTime();
  const items: LocationState[] = [];
  const byProject = new Map<string, string[]>();
  for (const { project, location } of scoped) {
    byProject.set(project.id, [...(byProject.get(project.id) ?? []), location.id]);
  }
  const views = new Map<string, LiveView>();
  const licensed = await licensedProjectIds(app.db, [...byProject.keys()], app.now());
  for (const [projectId, locationIds] of byProject) {
    const units = await projectDisplayUnits(app.db, projectId);
    for (const [id, view] of await liveViews(app.db, attachments, locationIds, units, nowMs)) {
      views.set(
        id,
        licensed.has(projectId) ? view : { ...view, channelData: withoutValues(view.channelData) },
      );
    }
  }
  for (const id of unique) {
    const view = views.get(id);
    items.push({
      GuidId: id,
      Status: view?.status ?? 'Offline',
      LastDataTime: view?.lastDataMs ? new Date(view.lastDataMs).toISOString() : null,
      ChannelData: view?.channelData ?? [],
    });
  }
  return { Items: items };
}

// ---------------------------------------------------------------------------------------------
// Changing locations.

/**
 * POST /v0.1/monitoringlocations. Needs Manage_MonitoringLocation; 404 for a project the caller
 * cannot see. The body's rules (name characters, coordinates) are the contract's; the name is
 * unique in the project ignoring case (409).
 */
export async function create(
  app: AppContext,
  auth: AuthContext,
  body: z.output<typeof CreateMonitoringLocationRequest>,
): Promise<{ Id: string }> {
  requireManage(auth);
  const project = await projectFor(app, auth, body.ProjectId);
  if (await repo.locationNameTaken(app.db, project.id, body.Name))
    throw conflict(DUPLICATE_LOCATION_NAME, 'Name');
  try {
    const id = await repo.insertLocation(app.db, {
      projectId: project.id,
      name: body.Name,
      latitude: body.Location.Latitude,
      longitude: body.Location.Longitude,
    });
    return { Id: id };
  } catch (error) {
    if (isDuplicateNameError(error)) throw conflict(DUPLICATE_LOCATION_NAME, 'Name');
    throw error;
  }
}

/**
 * PUT /v0.1/monitoring-locations/{monlocId}: name and coordinates. A hidden location cannot be
 * edited (409); the coordinates change only while no reading was recorded at the location (409
 * otherwise, the name may still change); names are unique in the project (409).
 */
export async function update(
  app: AppContext,
  auth: AuthContext,
  locationId: string,
  body: z.output<typeof UpdateMonitoringLocationRequest>,
): Promise<Empty> {
  requireManage(auth);
  const { project, location } = await locationFor(app, auth, locationId);
  if (location.is_hidden) throw conflict(HIDDEN_LOCATION);
  if (await repo.locationNameTaken(app.db, project.id, body.Name, location.id))
    throw conflict(DUPLICATE_LOCATION_NAME, 'Name');
  const moved =
    Math.abs(body.Location.Latitude - location.latitude) > SAME_COORDINATE ||
    Math.abs(body.Location.Longitude - location.longitude) > SAME_COORDINATE;
  if (moved && (await repo.hasRecordedReading(app.db, location.id)))
    throw conflict(COORDINATES_LOCKED, 'Location');
  try {
    await repo.updateLocation(app.db, location.id, {
      name: body.Name,
      latitude: moved ? body.Location.Latitude : location.latitude,
      longitude: moved ? body.Location.Longitude : location.longitude,
    });
  } catch (error) {
    if (isDuplicateNameError(error)) throw conflict(DUPLICATE_LOCATION_NAME, 'Name');
    throw error;
  }
  return {};
}

/** GET .../editable-status: coordinates are updatable until a reading is recorded at the location. */
export async function editableStatus(
  app: AppContext,
  auth: AuthContext,
  locationId: string,
): Promise<{ IsLocationUpdatable: boolean }> {
  const { location } = await locationFor(app, auth, locationId);
  return { IsLocationUpdatable: !(await repo.hasRecordedReading(app.db, location.id)) };
}

async function hide(app: AppContext, scoped: Scoped): Promise<Empty> {
  if (!(await repo.hideUnlessAttached(app.db, scoped.location.id)))
    throw conflict(HIDE_WHILE_ATTACHED);
  return {};
}

/** POST /v2/.../monitoringlocations/{monitoringlocation}/hide: refused while an instrument is attached. */
export async function hideV2(
  app: AppContext,
  auth: AuthContext,
  params: V2LocationParams,
): Promise<Empty> {
  requireManage(auth);
  return hide(app, await v2LocationFor(app, auth, params));
}

/** POST /v2/.../monitoringlocations/{monitoringlocation}/show. */
export async function showV2(
  app: AppContext,
  auth: AuthContext,
  params: V2LocationParams,
): Promise<Empty> {
  requireManage(auth);
  const { location } = await v2LocationFor(app, auth, params);
  await repo.showLocation(app.db, location.id);
  return {};
}

/** DELETE /v2/.../monitoringlocations/{monitoringlocation}: only if no instrument was ever attached. */
export async function deleteV2(
  app: AppContext,
  auth: AuthContext,
  params: V2LocationParams,
): Promise<Empty> {
  requireManage(auth);
  const { location } = await v2LocationFor(app, auth, params);
  if (!(await repo.deleteUnlessEverAttached(app.db, location.id)))
    throw conflict(DELETE_EVER_ATTACHED);
  return {};
}

// ---------------------------------------------------------------------------------------------
// Instruments in a project, attach and detach.

/**
 * GET /v0.1/projects/{projectId}/monitors. Decision (migrations 0003/0004): the instruments with
 * an active lease to the project's organisation whose lease names this project, plus those whose
 * lease names no project (waiting in the organisation to be attached; attaching one gives its
 * lease to the project). MonitoringLocationId is the location of this project it is attached to
 * now (null otherwise); IsOnline from its newest reading.
 */
export async function monitors(
  app: AppContext,
  auth: AuthContext,
  projectId: string,
): Promise<{ Items: Monitor[] }> {
  const project = await projectFor(app, auth, projectId);
  const rows = await repo.projectMonitors(app.db, project.organisation_id, project.id);
  const [where, locations] = await Promise.all([
    repo.openAttachmentLocations(
      app.db,
      rows.map((r) => r.id),
    ),
    repo.projectLocations(app.db, project.id),
  ]);
  const inProject = new Set(locations.map((l) => l.id));
  const nowMs = app.now().getTime();
  return {
    Items: rows.map((row) => {
      const locationId = where.get(row.id);
      return {
        MonitorId: String(row.id),
        MonitorSerial: row.serial,
        MonitorName: row.name,
        MonitoringLocationId: locationId && inProject.has(locationId) ? locationId : null,
        IsOnline: isOnline(row.last_ts ? new Date(row.last_ts).getTime() : null, nowMs),
        Lease: {
          Id: row.lease_id,
          Status: row.lease_status,
          StartDate: new Date(row.lease_start).toISOString(),
          EndDate: row.lease_end ? new Date(row.lease_end).toISOString() : null,
        },
      };
    }),
  };
}

/** Who an instrument journal entry names: the user who attached or detached. */
async function journalUser(app: AppContext, auth: AuthContext) {
  const user = await findUserById(app.db, auth.user.id);
  return { id: auth.user.id, name: user?.full_name ?? auth.user.username };
}

function instrumentEntry(
  projectId: string,
  instrumentId: number,
  at: Date,
  details: string,
  user: { id: string; name: string },
): NewJournalEntry {
  return {
    projectId,
    type: 'Instruments',
    occurredAt: at,
    details,
    source: 'Connect',
    user,
    instrumentId,
  };
}

function toAttachment(a: {
  id: string;
  locationId: string;
  instrumentId: number;
  serial: string;
  at: Date;
  until: Date | null;
}): Attachment {
  return {
    AttachmentId: a.id,
    MonitoringLocationId: a.locationId,
    MonitorId: String(a.instrumentId),
    MonitorSerial: a.serial,
    AttachTime: a.at.toISOString(),
    DetachTime: a.until ? a.until.toISOString() : null,
  };
}

/** A MonitorId of the wire (the instrument's number as text) as a number, or null. */
function instrumentNumber(monitorId: string): number | null {
  if (!/^\d{1,9}$/.test(monitorId)) return null;
  return Number(monitorId);
}

/** Whether the instrument is the organisation's: owned, or leased to it now or before. */
async function belongsTo(
  db: Kysely<Database>,
  instrument: repo.InstrumentLeaseRecord,
  organisationId: string,
): Promise<boolean> {
  return (
    instrument.owner_organisation_id === organisationId ||
    instrument.lease_organisation_id === organisationId ||
    (await repo.everLeasedTo(db, instrument.id, organisationId))
  );
}

function requestedTime(value: string | undefined, now: Date, field: string): Date {
  if (value === undefined) return now;
  const at = new Date(value);
  if (at.getTime() > now.getTime()) throw badTime(TIME_IN_FUTURE, field);
  return at;
}

function isOpenAttachmentRace(error: unknown): boolean {
  const e = error as { code?: unknown; constraint?: unknown };
  return e?.code === '23505' && e.constraint === 'attachments_open_idx';
}

/**
 * Attaches an instrument to a location from `AttachTime` (absent: now; never in the future, 400).
 * Refused (409) at a hidden location, for an instrument with no active lease in the location's
 * organisation (a terminated one), one leased to another project, from before its lease began,
 * or when the time overlaps another attachment of the instrument. An instrument attached at another
 * location of the organisation is moved: that attachment ends at AttachTime and the new one starts
 * there, in one transaction (readings stamped up to AttachTime stay with the old location). A
 * lease waiting in the organisation is given to the project. Each step writes an instrument journal
 * entry (Source Connect, Type Instruments) in the same transaction.
 */
async function attachInstrument(
  app: AppContext,
  auth: AuthContext,
  scoped: Scoped,
  monitor: { key: string; id: number | null },
  attachTime: string | undefined,
): Promise<Attachment> {
  const { project, location } = scoped;
  if (location.is_hidden) throw conflict(HIDDEN_LOCATION);
  const at = requestedTime(attachTime, app.now(), 'AttachTime');
  const user = await journalUser(app, auth);
  try {
    return await app.db.transaction().execute(async (trx) => {
      const instrument =
        monitor.id === null ? undefined : await repo.findInstrumentWithLease(trx, monitor.id, true);
      if (!instrument || !(await belongsTo(trx, instrument, project.organisation_id)))
        throw notFound(noInstrument(monitor.key));
      const serial = instrument.serial;
      if (!instrument.lease_id || instrument.lease_organisation_id !== project.organisation_id)
        throw conflict(leaseNotActive(serial), 'MonitorId');
      if (instrument.lease_project_id !== null && instrument.lease_project_id !== project.id)
        throw conflict(leasedToAnotherProject(serial), 'MonitorId');
      if (instrument.lease_start && at.getTime() < new Date(instrument.lease_start).getTime())
        throw conflict(beforeLease(serial, new Date(instrument.lease_start)), 'AttachTime');

      const history = await repo.attachmentsOfInstrument(trx, instrument.id);
      const current = history.find((a) => a.detached_at === null);
      if (current?.monitoring_location_id === location.id)
        throw conflict(alreadyAttached(serial, location.name), 'MonitorId');
      for (const past of history) {
        if (past === current) continue;
        if (past.detached_at && past.detached_at.getTime() > at.getTime())
          throw conflict(overlapsAttachment(serial, past, at), 'AttachTime');
      }
      const entries: NewJournalEntry[] = [];
      if (current) {
        if (current.organisation_id !== project.organisation_id)
          throw conflict(leaseNotActive(serial), 'MonitorId');
        if (current.attached_at.getTime() >= at.getTime())
          throw conflict(overlapsAttachment(serial, current, at), 'AttachTime');
        await repo.closeAttachment(trx, current.id, at);
        entries.push(
          instrumentEntry(
            current.project_id,
            instrument.id,
            at,
            `Instrument ${serial} detached from ${current.location_name}`,
            user,
          ),
        );
      }
      if (instrument.lease_project_id === null) {
        // An instrument waiting in the organisation joins this project: its lease now names it,
        // and the project's journal says so before it says where the instrument stands.
        await repo.assignLeaseToProject(trx, instrument.lease_id, project.id);
        await recordLeaseEvent(trx, { kind: 'started', instrument, projectId: project.id, at });
      }
      const id = await repo.insertAttachment(trx, {
        instrumentId: instrument.id,
        locationId: location.id,
        at,
      });
      entries.push(
        instrumentEntry(
          project.id,
          instrument.id,
          at,
          `Instrument ${serial} attached to ${location.name}`,
          user,
        ),
      );
      await insertJournalEntries(trx, entries);
      return toAttachment({
        id,
        locationId: location.id,
        instrumentId: instrument.id,
        serial,
        at,
        until: null,
      });
    });
  } catch (error) {
    if (isOpenAttachmentRace(error))
      throw conflict('The instrument was attached by another request at the same time. Try again.');
    throw error;
  }
}

/**
 * Ends the instrument's attachment to a location at `DetachTime` (absent: now; never in the
 * future, and after it was attached: 400). 409 when it is not attached there; writes the journal
 * entry in the same transaction.
 */
async function detachInstrument(
  app: AppContext,
  auth: AuthContext,
  scoped: Scoped,
  monitor: { key: string; id: number | null },
  detachTime: string | undefined,
): Promise<Attachment> {
  const { project, location } = scoped;
  const at = requestedTime(detachTime, app.now(), 'DetachTime');
  const user = await journalUser(app, auth);
  return app.db.transaction().execute(async (trx) => {
    const instrument =
      monitor.id === null ? undefined : await repo.findInstrumentWithLease(trx, monitor.id, true);
    if (!instrument || !(await belongsTo(trx, instrument, project.organisation_id)))
      throw notFound(noInstrument(monitor.key));
    const history = await repo.attachmentsOfInstrument(trx, instrument.id);
    const current = history.find(
      (a) => a.detached_at === null && a.monitoring_location_id === location.id,
    );
    if (!current) throw conflict(notAttached(instrument.serial, location.name), 'MonitorId');
    if (at.getTime() <= current.attached_at.getTime())
      throw badTime(detachBeforeAttach(current.attached_at), 'DetachTime');
    await repo.closeAttachment(trx, current.id, at);
    await insertJournalEntries(trx, [
      instrumentEntry(
        project.id,
        instrument.id,
        at,
        `Instrument ${instrument.serial} detached from ${location.name}`,
        user,
      ),
    ]);
    return toAttachment({
      id: current.id,
      locationId: location.id,
      instrumentId: instrument.id,
      serial: instrument.serial,
      at: current.attached_at,
      until: at,
    });
  });
}

/** POST /v0.1/monitoring-locations/{monlocId}/attachMonitor (MonitorId is the instrument's number). */
export async function attach(
  app: AppContext,
  auth: AuthContext,
  locationId: string,
  body: z.output<typeof AttachMonitorRequest>,
): Promise<Attachment> {
  requireManage(auth);
  const scoped = await locationFor(app, auth, locationId);
  return attachInstrument(
    app,
    auth,
    scoped,
    { key: body.MonitorId, id: instrumentNumber(body.MonitorId) },
    body.AttachTime,
  );
}

/** POST /v0.1/monitoring-locations/{monlocId}/detachMonitor. */
export async function detach(
  app: AppContext,
  auth: AuthContext,
  locationId: string,
  body: z.output<typeof DetachMonitorRequest>,
): Promise<Attachment> {
  requireManage(auth);
  const scoped = await locationFor(app, auth, locationId);
  return detachInstrument(
    app,
    auth,
    scoped,
    { key: body.MonitorId, id: instrumentNumber(body.MonitorId) },
    body.DetachTime,
  );
}

async function bySerial(app: AppContext, serial: string) {
  return { key: serial, id: (await repo.findInstrumentIdBySerial(app.db, serial)) ?? null };
}

/** POST /v2/.../monitoringlocations/{monitoringlocation}/attach (Instrument is the serial). */
export async function attachV2(
  app: AppContext,
  auth: AuthContext,
  params: V2LocationParams,
  body: z.output<typeof AttachInstrumentRequest>,
): Promise<Attachment> {
  requireManage(auth);
  const scoped = await v2LocationFor(app, auth, params);
  return attachInstrument(app, auth, scoped, await bySerial(app, body.Instrument), body.AttachTime);
}

/** POST /v2/.../monitoringlocations/{monitoringlocation}/detach (Instrument is the serial). */
export async function detachV2(
  app: AppContext,
  auth: AuthContext,
  params: V2LocationParams,
  body: z.output<typeof DetachInstrumentRequest>,
): Promise<Attachment> {
  requireManage(auth);
  const scoped = await v2LocationFor(app, auth, params);
  return detachInstrument(app, auth, scoped, await bySerial(app, body.Instrument), body.DetachTime);
}
