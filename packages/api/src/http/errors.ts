import { z } from 'zod';

/** Standard messages of a failed call by status (foundation §8). */
export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** The message some calls use for 500 instead of the standard one (foundation §8). */
export const SERVER_ERROR_MESSAGE = 'Server Error';

/**
 * One failure the server explains: a field (when it belongs to one), the i18n code of the
 * `validation` namespace (when the message comes from a rule), its parameters and the English text.
 */
export const problemIssueSchema = z.object({
  Field: z.string().optional(),
  Code: z.string().optional(),
  Params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  Message: z.string(),
});

/**
 * The body of every error the server sends. `Messages` is what the user reads (foundation §8 reads
 * it first); `Errors` groups them by field; `Issues` carries codes so the dashboard can translate;
 * `Detail` explains a 429. The shape is ours: the spec names the fields, not the envelope.
 */
export const problemSchema = z.object({
  Status: z.number().int(),
  Title: z.string(),
  Detail: z.string().optional(),
  Messages: z.array(z.string()).optional(),
  Errors: z.record(z.string(), z.array(z.string())).optional(),
  Issues: z.array(problemIssueSchema).optional(),
  RequestId: z.string().optional(),
});

/** The body of every error the server sends. */
export type Problem = z.infer<typeof problemSchema>;
/** One explained failure of a Problem. */
export type ProblemIssue = z.infer<typeof problemIssueSchema>;

/** A call answered with a non-2xx status: url, status, status text and body (foundation §8). */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly url: string;
  readonly status: number;
  readonly statusText: string;
  /** The parsed JSON body, or the text when it is not JSON, or null when empty. */
  readonly body: unknown;

  constructor(
    url: string,
    status: number,
    statusText: string,
    body: unknown,
    options: { serverErrorMessage?: string } = {},
  ) {
    super(httpErrorMessage(status, statusText, body, options.serverErrorMessage));
    this.url = url;
    this.status = status;
    this.statusText = statusText;
    this.body = body;
  }
}

/** A call cancelled through its AbortSignal. */
export class RequestAbortedError extends Error {
  override readonly name = 'RequestAbortedError';
  constructor() {
    super('Request aborted');
  }
}

/** The message of an HttpError: the standard text for its status, else the generic form. */
export function httpErrorMessage(
  status: number,
  statusText: string,
  body: unknown,
  serverErrorMessage?: string,
): string {
  if (status === 500 && serverErrorMessage) return serverErrorMessage;
  const standard = STATUS_MESSAGES[status];
  if (standard) return standard;
  const bodyText = typeof body === 'string' ? body : body == null ? '' : JSON.stringify(body);
  return `Generic Error: ${status}; ${statusText}; ${bodyText}`;
}

/** The user-facing texts of foundation §8. `{action}` is filled by `toUserMessage`. */
export const USER_MESSAGES = {
  forbidden: 'Access to this resource is forbidden.',
  notFound: 'The requested resource could not be found.',
  serverError: 'An internal server error occurred. Please try again.',
  generic: 'An error occurred while {action}. Please try again.',
} as const;

/** A user-facing explanation of a failure, before translation. */
export type UserError =
  | { kind: 'server-messages'; messages: string[]; issues: ProblemIssue[] }
  | { kind: 'rate-limited'; detail: string }
  | { kind: 'forbidden' }
  | { kind: 'not-found' }
  | { kind: 'server-error' }
  | { kind: 'generic' };

/** Classifies a failure the way foundation §8 converts it for users. */
export function describeError(error: unknown): UserError {
  if (!(error instanceof HttpError)) return { kind: 'generic' };
  switch (error.status) {
    case 400:
    case 409: {
      const messages = serverMessages(error.body);
      return messages.length
        ? { kind: 'server-messages', messages, issues: problemIssues(error.body) }
        : { kind: 'generic' };
    }
    case 429: {
      const detail = readString(error.body, 'Detail', 'detail');
      return detail ? { kind: 'rate-limited', detail } : { kind: 'generic' };
    }
    case 403:
      return { kind: 'forbidden' };
    case 404:
      return { kind: 'not-found' };
    case 500:
      return { kind: 'server-error' };
    default:
      return { kind: 'generic' };
  }
}

/** The fixed texts of foundation §8's user-facing conversion, in one language. */
export interface UserMessageTexts {
  forbidden: string;
  notFound: string;
  serverError: string;
  /** "An error occurred while {action}. Please try again." with the action filled in. */
  generic: (action: string) => string;
}

const ENGLISH_TEXTS: UserMessageTexts = {
  forbidden: USER_MESSAGES.forbidden,
  notFound: USER_MESSAGES.notFound,
  serverError: USER_MESSAGES.serverError,
  generic: (action) => USER_MESSAGES.generic.replace('{action}', action),
};

/**
 * The text a user reads for a failure (foundation §8): server messages for 400 and 409 joined
 * with "; ", the detail of a 429, else the fixed texts. `action` completes "An error occurred
 * while {action}. Please try again." (e.g. 'saving the alert'); `texts` translates the fixed texts
 * (English by default).
 */
export function toUserMessage(
  error: unknown,
  action: string,
  texts: UserMessageTexts = ENGLISH_TEXTS,
): string {
  const described = describeError(error);
  switch (described.kind) {
    case 'server-messages':
      return described.messages.join('; ');
    case 'rate-limited':
      return described.detail;
    case 'forbidden':
      return texts.forbidden;
    case 'not-found':
      return texts.notFound;
    case 'server-error':
      return texts.serverError;
    case 'generic':
      return texts.generic(action);
  }
}

/**
 * The messages a 400 or 409 body carries, in the order foundation §8 reads them: `Messages`, then
 * `Message`, then `Errors` (a list, or a title with per-field lists as "field: text").
 */
export function serverMessages(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const record = body as Record<string, unknown>;
  const messages = record.Messages ?? record.messages;
  if (Array.isArray(messages)) {
    const texts = messages.filter((m): m is string => typeof m === 'string' && m !== '');
    if (texts.length) return texts;
  } else if (typeof messages === 'string' && messages !== '') {
    return [messages];
  }
  const message = readString(body, 'Message', 'message');
  if (message) return [message];
  const errors = record.Errors ?? record.errors;
  if (Array.isArray(errors)) {
    return errors.filter((m): m is string => typeof m === 'string' && m !== '');
  }
  if (typeof errors === 'object' && errors !== null) {
    const perField = Object.entries(errors as Record<string, unknown>).flatMap(([field, value]) =>
      (Array.isArray(value) ? value : [value])
        .filter((text): text is string => typeof text === 'string' && text !== '')
        .map((text) => `${field}: ${text}`),
    );
    const title = readString(body, 'Title', 'title');
    return perField.length ? (title ? [title, ...perField] : perField) : [];
  }
  return [];
}

function problemIssues(body: unknown): ProblemIssue[] {
  const parsed = z.object({ Issues: z.array(problemIssueSchema) }).safeParse(body);
  return parsed.success ? parsed.data.Issues : [];
}

function readString(body: unknown, ...keys: string[]): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  for (const key of keys) {
    const value = (body as Record<string, unknown>)[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}
