import type { CreateContributionBody, WizardLocation } from '@aq/validation/contribution';
import {
  averagingMethod,
  contributionTypePreset,
  DEFAULT_AUTOMATIC_WIND_DETECTION,
  isContributionDataSourcesStepComplete,
  isContributionDetailsStepComplete,
  pollutantRules,
  setAutomaticWindDetection,
  sortPollutants,
  validateCreateContribution,
  validateDataSourcesStep,
  validatePollutantChange,
  validatePollutantsStep,
  type AveragingMethod,
  type ContributionForm,
  type ContributionType,
  type Pollutant,
} from '@aq/validation/contribution';
import { fail, type ValidationError } from '@aq/validation/messages';

/**
 * What the create-contribution wizard holds (spec 02 §3 'Contribution creation', §4, §5). The
 * project is the page's, so it is not part of the form. The averaging period is kept as typed so
 * a half-typed number is not thrown away; `periodMinutes` reads it.
 */
export interface ContributionWizardValues {
  name: string;
  /** '' until a type is chosen. */
  contributionType: ContributionType | '';
  pollutants: string[];
  /** The averaging period in minutes as typed ('' for none). */
  averagingPeriod: string;
  /** Ids of the data-source monitoring locations, in the order chosen. */
  dataSourceIds: string[];
  automaticWindDetection: boolean;
  /** The wind source's id; '' for none. */
  windSourceId: string;
}

/** A new wizard: nothing chosen, automatic wind detection on (spec 02 §4). */
export const INITIAL_WIZARD_VALUES: ContributionWizardValues = {
  name: '',
  contributionType: '',
  pollutants: [],
  averagingPeriod: '',
  dataSourceIds: [],
  automaticWindDetection: DEFAULT_AUTOMATIC_WIND_DETECTION,
  windSourceId: '',
};

/** The longest name a contribution may have (the contract's limit). */
export const CONTRIBUTION_NAME_MAX = 200;

/**
 * The averaging period typed, in minutes: a whole number above 0, null when empty, NaN when it is
 * anything else (a fraction, a word, 0 or less), so the step can tell "none" from "wrong".
 */
export function periodMinutes(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return Number.NaN;
  const minutes = Number(trimmed);
  return minutes > 0 ? minutes : Number.NaN;
}

/**
 * Selecting a type applies its preset (spec 02 §4, §9): 1466 gives 120 minutes with PM10, DER-10
 * 15 minutes with PM10 and VOC, NJ PAM 15 minutes with its fixed PM10 and VOC, custom nothing (an
 * empty list and no period). Choosing the same type again keeps what was entered.
 */
export function selectContributionType(
  values: ContributionWizardValues,
  type: ContributionType,
): ContributionWizardValues {
  if (values.contributionType === type) return values;
  const preset = contributionTypePreset(type);
  return {
    ...values,
    contributionType: type,
    pollutants: [...(preset.pollutants ?? [])],
    averagingPeriod:
      preset.averagingPeriodMinutes === undefined ? '' : String(preset.averagingPeriodMinutes),
  };
}

/** The read-only averaging method of the chosen type (Block for NJ PAM, else Rolling). */
export function wizardAveragingMethod(values: ContributionWizardValues): AveragingMethod | null {
  return values.contributionType === '' ? null : averagingMethod(values.contributionType);
}

/** The pollutants the Add list offers: allowed for the type, not chosen yet, by particle size. */
export function addablePollutants(values: ContributionWizardValues): Pollutant[] {
  if (values.contributionType === '') return [];
  const rules = pollutantRules(values.contributionType);
  if (rules.listFixed || !rules.canAdd(values.pollutants)) return [];
  return sortPollutants(rules.allowed.filter((p) => !values.pollutants.includes(p)));
}

/** Whether rows of the pollutant list can be deleted (DER-10 and custom). */
export function canDeletePollutants(values: ContributionWizardValues): boolean {
  return values.contributionType !== '' && pollutantRules(values.contributionType).canDelete;
}

/** The outcome of an edit: the new values, or why the rules refuse it. */
export type EditResult =
  { ok: true; values: ContributionWizardValues } | { ok: false; error: ValidationError };

function editPollutants(values: ContributionWizardValues, next: string[]): EditResult {
  if (values.contributionType === '') return { ok: true, values };
  const error = validatePollutantChange(values.contributionType, values.pollutants, next);
  return error ? { ok: false, error } : { ok: true, values: { ...values, pollutants: next } };
}

/** Adds a pollutant at the end of the list, if the type's rules allow it. */
export function addPollutant(values: ContributionWizardValues, pollutant: string): EditResult {
  const edit = editPollutants(values, [...values.pollutants, pollutant]);
  if (!edit.ok) return edit;
  // The list rules accept it, but Add offers only what the type's add limit allows.
  return addablePollutants(values).includes(pollutant as Pollutant)
    ? edit
    : { ok: false, error: fail('contribution.duplicatePollutant', { pollutant }) };
}

/** Removes a pollutant from the list, if the type's rules allow deleting. */
export function removePollutant(values: ContributionWizardValues, pollutant: string): EditResult {
  return editPollutants(
    values,
    values.pollutants.filter((p) => p !== pollutant),
  );
}

/** Switches automatic wind detection; switching it on clears the wind source (spec 02 §4). */
export function switchWindDetection(
  values: ContributionWizardValues,
  on: boolean,
): ContributionWizardValues {
  const next = setAutomaticWindDetection(toContributionForm(values, ''), on);
  return {
    ...values,
    automaticWindDetection: next.automaticWindDetection ?? DEFAULT_AUTOMATIC_WIND_DETECTION,
    windSourceId: next.windSourceId === undefined ? '' : String(next.windSourceId),
  };
}

/** The form model @aq/validation's step rules read. */
export function toContributionForm(
  values: ContributionWizardValues,
  projectName: string,
): ContributionForm {
  const minutes = periodMinutes(values.averagingPeriod);
  return {
    name: values.name,
    projectName,
    ...(values.contributionType === '' ? {} : { contributionType: values.contributionType }),
    pollutants: values.pollutants,
    ...(minutes === null ? {} : { averagingPeriodMinutes: minutes }),
    dataSourceIds: values.dataSourceIds,
    automaticWindDetection: values.automaticWindDetection,
    ...(values.windSourceId === '' ? {} : { windSourceId: values.windSourceId }),
  };
}

/** Whether each step's required input is there (spec 02 §5), in step order. */
export function stepCompleteness(
  values: ContributionWizardValues,
  projectName: string,
  locations: readonly WizardLocation[],
): { details: boolean; pollutants: boolean; dataSources: boolean } {
  const form = toContributionForm(values, projectName);
  return {
    details:
      isContributionDetailsStepComplete(form) && values.name.trim().length <= CONTRIBUTION_NAME_MAX,
    pollutants: values.contributionType !== '' && pollutantsStepProblem(values) === null,
    dataSources: isContributionDataSourcesStepComplete(form, locations),
  };
}

/** Why the pollutants step is not complete: the rule's failure, or a period that is not whole. */
export type PollutantsStepProblem = ValidationError | 'wholeMinutes' | null;

/**
 * The first problem of the pollutants step (spec 02 §5 messages: 'Select at least one pollutant',
 * a pollutant the type does not allow, 'Select an averaging period'), then a period that is not a
 * whole number of minutes above 0; null when complete.
 */
export function pollutantsStepProblem(values: ContributionWizardValues): PollutantsStepProblem {
  if (values.contributionType === '') return null;
  const minutes = periodMinutes(values.averagingPeriod);
  if (minutes !== null && Number.isNaN(minutes)) {
    // The list's own problems come first, as the rule orders them.
    return validatePollutantsStep(values.contributionType, values.pollutants, 1) ?? 'wholeMinutes';
  }
  return validatePollutantsStep(values.contributionType, values.pollutants, minutes);
}

/** The first problem of the data sources step (spec 02 §5 messages), null when complete. */
export function dataSourcesStepProblem(
  values: ContributionWizardValues,
  locations: readonly WizardLocation[],
): ValidationError | null {
  return validateDataSourcesStep(toContributionForm(values, ''), locations);
}

/** The creation body the wizard sends (CreateContributionBody with the wizard's own types). */
export interface ContributionCreation extends CreateContributionBody {
  AutomaticWindDetection: boolean;
  ContributionMonitoringLocations: string[];
  ContributionType: ContributionType | null;
  Name: string;
  ProjectId: string;
  SensorTypes: string[];
  AveragingPeriodMinutes: number | null;
  WindMonitoringLocation: string | null;
}

/**
 * The body of POST /v0.1/contribution (spec 02 §3 'Contribution creation'), checked by the same
 * rule the server applies; a failure (which complete steps cannot produce) is returned instead.
 */
export function createContributionBody(
  values: ContributionWizardValues,
  projectId: string,
): { ok: true; body: ContributionCreation } | { ok: false; error: ValidationError } {
  const minutes = periodMinutes(values.averagingPeriod);
  const body: ContributionCreation = {
    AutomaticWindDetection: values.automaticWindDetection,
    ContributionMonitoringLocations: [...values.dataSourceIds],
    ContributionType: values.contributionType === '' ? null : values.contributionType,
    Name: values.name.trim(),
    ProjectId: projectId,
    SensorTypes: [...values.pollutants],
    AveragingPeriodMinutes: minutes === null || Number.isNaN(minutes) ? null : minutes,
    WindMonitoringLocation:
      values.automaticWindDetection || values.windSourceId === '' ? null : values.windSourceId,
  };
  const error = validateCreateContribution(body);
  return error ? { ok: false, error } : { ok: true, body };
}

/** A monitoring location as the wizard offers it. */
export interface WizardSource extends WizardLocation {
  Id: string;
  SensorTypes: { Name: string }[];
}

/** A project's monitoring locations as the wizard offers them (hidden ones are not offered). */
export function wizardLocations<
  T extends { GuidId: string; Name: string; IsHidden: boolean; SensorTypes: { Name: string }[] },
>(locations: readonly T[]): WizardSource[] {
  return locations
    .filter((location) => !location.IsHidden)
    .map((location) => ({
      Id: location.GuidId,
      Name: location.Name,
      SensorTypes: location.SensorTypes,
    }));
}

/** Whether the form differs from a new wizard (Cancel then asks before discarding). */
export function isWizardDirty(values: ContributionWizardValues): boolean {
  return (
    values.name !== '' ||
    values.contributionType !== '' ||
    values.dataSourceIds.length > 0 ||
    values.windSourceId !== '' ||
    values.automaticWindDetection !== DEFAULT_AUTOMATIC_WIND_DETECTION
  );
}

/** What the progress view shows for a contribution's history computation. */
export type HistoryView =
  | { kind: 'loading' }
  | { kind: 'computing'; state: 'Queued' | 'Running'; percent: number }
  | { kind: 'done' }
  | { kind: 'failed'; message: string | null };

/** The progress view of a contribution's History (ours: Queued, Running, Done, Failed). */
export function historyView(
  history:
    | { State: 'Queued' | 'Running' | 'Done' | 'Failed'; Percent: number; Message: string | null }
    | undefined,
): HistoryView {
  if (!history) return { kind: 'loading' };
  switch (history.State) {
    case 'Queued':
      return { kind: 'computing', state: 'Queued', percent: 0 };
    case 'Running':
      return {
        kind: 'computing',
        state: 'Running',
        percent: Math.min(100, Math.max(0, history.Percent)),
      };
    case 'Done':
      return { kind: 'done' };
    case 'Failed':
      return { kind: 'failed', message: history.Message };
  }
}
