import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint';
import { Created, Empty, Id, OrganisationName } from '../common/schemas';
import {
  CreateProjectRequest,
  OrganisationNameList,
  OrganisationProjectList,
  OrganisationProjectsQuery,
  Project,
  ProjectFavouriteRequest,
  ProjectIdQuery,
  ProjectSensorList,
  ProjectSensorsQuery,
  ProjectSettingsRequest,
  ProjectSummariesQuery,
  ProjectSummary,
  ProjectSummaryPage,
} from './schemas';

const tag = 'projects';
const ProjectPathParams = z.object({ id: Id });

/** A page of the projects the caller can reach, filtered, searched and sorted. */
export const getProjectSummaries = defineEndpoint({
  id: 'getProjectSummaries',
  method: 'GET',
  path: '/v0.1/getProjectSummaries',
  summary: 'A page of project summaries (favourites filter, search, sort)',
  tag,
  auth: 'session',
  query: ProjectSummariesQuery,
  response: ProjectSummaryPage,
});

/** One project summary (a tile refreshed after starring). */
export const getProjectSummaryById = defineEndpoint({
  id: 'getProjectSummaryById',
  method: 'GET',
  path: '/v0.1/getProjectSummaryById',
  summary: 'One project summary',
  tag,
  auth: 'session',
  query: ProjectIdQuery,
  response: ProjectSummary,
});

/** A project's details, compliance levels included (cached 5 minutes by the dashboard). */
export const getProjectDetails = defineEndpoint({
  id: 'getProjectDetails',
  method: 'GET',
  path: '/v0.1/projectDetails',
  summary: 'Project details with compliance levels',
  tag,
  auth: 'session',
  query: ProjectIdQuery,
  response: Project,
});

/** Creates a project and returns its id. */
export const createProject = defineEndpoint({
  id: 'createProject',
  method: 'POST',
  path: '/v0.1/Projects',
  summary: 'Create a project',
  tag,
  auth: 'session',
  body: CreateProjectRequest,
  response: Created,
  status: 201,
});

/** Deletes a project (the answer is ours: empty). */
export const deleteProject = defineEndpoint({
  id: 'deleteProject',
  method: 'DELETE',
  path: '/v0.1/project/{id}',
  summary: 'Delete a project',
  tag,
  auth: 'session',
  params: ProjectPathParams,
  response: Empty,
});

/** Saves a project's settings; the answer (ours) is the updated project. */
export const updateProjectSettings = defineEndpoint({
  id: 'updateProjectSettings',
  method: 'PUT',
  path: '/v0.1/project/{id}/settings',
  summary: 'Save project settings (name, location, time zone)',
  tag,
  auth: 'session',
  params: ProjectPathParams,
  body: ProjectSettingsRequest,
  response: Project,
});

/** Stars a project for the caller (the answer is ours: empty). */
export const addProjectFavourite = defineEndpoint({
  id: 'addProjectFavourite',
  method: 'POST',
  path: '/v0.1/projectFavourites',
  summary: 'Mark a project as a favourite',
  tag,
  auth: 'session',
  body: ProjectFavouriteRequest,
  response: Empty,
});

/** Unstars a project for the caller (the answer is ours: empty). */
export const removeProjectFavourite = defineEndpoint({
  id: 'removeProjectFavourite',
  method: 'DELETE',
  path: '/v0.1/projectFavourites',
  summary: 'Remove a project from the favourites',
  tag,
  auth: 'session',
  body: ProjectFavouriteRequest,
  response: Empty,
});

/** The projects of an organisation (licence management). */
export const getOrganisationProjects = defineEndpoint({
  id: 'getOrganisationProjects',
  method: 'GET',
  path: '/v0.1/{organisation}/projects',
  summary: 'Projects of an organisation',
  tag,
  auth: 'session',
  params: z.object({ organisation: OrganisationName }),
  query: OrganisationProjectsQuery,
  response: OrganisationProjectList,
});

/** The organisations the caller may create projects in (the all-organisations lookup). */
export const getOrganisationNames = defineEndpoint({
  id: 'getOrganisationNames',
  method: 'GET',
  path: '/v0.1/organisations',
  summary: 'Organisations the caller may create projects in',
  tag,
  auth: 'session',
  response: OrganisationNameList,
});

/** The sensors measured in a project, with units after the display settings source. */
export const getProjectSensors = defineEndpoint({
  id: 'getProjectSensors',
  method: 'GET',
  path: '/v0.1/projectSensors',
  summary: 'Sensors (channels) of a project',
  tag,
  auth: 'session',
  query: ProjectSensorsQuery,
  response: ProjectSensorList,
});
