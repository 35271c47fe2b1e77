import { fail, type ValidationError } from './messages';
import { parseNumberInput } from './number';

/** Longest invoice reference (PoNumber) a licence order accepts (spec 03 §5, §9). */
export const LICENCE_REFERENCE_MAX_LENGTH = 100;

/** A trial licence counts as expiring soon below this time to expiry (spec 03 §4, §9). */
export const TRIAL_EXPIRING_SOON_MS = 3 * 24 * 60 * 60 * 1000;

/** Trial state of a project add-on, as the subscription details report it. */
export type TrialStatus = 'NoTrial' | 'ActiveTrial' | 'ConvertingTrial';

/** A licence action the per-project dropdown can offer (spec 03 §4). */
export type LicenceAction = 'none' | 'add' | 'remove' | 'trial' | 'convert' | 'revert';

/** The trial actions; each runs its own call (apply, convert, revert) instead of the purchase. */
export type TrialAction = 'trial' | 'convert' | 'revert';

/** The fields of a subscription's project add-on that decide its licence actions and status text. */
export interface LicenceProject {
  IsActive: boolean;
  /** ISO date or epoch milliseconds; set when the licence ends at the next renewal or the trial ends. */
  ExpiryDate?: string | number | null;
  TrialStatus?: TrialStatus | null;
}

/** Epoch milliseconds of a date the server sent; null when absent or unreadable. */
function toMillis(date: string | number | null | undefined): number | null {
  if (date === null || date === undefined || date === '') return null;
  const millis = typeof date === 'number' ? date : Date.parse(date);
  return Number.isFinite(millis) ? millis : null;
}

/** Active, with an expiry date that has passed, is treated as not active any more. */
function isActive(project: LicenceProject, now: number): boolean {
  const expiry = toMillis(project.ExpiryDate);
  return project.IsActive && (expiry === null || expiry > now);
}

function hasExpiry(project: LicenceProject): boolean {
  return toMillis(project.ExpiryDate) !== null;
}

function trialStatusOf(project: LicenceProject): TrialStatus {
  return project.TrialStatus ?? 'NoTrial';
}

/** Validates the invoice reference: at most 100 characters, and only when licences are added; null when valid. */
export function validateLicenceReference(
  reference: string | null | undefined,
  options: { addingLicences: boolean },
): ValidationError | null {
  const text = reference ?? '';
  if (text.trim() === '') return null;
  if (!options.addingLicences) return fail('licence.referenceNotAllowed');
  // Count characters, not UTF-16 units, so an emoji or accented letter counts once.
  if (Array.from(text).length > LICENCE_REFERENCE_MAX_LENGTH) {
    return fail('licence.referenceTooLong', { max: LICENCE_REFERENCE_MAX_LENGTH });
  }
  return null;
}

/** What an order would change: counts of projects added and removed, and the trial action picked. */
export interface LicenceChanges {
  added: number;
  removed: number;
  trialAction?: TrialAction | null;
}

/** Fails when the order changes nothing: no licence added or removed and no trial action; null otherwise. */
export function validateLicenceChanges(changes: LicenceChanges): ValidationError | null {
  if (changes.added > 0 || changes.removed > 0 || changes.trialAction) return null;
  return fail('licence.nothingToSave');
}

/** Whether 'Purchase licenses' / 'Save changes' is enabled: not while saving, and only when something changes. */
export function canPurchase(state: LicenceChanges & { saving: boolean }): boolean {
  return !state.saving && validateLicenceChanges(state) === null;
}

/** What besides the project decides the licence actions. */
export interface LicenceActionContext {
  /** The AllowApplyingTrialLicenses feature flag. */
  trialFlag: boolean;
  /** Whether the organisation still has a trial to apply. */
  trialAvailable: boolean;
  /** Whether another project of the order already has a trial change picked. */
  trialChangePicked: boolean;
  now: number;
}

/** The licence actions a project offers, in dropdown order, exactly per the bullets of spec 03 §4. */
export function availableLicenceActions(
  project: LicenceProject,
  context: LicenceActionContext,
): LicenceAction[] {
  const actions: LicenceAction[] = ['none'];
  const active = isActive(project, context.now);
  const trial = trialStatusOf(project);
  const addable = (!active || hasExpiry(project)) && trial === 'NoTrial';
  if (addable) actions.push('add');
  if (active && !hasExpiry(project)) actions.push('remove');
  if (addable && context.trialFlag && context.trialAvailable && !context.trialChangePicked) {
    actions.push('trial');
  }
  if (trial === 'ActiveTrial') actions.push('convert');
  if (trial === 'ConvertingTrial') actions.push('revert');
  return actions;
}

/**
 * The status line of a project: a key the screen translates, with the date (epoch ms, null when
 * the server sent none) for the two trial texts.
 */
export type LicenceStatusText =
  | { key: 'NotLicensed' }
  | { key: 'Active' }
  | { key: 'ActiveUntilRenewal' }
  | { key: 'TrialExpiring'; date: number | null }
  | { key: 'ConvertingToPaid'; date: number | null };

/** The status text of a project on the licence management screen (spec 03 §4). */
export function licenceStatusText(project: LicenceProject, now: number): LicenceStatusText {
  const trial = trialStatusOf(project);
  const date = toMillis(project.ExpiryDate);
  if (trial === 'ActiveTrial') return { key: 'TrialExpiring', date };
  // A converting trial becomes paid when the trial ends.
  if (trial === 'ConvertingTrial') return { key: 'ConvertingToPaid', date };
  if (!isActive(project, now)) return { key: 'NotLicensed' };
  return hasExpiry(project) ? { key: 'ActiveUntilRenewal' } : { key: 'Active' };
}

/** Display status of a row of the trial licence table. */
export type TrialDisplayStatus = 'ConvertedToPaid' | 'Expired' | 'ExpiringSoon' | 'Active';

/**
 * The display status of a trial: converted first, then expired once the expiry instant is past,
 * then expiring soon with fewer than 3 × 24 hours left. An unreadable expiry date counts as Active.
 */
export function trialDisplayStatus(
  trial: { expiryDate: string | number; isConvertedToPaid: boolean },
  now: number,
): TrialDisplayStatus {
  if (trial.isConvertedToPaid) return 'ConvertedToPaid';
  const expiry = toMillis(trial.expiryDate);
  if (expiry === null) return 'Active';
  if (expiry < now) return 'Expired';
  return expiry - now < TRIAL_EXPIRING_SOON_MS ? 'ExpiringSoon' : 'Active';
}

/** Values of the activeMonitors filter. */
export const ACTIVE_MONITORS_FILTER_VALUES = ['0', '1+'] as const;

/** Values of the trial status filter, as the spec writes them. */
export const TRIAL_STATUS_FILTER_VALUES = [
  'Active',
  'Expired',
  'Expiring soon',
  'Convert to paid',
] as const;

/** A licence list filter query; a field left out (undefined or null) is not filtered on. */
export interface LicenceListQuery {
  pageIndex?: number | string | null;
  itemsPerPage?: number | string | null;
  activeMonitors?: string | null;
  startDate?: number | string | null;
  endDate?: number | string | null;
  trialStatus?: string | null;
}

/** The failures of a licence list query by field; an empty object means the query is valid. */
export type LicenceListQueryErrors = Partial<Record<keyof LicenceListQuery, ValidationError>>;

function isWholeNumberFrom(value: number | string, min: number): boolean {
  const parsed = parseNumberInput(value, { min });
  return typeof parsed === 'number' && Number.isInteger(parsed);
}

function isGiven<T>(value: T | null | undefined): value is T {
  return value !== null && value !== undefined;
}

/** Validates every field of a licence list filter query (spec 03 §5) and returns all failures. */
export function validateLicenceListQuery(query: LicenceListQuery): LicenceListQueryErrors {
  const errors: LicenceListQueryErrors = {};
  if (isGiven(query.pageIndex) && !isWholeNumberFrom(query.pageIndex, 0)) {
    errors.pageIndex = fail('licenceFilter.pageIndex');
  }
  if (isGiven(query.itemsPerPage) && !isWholeNumberFrom(query.itemsPerPage, 1)) {
    errors.itemsPerPage = fail('licenceFilter.itemsPerPage');
  }
  if (
    isGiven(query.activeMonitors) &&
    !(ACTIVE_MONITORS_FILTER_VALUES as readonly string[]).includes(query.activeMonitors)
  ) {
    errors.activeMonitors = fail('licenceFilter.activeMonitors');
  }
  if (isGiven(query.startDate) && !isWholeNumberFrom(query.startDate, 0)) {
    errors.startDate = fail('licenceFilter.date');
  }
  if (isGiven(query.endDate) && !isWholeNumberFrom(query.endDate, 0)) {
    errors.endDate = fail('licenceFilter.date');
  }
  if (
    isGiven(query.trialStatus) &&
    !(TRIAL_STATUS_FILTER_VALUES as readonly string[]).includes(query.trialStatus)
  ) {
    errors.trialStatus = fail('licenceFilter.trialStatus');
  }
  return errors;
}

/** The SortBy query parameter of the licence lists. */
export interface SortBy {
  Key: string;
  Dir: 'asc' | 'desc';
}

/** The comparison of one FilterBy entry. */
export type FilterType = 'Eq' | 'Lt' | 'Gt';

/** One entry of the FilterBy query parameter of the licence lists. */
export interface FilterBy {
  Key: string;
  Type: FilterType;
  Value: string | number | boolean;
}

const FILTER_TYPES: readonly string[] = ['Eq', 'Lt', 'Gt'];

/** JSON.parse that reports failure as undefined instead of throwing. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** Parses the SortBy JSON parameter; null when absent or blank, 'Invalid query' when malformed. */
export function parseSortBy(input: string | null | undefined): SortBy | null | ValidationError {
  if (input === null || input === undefined || input.trim() === '') return null;
  const value = parseJson(input);
  if (!isRecord(value) || !isNonEmptyString(value.Key)) return fail('common.invalidQuery');
  if (value.Dir !== 'asc' && value.Dir !== 'desc') return fail('common.invalidQuery');
  return { Key: value.Key, Dir: value.Dir };
}

/** Parses the FilterBy JSON parameter (a list); [] when absent or blank, 'Invalid query' when malformed. */
export function parseFilterBy(input: string | null | undefined): FilterBy[] | ValidationError {
  if (input === null || input === undefined || input.trim() === '') return [];
  const value = parseJson(input);
  if (!Array.isArray(value)) return fail('common.invalidQuery');
  const filters: FilterBy[] = [];
  for (const entry of value as unknown[]) {
    if (!isRecord(entry) || !isNonEmptyString(entry.Key)) return fail('common.invalidQuery');
    const { Type, Value } = entry;
    if (typeof Type !== 'string' || !FILTER_TYPES.includes(Type))
      return fail('common.invalidQuery');
    if (typeof Value !== 'string' && typeof Value !== 'number' && typeof Value !== 'boolean') {
      return fail('common.invalidQuery');
    }
    filters.push({ Key: entry.Key, Type: Type as FilterType, Value });
  }
  return filters;
}
