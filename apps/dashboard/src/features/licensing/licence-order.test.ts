import { describe, expect, it } from 'vitest';
import {
  addsLicences,
  estimateCounts,
  licenceOrder,
  projectActions,
  type AddonProject,
} from './licence-order';

const NOW = Date.UTC(2026, 10, 26, 12);
const DAY = 86_400_000;
const context = { trialFlag: true, now: NOW };

function project(id: string, fields: Partial<AddonProject> = {}): AddonProject {
  return {
    Id: id,
    Name: id,
    IsActive: false,
    SubscriptionId: null,
    ExpiryDate: null,
    TrialStatus: 'NoTrial',
    TrialAvailable: true,
    ...fields,
  };
}

const unlicensed = project('unlicensed');
const paid = project('paid', { IsActive: true, SubscriptionId: 'sub' });
const ending = project('ending', {
  IsActive: true,
  SubscriptionId: 'sub',
  ExpiryDate: new Date(NOW + 3 * DAY).toISOString(),
});
const trial = project('trial', {
  IsActive: true,
  TrialStatus: 'ActiveTrial',
  ExpiryDate: new Date(NOW + 10 * DAY).toISOString(),
});
const converting = project('converting', {
  IsActive: true,
  TrialStatus: 'ConvertingTrial',
  ExpiryDate: new Date(NOW + 10 * DAY).toISOString(),
});
const PROJECTS = [unlicensed, paid, ending, trial, converting];

describe('licenceOrder', () => {
  it('with no choice keeps the continuing paid licences only (not the one ending, not trials)', () => {
    expect(licenceOrder(PROJECTS, {}, context)).toEqual({
      added: [],
      removed: [],
      trial: null,
      projectIds: ['paid'],
      licenceCount: 1,
    });
  });

  it('adds to and removes from the paid set; re-adding an ending licence keeps it', () => {
    const order = licenceOrder(
      PROJECTS,
      { unlicensed: 'add', paid: 'remove', ending: 'add' },
      context,
    );
    expect(order.added).toEqual(['unlicensed', 'ending']);
    expect(order.removed).toEqual(['paid']);
    expect(order.projectIds).toEqual(['unlicensed', 'ending']);
    expect(order.licenceCount).toBe(2);
  });

  it('takes one trial change and leaves the paid set alone', () => {
    const order = licenceOrder(PROJECTS, { trial: 'convert' }, context);
    expect(order.trial).toEqual({ action: 'convert', projectId: 'trial' });
    expect(order.projectIds).toEqual(['paid']);
    expect(addsLicences(order)).toBe(true);
  });

  it('ignores a choice the project no longer offers (remove on an unlicensed project)', () => {
    expect(licenceOrder(PROJECTS, { unlicensed: 'remove' }, context).removed).toEqual([]);
  });

  it('once a trial change is picked, no other project offers a trial action', () => {
    const choices = { converting: 'revert' } as const;
    expect(projectActions(unlicensed, choices, context)).toEqual(['none', 'add']);
    expect(projectActions(unlicensed, {}, context)).toEqual(['none', 'add', 'trial']);
    // The project holding the pick still offers it.
    expect(projectActions(converting, choices, context)).toEqual(['none', 'revert']);
  });

  it('offers no trial without the flag or when the project already had one', () => {
    expect(projectActions(unlicensed, {}, { ...context, trialFlag: false })).toEqual([
      'none',
      'add',
    ]);
    expect(projectActions({ ...unlicensed, TrialAvailable: false }, {}, context)).toEqual([
      'none',
      'add',
    ]);
  });
});

describe('estimateCounts and addsLicences', () => {
  it('prices the order on the subscription term', () => {
    expect(estimateCounts({ licenceCount: 3 }, 'Week', null)).toEqual({
      weekly: 3,
      monthly: 0,
      discountId: null,
    });
    expect(estimateCounts({ licenceCount: 3 }, 'Month', 'D10')).toEqual({
      weekly: 0,
      monthly: 3,
      discountId: 'D10',
    });
  });

  it('adds licences only with an added project or a conversion', () => {
    expect(addsLicences({ added: [], trial: null })).toBe(false);
    expect(addsLicences({ added: [], trial: { action: 'trial', projectId: 'x' } })).toBe(false);
    expect(addsLicences({ added: ['x'], trial: null })).toBe(true);
  });
});
