import { z } from 'zod';
import { validateComplianceThreshold } from './compliance-level';
import { fail, type ValidationError } from './messages';
import { validateNumberInput } from './number';
import { addValidationIssue } from './zod-issues';

/** Contribution types as the foundation enumeration spells them (foundation §3.3). */
export const CONTRIBUTION_TYPES = ['Generic', 'FourteenSixtySix', 'Der10', 'NjPam'] as const;

/** One of the four contribution types. */
export type ContributionType = (typeof CONTRIBUTION_TYPES)[number];

/** The spelling of a contribution type in dashboard data (spec 02 §3, spec 03 §3). */
export type ContributionWireName = 'GENERIC' | 'FOURTEEN_SIXTY_SIX' | 'DER10' | 'NJ_PAM';

/** Dashboard-data spelling of each contribution type. */
export const CONTRIBUTION_TYPE_WIRE_NAMES: Readonly<
  Record<ContributionType, ContributionWireName>
> = {
  Generic: 'GENERIC',
  FourteenSixtySix: 'FOURTEEN_SIXTY_SIX',
  Der10: 'DER10',
  NjPam: 'NJ_PAM',
};

/** English display label of each contribution type (spec 02 §1); a UI translates by the type key. */
export const CONTRIBUTION_TYPE_LABELS: Readonly<Record<ContributionType, string>> = {
  Generic: 'Custom Site Contribution',
  FourteenSixtySix: '1466 Site Contribution',
  Der10: 'DER-10 Site Contribution',
  NjPam: 'NJ PAM',
};

/** Short regime name used as `{{type}}` in contribution messages ("a DER-10 contribution"). */
export const CONTRIBUTION_TYPE_SHORT_NAMES: Readonly<Record<ContributionType, string>> = {
  Generic: 'custom',
  FourteenSixtySix: '1466',
  Der10: 'DER-10',
  NjPam: 'NJ PAM',
};

/** Reads a contribution type in either spelling (Der10 or DER10); undefined for anything else. */
export function toContributionType(value: string | null | undefined): ContributionType | undefined {
  if (!value) return undefined;
  if ((CONTRIBUTION_TYPES as readonly string[]).includes(value)) return value as ContributionType;
  return CONTRIBUTION_TYPES.find((type) => CONTRIBUTION_TYPE_WIRE_NAMES[type] === value);
}

/** Gaseous pollutants of the catalogue (spec 02 §3). */
export const GASEOUS_POLLUTANTS = ['CO', 'H2S', 'NO2', 'SO2', 'VOC', 'CH4'] as const;

/** Particulate pollutants of the catalogue (spec 02 §3). */
export const PARTICULATE_POLLUTANTS = ['PM1', 'PM2.5', 'PM4', 'PM10', 'TSP'] as const;

/** Every pollutant a contribution may hold, gaseous then particulate as the spec lists them. */
export const POLLUTANTS = [...GASEOUS_POLLUTANTS, ...PARTICULATE_POLLUTANTS] as const;

/** A pollutant of the catalogue. */
export type Pollutant = (typeof POLLUTANTS)[number];

// Particulates first by particle size (TSP, the total, after PM10), then the gases in catalogue
// order; this keeps the presets' own order (PM10 before VOC).
const POLLUTANT_SORT_ORDER: readonly string[] = [
  'PM1',
  'PM2.5',
  'PM4',
  'PM10',
  'TSP',
  ...GASEOUS_POLLUTANTS,
];

/** Tells a catalogue pollutant from any other sensor name. */
export function isPollutant(value: string): value is Pollutant {
  return (POLLUTANTS as readonly string[]).includes(value);
}

/**
 * Sorts pollutant names: particulates by particle size (PM1, PM2.5, PM4, PM10, then TSP), then
 * gases in catalogue order, then names outside the catalogue alphabetically. Returns a new array.
 */
export function sortPollutants<T extends string>(pollutants: readonly T[]): T[] {
  const rank = (name: string) => {
    const index = POLLUTANT_SORT_ORDER.indexOf(name);
    return index === -1 ? POLLUTANT_SORT_ORDER.length : index;
  };
  return [...pollutants].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** What selecting a type puts into the wizard; a missing field means the type presets nothing. */
export interface ContributionPreset {
  readonly averagingPeriodMinutes?: number;
  readonly pollutants?: readonly Pollutant[];
}

/**
 * The wizard preset of a type (spec 02 §4, §9): 1466 gives 120 minutes with PM10, DER-10 15
 * minutes with PM10 and VOC, NJ PAM 15 minutes, custom nothing. NJ PAM's list is fixed to PM10 and
 * VOC (spec 02 §5, DOMAIN.md); the spec's preset names only the period, but a fixed empty list could
 * never complete the pollutants step, so the preset fills the fixed list.
 */
export function contributionTypePreset(type: ContributionType): ContributionPreset {
  switch (type) {
    case 'FourteenSixtySix':
      return { averagingPeriodMinutes: 120, pollutants: ['PM10'] };
    case 'Der10':
      return { averagingPeriodMinutes: 15, pollutants: ['PM10', 'VOC'] };
    case 'NjPam':
      return { averagingPeriodMinutes: 15, pollutants: ['PM10', 'VOC'] };
    case 'Generic':
      return {};
  }
}

/** How a contribution averages its values. */
export type AveragingMethod = 'Block' | 'Rolling';

/** The read-only averaging method of a type: Block for NJ PAM, Rolling otherwise (spec 02 §4). */
export function averagingMethod(type: ContributionType): AveragingMethod {
  return type === 'NjPam' ? 'Block' : 'Rolling';
}

/** What the pollutants step lets a user do for one contribution type. */
export interface PollutantRules {
  /** Pollutants that may appear in the list. */
  readonly allowed: readonly Pollutant[];
  /** Whether the Add button is enabled for the current list. */
  readonly canAdd: (current: readonly string[]) => boolean;
  /** Whether rows can be deleted. */
  readonly canDelete: boolean;
  /** Whether the averaging period is read-only. */
  readonly periodFixed: boolean;
  /** Whether the list is read-only (no add, delete or change). */
  readonly listFixed: boolean;
}

const PM10_AND_VOC: readonly Pollutant[] = ['PM10', 'VOC'];

/**
 * The pollutant rules of a type (spec 02 §5): 1466 fixed list (PM10), no add or delete; NJ PAM only
 * PM10 and VOC, list and period fixed; DER-10 only PM10 and VOC, delete enabled, add while fewer
 * than two; custom any pollutant, each once, with a free period.
 */
export function pollutantRules(type: ContributionType): PollutantRules {
  switch (type) {
    case 'FourteenSixtySix':
      return {
        allowed: ['PM10'],
        canAdd: () => false,
        canDelete: false,
        periodFixed: false,
        listFixed: true,
      };
    case 'NjPam':
      return {
        allowed: PM10_AND_VOC,
        canAdd: () => false,
        canDelete: false,
        periodFixed: true,
        listFixed: true,
      };
    case 'Der10':
      return {
        allowed: PM10_AND_VOC,
        canAdd: (current) => current.length < 2,
        canDelete: true,
        periodFixed: false,
        listFixed: false,
      };
    case 'Generic':
      return {
        allowed: POLLUTANTS,
        canAdd: (current) => current.length < POLLUTANTS.length,
        canDelete: true,
        periodFixed: false,
        listFixed: false,
      };
  }
}

/** The first pollutant of a list that is not allowed, or that repeats, as a failure. */
function checkPollutantList(
  type: ContributionType,
  pollutants: readonly string[],
): ValidationError | null {
  const { allowed } = pollutantRules(type);
  const typeName = CONTRIBUTION_TYPE_SHORT_NAMES[type];
  const seen = new Set<string>();
  for (const pollutant of pollutants) {
    if (!(allowed as readonly string[]).includes(pollutant)) {
      return fail('contribution.pollutantNotAllowed', { pollutant, type: typeName });
    }
    if (seen.has(pollutant)) return fail('contribution.duplicatePollutant', { pollutant });
    seen.add(pollutant);
  }
  return null;
}

function sameMembers(a: readonly string[], b: readonly string[]): boolean {
  const left = sortPollutants(a);
  const right = sortPollutants(b);
  return left.length === right.length && left.every((value, index) => value === right[index]);
}

/**
 * Judges an edit of the pollutant list from `current` to `next`; null when allowed. A fixed list
 * refuses any change of members (reordering is not a change); otherwise every pollutant must be
 * allowed for the type and appear once. Emptying the list is allowed here: the step stays
 * incomplete until it is refilled.
 */
export function validatePollutantChange(
  type: ContributionType,
  current: readonly string[],
  next: readonly string[],
): ValidationError | null {
  const rules = pollutantRules(type);
  const typeName = CONTRIBUTION_TYPE_SHORT_NAMES[type];
  if (sameMembers(current, next)) return null;
  if (rules.listFixed) return fail('contribution.pollutantsFixed', { type: typeName });
  // Each pollutant allowed and listed once keeps a DER-10 list at two at most, so its Add limit
  // (fewer than two) needs no check of its own; the other types' limits follow the same way.
  return checkPollutantList(type, next);
}

/** Judges a change of the averaging period; null when allowed (refused only where it is fixed). */
export function validatePeriodChange(
  type: ContributionType,
  current: number | undefined,
  next: number | undefined,
): ValidationError | null {
  if (current === next || !pollutantRules(type).periodFixed) return null;
  return fail('contribution.periodFixed', { type: CONTRIBUTION_TYPE_SHORT_NAMES[type] });
}

/** The contribution wizard's form model. */
export interface ContributionForm {
  readonly name?: string;
  readonly projectId?: string | number;
  readonly projectName?: string;
  readonly contributionType?: ContributionType;
  readonly pollutants?: readonly string[];
  readonly averagingPeriodMinutes?: number;
  /** Ids of the data-source monitoring locations. */
  readonly dataSourceIds?: readonly (string | number)[];
  /** Undefined means on, the default. */
  readonly automaticWindDetection?: boolean;
  readonly windSourceId?: string | number;
}

function isBlank(value: string | null | undefined): boolean {
  return (value ?? '').trim() === '';
}

/** Details step (spec 02 §5): name, project name and contribution type non-empty. */
export function isContributionDetailsStepComplete(form: ContributionForm): boolean {
  return !isBlank(form.name) && !isBlank(form.projectName) && form.contributionType !== undefined;
}

/**
 * Judges the pollutants step: at least one pollutant ("Select at least one pollutant"), each
 * allowed for the type and listed once, and an averaging period greater than 0 ("Select an
 * averaging period" when none). Null when complete.
 */
export function validatePollutantsStep(
  type: ContributionType,
  pollutants: readonly string[] | null | undefined,
  averagingPeriodMinutes: number | null | undefined,
): ValidationError | null {
  if (!pollutants || pollutants.length === 0) return fail('contribution.pollutantRequired');
  const listError = checkPollutantList(type, pollutants);
  if (listError) return listError;
  if (averagingPeriodMinutes === null || averagingPeriodMinutes === undefined) {
    return fail('contribution.periodRequired');
  }
  return validateNumberInput(averagingPeriodMinutes, { min: 0, minInclusive: false });
}

/** Pollutants step (spec 02 §5): at least one allowed pollutant and an averaging period. */
export function isContributionPollutantsStepComplete(form: ContributionForm): boolean {
  if (!form.contributionType) return false;
  return (
    validatePollutantsStep(form.contributionType, form.pollutants, form.averagingPeriodMinutes) ===
    null
  );
}

/** Fewest data-source locations a contribution needs (spec 02 §5). */
export const MIN_CONTRIBUTION_DATA_SOURCES = 2;

/** Automatic wind detection is on in a new wizard (spec 02 §4). */
export const DEFAULT_AUTOMATIC_WIND_DETECTION = true;

/** A monitoring location as the wizard lists it (GET /v0.1/monitoringlocations: Id, Name, SensorTypes). */
export interface WizardLocation {
  readonly Id: string | number;
  readonly Name: string;
  /** Sensor names, or sensor types carrying a Name. */
  readonly SensorTypes: readonly (string | { readonly Name: string })[];
}

function sensorNames(location: WizardLocation): string[] {
  return location.SensorTypes.map((sensor) => (typeof sensor === 'string' ? sensor : sensor.Name));
}

/** The locations that can be a wind source: those with both a WS and a WD sensor. */
export function windSourceOptions<T extends WizardLocation>(locations: readonly T[]): T[] {
  return locations.filter((location) => {
    const names = sensorNames(location);
    return names.includes('WS') && names.includes('WD');
  });
}

/**
 * Judges the data sources step: at least two data sources, then either automatic wind detection
 * on or a wind source chosen, and a chosen wind source must have WS and WD. Null when complete.
 */
export function validateDataSourcesStep(
  form: ContributionForm,
  locations: readonly WizardLocation[],
): ValidationError | null {
  if ((form.dataSourceIds?.length ?? 0) < MIN_CONTRIBUTION_DATA_SOURCES) {
    return fail('contribution.minimumDataSources', { min: MIN_CONTRIBUTION_DATA_SOURCES });
  }
  if (form.automaticWindDetection ?? DEFAULT_AUTOMATIC_WIND_DETECTION) return null;
  if (form.windSourceId === undefined || form.windSourceId === '') {
    return fail('contribution.windSourceRequired');
  }
  const isOption = windSourceOptions(locations).some(
    (location) => String(location.Id) === String(form.windSourceId),
  );
  return isOption ? null : fail('contribution.windSourceSensors');
}

/** Data sources step (spec 02 §5): see validateDataSourcesStep. */
export function isContributionDataSourcesStepComplete(
  form: ContributionForm,
  locations: readonly WizardLocation[],
): boolean {
  return validateDataSourcesStep(form, locations) === null;
}

/** Switches automatic wind detection; switching it on clears the chosen wind source (spec 02 §4). */
export function setAutomaticWindDetection(form: ContributionForm, on: boolean): ContributionForm {
  if (!on) return { ...form, automaticWindDetection: false };
  return { ...form, automaticWindDetection: true, windSourceId: undefined };
}

/** The body of POST /v0.1/contribution, as received (every field may be missing). */
export interface CreateContributionBody {
  readonly AutomaticWindDetection?: boolean | null;
  readonly ContributionMonitoringLocations?: readonly (string | number)[] | null;
  readonly ContributionType?: string | null;
  readonly Name?: string | null;
  readonly ProjectId?: string | number | null;
  readonly SensorTypes?: readonly string[] | null;
  readonly AveragingPeriodMinutes?: number | null;
  readonly WindMonitoringLocation?: string | number | null;
}

/**
 * Validates a creation body: 'Missing required fields' when ContributionType (or an unknown type),
 * Name, ProjectId or AveragingPeriodMinutes is missing; then the pollutants step rules of the type,
 * NJ PAM's fixed 15-minute period, and the data sources step (two locations; a wind location when
 * AutomaticWindDetection is false, missing meaning on). Null when valid.
 */
export function validateCreateContribution(body: CreateContributionBody): ValidationError | null {
  const type = toContributionType(body.ContributionType);
  const hasProject =
    body.ProjectId !== null && body.ProjectId !== undefined && body.ProjectId !== '';
  if (
    !type ||
    isBlank(body.Name) ||
    !hasProject ||
    body.AveragingPeriodMinutes === null ||
    body.AveragingPeriodMinutes === undefined
  ) {
    return fail('contribution.missingRequiredFields');
  }
  const pollutantsError = validatePollutantsStep(
    type,
    body.SensorTypes,
    body.AveragingPeriodMinutes,
  );
  if (pollutantsError) return pollutantsError;
  const preset = contributionTypePreset(type);
  const periodError = validatePeriodChange(
    type,
    preset.averagingPeriodMinutes,
    body.AveragingPeriodMinutes,
  );
  if (periodError) return periodError;
  if ((body.ContributionMonitoringLocations?.length ?? 0) < MIN_CONTRIBUTION_DATA_SOURCES) {
    return fail('contribution.minimumDataSources', { min: MIN_CONTRIBUTION_DATA_SOURCES });
  }
  const automatic = body.AutomaticWindDetection ?? DEFAULT_AUTOMATIC_WIND_DETECTION;
  const windChosen =
    body.WindMonitoringLocation !== null &&
    body.WindMonitoringLocation !== undefined &&
    body.WindMonitoringLocation !== '';
  return automatic || windChosen ? null : fail('contribution.windSourceRequired');
}

/** The body field a creation failure belongs to, so a form shows it beside the right input. */
function createIssuePath(error: ValidationError): string[] {
  switch (error.code) {
    case 'contribution.pollutantRequired':
    case 'contribution.pollutantNotAllowed':
    case 'contribution.duplicatePollutant':
    case 'contribution.pollutantsFixed':
      return ['SensorTypes'];
    case 'contribution.periodRequired':
    case 'contribution.periodFixed':
    case 'number.greaterThan':
      return ['AveragingPeriodMinutes'];
    case 'contribution.minimumDataSources':
      return ['ContributionMonitoringLocations'];
    case 'contribution.windSourceRequired':
      return ['WindMonitoringLocation'];
    default:
      return [];
  }
}

const contributionTypeInput = z.enum([
  ...CONTRIBUTION_TYPES,
  'GENERIC',
  'FOURTEEN_SIXTY_SIX',
  'DER10',
  'NJ_PAM',
]);

/** Schema of the POST /v0.1/contribution body; its rule is validateCreateContribution. */
export const createContributionSchema = z
  .object({
    AutomaticWindDetection: z.boolean().nullish(),
    ContributionMonitoringLocations: z.array(z.union([z.string(), z.number()])).nullish(),
    ContributionType: contributionTypeInput.nullish(),
    Name: z.string().nullish(),
    ProjectId: z.union([z.string(), z.number()]).nullish(),
    SensorTypes: z.array(z.string()).nullish(),
    AveragingPeriodMinutes: z.number().nullish(),
    WindMonitoringLocation: z.union([z.string(), z.number()]).nullish(),
  })
  .superRefine((body, ctx) => {
    const error = validateCreateContribution(body);
    if (!error) return;
    addValidationIssue(ctx, error, createIssuePath(error));
  });

/** Schema of the contribution update body (report options and action levels, spec 02 §3). */
export const contributionUpdateSchema = z.object({
  HideEmptyEnvironmentalSummary: z.boolean(),
  ShowExceedanceSummary: z.boolean(),
  SensorsWithNegativeNumberFiltering: z.array(z.string()),
  SensorActionLevels: z.array(
    z.object({
      SensorName: z.string(),
      SensorUnits: z.string(),
      // An action level is the compliance level of the sensor (spec 03 §7), so its rule applies.
      ActionLevelValue: z
        .union([z.number(), z.string()])
        .nullable()
        .superRefine((value, ctx) => {
          const error = validateComplianceThreshold(value);
          if (error) addValidationIssue(ctx, error);
        }),
    }),
  ),
  DisplayActionLevelsOnReportCharts: z.boolean(),
  DisplayAlertsOnReportCharts: z.boolean(),
});

/** The contribution update body as the schema accepts it. */
export type ContributionUpdateBody = z.infer<typeof contributionUpdateSchema>;

/** Which report-configuration controls a type allows (spec 02 §4 'Report generation'). */
export interface ReportConfigConstraints {
  /** Negative-number filters can be set. */
  readonly negativeNumberFilterEnabled: boolean;
  /** The exceedance summary toggle can be set. */
  readonly exceedanceSummaryEnabled: boolean;
  /** The show-alerts-on-charts toggle can be set. */
  readonly alertsEnabled: boolean;
  /** Monitoring location data is always shown and its toggle read-only. */
  readonly monitoringLocationDataForced: boolean;
  /** The display frequency (table period) is read-only. */
  readonly displayFrequencyFixed: boolean;
  /** The read-only daily monitoring summary toggle's value. */
  readonly dailyMonitoringSummary: boolean;
}

/**
 * Report-configuration rules of a type: NJ PAM disables negative-number filters, the exceedance
 * summary and alerts and forces monitoring-location data on; the display frequency is fixed for 1466
 * and NJ PAM; the daily monitoring summary is on only for DER-10.
 */
export function reportConfigConstraints(type: ContributionType): ReportConfigConstraints {
  const njPam = type === 'NjPam';
  return {
    negativeNumberFilterEnabled: !njPam,
    exceedanceSummaryEnabled: !njPam,
    alertsEnabled: !njPam,
    monitoringLocationDataForced: njPam,
    displayFrequencyFixed: njPam || type === 'FourteenSixtySix',
    dailyMonitoringSummary: type === 'Der10',
  };
}

/**
 * Applies the type's report constraints to an update body: for NJ PAM the disabled options are
 * switched off (no negative filters, no exceedance summary, no alerts on charts).
 */
export function applyReportConfigConstraints(
  type: ContributionType,
  body: ContributionUpdateBody,
): ContributionUpdateBody {
  const constraints = reportConfigConstraints(type);
  return {
    ...body,
    SensorsWithNegativeNumberFiltering: constraints.negativeNumberFilterEnabled
      ? body.SensorsWithNegativeNumberFiltering
      : [],
    ShowExceedanceSummary: constraints.exceedanceSummaryEnabled && body.ShowExceedanceSummary,
    DisplayAlertsOnReportCharts: constraints.alertsEnabled && body.DisplayAlertsOnReportCharts,
  };
}
