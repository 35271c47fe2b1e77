import { HttpError, type UserMessageTexts } from '@aq/api';
import { describe, expect, it } from 'vitest';
import { isClientError, userErrorMessage } from './user-error';

const TEXTS: UserMessageTexts = {
  forbidden: 'Access to this resource is forbidden.',
  notFound: 'The requested resource could not be found.',
  serverError: 'An internal server error occurred. Please try again.',
  generic: (action) => `An error occurred while ${action}. Please try again.`,
};

const problem = (status: number, body: unknown) => new HttpError('/v0.1/x', status, '', body);
const message = (error: unknown, otherwise?: string) =>
  userErrorMessage(error, 'saving the project', TEXTS, otherwise);

describe('the text a user reads for a failed call', () => {
  it.each([400, 401, 403, 404, 409, 413, 422])(
    'given a %i answer with messages, it shows the server messages joined with "; "',
    (status) => {
      const error = problem(status, { Status: status, Title: 'x', Messages: ['First', 'Second'] });
      expect(message(error)).toBe('First; Second');
      expect(message(error, 'Something went wrong')).toBe('First; Second');
    },
  );

  it('given a 403 for a missing permission, it shows why instead of the fixed text', () => {
    const error = problem(403, {
      Status: 403,
      Title: 'Forbidden',
      Messages: ['You do not have permission to manage projects.'],
    });
    expect(message(error, 'Something went wrong')).toBe(
      'You do not have permission to manage projects.',
    );
  });

  it('reads the other message fields of foundation §8 too', () => {
    expect(message(problem(403, { Message: 'Not yours.' }))).toBe('Not yours.');
    expect(message(problem(400, { Title: 'Invalid', Errors: { Name: ['Required'] } }))).toBe(
      'Invalid; Name: Required',
    );
  });

  it('shows the detail of a 429', () => {
    const error = problem(429, { Detail: 'Try again in 30 seconds.', Messages: ['Too many'] });
    expect(message(error)).toBe('Try again in 30 seconds.');
  });

  it('falls back to the fixed texts for a 4xx without messages', () => {
    expect(message(problem(403, null))).toBe(TEXTS.forbidden);
    expect(message(problem(404, ''))).toBe(TEXTS.notFound);
    expect(message(problem(400, { Messages: [] }))).toBe(
      'An error occurred while saving the project. Please try again.',
    );
  });

  it('shows the generic texts for server errors and network failures, whatever the body says', () => {
    const crash = problem(500, { Messages: ['stack trace'] });
    expect(message(crash)).toBe(TEXTS.serverError);
    expect(message(problem(503, null))).toBe(
      'An error occurred while saving the project. Please try again.',
    );
    expect(message(new TypeError('Failed to fetch'))).toBe(
      'An error occurred while saving the project. Please try again.',
    );
  });

  it("shows a screen's own text for everything but a 4xx when it names one", () => {
    expect(message(problem(500, null), 'Something went wrong')).toBe('Something went wrong');
    expect(message(new TypeError('Failed to fetch'), 'Something went wrong')).toBe(
      'Something went wrong',
    );
  });

  it('tells client errors from the rest', () => {
    expect(isClientError(problem(400, null))).toBe(true);
    expect(isClientError(problem(499, null))).toBe(true);
    expect(isClientError(problem(500, null))).toBe(false);
    expect(isClientError(new Error('x'))).toBe(false);
  });
});
