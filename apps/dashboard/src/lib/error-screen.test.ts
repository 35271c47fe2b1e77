import { HttpError, RequestAbortedError } from '@aq/api';
import { describe, expect, it } from 'vitest';
import { classifyError } from './error-screen';
import { InvalidQueryError } from './route-query';

const http = (status: number) => new HttpError('/x', status, '', null);

describe('error screen classification (foundation §2.5)', () => {
  it('maps 403, 404 and server errors to their screens', () => {
    expect(classifyError(http(403))).toBe('forbidden');
    expect(classifyError(http(404))).toBe('not-found');
    expect(classifyError(http(500))).toBe('server-error');
    expect(classifyError(http(503))).toBe('server-error');
  });

  it('shows the Invalid query screen for a broken route query', () => {
    expect(classifyError(new InvalidQueryError())).toBe('invalid-query');
  });

  it('leaves the 403 of an unlicensed project to the screen, which shows its message inline', () => {
    const message =
      'This project is not licensed. Its data, alerts and reports are paused until a licence is added.';
    const unlicensed = new HttpError('/x', 403, 'Forbidden', {
      Status: 403,
      Title: 'Forbidden',
      Messages: [message],
      Issues: [{ Code: 'project-not-licensed', Message: message }],
    });
    expect(classifyError(unlicensed)).toBeNull();
    const otherForbidden = new HttpError('/x', 403, 'Forbidden', {
      Status: 403,
      Title: 'Forbidden',
      Messages: ['You do not have access to this project.'],
    });
    expect(classifyError(otherForbidden)).toBe('forbidden');
  });

  it('leaves other failures to the screen that made the call', () => {
    expect(classifyError(http(400))).toBeNull();
    expect(classifyError(http(401))).toBeNull();
    expect(classifyError(http(409))).toBeNull();
    expect(classifyError(http(429))).toBeNull();
    expect(classifyError(new RequestAbortedError())).toBeNull();
    expect(classifyError(new Error('x'))).toBeNull();
  });
});
