import { HttpError } from '@aq/api';
import { describe, expect, it } from 'vitest';
import {
  attemptFailureText,
  formatCountdown,
  localeOptions,
  passwordFailure,
  phoneDraftError,
  secondsUntil,
} from './profile-logic';

const problem = (status: number, body: unknown) =>
  new HttpError('/v0.1/verification/user/email', status, 'x', body);

describe('the locale choices of the profile', () => {
  it('offers the 13 profile locales in the spec’s order, named in the UI language', () => {
    expect(localeOptions('en').map((option) => option.value)).toEqual([
      'en',
      'en-GB',
      'en-US',
      'en-CA',
      'en-NZ',
      'es',
      'es-US',
      'fr',
      'fr-CA',
      'pt',
      'pt-BR',
      'ru',
      'zh-CN',
    ]);
    const name = (language: string, locale: string) =>
      localeOptions(language).find((option) => option.value === locale)?.label;
    expect(name('en', 'en-GB')).toBe('British English');
    expect(name('en', 'ru')).toBe('Russian');
    expect(name('fr', 'fr')).toBe('Français');
    expect(name('fr', 'en-GB')).toBe('Anglais britannique');
    expect(name('es', 'pt-BR')).toBe('Portugués de Brasil');
    expect(name('zh', 'zh-CN')).toBe('中文（中国）');
  });

  it('gives every locale a distinct name in each UI language', () => {
    for (const language of ['en', 'es', 'fr', 'pt', 'zh']) {
      const labels = localeOptions(language).map((option) => option.label);
      expect(new Set(labels).size, language).toBe(13);
    }
  });
});

describe('the resend countdown', () => {
  const at = Date.parse('2026-03-09T10:00:00.000Z');

  it.each([
    ['2026-03-09T10:01:00.000Z', 60],
    ['2026-03-09T10:00:59.001Z', 60],
    ['2026-03-09T10:00:59.000Z', 59],
    ['2026-03-09T10:00:00.001Z', 1],
    ['2026-03-09T10:00:00.000Z', 0],
    ['2026-03-09T09:59:00.000Z', 0],
    ['not a date', 0],
    [null, 0],
  ])('from 10:00:00.000 to %s waits %i s', (availableAt, seconds) => {
    expect(secondsUntil(availableAt, at)).toBe(seconds);
  });

  it.each([
    [60, '1:00'],
    [59, '0:59'],
    [9, '0:09'],
    [0, '0:00'],
    [125, '2:05'],
    [-3, '0:00'],
  ])('%i s reads %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});

describe('the text under "Attempt failed"', () => {
  it('is the Detail of a 429 first', () => {
    const error = problem(429, {
      Status: 429,
      Title: 'A code was sent recently.',
      Detail: 'A code was sent recently. You can request a new one in 42 seconds.',
      Messages: ['A code was sent recently.'],
    });
    expect(attemptFailureText(error, 'fallback')).toBe(
      'A code was sent recently. You can request a new one in 42 seconds.',
    );
  });

  it('is the messages of a 400, joined, else its Title', () => {
    expect(
      attemptFailureText(
        problem(400, { Status: 400, Title: 'Bad Request', Messages: ['One', 'Two'] }),
        'fallback',
      ),
    ).toBe('One; Two');
    expect(attemptFailureText(problem(403, { Status: 403, Title: 'Forbidden' }), 'fallback')).toBe(
      'Forbidden',
    );
  });

  it('is the fallback for a 5xx, an empty body or a network failure', () => {
    expect(attemptFailureText(problem(500, { Status: 500, Title: 'Oops' }), 'fallback')).toBe(
      'fallback',
    );
    expect(attemptFailureText(problem(400, null), 'fallback')).toBe('fallback');
    expect(attemptFailureText(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
  });
});

describe('a refused password change', () => {
  it('reads "* Incorrect password" on the current password for the server’s Incorrect password', () => {
    const refused = passwordFailure(
      problem(400, { Status: 400, Title: 'Bad Request', Messages: ['Incorrect password'] }),
    );
    expect(refused).toEqual({
      error: expect.objectContaining({
        code: 'password.incorrect',
        message: '* Incorrect password',
      }),
      field: 'CurrentPassword',
      detail: null,
    });
  });

  it('reads "* Unable to change password" otherwise, with the server’s words when there are some', () => {
    const limited = passwordFailure(
      problem(429, {
        Status: 429,
        Title: 'Too many attempts.',
        Detail: 'Too many attempts. Please try again in 15 minutes.',
      }),
    );
    expect(limited.error.message).toBe('* Unable to change password');
    expect(limited.field).toBeNull();
    expect(limited.detail).toBe('Too many attempts. Please try again in 15 minutes.');
    const down = passwordFailure(problem(503, null));
    expect(down).toEqual({
      error: expect.objectContaining({ message: '* Unable to change password' }),
      field: null,
      detail: null,
    });
  });
});

describe('a new phone number', () => {
  const current = '+447400123456';

  it('passes on the phone input’s own verdict first', () => {
    const selectCountry = {
      code: 'phone.selectCountry',
      message: 'Select a country code',
    } as const;
    expect(phoneDraftError({ e164: null, error: selectCountry }, current)).toBe(selectCountry);
  });

  it('needs a number', () => {
    expect(phoneDraftError({ e164: null, error: null }, current)?.message).toBe(
      'Please enter a phone number',
    );
  });

  it('must differ from the current number', () => {
    expect(phoneDraftError({ e164: '+447400123456', error: null }, current)?.message).toBe(
      'Enter a phone number different from the current one',
    );
    expect(phoneDraftError({ e164: '+447400123457', error: null }, current)).toBeNull();
    expect(phoneDraftError({ e164: '+12015550123', error: null }, null)).toBeNull();
  });
});
