import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint';
import { Created, Empty, Id, MonitorAttachment, OrganisationName } from '../common/schemas';
import {
  AttachInstrumentRequest,
  AttachmentTimesQuery,
  CreateCustomerOrganisationRequest,
  CreateMonitoringLocationRecordRequest,
  CreateOrganisationProjectRequest,
  CreateOrganisationUserRequest,
  DetachInstrumentRequest,
  MonitoringLocationRecordList,
  OrganisationProjectRecordList,
  OrganisationRecord,
  OrganisationRecordList,
  OrganisationUser,
  OrganisationUserList,
  OrganisationUserParams,
  UpdateMonitoringLocationRecordRequest,
  UpdateOrganisationProjectRequest,
  UpdateOrganisationRequest,
  UpdateOrganisationUserRequest,
} from './schemas';

// The spec names this management ("organisation, project, monitoring location, customer, EULA,
// hide and show ... including attach and detach of an instrument with a time") but not its
// sub-paths: the paths below are ours. Projects and monitoring locations are named in paths by
// name, as the spec's hide, show and delete "by organisation, project and name" are.

const tag = 'organisations-v2';
const PathName = z.string().trim().min(1).max(200);
const OrganisationParams = z.object({ organisation: OrganisationName });
const ProjectParams = z.object({ organisation: OrganisationName, project: PathName });
const LocationParams = ProjectParams.extend({ monitoringlocation: PathName });

/** The organisations the caller manages (its own and its customers). */
export const listOrganisationsV2 = defineEndpoint({
  id: 'listOrganisationsV2',
  method: 'GET',
  path: '/v2/organisations',
  summary: 'Organisations the caller manages',
  tag,
  auth: 'any',
  response: OrganisationRecordList,
});

/** One organisation. */
export const getOrganisationV2 = defineEndpoint({
  id: 'getOrganisationV2',
  method: 'GET',
  path: '/v2/organisations/{organisation}',
  summary: 'An organisation',
  tag,
  auth: 'any',
  params: OrganisationParams,
  response: OrganisationRecord,
});

/** Renames an organisation or changes its time zone; the answer is the organisation. */
export const updateOrganisationV2 = defineEndpoint({
  id: 'updateOrganisationV2',
  method: 'PUT',
  path: '/v2/organisations/{organisation}',
  summary: 'Update an organisation',
  tag,
  auth: 'any',
  params: OrganisationParams,
  body: UpdateOrganisationRequest,
  response: OrganisationRecord,
});

/** Creates a customer organisation of an organisation; the answer is the new organisation. */
export const createCustomerOrganisationV2 = defineEndpoint({
  id: 'createCustomerOrganisationV2',
  method: 'POST',
  path: '/v2/organisations/{organisation}/customers',
  summary: 'Create a customer organisation',
  tag,
  auth: 'any',
  params: OrganisationParams,
  body: CreateCustomerOrganisationRequest,
  response: OrganisationRecord,
  status: 201,
});

/** The projects of an organisation. */
export const listOrganisationProjectsV2 = defineEndpoint({
  id: 'listOrganisationProjectsV2',
  method: 'GET',
  path: '/v2/organisations/{organisation}/projects',
  summary: 'Projects of an organisation',
  tag,
  auth: 'any',
  params: OrganisationParams,
  response: OrganisationProjectRecordList,
});

/** Creates a project in an organisation and returns its id. */
export const createOrganisationProjectV2 = defineEndpoint({
  id: 'createOrganisationProjectV2',
  method: 'POST',
  path: '/v2/organisations/{organisation}/projects',
  summary: 'Create a project',
  tag,
  auth: 'any',
  params: OrganisationParams,
  body: CreateOrganisationProjectRequest,
  response: Created,
  status: 201,
});

/** Updates a project's settings (the answer is ours: empty). */
export const updateOrganisationProjectV2 = defineEndpoint({
  id: 'updateOrganisationProjectV2',
  method: 'PUT',
  path: '/v2/organisations/{organisation}/projects/{project}',
  summary: 'Update a project’s settings',
  tag,
  auth: 'any',
  params: ProjectParams,
  body: UpdateOrganisationProjectRequest,
  response: Empty,
});

/** The monitoring locations of a project, hidden ones included. */
export const listProjectMonitoringLocationsV2 = defineEndpoint({
  id: 'listProjectMonitoringLocationsV2',
  method: 'GET',
  path: '/v2/organisations/{organisation}/projects/{project}/monitoringlocations',
  summary: 'Monitoring locations of a project',
  tag,
  auth: 'any',
  params: ProjectParams,
  response: MonitoringLocationRecordList,
});

/** Creates a monitoring location in a project and returns its id. */
export const createProjectMonitoringLocationV2 = defineEndpoint({
  id: 'createProjectMonitoringLocationV2',
  method: 'POST',
  path: '/v2/organisations/{organisation}/projects/{project}/monitoringlocations',
  summary: 'Create a monitoring location',
  tag,
  auth: 'any',
  params: ProjectParams,
  body: CreateMonitoringLocationRecordRequest,
  response: Created,
  status: 201,
});

/** Renames or moves a monitoring location (the answer is ours: empty). */
export const updateProjectMonitoringLocationV2 = defineEndpoint({
  id: 'updateProjectMonitoringLocationV2',
  method: 'PUT',
  path: '/v2/organisations/{organisation}/projects/{project}/monitoringlocations/{monitoringlocation}',
  summary: 'Update a monitoring location',
  tag,
  auth: 'any',
  params: LocationParams,
  body: UpdateMonitoringLocationRecordRequest,
  response: Empty,
});

/** Hides a monitoring location; refused while an instrument is attached (the answer is ours: empty). */
export const hideMonitoringLocationV2 = defineEndpoint({
  id: 'hideMonitoringLocationV2',
  method: 'POST',
  path: '/v2/organisations/{organisation}/projects/{project}/monitoringlocations/{monitoringlocation}/hide',
  summary: 'Hide a monitoring location',
  tag,
  auth: 'any',
  params: LocationParams,
  response: Empty,
});

/** Shows a hidden monitoring location again (the answer is ours: empty). */
export const showMonitoringLocationV2 = defineEndpoint({
  id: 'showMonitoringLocationV2',
  method: 'POST',
  path: '/v2/organisations/{organisation}/projects/{project}/monitoringlocations/{monitoringlocation}/show',
  summary: 'Show a hidden monitoring location',
  tag,
  auth: 'any',
  params: LocationParams,
  response: Empty,
});

/** Deletes a monitoring location that never had an instrument (the answer is ours: empty). */
export const deleteMonitoringLocationV2 = defineEndpoint({
  id: 'deleteMonitoringLocationV2',
  method: 'DELETE',
  path: '/v2/organisations/{organisation}/projects/{project}/monitoringlocations/{monitoringlocation}',
  summary: 'Delete a monitoring location',
  tag,
  auth: 'any',
  params: LocationParams,
  response: Empty,
});

/** Attaches an instrument to a monitoring location from a time; the answer is the attachment. */
export const attachInstrumentV2 = defineEndpoint({
  id: 'attachInstrumentV2',
  method: 'POST',
  path: '/v2/organisations/{organisation}/projects/{project}/monitoringlocations/{monitoringlocation}/attach',
  summary: 'Attach an instrument to a monitoring location',
  tag,
  auth: 'any',
  params: LocationParams,
  body: AttachInstrumentRequest,
  response: MonitorAttachment,
});

/** Detaches an instrument from a monitoring location at a time; the answer is the attachment. */
export const detachInstrumentV2 = defineEndpoint({
  id: 'detachInstrumentV2',
  method: 'POST',
  path: '/v2/organisations/{organisation}/projects/{project}/monitoringlocations/{monitoringlocation}/detach',
  summary: 'Detach an instrument from a monitoring location',
  tag,
  auth: 'any',
  params: LocationParams,
  body: DetachInstrumentRequest,
  response: MonitorAttachment,
});

/** Corrects the attach and detach times of an attachment; the answer (ours) is the attachment. */
export const updateAttachmentTimes = defineEndpoint({
  id: 'updateAttachmentTimes',
  method: 'PUT',
  path: '/v2/monitoringlocations/{attachmentId}',
  summary: 'Correct an attachment’s attach and detach times',
  tag,
  auth: 'any',
  params: z.object({ attachmentId: Id }),
  query: AttachmentTimesQuery,
  response: MonitorAttachment,
});

/** The users of an organisation (ours). */
export const listOrganisationUsersV2 = defineEndpoint({
  id: 'listOrganisationUsersV2',
  method: 'GET',
  path: '/v2/organisations/{organisation}/users',
  summary: 'Users of an organisation',
  tag,
  auth: 'any',
  params: OrganisationParams,
  response: OrganisationUserList,
});

/** Creates a user in an organisation and e-mails them an invitation (ours). */
export const createOrganisationUserV2 = defineEndpoint({
  id: 'createOrganisationUserV2',
  method: 'POST',
  path: '/v2/organisations/{organisation}/users',
  summary: 'Create a user in an organisation',
  description:
    'A role is granted only by a caller holding all of its permissions. The server queues an invitation e-mail (outbox) naming the username and the sign-in address, never the password.',
  tag,
  auth: 'any',
  params: OrganisationParams,
  body: CreateOrganisationUserRequest,
  response: OrganisationUser,
  status: 201,
});

/** Changes a user's role, full name or job title (ours). */
export const updateOrganisationUserV2 = defineEndpoint({
  id: 'updateOrganisationUserV2',
  method: 'PUT',
  path: '/v2/organisations/{organisation}/users/{userId}',
  summary: 'Update a user of an organisation',
  description:
    'A role is granted only by a caller holding all of its permissions; the last Manage_Users holder of an organisation with other users cannot be demoted (409).',
  tag,
  auth: 'any',
  params: OrganisationUserParams,
  body: UpdateOrganisationUserRequest,
  response: OrganisationUser,
});

/** Removes a user from an organisation (ours). */
export const deleteOrganisationUserV2 = defineEndpoint({
  id: 'deleteOrganisationUserV2',
  method: 'DELETE',
  path: '/v2/organisations/{organisation}/users/{userId}',
  summary: 'Remove a user of an organisation',
  description:
    'The last Manage_Users holder of an organisation with other users cannot be removed (409).',
  tag,
  auth: 'any',
  params: OrganisationUserParams,
  response: Empty,
});
