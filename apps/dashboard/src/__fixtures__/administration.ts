import { status, type FixtureRoute } from './screen-story';

// The fixed server of the administration screen (issue 19): an organisations administrator's
// tree (Harbour Environmental with two customers, one of them with its own customer, and Beacon
// Labs), each organisation's projects and users, and the calls that change them, answering as the
// server does (201 with the new user, 409 for the last user manager, 409 for a name in use).

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const at = (day: number, hour: number, minute = 0) =>
  new Date(Date.UTC(2026, 10, day, hour, minute)).toISOString();

/** An organisation as GET /v2/organisations answers it. */
export interface StoryOrganisation {
  Name: string;
  ParentOrganisationName: string | null;
  TimeZoneId: string;
  ProjectCount: number;
  UserCount: number;
}

/** A user as GET /v2/organisations/{organisation}/users answers it. */
export interface StoryOrganisationUser {
  Id: string;
  Username: string;
  FullName: string;
  PreferredName: string | null;
  EmailAddress: string;
  JobTitle: string | null;
  Role: 'Administrator' | 'ProjectManager' | 'Viewer';
  OrganisationName: string;
  CreatedAt: string;
  LastSignInAt: string | null;
}

/** A project as GET /v2/organisations/{organisation}/projects answers it. */
export interface StoryOrganisationProject {
  Id: string;
  Name: string;
  OrganisationName: string;
  Location: { Latitude: number; Longitude: number };
  TimeZoneId: string;
  SummerTimeAdjusted: boolean;
  IsLicensed: boolean;
}

export const ADMIN_ORGANISATION = 'Harbour Environmental';

/** The signed-in organisations administrator (Administrator role: every permission). */
export const ADMINISTRATION_ADMIN = {
  Id: id(1),
  Username: 'admin',
  FullName: 'Dana Whitfield',
  PreferredName: 'Dana',
  OrganisationName: ADMIN_ORGANISATION,
  EmailAddress: 'dana.whitfield@harbour.example',
  PhoneNumber: null,
  JobTitle: 'Operations director',
  Locale: 'en-US',
  Permissions: [
    'Administration__Manage_Organisations',
    'Administration__Manage_Notifications',
    'Administration__Impersonate_Users',
    'Manage_Users',
    'Manage_Projects',
    'Manage_MonitoringLocation',
    'Manage_Instruments',
    'Manage_Contributions',
    'Manage_Alerts',
    'Manage_Reports',
    'Manage_Journal',
    'Manage_DisplaySettings',
    'Manage_Licenses',
    'View_Data',
  ],
  ImpersonatedBy: null,
};

/**
 * A user who sees the organisations but may change nothing: a viewer of Harbour Environmental.
 * The server refuses them the users (403) and each change; the screen shows why beforehand.
 */
export const ADMINISTRATION_READ_ONLY = {
  ...ADMINISTRATION_ADMIN,
  Id: id(4),
  Username: 'viewer',
  FullName: 'Sam Okafor',
  PreferredName: null,
  EmailAddress: 'sam.okafor@harbour.example',
  JobTitle: 'Field technician',
  Permissions: ['View_Data'],
};

export const STORY_ORGANISATIONS: StoryOrganisation[] = [
  {
    Name: ADMIN_ORGANISATION,
    ParentOrganisationName: null,
    TimeZoneId: 'America/New_York',
    ProjectCount: 3,
    UserCount: 4,
  },
  {
    Name: 'Acme Ports',
    ParentOrganisationName: ADMIN_ORGANISATION,
    TimeZoneId: 'America/Los_Angeles',
    ProjectCount: 1,
    UserCount: 1,
  },
  {
    Name: 'Quay Builders',
    ParentOrganisationName: 'Acme Ports',
    TimeZoneId: 'America/Los_Angeles',
    ProjectCount: 0,
    UserCount: 0,
  },
  {
    Name: 'Northfield Geotechnical',
    ParentOrganisationName: ADMIN_ORGANISATION,
    TimeZoneId: 'Etc/UTC',
    ProjectCount: 0,
    UserCount: 0,
  },
  {
    Name: 'Beacon Labs',
    ParentOrganisationName: null,
    TimeZoneId: 'Etc/UTC',
    ProjectCount: 0,
    UserCount: 0,
  },
];

export const STORY_ORGANISATION_PROJECTS: StoryOrganisationProject[] = [
  {
    Id: id(101),
    Name: 'Gowanus Canal Remediation',
    OrganisationName: ADMIN_ORGANISATION,
    Location: { Latitude: 40.6782, Longitude: -73.9942 },
    TimeZoneId: 'America/New_York',
    SummerTimeAdjusted: true,
    IsLicensed: true,
  },
  {
    Id: id(102),
    Name: 'Harbour Road Demolition',
    OrganisationName: ADMIN_ORGANISATION,
    Location: { Latitude: 40.7003, Longitude: -74.0122 },
    TimeZoneId: 'America/New_York',
    SummerTimeAdjusted: true,
    IsLicensed: false,
  },
  {
    Id: id(103),
    Name: 'Riverside Tunnel',
    OrganisationName: ADMIN_ORGANISATION,
    Location: { Latitude: 40.8, Longitude: -73.97 },
    TimeZoneId: 'Etc/UTC',
    SummerTimeAdjusted: false,
    IsLicensed: true,
  },
  {
    Id: id(104),
    Name: 'Terminal 4 Dredging',
    OrganisationName: 'Acme Ports',
    Location: { Latitude: 33.75, Longitude: -118.27 },
    TimeZoneId: 'America/Los_Angeles',
    SummerTimeAdjusted: true,
    IsLicensed: true,
  },
];

export const STORY_ORGANISATION_USERS: StoryOrganisationUser[] = [
  {
    Id: ADMINISTRATION_ADMIN.Id,
    Username: 'admin',
    FullName: 'Dana Whitfield',
    PreferredName: 'Dana',
    EmailAddress: 'dana.whitfield@harbour.example',
    JobTitle: 'Operations director',
    Role: 'Administrator',
    OrganisationName: ADMIN_ORGANISATION,
    CreatedAt: at(2, 9),
    LastSignInAt: at(25, 14, 5),
  },
  {
    Id: id(2),
    Username: 'ana.ruiz',
    FullName: 'Ana Ruiz',
    PreferredName: null,
    EmailAddress: 'ana.ruiz@harbour.example',
    JobTitle: 'Project manager',
    Role: 'ProjectManager',
    OrganisationName: ADMIN_ORGANISATION,
    CreatedAt: at(3, 9),
    LastSignInAt: at(24, 8, 30),
  },
  {
    Id: id(3),
    Username: 'li.wei',
    FullName: 'Li Wei',
    PreferredName: null,
    EmailAddress: 'li.wei@harbour.example',
    JobTitle: null,
    Role: 'Viewer',
    OrganisationName: ADMIN_ORGANISATION,
    CreatedAt: at(10, 9),
    LastSignInAt: null,
  },
  {
    Id: ADMINISTRATION_READ_ONLY.Id,
    Username: 'viewer',
    FullName: 'Sam Okafor',
    PreferredName: null,
    EmailAddress: 'sam.okafor@harbour.example',
    JobTitle: 'Field technician',
    Role: 'Viewer',
    OrganisationName: ADMIN_ORGANISATION,
    CreatedAt: at(11, 9),
    LastSignInAt: at(20, 17, 45),
  },
  {
    Id: id(5),
    Username: 'marco.rossi',
    FullName: 'Marco Rossi',
    PreferredName: null,
    EmailAddress: 'marco.rossi@acme-ports.example',
    JobTitle: 'Harbour master',
    Role: 'Administrator',
    OrganisationName: 'Acme Ports',
    CreatedAt: at(12, 9),
    LastSignInAt: at(23, 16),
  },
];

const TIME_ZONES = [
  {
    Id: 'Etc/UTC',
    Name: '(UTC+00:00) Coordinated Universal Time',
    Offset: '+00:00',
    HasSummerTime: false,
  },
  {
    Id: 'America/New_York',
    Name: '(UTC-05:00) America/New_York',
    Offset: '-05:00',
    HasSummerTime: true,
  },
  {
    Id: 'America/Los_Angeles',
    Name: '(UTC-08:00) America/Los_Angeles',
    Offset: '-08:00',
    HasSummerTime: true,
  },
];

/** What a story's server holds and how it answers. */
export interface AdministrationFixture {
  /** The signed-in user; the administrator by default. */
  user?: typeof ADMINISTRATION_ADMIN;
  organisations?: StoryOrganisation[];
  projects?: StoryOrganisationProject[];
  users?: StoryOrganisationUser[];
  /** The organisations list never answers (the loading state). */
  loading?: boolean;
  /** The organisations list answers this status with a message (the error state). */
  failure?: { status: number; message: string };
}

/** The server's refusal of the users calls without Manage_Users. */
export const NO_MANAGE_USERS = 'You do not have permission to manage this organisation’s users.';

const problem = (code: number, title: string, message: string) =>
  status(code, { Status: code, Title: title, Messages: [message] });

const usersPath = /^\/v2\/organisations\/([^/]+)\/users$/;
const userPath = /^\/v2\/organisations\/([^/]+)\/users\/([^/]+)$/;

/**
 * The fixed server of the administration screen. It keeps its own copy of the data, so an invite,
 * a role change or a removal shows in the lists that refresh after it.
 */
export function administrationRoutes(fixture: AdministrationFixture = {}): FixtureRoute[] {
  const user = fixture.user ?? ADMINISTRATION_ADMIN;
  const organisations = (fixture.organisations ?? STORY_ORGANISATIONS).map((o) => ({ ...o }));
  const projects = fixture.projects ?? STORY_ORGANISATION_PROJECTS;
  let users = (fixture.users ?? STORY_ORGANISATION_USERS).map((u) => ({ ...u }));
  const organisationOf = (path: string) => decodeURIComponent(path.split('/')[3] ?? '');
  // The counts follow the data, so an invite or a removal shows in the tabs.
  const counted = () =>
    organisations.map((o) => ({
      ...o,
      ProjectCount: projects.filter((p) => p.OrganisationName === o.Name).length,
      UserCount: users.filter((u) => u.OrganisationName === o.Name).length,
    }));
  const managesUsers = user.Permissions.some(
    (p) => p === 'Manage_Users' || p === 'Administration__Manage_Organisations',
  );
  /** The users who manage users in an organisation (its administrators). */
  const managers = (organisation: string) =>
    users.filter((u) => u.OrganisationName === organisation && u.Role === 'Administrator');
  return [
    { method: 'GET', path: '/v0.1/Users/self', respond: () => user },
    { method: 'GET', path: '/v0.1/getTimeZones', respond: () => ({ TimeZones: TIME_ZONES }) },
    {
      method: 'GET',
      path: '/v2/organisations',
      respond: () => {
        if (fixture.loading) return new Promise(() => undefined);
        if (fixture.failure) {
          return problem(fixture.failure.status, 'Forbidden', fixture.failure.message);
        }
        return { Items: counted() };
      },
    },
    {
      method: 'PUT',
      path: /^\/v2\/organisations\/[^/]+$/,
      respond: (url, body) => {
        const name = organisationOf(url.pathname);
        const change = body as { Name?: string; TimeZoneId?: string };
        const found = organisations.find((o) => o.Name === name);
        if (!found) return problem(404, 'Not Found', 'The requested resource could not be found.');
        if (
          change.Name &&
          change.Name !== name &&
          organisations.some((o) => o.Name === change.Name)
        ) {
          return problem(409, 'Conflict', `An organisation named ${change.Name} already exists.`);
        }
        if (change.Name) {
          for (const o of organisations) {
            if (o.ParentOrganisationName === name) o.ParentOrganisationName = change.Name;
          }
          found.Name = change.Name;
        }
        if (change.TimeZoneId) found.TimeZoneId = change.TimeZoneId;
        return { ...found };
      },
    },
    {
      method: 'POST',
      path: /^\/v2\/organisations\/[^/]+\/customers$/,
      respond: (url, body) => {
        const parent = organisationOf(url.pathname);
        const request = body as { Name: string; TimeZoneId: string };
        if (organisations.some((o) => o.Name === request.Name)) {
          return problem(409, 'Conflict', `An organisation named ${request.Name} already exists.`);
        }
        const created = {
          Name: request.Name,
          ParentOrganisationName: parent,
          TimeZoneId: request.TimeZoneId,
          ProjectCount: 0,
          UserCount: 0,
        };
        organisations.push(created);
        return status(201, created);
      },
    },
    {
      method: 'GET',
      path: /^\/v2\/organisations\/[^/]+\/projects$/,
      respond: (url) => ({
        Items: projects.filter((p) => p.OrganisationName === organisationOf(url.pathname)),
      }),
    },
    {
      method: 'GET',
      path: usersPath,
      respond: (url) =>
        managesUsers
          ? {
              Items: users.filter((u) => u.OrganisationName === organisationOf(url.pathname)),
              // The administrator holds every permission, so may grant every role.
              GrantableRoles: ['Administrator', 'ProjectManager', 'Viewer'],
            }
          : problem(403, 'Forbidden', NO_MANAGE_USERS),
    },
    {
      method: 'POST',
      path: usersPath,
      respond: (url, body) => {
        const organisation = organisationOf(url.pathname);
        const request = body as Omit<
          StoryOrganisationUser,
          'Id' | 'OrganisationName' | 'CreatedAt' | 'LastSignInAt'
        >;
        if (users.some((u) => u.Username.toLowerCase() === request.Username.toLowerCase())) {
          return problem(409, 'Conflict', `The username ${request.Username} is already taken.`);
        }
        const created: StoryOrganisationUser = {
          Id: id(900 + users.length),
          Username: request.Username,
          FullName: request.FullName,
          PreferredName: request.PreferredName ?? null,
          EmailAddress: request.EmailAddress,
          JobTitle: request.JobTitle,
          Role: request.Role,
          OrganisationName: organisation,
          CreatedAt: at(26, 10),
          LastSignInAt: null,
        };
        users = [...users, created];
        return status(201, created);
      },
    },
    {
      method: 'PUT',
      path: userPath,
      respond: (url, body) => {
        const organisation = organisationOf(url.pathname);
        const userId = url.pathname.split('/')[5];
        const found = users.find((u) => u.Id === userId && u.OrganisationName === organisation);
        if (!found) return problem(404, 'Not Found', 'The requested resource could not be found.');
        const change = body as { Role?: StoryOrganisationUser['Role'] };
        if (
          change.Role &&
          change.Role !== 'Administrator' &&
          found.Role === 'Administrator' &&
          managers(organisation).length === 1
        ) {
          return problem(
            409,
            'Conflict',
            `${found.FullName} is the last user who can manage the users of ${organisation}. Give another user the Administrator role first.`,
          );
        }
        if (change.Role) found.Role = change.Role;
        return { ...found };
      },
    },
    {
      method: 'DELETE',
      path: userPath,
      respond: (url) => {
        const organisation = organisationOf(url.pathname);
        const userId = url.pathname.split('/')[5];
        const found = users.find((u) => u.Id === userId && u.OrganisationName === organisation);
        if (!found) return problem(404, 'Not Found', 'The requested resource could not be found.');
        if (found.Role === 'Administrator' && managers(organisation).length === 1) {
          return problem(
            409,
            'Conflict',
            `${found.FullName} is the last user who can manage the users of ${organisation}. Give another user the Administrator role first.`,
          );
        }
        users = users.filter((u) => u !== found);
        return status(204);
      },
    },
  ];
}
