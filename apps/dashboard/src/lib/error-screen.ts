import { HttpError } from '@aq/api';
import { createStore } from './store';
import { InvalidQueryError } from './route-query';

/** The full-page error screens of foundation §2.5, plus the route query error of §2.1. */
export type ErrorScreenKind = 'forbidden' | 'not-found' | 'server-error' | 'invalid-query';

/**
 * The issue code of the server's 403 for a project without a licence: its data, alerts and reports
 * are paused, which the screen says inline (the server's message) instead of the Forbidden screen.
 */
export const PROJECT_NOT_LICENSED_CODE = 'project-not-licensed';

/** Whether a failure is the server's refusal of an unlicensed project's data (issue 19). */
export function isProjectNotLicensed(error: unknown): boolean {
  if (!(error instanceof HttpError) || error.status !== 403) return false;
  const issues = (error.body as { Issues?: unknown } | null)?.Issues;
  return (
    Array.isArray(issues) &&
    issues.some((issue) => (issue as { Code?: unknown } | null)?.Code === PROJECT_NOT_LICENSED_CODE)
  );
}

/**
 * Which error screen a failure shows: Forbidden (403), NotFound (404) and InternalServerError
 * (500 and other 5xx) from the server, "Invalid query" from a broken route query; null for the
 * rest, which the screen handles where it happened (foundation §2.5: other classes not shown),
 * including the 403 of an unlicensed project (isProjectNotLicensed), shown inline.
 */
export function classifyError(error: unknown): ErrorScreenKind | null {
  if (error instanceof InvalidQueryError) return 'invalid-query';
  if (!(error instanceof HttpError)) return null;
  if (error.status === 403) return isProjectNotLicensed(error) ? null : 'forbidden';
  if (error.status === 404) return 'not-found';
  if (error.status >= 500) return 'server-error';
  return null;
}

/** The error screen shown instead of the page, if any; cleared when the path changes. */
export const errorScreenStore = createStore<ErrorScreenKind | null>(null);

/** Shows the error screen for a failure when it has one; says whether it did. */
export function showErrorScreenFor(error: unknown): boolean {
  const kind = classifyError(error);
  if (kind) errorScreenStore.set(kind);
  return kind !== null;
}
