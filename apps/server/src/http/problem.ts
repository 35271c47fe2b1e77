import type { Problem, ProblemIssue } from '@aq/api';
import type { ValidationError } from '@aq/validation';
import type { z } from 'zod';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/**
 * A failure a route reports to the caller: any status below 500 with the messages the user reads.
 * Services throw it; the error handler turns it into the Problem body of @aq/api.
 */
/**
 * An issue as the server builds it: `Plain` marks a sentence a service wrote for the user, which
 * reads on its own and is never prefixed with its field. It is not sent.
 */
export type ServerIssue = ProblemIssue & { Plain?: true };

export class ApiError extends Error {
  readonly status: number;
  readonly issues: ServerIssue[];
  readonly detail: string | undefined;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    issues: ServerIssue[] | string,
    options: { detail?: string; headers?: Record<string, string> } = {},
  ) {
    const list: ServerIssue[] =
      typeof issues === 'string' ? [{ Message: issues, Plain: true }] : issues;
    super(list.map((issue) => issue.Message).join('; ') || TITLES[status] || 'Error');
    this.status = status;
    this.issues = list;
    this.detail = options.detail;
    this.headers = options.headers ?? {};
  }
}

/** 400 for one failed rule of @aq/validation, optionally tied to a field. */
export function badRequest(error: ValidationError | string, field?: string): ApiError {
  return new ApiError(400, [toIssue(error, field)]);
}

/** 400 for several failed rules, each tied to its field. */
export function badRequestFields(
  errors: ReadonlyArray<readonly [string, ValidationError]>,
): ApiError {
  return new ApiError(
    400,
    errors.map(([field, error]) => toIssue(error, field)),
  );
}

/** 403: the caller may not do this. */
export function forbidden(
  message = 'You do not have permission to access this resource.',
): ApiError {
  return new ApiError(403, message);
}

/** 404: no such object, or one the caller may not know exists (another organisation's). */
export function notFound(message = 'The requested resource could not be found.'): ApiError {
  return new ApiError(404, message);
}

/** 409: the request conflicts with the current state. */
export function conflict(message: string): ApiError {
  return new ApiError(409, message);
}

/** 401: not signed in (or the session has expired). */
export function unauthorized(message = 'Sign in to continue.'): ApiError {
  return new ApiError(401, message);
}

/** The issues of a failed zod parse; rule failures keep their code and parameters. */
export function zodIssues(error: z.ZodError, prefix?: string): ProblemIssue[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    const field = prefix ? (path ? `${prefix}.${path}` : prefix) : path;
    const params = (issue as { params?: { code?: unknown; values?: unknown } }).params;
    const code = typeof params?.code === 'string' ? params.code : undefined;
    const values =
      params?.values && typeof params.values === 'object'
        ? (params.values as Record<string, string | number>)
        : undefined;
    return {
      ...(field ? { Field: field } : {}),
      ...(code ? { Code: code } : {}),
      ...(values ? { Params: values } : {}),
      Message: issue.message,
    };
  });
}

/** The Problem body of a status and its issues (see @aq/api http/errors). */
export function problemBody(
  status: number,
  issues: ServerIssue[],
  options: { detail?: string; requestId?: string } = {},
): Problem {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    if (!issue.Field) continue;
    (errors[issue.Field] ??= []).push(issue.Message);
  }
  // A message from our catalogue reads on its own; a generic schema message needs its field.
  const messages = issues.map((issue) =>
    issue.Field && !issue.Code && !issue.Plain ? `${issue.Field}: ${issue.Message}` : issue.Message,
  );
  const sent: ProblemIssue[] = issues.map(({ Plain: _plain, ...issue }) => issue);
  return {
    Status: status,
    Title: TITLES[status] ?? 'Error',
    ...(options.detail ? { Detail: options.detail } : {}),
    ...(messages.length ? { Messages: messages } : {}),
    ...(Object.keys(errors).length ? { Errors: errors } : {}),
    ...(sent.length ? { Issues: sent } : {}),
    ...(options.requestId ? { RequestId: options.requestId } : {}),
  };
}

function toIssue(error: ValidationError | string, field?: string): ServerIssue {
  if (typeof error === 'string')
    return { ...(field ? { Field: field } : {}), Message: error, Plain: true };
  return {
    ...(field ? { Field: field } : {}),
    Code: error.code,
    ...(error.params ? { Params: { ...error.params } } : {}),
    Message: error.message,
  };
}
