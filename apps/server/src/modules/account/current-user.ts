import type { CurrentUser } from '@aq/api';
import type { UserRecord } from './users/repository';

/** A user as GET /v0.1/Users/self and the sign-in, profile and impersonation answers show them. */
export function toCurrentUser(
  user: UserRecord,
  permissions: string[],
  impersonatedBy: string | null,
): CurrentUser {
  return {
    Id: user.id,
    Username: user.username,
    FullName: user.full_name,
    PreferredName: user.preferred_name,
    OrganisationName: user.organisation_name,
    EmailAddress: user.email,
    PhoneNumber: user.phone_number,
    JobTitle: user.job_title,
    Locale: user.locale as CurrentUser['Locale'],
    Permissions: permissions,
    ImpersonatedBy: impersonatedBy,
  };
}
