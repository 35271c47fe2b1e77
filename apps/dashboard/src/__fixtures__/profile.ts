import type { CurrentUser } from '@aq/api';
import { status, type FixtureRoute } from './screen-story';

/** The signed-in user of the profile stories: a project manager with a UK mobile number. */
export const PROFILE_USER: CurrentUser = {
  Id: '00000000-0000-4000-8000-00000000a001',
  Username: 'renee.dubois',
  FullName: 'Renée Dubois',
  PreferredName: 'Renée',
  OrganisationName: 'Harbour Environmental',
  EmailAddress: 'renee.dubois@harbour.example',
  PhoneNumber: '+447400123456',
  JobTitle: 'Air quality consultant',
  Locale: 'en-GB',
  Permissions: ['View_Data', 'Manage_Projects'],
  ImpersonatedBy: null,
};

/** The code the fixed server accepts. */
export const PROFILE_CODE = '482913';
/** The current password the fixed server accepts. */
export const PROFILE_PASSWORD = 'harbour-2026';

/** A call the fixed server received: method, path and body. */
export interface ProfileRequest {
  method: string;
  path: string;
  body: unknown;
}

/** How the fixed server of a profile story answers. */
export interface ProfileFixture {
  /** The signed-in user; `'error'` answers 500, `'pending'` never answers. */
  user?: CurrentUser | 'error' | 'pending';
  /** Answer of the verification attempts; a fixed instant by default (a resend is allowed). */
  resendAvailableAt?: () => string;
  /** The attempt is refused: 429 with a Detail (a resend asked too soon). */
  attemptRefused?: boolean;
  /** The profile update is refused with these messages (400). */
  updateRefused?: string[];
  /** The account deletion is refused with this message (409). */
  deleteRefused?: string;
  /** Password changes are refused with 429 (too many attempts). */
  passwordLimited?: boolean;
  /** Receives every call that changes something. */
  record?: (request: ProfileRequest) => void;
}

const problem = (code: number, title: string, messages: string[], extra: object = {}) =>
  status(code, { Status: code, Title: title, Messages: messages, ...extra });

/** The account calls of the profile screens, answered from fixed data. */
export function profileRoutes(fixture: ProfileFixture = {}): FixtureRoute[] {
  let user = fixture.user ?? PROFILE_USER;
  const record = (method: string) => (url: URL, body: unknown) =>
    fixture.record?.({ method, path: url.pathname, body });
  return [
    {
      method: 'GET',
      path: '/v0.1/Users/self',
      respond: () =>
        user === 'pending'
          ? new Promise(() => undefined)
          : user === 'error'
            ? problem(500, 'Internal Server Error', [])
            : user,
    },
    {
      method: 'PUT',
      path: /^\/v0\.1\/Users\/[\w-]+$/,
      respond: (url, body) => {
        record('PUT')(url, body);
        if (fixture.updateRefused) return problem(400, 'Bad Request', fixture.updateRefused);
        if (typeof user !== 'object') return status(404);
        const b = body as Record<string, string | null>;
        user = {
          ...user,
          FullName: b.FullName ?? user.FullName,
          PreferredName: b.PreferredName ?? null,
          JobTitle: b.JobTitle ?? user.JobTitle,
          Locale: (b.Locale as CurrentUser['Locale']) ?? user.Locale,
          EmailAddress: b.Email ?? user.EmailAddress,
          PhoneNumber: b.PhoneNumber ?? null,
        };
        return user;
      },
    },
    {
      method: 'DELETE',
      path: /^\/v0\.1\/Users\/[\w-]+$/,
      respond: (url, body) => {
        record('DELETE')(url, body);
        return fixture.deleteRefused ? problem(409, 'Conflict', [fixture.deleteRefused]) : {};
      },
    },
    {
      method: 'POST',
      path: /^\/v0\.1\/culture\/[\w-]+$/,
      respond: (url, body) => {
        record('POST')(url, body);
        return { Locale: decodeURIComponent(url.pathname.split('/').pop() ?? '') };
      },
    },
    {
      method: 'POST',
      path: /^\/v0\.1\/verification\/user\/(email|phone)$/,
      respond: (url, body) => {
        record('POST')(url, body);
        if (fixture.attemptRefused) {
          return problem(429, 'A code was sent recently.', ['A code was sent recently.'], {
            Detail: 'A code was sent recently. You can request a new one in 42 seconds.',
          });
        }
        return {
          ExpiresAt: '2026-03-09T10:10:00.000Z',
          ResendAvailableAt: fixture.resendAvailableAt?.() ?? '2026-03-09T10:01:00.000Z',
        };
      },
    },
    {
      method: 'POST',
      path: /^\/v0\.1\/verification\/user\/(email|phone)\/check$/,
      respond: (url, body) => {
        record('POST')(url, body);
        const code = (body as { VerificationCode?: string }).VerificationCode;
        return code === PROFILE_CODE
          ? { Verified: true, Value: 'verified' }
          : problem(400, 'Bad Request', ['The verification code is incorrect.']);
      },
    },
    {
      method: 'POST',
      path: '/v0.1/changePassword',
      respond: (url, body) => {
        record('POST')(url, body);
        if (fixture.passwordLimited) {
          return problem(429, 'Too many attempts.', ['Too many attempts.'], {
            Detail: 'Too many attempts. Please try again in 15 minutes.',
          });
        }
        const current = (body as { CurrentPassword?: string }).CurrentPassword;
        return current === PROFILE_PASSWORD
          ? {}
          : problem(400, 'Bad Request', ['Incorrect password']);
      },
    },
  ];
}
