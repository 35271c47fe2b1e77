import type { SubscriptionDetails } from '@aq/api';
import {
  availableLicenceActions,
  type LicenceAction,
  type LicenceProject,
  type TrialAction,
} from '@aq/validation';
import type { z } from 'zod';

type Details = z.output<typeof SubscriptionDetails>;
/** A project of the subscription's add-on. */
export type AddonProject = Details['ProjectAddons']['Projects'][number];

/** The action picked for each project of the order (absent: none). */
export type LicenceChoices = Readonly<Record<string, LicenceAction>>;

const TRIAL_ACTIONS: readonly LicenceAction[] = ['trial', 'convert', 'revert'];

function isTrialAction(action: LicenceAction): action is TrialAction {
  return TRIAL_ACTIONS.includes(action);
}

/**
 * Whether a project's paid licence goes on past the next renewal: active, no trial, and no expiry
 * (a licence with an expiry date already ends at the renewal).
 */
export function hasContinuingLicence(project: AddonProject): boolean {
  return (
    project.IsActive && (project.TrialStatus ?? 'NoTrial') === 'NoTrial' && !project.ExpiryDate
  );
}

/** The licence actions a project offers in this order (spec 03 §4, @aq/validation's rules). */
export function projectActions(
  project: AddonProject,
  choices: LicenceChoices,
  context: { trialFlag: boolean; now: number },
): LicenceAction[] {
  const trialChangePicked = Object.entries(choices).some(
    ([id, action]) => id !== project.Id && isTrialAction(action),
  );
  return availableLicenceActions(project as LicenceProject, {
    trialFlag: context.trialFlag,
    trialAvailable: project.TrialAvailable,
    trialChangePicked,
    now: context.now,
  });
}

/** What an order changes. */
export interface LicenceOrder {
  /** Projects getting a paid licence. */
  added: string[];
  /** Projects whose paid licence ends at the next renewal. */
  removed: string[];
  /** The one trial change of the order, if any. */
  trial: { action: TrialAction; projectId: string } | null;
  /** The paid project set after the order (the project-subscriptions body). */
  projectIds: string[];
  /** How many paid licences the order asks for (the estimate's count of the term). */
  licenceCount: number;
}

/**
 * The order the choices make: each project's choice, ignoring any its current state no longer
 * offers. The paid set is the projects whose licence goes on, plus the added, minus the removed.
 */
export function licenceOrder(
  projects: readonly AddonProject[],
  choices: LicenceChoices,
  context: { trialFlag: boolean; now: number },
): LicenceOrder {
  const added: string[] = [];
  const removed: string[] = [];
  let trial: LicenceOrder['trial'] = null;
  const projectIds: string[] = [];
  for (const project of projects) {
    const choice = choices[project.Id] ?? 'none';
    const offered = projectActions(project, choices, context).includes(choice);
    const action: LicenceAction = offered ? choice : 'none';
    if (action === 'add') added.push(project.Id);
    else if (action === 'remove') removed.push(project.Id);
    else if (isTrialAction(action) && !trial) trial = { action, projectId: project.Id };
    if (action === 'add' || (action !== 'remove' && hasContinuingLicence(project))) {
      projectIds.push(project.Id);
    }
  }
  return { added, removed, trial, projectIds, licenceCount: projectIds.length };
}

/** The estimate counts of an order: its licence count on the subscription's term. */
export function estimateCounts(
  order: Pick<LicenceOrder, 'licenceCount'>,
  term: Details['Term'],
  discountId: string | null,
): { weekly: number; monthly: number; discountId: string | null } {
  return term === 'Week'
    ? { weekly: order.licenceCount, monthly: 0, discountId }
    : { weekly: 0, monthly: order.licenceCount, discountId };
}

/** Whether the order adds licences (the reference may only be given then): added, or a conversion. */
export function addsLicences(order: Pick<LicenceOrder, 'added' | 'trial'>): boolean {
  return order.added.length > 0 || order.trial?.action === 'convert';
}
