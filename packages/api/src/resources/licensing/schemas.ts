import {
  addValidationIssue,
  validateLicenceListQuery,
  validateLicenceReference,
  type LicenceListQuery,
} from '@aq/validation';
import { z } from 'zod';
import { qArray, qInt, qJson } from '../../http/query';
import { SubscriptionTerm, TrialStatus } from '../common/enums';
import { Id, IsoDateTime, numberedPageList, OrganisationName, SortBy } from '../common/schemas';

/** The licence add-on plan of a project licence (projects §9: plan id 3). */
export const PROJECT_ADDON_PLAN_ID = 3;

/** The project licence add-on plan id on the wire. */
export const ProjectAddonPlanId = z.literal(PROJECT_ADDON_PLAN_ID);

/** Invoice reference (PoNumber): at most 100 characters, @aq/validation's validateLicenceReference. */
export const LicenceReference = z
  .string()
  .max(400)
  .nullish()
  .superRefine((reference, ctx) => {
    // Whether licences are added is known only against the stored subscription, so the server
    // applies the 'only when licences are added' half; the length applies to every order.
    const error = validateLicenceReference(reference, { addingLicences: true });
    if (error) addValidationIssue(ctx, error);
  });

/** A licence of a project (the fields beyond IsTrialLicense are ours). */
export const ProjectLicence = z.object({
  ProjectId: Id,
  SubscriptionId: Id.nullable(),
  IsTrialLicense: z.boolean(),
  StartDate: IsoDateTime.nullable(),
  ExpiryDate: IsoDateTime.nullable(),
});

/**
 * A project of the subscription's project add-on (projects §3): ExpiryDate set when the licence
 * ends at the next renewal or the trial ends.
 */
export const ProjectAddonProject = z.object({
  Id,
  Name: z.string(),
  IsActive: z.boolean(),
  SubscriptionId: Id.nullable(),
  ExpiryDate: IsoDateTime.nullable(),
  TrialStatus,
  /** Ours: whether the project may still start a trial (it never had one). */
  TrialAvailable: z.boolean(),
});

/**
 * Subscription details of an organisation (projects §3). Our reading of "ProjectLicenses (Licenses
 * with IsTrialLicense)" and "ProjectAddons (Projects with ...)": each is an object holding that
 * list; ProjectAddons also carries its SubscriptionId and AddonPlanId, as the order body does.
 * Renewal is the next renewal date (ISO date-time, null without a subscription).
 */
export const SubscriptionDetails = z.object({
  ProjectLicenses: z.object({ Licenses: z.array(ProjectLicence) }),
  ProjectAddons: z.object({
    SubscriptionId: Id.nullable(),
    AddonPlanId: z.number().int(),
    Projects: z.array(ProjectAddonProject),
  }),
  Renewal: IsoDateTime.nullable(),
  TotalLicensed: z.number().int().min(0),
  DiscountPercentage: z.number().min(0).max(100),
  DiscountId: z.string().nullable(),
  CurrencyCode: z.string().default('USD'),
  RegionCode: z.string().default('NAM'),
  SubscriptionId: Id.nullable(),
  UnitPrice: z.number().min(0),
  Term: SubscriptionTerm,
});

/**
 * Body of POST and PUT /v0.1/organisations/{organisation}/project-subscriptions: the invoice
 * reference and the full set of licensed projects of the add-on (ProjectAddons is one object, our
 * reading of "ProjectAddons (SubscriptionId, AddonPlanId 3, ProjectIds)"). POST starts the
 * organisation's first subscription, so its SubscriptionId may be null.
 */
export const ProjectSubscriptionsRequest = z.object({
  PoNumber: LicenceReference,
  ProjectAddons: z.object({
    SubscriptionId: Id.nullish(),
    AddonPlanId: ProjectAddonPlanId,
    ProjectIds: z.array(Id).max(10_000),
  }),
});

/** Body of POST .../project-trial-subscription: apply a trial licence to a project. */
export const ProjectTrialRequest = z.object({ ProjectId: Id, AddonPlanId: ProjectAddonPlanId });

/** Body of POST .../upgrade: convert a project's trial to a paid licence. */
export const ProjectTrialUpgradeRequest = z.object({
  ProjectId: Id,
  AddonPlanId: ProjectAddonPlanId,
  PoNumber: LicenceReference,
});

/** Body of POST .../remove-upgrade: revert a converting trial (remove after the trial). */
export const ProjectTrialRevertRequest = z.object({ TrialProjectId: Id, SubscriptionId: Id });

/** Body of POST .../project-license/remove: remove a project's licence at renewal. */
export const ProjectLicenceRemovalRequest = z.object({ SubscriptionId: Id, ProjectId: Id });

/**
 * Body of PUT .../sms-limit (not shown in the spec: ours): the most SMS alert messages the
 * organisation may send per calendar month.
 */
export const SmsLimitRequest = z.object({
  MonthlySmsLimit: z.number().int().min(0).max(1_000_000),
});

/**
 * Answer of PUT and DELETE .../sms-limit (not shown in the spec: ours): the limit now in force,
 * null when unlimited (after DELETE).
 */
export const SmsLimit = z.object({ MonthlySmsLimit: z.number().int().min(0).nullable() });

/** One FilterBy entry of the licence lists: a key compared (Eq, Lt, Gt) with a value. */
export const LicenceFilter = z.object({
  Key: z.string().trim().min(1).max(100),
  Type: z.enum(['Eq', 'Lt', 'Gt']),
  Value: z.union([z.string().max(200), z.number(), z.boolean()]),
});

/** A filter value as the licence list rules read it: booleans as their text. */
function filterValue(
  filters: ReadonlyArray<z.output<typeof LicenceFilter>>,
  key: string,
): string | number | undefined {
  const value = filters.find((filter) => filter.Key === key)?.Value;
  return typeof value === 'boolean' ? String(value) : value;
}

/** The FilterBy values @aq/validation's validateLicenceListQuery checks (projects §5). */
function checkedFilters(filters: ReadonlyArray<z.output<typeof LicenceFilter>>): LicenceListQuery {
  const activeMonitors = filterValue(filters, 'activeMonitors');
  const trialStatus = filterValue(filters, 'trialStatus');
  return {
    activeMonitors: activeMonitors === undefined ? undefined : String(activeMonitors),
    startDate: filterValue(filters, 'startDate'),
    endDate: filterValue(filters, 'endDate'),
    trialStatus: trialStatus === undefined ? undefined : String(trialStatus),
  };
}

/**
 * Query of GET /v0.1/project-licensing-info and /v0.1/project-trials (and the download): SortBy
 * JSON {Key, Dir}; FilterBy JSON list of {Key, Type Eq|Lt|Gt, Value}, whose activeMonitors ('0' or
 * '1+'), startDate and endDate (whole epoch milliseconds) and trialStatus ('Active', 'Expired',
 * 'Expiring soon', 'Convert to paid') values follow the spec's filter rules; Search; repeated
 * OrganisationNames; Limit (default 100, tables ask for 10, at most 500); PageNumber from 1.
 */
export const LicenceListQuerySchema = z
  .object({
    SortBy: qJson(SortBy.extend({ Key: z.string().trim().min(1).max(100) })).optional(),
    FilterBy: qJson(z.array(LicenceFilter).max(20)).optional(),
    Search: z.string().trim().max(200).optional(),
    OrganisationNames: qArray(OrganisationName).pipe(z.array(z.string()).max(500)).optional(),
    Limit: qInt({ min: 1, max: 500 }).default(100),
    PageNumber: qInt({ min: 1 }).default(1),
  })
  .superRefine((query, ctx) => {
    const errors = validateLicenceListQuery(checkedFilters(query.FilterBy ?? []));
    for (const error of Object.values(errors)) {
      if (error) addValidationIssue(ctx, error, ['FilterBy']);
    }
  });

/**
 * A licensed project (projects §3). LicenseStartDate is null for projects licensed before start
 * dates were tracked (August 2025, shown as Unknown); DaysSinceLastData null when none ever came.
 */
export const LicensedProject = z.object({
  Id,
  Name: z.string(),
  OrganisationName: z.string(),
  LicenseStartDate: IsoDateTime.nullable(),
  OnlineMonitorCount: z.number().int().min(0),
  TotalMonitorCount: z.number().int().min(0),
  DaysSinceLastData: z.number().int().min(0).nullable(),
});

/** Answer of GET /v0.1/project-licensing-info: a numbered page of licensed projects. */
export const LicensedProjectPage = numberedPageList(LicensedProject);

/** Answer of GET /v0.1/project-licensing-info/organisations: the organisation filter's options. */
export const LicensingOrganisations = z.object({ OrganisationNames: z.array(z.string()) });

/**
 * A trial project (projects §3). MainUserEmail is the e-mail address of the project's main user
 * (the spec writes it "{email}"), null when there is none.
 */
export const TrialProject = z.object({
  Id,
  Name: z.string(),
  OrganisationName: z.string(),
  ExpiryDate: IsoDateTime,
  IsConvertedToPaid: z.boolean(),
  MainUserEmail: z.string().nullable(),
});

/** Answer of GET /v0.1/project-trials: a numbered page of trial projects. */
export const TrialProjectPage = numberedPageList(TrialProject);

/**
 * Query of GET /v0.1/project-trials/metrics: the organisation (absent: the caller's own) and the
 * ISO range, by default the last 2 months.
 */
export const TrialMetricsQuery = z.object({
  OrganisationName: OrganisationName.optional(),
  StartDate: IsoDateTime.optional(),
  EndDate: IsoDateTime.optional(),
});

/**
 * Trial performance metrics (projects §3). Conversion rates are fractions from 0 to 1 (ours: the
 * spec does not give the scale); Data has one point per day (ISO date) for the area chart.
 */
export const TrialMetrics = z.object({
  Overview: z.object({
    TotalTrialsActive: z.number().int().min(0),
    TotalTrialsConverting: z.number().int().min(0),
    ConversionRateAllTime: z.number().min(0).max(1),
    ConversionRate30Days: z.number().min(0).max(1),
  }),
  Data: z.array(
    z.object({
      Date: z.iso.date(),
      ActiveCount: z.number().int().min(0),
      ConversionsCount: z.number().int().min(0),
    }),
  ),
});

/** A currency code (ISO 4217). */
const CurrencyCode = z.string().regex(/^[A-Z]{3}$/, 'Must be a three-letter currency code');

/** Body of POST /v2/organisations/{organisation}/subscriptionestimate: the licence counts to price. */
export const SubscriptionEstimateRequest = z.object({
  AddonPlanId: ProjectAddonPlanId,
  CurrencyCode: CurrencyCode.default('USD'),
  RegionCode: z.string().trim().min(1).max(10).default('NAM'),
  DiscountId: z.string().max(100).nullish(),
  WeeklyLicenseCount: z.number().int().min(0).max(10_000),
  MonthlyLicenseCount: z.number().int().min(0).max(10_000),
});

/**
 * Answer of the estimate (projects §3: SubTotal, Total, Discounts[0].Amount). The DiscountId of a
 * discount, CurrencyCode and the breakdown below SubTotal are ours:
 * SubTotal = RenewalSubTotal + ProratedSubTotal; Discounts[0].Amount = round2(SubTotal ×
 * DiscountPercentage / 100); Total = SubTotal − Discounts[0].Amount. The prorated charge of the
 * licences added now is added × unit price × ProratedDays / TermDays, rounded to cents.
 */
export const SubscriptionEstimate = z.object({
  SubTotal: z.number(),
  Total: z.number(),
  Discounts: z.array(z.object({ DiscountId: z.string().nullable(), Amount: z.number() })),
  CurrencyCode: z.string(),
  /** Ours: licence count × unit price per term, before discount. */
  RenewalSubTotal: z.number(),
  /** Ours: the immediate charge for the licences added now, before discount. */
  ProratedSubTotal: z.number(),
  /** Ours: days charged now, up to the renewal. */
  ProratedDays: z.number().int().min(0),
  /** Ours: days of the term the prorated charge is a share of. */
  TermDays: z.number().int().min(1),
  /** Ours: the discount percentage applied to the renewal and immediate charges. */
  DiscountPercentage: z.number().min(0).max(100),
  /** Ours: the next renewal (ISO date-time), null without a subscription. */
  Renewal: IsoDateTime.nullable(),
  /** Ours: the price of one project licence per term. */
  UnitPrices: z.object({ Week: z.number().min(0), Month: z.number().min(0) }),
});

/**
 * A change that takes effect at the next renewal (not shown in the spec: ours): the new licence
 * count or term and the projects whose licences end then.
 */
export const ScheduledChanges = z.object({
  EffectiveDate: IsoDateTime,
  LicenseCount: z.number().int().min(0).nullable(),
  Term: SubscriptionTerm.nullable(),
  RemovedProjectIds: z.array(Id),
});

/**
 * A subscription of an organisation (not shown in the spec: ours, built from the subscription
 * details): plan, term, pricing, licence count, dates and any change scheduled for the renewal.
 */
export const Subscription = z.object({
  Id,
  OrganisationName: z.string(),
  AddonPlanId: z.number().int(),
  Term: SubscriptionTerm,
  CurrencyCode: z.string(),
  RegionCode: z.string(),
  UnitPrice: z.number().min(0),
  LicenseCount: z.number().int().min(0),
  DiscountId: z.string().nullable(),
  DiscountPercentage: z.number().min(0).max(100),
  StartDate: IsoDateTime,
  Renewal: IsoDateTime,
  ScheduledChanges: ScheduledChanges.nullable(),
});

/** Answer of GET /v2/organisations/{organisation}/subscriptions (ours). */
export const SubscriptionList = z.object({ Items: z.array(Subscription) });

/** Body of POST /v2/organisations/{organisation}/subscriptions (not shown in the spec: ours). */
export const CreateSubscriptionRequest = z.object({
  AddonPlanId: ProjectAddonPlanId,
  Term: SubscriptionTerm,
  CurrencyCode: CurrencyCode.default('USD'),
  RegionCode: z.string().trim().min(1).max(10).default('NAM'),
  LicenseCount: z.number().int().min(0).max(10_000),
  DiscountId: z.string().max(100).nullish(),
  PoNumber: LicenceReference,
});

/**
 * Body of PUT /v2/organisations/{organisation}/subscriptions/{id} (not shown in the spec: ours): the
 * fields that change now; absent fields stay.
 */
export const UpdateSubscriptionRequest = z.object({
  LicenseCount: z.number().int().min(0).max(10_000).optional(),
  DiscountId: z.string().max(100).nullish(),
  PoNumber: LicenceReference,
});

/**
 * Body of PUT /v2/subscriptions/{subscriptionId}/scheduledchanges (not shown in the spec: ours): the
 * changes to apply at the next renewal, replacing any scheduled before; an empty body cancels them.
 */
export const ScheduledChangesRequest = z.object({
  LicenseCount: z.number().int().min(0).max(10_000).optional(),
  Term: SubscriptionTerm.optional(),
  RemovedProjectIds: z.array(Id).max(10_000).optional(),
});
