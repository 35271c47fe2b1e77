import { describe, expect, it } from 'vitest';
import { continuingPaid, licencesAt, projectLicenceState, type LicenceRow } from './licences';

const NOW = new Date('2026-11-02T09:00:00Z');
const d = (iso: string) => new Date(iso);

function licence(overrides: Partial<LicenceRow>): LicenceRow {
  return {
    id: 'l',
    projectId: 'p',
    subscriptionId: 's',
    isTrial: false,
    startDate: d('2026-10-01T00:00:00Z'),
    expiryDate: null,
    converting: false,
    convertedAt: null,
    ...overrides,
  };
}

describe('licence state', () => {
  it('licenses from the start (unknown start included) until the expiry, exclusive', () => {
    expect(licencesAt(licence({ startDate: null }), NOW)).toBe(true);
    expect(licencesAt(licence({ startDate: NOW }), NOW)).toBe(true);
    expect(licencesAt(licence({ startDate: d('2026-11-02T09:00:01Z') }), NOW)).toBe(false);
    expect(licencesAt(licence({ expiryDate: NOW }), NOW)).toBe(false);
    expect(licencesAt(licence({ expiryDate: d('2026-11-02T09:00:01Z') }), NOW)).toBe(true);
  });

  it('keeps a converting trial licensed after its expiry', () => {
    const expired = { isTrial: true, expiryDate: d('2026-11-01T00:00:00Z') };
    expect(licencesAt(licence(expired), NOW)).toBe(false);
    expect(licencesAt(licence({ ...expired, converting: true }), NOW)).toBe(true);
  });

  it('describes a paid, an ending, a trial, a converting and an unlicensed project', () => {
    expect(projectLicenceState([licence({})], NOW)).toEqual({
      isActive: true,
      expiryDate: null,
      subscriptionId: 's',
      trialStatus: 'NoTrial',
      trialAvailable: true,
    });
    const renewal = d('2026-11-20T09:00:00Z');
    expect(projectLicenceState([licence({ expiryDate: renewal })], NOW)).toMatchObject({
      isActive: true,
      expiryDate: renewal,
    });
    const trialEnd = d('2026-11-10T00:00:00Z');
    const trial = licence({
      isTrial: true,
      startDate: d('2026-10-27T00:00:00Z'),
      expiryDate: trialEnd,
    });
    expect(projectLicenceState([trial], NOW)).toMatchObject({
      isActive: true,
      expiryDate: trialEnd,
      trialStatus: 'ActiveTrial',
      trialAvailable: false,
    });
    expect(
      projectLicenceState(
        [{ ...trial, converting: true, convertedAt: NOW }, licence({ startDate: trialEnd })],
        NOW,
      ),
    ).toMatchObject({ isActive: true, trialStatus: 'ConvertingTrial', expiryDate: trialEnd });
    expect(projectLicenceState([licence({ expiryDate: d('2026-11-01T00:00:00Z') })], NOW)).toEqual({
      isActive: false,
      expiryDate: null,
      subscriptionId: null,
      trialStatus: 'NoTrial',
      trialAvailable: true,
    });
    expect(projectLicenceState([], NOW).isActive).toBe(false);
  });

  it('bills the paid licences with no end, those starting after a trial included', () => {
    const rows = [
      licence({ id: 'a' }),
      licence({ id: 'b', expiryDate: d('2026-11-20T09:00:00Z') }),
      licence({ id: 'c', startDate: d('2026-11-10T00:00:00Z') }),
      licence({ id: 'd', isTrial: true, expiryDate: d('2026-11-10T00:00:00Z') }),
    ];
    expect(continuingPaid(rows).map((row) => row.id)).toEqual(['a', 'c']);
  });
});
