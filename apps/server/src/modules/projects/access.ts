// The rule lives in src/shared/project-access.ts, so any feature module can check it without a
// module cycle; the projects module's names stay for its callers.
export {
  canAccessProject,
  NO_PROJECT_ACCESS,
  seesAllOrganisations,
} from '../../shared/project-access';
