// What stops for a project without a licence (issue 19; spec 03 §7 Licensing).
//
// A project is licensed at an instant when its organisation's ProjectLicensing flag is off, or one
// of its project_licences has started (start_date NULL or <= the instant) and has not ended
// (expiry_date NULL or later, or a trial marked to convert). The rule lives in
// src/shared/project-licence.ts (its SQL in src/shared/licensing/repository.ts), so that the data,
// alert and report modules can check it without a module cycle with this one (which reads
// projects and downloads); this file is its public name.
//
// An unlicensed project stays VISIBLE and CONFIGURABLE: the projects lists, summaries and details
// (with IsLicensed false), settings, favourites, monitoring locations (listed, created, edited,
// attached; their channel values read null), contributions and their configuration, alert and
// report configurations, the journal, display settings and alert history.
//
// Its DATA reads answer 403 with PROJECT_NOT_LICENSED (Issues[0].Code 'project-not-licensed', which
// the dashboard shows inline where the data would be, not as its Forbidden screen): the project
// dashboard's data calls (contributions data, wind locations, wind data, environmental data,
// locations), the charts' channel time series and the /v2 project data, monitoring-location
// downloads, contribution data and CSV (single, aggregated, A-Tech 1466), report data (the
// contribution report, DER10 data) and manual report generation (and a queued task's run).
//
// Its ALERTS are silent: alert evaluation (contribution alerts, event rules with a project,
// location or contribution source, offline checks) records no event and sends nothing for it; the
// states still move with the data, so nothing fires late once a licence is added, and events
// already open still resolve. The event rules' evaluate call answers the 403. A test notification
// (contribution alert send) is a configuration check and still goes out.
// Its scheduled report exports are skipped (the day's run is claimed, nothing printed or e-mailed).
//
// Nothing is lost: ingest, attachments and contribution computation go on, so every read and
// every report works again, over the whole history, as soon as a licence is added.

export {
  isProjectLicensed,
  licensedProjectIds,
  PROJECT_NOT_LICENSED,
  PROJECT_NOT_LICENSED_CODE,
  projectNotLicensed,
  requireLicensed,
} from '../../shared/project-licence';
