import { status, type FixtureRoute } from './screen-story';

/** Fixed projects for the screen stories. */
export const STORY_PROJECTS = [
  [
    'Anacostia Riverbank Stabilisation',
    'Washington, District of Columbia',
    38.87,
    -76.97,
    false,
    true,
  ],
  ['Anchorage Port Modernization', 'Anchorage, Alaska', 61.22, -149.9, false, true],
  ['Bayview Shipyard Redevelopment', 'San Francisco, California', 37.72, -122.37, false, false],
  ['Buffalo Bayou Soil Remediation', 'Houston, Texas', 29.76, -95.37, false, true],
  ['Duwamish Waterway Capping', 'Seattle, Washington', 47.55, -122.33, false, true],
  ['Elizabeth River Sediment Cleanup', 'Norfolk, Virginia', 36.85, -76.29, false, true],
  ['Fort Point Channel Dredging', 'Boston, Massachusetts', 42.35, -71.05, false, true],
  ['Globeville Brownfield (Phase 2)', 'Denver, Colorado', 39.78, -104.98, false, true],
  ['Gowanus Canal Remediation', 'Brooklyn, New York', 40.67, -73.99, true, true],
  ['Harbour Demolition', 'Long Beach, California', 33.77, -118.19, false, true],
  ['Honolulu Harbor Pier 38 Works', 'Honolulu, Hawaii', 21.31, -157.87, false, true],
  ['Newark Bay Pier Demolition', 'Newark, New Jersey', 40.7, -74.13, false, true],
  ['Portland Harbor Cap', 'Portland, Oregon', 45.57, -122.74, false, true],
].map(([name, label, lat, lng, starred, access], index) => ({
  Id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
  Name: name as string,
  OrganisationName: 'Demo Environmental',
  Location: { Latitude: lat as number, Longitude: lng as number },
  LocationLabel: label as string,
  IsStarred: starred as boolean,
  CanAccessProject: access as boolean,
  IsLicensed: true,
}));

/** The signed-in project manager of the stories. */
export const STORY_USER = {
  Id: '00000000-0000-4000-8000-00000000aaaa',
  Username: 'manager',
  FullName: 'Alex Morgan',
  PreferredName: null,
  OrganisationName: 'Demo Environmental',
  EmailAddress: 'manager@demo.example',
  PhoneNumber: null,
  JobTitle: 'Project manager',
  Locale: 'en-US',
  Permissions: ['Manage_Projects', 'View_Data'],
  ImpersonatedBy: null,
};

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

/** The fixed server of the projects screens: summaries with paging, details, flags, time zones. */
export function projectRoutes(
  options: {
    projects?: typeof STORY_PROJECTS;
    canCreate?: boolean;
    /** The signed-in user administers organisations (canChangeOrganisation). */
    organisationsAdministrator?: boolean;
  } = {},
): FixtureRoute[] {
  const projects = options.projects ?? STORY_PROJECTS;
  const user = options.organisationsAdministrator
    ? {
        ...STORY_USER,
        Permissions: [...STORY_USER.Permissions, 'Administration__Manage_Organisations'],
      }
    : STORY_USER;
  return [
    { method: 'GET', path: '/v0.1/Users/self', respond: () => user },
    {
      method: 'GET',
      path: '/v0.1/organisations',
      respond: () => ({
        OrganisationNames: options.organisationsAdministrator
          ? ['Demo Environmental', 'Harbour Consulting', 'Northfield Geotechnical']
          : [user.OrganisationName],
      }),
    },
    {
      method: 'GET',
      path: '/v0.1/feature-flags',
      respond: () => ({ IsEnabled: options.canCreate ?? true }),
    },
    {
      method: 'GET',
      path: '/v0.1/getProjectSummaries',
      respond: (url) => {
        const filter = url.searchParams.get('FilterBy');
        const favourites = filter ? (JSON.parse(filter) as { Value: boolean }).Value : null;
        const search = (url.searchParams.get('Search') ?? '').toLowerCase();
        const limit = Number(url.searchParams.get('Limit') ?? 100);
        const start = Number(url.searchParams.get('Token') ?? 0);
        const matching = projects.filter(
          (p) =>
            (favourites === null || p.IsStarred === favourites) &&
            `${p.Name} ${p.OrganisationName} ${p.LocationLabel}`.toLowerCase().includes(search),
        );
        const page = matching.slice(start, start + limit);
        const next = start + limit < matching.length ? String(start + limit) : null;
        return { Items: page, PageToken: { Next: next } };
      },
    },
    {
      method: 'GET',
      path: '/v0.1/projectDetails',
      respond: (url) => {
        const project = projects.find((p) => p.Id === url.searchParams.get('ProjectId'));
        if (!project) return status(404, { Messages: ['The project was not found.'] });
        return {
          ...project,
          TimeZoneId: 'America/New_York',
          TimeZoneOffset: '-05:00',
          TimeZoneName: '(UTC-05:00) America/New_York',
          SummerTimeAdjusted: true,
          ComplianceLevels: [],
          canChangeOrganisation: false,
        };
      },
    },
    { method: 'GET', path: '/v0.1/getTimeZones', respond: () => ({ TimeZones: TIME_ZONES }) },
    {
      method: 'POST',
      path: '/v0.1/getTimeZoneFromCoordinates',
      respond: () => ({ TimeZone: TIME_ZONES[1] }),
    },
  ];
}
