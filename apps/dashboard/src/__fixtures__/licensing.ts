import { status, type FixtureRoute } from './screen-story';

/** The stories' clock: Thursday 26 November 2026, 15:00 UTC. */
export const LICENSING_NOW = Date.UTC(2026, 10, 26, 15);

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The organisation of the licence stories. */
export const LICENSING_ORGANISATION = 'Demo Environmental';

/** The subscription of the stories: weekly, $30 a licence, renewing on Monday 30 November. */
export const LICENSING_SUBSCRIPTION_ID = id(900);
export const LICENSING_RENEWAL = Date.UTC(2026, 10, 30);

/** A project of the subscription's add-on. */
export interface FixtureAddonProject {
  Id: string;
  Name: string;
  IsActive: boolean;
  SubscriptionId: string | null;
  ExpiryDate: string | null;
  TrialStatus: 'NoTrial' | 'ActiveTrial' | 'ConvertingTrial';
  TrialAvailable: boolean;
}

/** One project in every licence state of spec 03 §4. */
export const LICENSING_PROJECTS: FixtureAddonProject[] = [
  {
    Id: id(1),
    Name: 'Gowanus Canal Remediation',
    IsActive: true,
    SubscriptionId: LICENSING_SUBSCRIPTION_ID,
    ExpiryDate: null,
    TrialStatus: 'NoTrial',
    TrialAvailable: false,
  },
  {
    Id: id(2),
    Name: 'Harbour Demolition',
    IsActive: true,
    SubscriptionId: LICENSING_SUBSCRIPTION_ID,
    ExpiryDate: null,
    TrialStatus: 'NoTrial',
    TrialAvailable: false,
  },
  {
    Id: id(3),
    Name: 'Newark Bay Pier Demolition',
    IsActive: false,
    SubscriptionId: null,
    ExpiryDate: null,
    TrialStatus: 'NoTrial',
    TrialAvailable: true,
  },
  {
    Id: id(4),
    Name: 'Fort Point Channel Dredging',
    IsActive: true,
    SubscriptionId: LICENSING_SUBSCRIPTION_ID,
    ExpiryDate: iso(LICENSING_RENEWAL),
    TrialStatus: 'NoTrial',
    TrialAvailable: false,
  },
  {
    Id: id(5),
    Name: 'Portland Harbor Cap',
    IsActive: true,
    SubscriptionId: LICENSING_SUBSCRIPTION_ID,
    ExpiryDate: iso(LICENSING_NOW + 2 * DAY),
    TrialStatus: 'ActiveTrial',
    TrialAvailable: false,
  },
  {
    Id: id(6),
    Name: 'Duwamish Waterway Capping',
    IsActive: true,
    SubscriptionId: LICENSING_SUBSCRIPTION_ID,
    ExpiryDate: iso(LICENSING_NOW + 9 * DAY),
    TrialStatus: 'ConvertingTrial',
    TrialAvailable: false,
  },
  {
    Id: id(7),
    Name: 'Buffalo Bayou Soil Remediation',
    IsActive: false,
    SubscriptionId: null,
    ExpiryDate: null,
    TrialStatus: 'NoTrial',
    TrialAvailable: false,
  },
];

/** Options of the licence management fixture. */
export interface LicensingFixture {
  projects?: FixtureAddonProject[];
  /** No subscription yet: 'Purchase licenses'. */
  noSubscription?: boolean;
  discountPercentage?: number;
  /** The details call answers this status with a message. */
  detailsStatus?: { code: number; message: string };
  /** The save calls answer this status with a message. */
  saveStatus?: { code: number; message: string };
  /** Calls the stories check afterwards. */
  calls?: Array<{ method: string; path: string; body: unknown }>;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The estimate as the server computes it (agreed interface 3), on the fixture's clock: a weekly
 * term renewing on Monday while today is Thursday, so licences added now are charged
 * (1 − 4 + 7) mod 7 = 4 of 7 days; the renewal is the licence count × $30.
 */
export function fixtureEstimate(
  count: number,
  currentCount: number,
  discountPercentage: number,
  hasSubscription: boolean,
) {
  const unit = 30;
  const added = Math.max(0, count - currentCount);
  const proratedDays = hasSubscription ? 4 : 0;
  const renewal = round2(count * unit);
  const prorated = round2((added * unit * proratedDays) / 7);
  const subTotal = round2(renewal + prorated);
  const discount = round2((subTotal * discountPercentage) / 100);
  return {
    SubTotal: subTotal,
    Total: round2(subTotal - discount),
    Discounts: [{ DiscountId: discountPercentage ? 'PARTNER10' : null, Amount: discount }],
    CurrencyCode: 'USD',
    RenewalSubTotal: renewal,
    ProratedSubTotal: prorated,
    ProratedDays: proratedDays,
    TermDays: 7,
    DiscountPercentage: discountPercentage,
    Renewal: hasSubscription ? iso(LICENSING_RENEWAL) : null,
    UnitPrices: { Week: 30, Month: 100 },
  };
}

function problem(code: number, message: string) {
  return status(code, { Status: code, Title: 'Refused', Messages: [message] });
}

/** The calls of licence management: details, estimate, the project set and the trial calls. */
export function licenceManagementRoutes(fixture: LicensingFixture = {}): FixtureRoute[] {
  const projects = fixture.projects ?? LICENSING_PROJECTS;
  const discount = fixture.discountPercentage ?? 10;
  const hasSubscription = !fixture.noSubscription;
  const continuing = projects.filter(
    (p) => p.IsActive && p.TrialStatus === 'NoTrial' && p.ExpiryDate === null,
  ).length;
  const record = (method: string, path: string, body: unknown) => {
    fixture.calls?.push({ method, path, body });
    return fixture.saveStatus ? problem(fixture.saveStatus.code, fixture.saveStatus.message) : {};
  };
  const org = '/v0.1/organisations/[^/]+';
  return [
    {
      method: 'GET',
      path: new RegExp(`^${org}/subscription-details$`),
      respond: () =>
        fixture.detailsStatus
          ? problem(fixture.detailsStatus.code, fixture.detailsStatus.message)
          : {
              ProjectLicenses: { Licenses: [] },
              ProjectAddons: {
                SubscriptionId: hasSubscription ? LICENSING_SUBSCRIPTION_ID : null,
                AddonPlanId: 3,
                Projects: projects,
              },
              Renewal: hasSubscription ? iso(LICENSING_RENEWAL) : null,
              TotalLicensed: projects.filter((p) => p.IsActive).length,
              DiscountPercentage: discount,
              DiscountId: discount ? 'PARTNER10' : null,
              CurrencyCode: 'USD',
              RegionCode: 'NAM',
              SubscriptionId: hasSubscription ? LICENSING_SUBSCRIPTION_ID : null,
              UnitPrice: 30,
              Term: 'Week',
            },
    },
    {
      method: 'POST',
      path: /^\/v2\/organisations\/[^/]+\/subscriptionestimate$/,
      respond: (_url, body) => {
        const request = body as { WeeklyLicenseCount: number; MonthlyLicenseCount: number };
        return fixtureEstimate(
          request.WeeklyLicenseCount + request.MonthlyLicenseCount,
          hasSubscription ? continuing : 0,
          discount,
          hasSubscription,
        );
      },
    },
    ...(['POST', 'PUT'] as const).map((method) => ({
      method,
      path: new RegExp(`^${org}/project-subscriptions$`),
      respond: (url: URL, body: unknown) => record(method, url.pathname, body),
    })),
    ...['project-trial-subscription', 'upgrade', 'remove-upgrade'].map((call) => ({
      method: 'POST' as const,
      path: new RegExp(`^${org}/${call}$`),
      respond: (url: URL, body: unknown) => record('POST', url.pathname, body),
    })),
  ];
}

/** The feature flags the licence stories switch (all others off). */
export function flagRoutes(flags: Record<string, boolean>): FixtureRoute[] {
  return [
    {
      method: 'GET',
      path: '/v0.1/feature-flags',
      respond: (url) => ({ IsEnabled: flags[url.searchParams.get('featureFlag') ?? ''] ?? false }),
    },
  ];
}

/** A licensed project of the paid table. */
export interface FixtureLicensedProject {
  Id: string;
  Name: string;
  OrganisationName: string;
  LicenseStartDate: string | null;
  OnlineMonitorCount: number;
  TotalMonitorCount: number;
  DaysSinceLastData: number | null;
}

const PAID_NAMES = [
  'Anacostia Riverbank Stabilisation',
  'Anchorage Port Modernization',
  'Bayview Shipyard Redevelopment',
  'Buffalo Bayou Soil Remediation',
  'Duwamish Waterway Capping',
  'Elizabeth River Sediment Cleanup',
  'Fort Point Channel Dredging',
  'Globeville Brownfield (Phase 2)',
  'Gowanus Canal Remediation',
  'Harbour Demolition',
  'Honolulu Harbor Pier 38 Works',
  'Newark Bay Pier Demolition',
];

/** Twelve paid licences in two organisations: two pages of 10; the first started before tracking. */
export const LICENSED_PROJECTS: FixtureLicensedProject[] = PAID_NAMES.map((name, index) => ({
  Id: id(100 + index),
  Name: name,
  OrganisationName: index % 4 === 3 ? 'Harbour Consulting' : LICENSING_ORGANISATION,
  LicenseStartDate: index === 0 ? null : iso(Date.UTC(2025, 7 + index, 1 + index)),
  OnlineMonitorCount: index % 3,
  TotalMonitorCount: 2 + (index % 3),
  DaysSinceLastData: index === 5 ? null : index % 4,
}));

/** A trial of the trial table. */
export interface FixtureTrial {
  Id: string;
  Name: string;
  OrganisationName: string;
  ExpiryDate: string;
  IsConvertedToPaid: boolean;
  MainUserEmail: string | null;
}

/** One trial of each display status, and one exactly 3 days from expiry (Active, not soon). */
export const TRIALS: FixtureTrial[] = [
  {
    Id: id(200),
    Name: 'Portland Harbor Cap',
    OrganisationName: LICENSING_ORGANISATION,
    ExpiryDate: iso(LICENSING_NOW + 2 * DAY),
    IsConvertedToPaid: false,
    MainUserEmail: 'manager@demo.example',
  },
  {
    Id: id(201),
    Name: 'Duwamish Waterway Capping',
    OrganisationName: LICENSING_ORGANISATION,
    ExpiryDate: iso(LICENSING_NOW + 9 * DAY),
    IsConvertedToPaid: true,
    MainUserEmail: 'admin@demo.example',
  },
  {
    Id: id(202),
    Name: 'Elizabeth River Sediment Cleanup',
    OrganisationName: 'Harbour Consulting',
    ExpiryDate: iso(LICENSING_NOW - DAY),
    IsConvertedToPaid: false,
    MainUserEmail: null,
  },
  {
    Id: id(203),
    Name: 'Honolulu Harbor Pier 38 Works',
    OrganisationName: LICENSING_ORGANISATION,
    ExpiryDate: iso(LICENSING_NOW + 3 * DAY),
    IsConvertedToPaid: false,
    MainUserEmail: 'viewer@demo.example',
  },
];

/** Two months of daily trial counts ending on the stories' day. */
export const TRIAL_METRICS = {
  Overview: {
    TotalTrialsActive: 3,
    TotalTrialsConverting: 1,
    ConversionRate30Days: 0.25,
    ConversionRateAllTime: 0.4,
  },
  Data: Array.from({ length: 61 }, (_, index) => ({
    Date: iso(Date.UTC(2026, 8, 27) + index * DAY).slice(0, 10),
    ActiveCount: Math.min(4, 1 + Math.floor(index / 15)),
    ConversionsCount: index % 20 === 19 ? 1 : 0,
  })),
};

/** Options of the licence dashboard fixture. */
export interface LicenceDashboardFixture {
  licensed?: FixtureLicensedProject[];
  trials?: FixtureTrial[];
  forbidden?: boolean;
  /** The list queries the stories check afterwards. */
  queries?: URLSearchParams[];
}

function pageOf<T>(rows: T[], url: URL) {
  const limit = Number(url.searchParams.get('Limit') ?? 100);
  const page = Number(url.searchParams.get('PageNumber') ?? 1);
  return {
    Items: rows.slice((page - 1) * limit, page * limit),
    PageCount: Math.ceil(rows.length / limit),
    ItemCount: rows.length,
  };
}

/** The calls of the licence dashboard: both tables (search and organisation filters), metrics, CSV. */
export function licenceDashboardRoutes(fixture: LicenceDashboardFixture = {}): FixtureRoute[] {
  const forbidden = () => problem(403, 'Only licence administrators can see and change licences.');
  const search = (url: URL, ...texts: Array<string | null>) => {
    const text = url.searchParams.get('Search')?.toLowerCase();
    return !text || texts.some((t) => t?.toLowerCase().includes(text));
  };
  return [
    {
      method: 'GET',
      path: '/v0.1/project-licensing-info',
      respond: (url) => {
        fixture.queries?.push(url.searchParams);
        if (fixture.forbidden) return forbidden();
        const organisations = url.searchParams.getAll('OrganisationNames');
        const rows = (fixture.licensed ?? LICENSED_PROJECTS).filter(
          (row) =>
            search(url, row.Name, row.OrganisationName) &&
            (organisations.length === 0 || organisations.includes(row.OrganisationName)),
        );
        return pageOf(rows, url);
      },
    },
    {
      method: 'GET',
      path: '/v0.1/project-licensing-info/organisations',
      respond: () =>
        fixture.forbidden
          ? forbidden()
          : { OrganisationNames: [LICENSING_ORGANISATION, 'Harbour Consulting'] },
    },
    {
      method: 'GET',
      path: '/v0.1/project-licensing-info/download',
      respond: () => ({
        CsvData: 'Name,Organisation\n',
        FileName: 'licenses.csv',
        ContentType: 'text/csv',
      }),
    },
    {
      method: 'GET',
      path: '/v0.1/project-trials',
      respond: (url) => {
        fixture.queries?.push(url.searchParams);
        if (fixture.forbidden) return forbidden();
        const rows = (fixture.trials ?? TRIALS).filter((row) =>
          search(url, row.Name, row.OrganisationName, row.MainUserEmail),
        );
        return pageOf(rows, url);
      },
    },
    {
      method: 'GET',
      path: '/v0.1/project-trials/metrics',
      respond: () => (fixture.forbidden ? forbidden() : TRIAL_METRICS),
    },
  ];
}
