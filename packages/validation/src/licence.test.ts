import { describe, expect, it } from 'vitest';
import {
  LICENCE_REFERENCE_MAX_LENGTH,
  availableLicenceActions,
  canPurchase,
  licenceStatusText,
  parseFilterBy,
  parseSortBy,
  trialDisplayStatus,
  validateLicenceChanges,
  validateLicenceListQuery,
  validateLicenceReference,
  type LicenceActionContext,
  type LicenceProject,
} from './licence';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** 2025-09-01T12:00:00Z, fixed so that no test depends on the clock. */
const NOW = Date.UTC(2025, 8, 1, 12);

describe('validateLicenceReference (spec 03 §5)', () => {
  it('allows at most 100 characters', () => {
    expect(LICENCE_REFERENCE_MAX_LENGTH).toBe(100);
  });

  it.each([
    ['an empty reference while adding', '', true],
    ['no reference while adding', null, true],
    ['100 characters', 'x'.repeat(100), true],
    ['100 emoji (one character each)', '📄'.repeat(100), true],
    ['an empty reference with nothing added', '', false],
    ['a blank reference with nothing added', '   ', false],
    ['undefined with nothing added', undefined, false],
  ] as const)('accepts %s', (_, reference, addingLicences) => {
    expect(validateLicenceReference(reference, { addingLicences })).toBeNull();
  });

  it.each([
    ['101 characters', 'x'.repeat(101), true, 'The reference must be 100 characters or less'],
    ['101 emoji', '📄'.repeat(101), true, 'The reference must be 100 characters or less'],
    [
      'a reference with nothing added',
      'PO-1',
      false,
      'A reference can only be entered when licences are added',
    ],
  ] as const)('rejects %s', (_, reference, addingLicences, message) => {
    expect(validateLicenceReference(reference, { addingLicences })?.message).toBe(message);
  });

  it('puts the limit in the parameters', () => {
    expect(validateLicenceReference('x'.repeat(101), { addingLicences: true })?.params).toEqual({
      max: 100,
    });
  });
});

describe('canPurchase and validateLicenceChanges (spec 03 §5)', () => {
  it.each([
    [{ saving: false, added: 1, removed: 0 }, true],
    [{ saving: false, added: 0, removed: 2 }, true],
    [{ saving: false, added: 0, removed: 0, trialAction: 'trial' as const }, true],
    [{ saving: false, added: 0, removed: 0, trialAction: 'convert' as const }, true],
    [{ saving: false, added: 0, removed: 0, trialAction: 'revert' as const }, true],
    [{ saving: false, added: 0, removed: 0 }, false],
    [{ saving: false, added: 0, removed: 0, trialAction: null }, false],
    [{ saving: true, added: 3, removed: 1 }, false],
    [{ saving: true, added: 0, removed: 0, trialAction: 'trial' as const }, false],
  ])('%j gives %s', (state, enabled) => {
    expect(canPurchase(state)).toBe(enabled);
  });

  it('explains an order that changes nothing', () => {
    expect(validateLicenceChanges({ added: 0, removed: 0 })?.message).toBe(
      'Add or remove a licence, or choose a trial action, before saving',
    );
    expect(validateLicenceChanges({ added: 1, removed: 0 })).toBeNull();
  });
});

describe('availableLicenceActions (spec 03 §4)', () => {
  const full: LicenceActionContext = {
    trialFlag: true,
    trialAvailable: true,
    trialChangePicked: false,
    now: NOW,
  };
  const future = new Date(NOW + 10 * DAY).toISOString();
  const past = new Date(NOW - DAY).toISOString();

  it.each<[string, LicenceProject, Partial<LicenceActionContext>, string[]]>([
    ['not active', { IsActive: false }, {}, ['none', 'add', 'trial']],
    ['not active, trial flag off', { IsActive: false }, { trialFlag: false }, ['none', 'add']],
    ['not active, no trial left', { IsActive: false }, { trialAvailable: false }, ['none', 'add']],
    [
      'not active, trial change picked',
      { IsActive: false },
      { trialChangePicked: true },
      ['none', 'add'],
    ],
    ['active, no expiry', { IsActive: true, ExpiryDate: null }, {}, ['none', 'remove']],
    [
      'active, no expiry, explicit NoTrial',
      { IsActive: true, TrialStatus: 'NoTrial' },
      {},
      ['none', 'remove'],
    ],
    ['active but expiring', { IsActive: true, ExpiryDate: future }, {}, ['none', 'add', 'trial']],
    [
      'active with a past expiry',
      { IsActive: true, ExpiryDate: past },
      {},
      ['none', 'add', 'trial'],
    ],
    [
      'active but expiring (epoch ms)',
      { IsActive: true, ExpiryDate: NOW + DAY },
      { trialFlag: false },
      ['none', 'add'],
    ],
    [
      'an active trial',
      { IsActive: true, ExpiryDate: future, TrialStatus: 'ActiveTrial' },
      {},
      ['none', 'convert'],
    ],
    [
      'a converting trial',
      { IsActive: true, ExpiryDate: future, TrialStatus: 'ConvertingTrial' },
      {},
      ['none', 'revert'],
    ],
    [
      'an inactive project on trial',
      { IsActive: false, TrialStatus: 'ActiveTrial' },
      {},
      ['none', 'convert'],
    ],
  ])('%s offers %j', (_, project, context, actions) => {
    expect(availableLicenceActions(project, { ...full, ...context })).toEqual(actions);
  });
});

describe('licenceStatusText (spec 03 §4)', () => {
  const expiry = NOW + 5 * DAY;

  it.each<[string, LicenceProject, ReturnType<typeof licenceStatusText>]>([
    ['not active', { IsActive: false }, { key: 'NotLicensed' }],
    ['active', { IsActive: true }, { key: 'Active' }],
    [
      'active until renewal',
      { IsActive: true, ExpiryDate: new Date(expiry).toISOString() },
      { key: 'ActiveUntilRenewal' },
    ],
    ['active with a past expiry', { IsActive: true, ExpiryDate: NOW - 1 }, { key: 'NotLicensed' }],
    [
      'a trial',
      { IsActive: true, ExpiryDate: new Date(expiry).toISOString(), TrialStatus: 'ActiveTrial' },
      { key: 'TrialExpiring', date: expiry },
    ],
    [
      'a converting trial',
      { IsActive: true, ExpiryDate: expiry, TrialStatus: 'ConvertingTrial' },
      { key: 'ConvertingToPaid', date: expiry },
    ],
    [
      'a trial without a date',
      { IsActive: true, TrialStatus: 'ActiveTrial' },
      { key: 'TrialExpiring', date: null },
    ],
  ])('%s reads %j', (_, project, text) => {
    expect(licenceStatusText(project, NOW)).toEqual(text);
  });
});

describe('trialDisplayStatus (spec 03 §4)', () => {
  it.each([
    ['converted, even when expired', NOW - DAY, true, 'ConvertedToPaid'],
    ['past expiry', NOW - 1, false, 'Expired'],
    ['expiring this instant', NOW, false, 'ExpiringSoon'],
    ['2 days 23 hours left', NOW + 2 * DAY + 23 * HOUR, false, 'ExpiringSoon'],
    ['1 ms short of 3 days left', NOW + 3 * DAY - 1, false, 'ExpiringSoon'],
    ['exactly 3 days left', NOW + 3 * DAY, false, 'Active'],
    ['10 days left', NOW + 10 * DAY, false, 'Active'],
  ] as const)('%s is %s', (_, expiry, isConvertedToPaid, status) => {
    expect(trialDisplayStatus({ expiryDate: expiry, isConvertedToPaid }, NOW)).toBe(status);
  });

  it('reads ISO expiry dates', () => {
    const status = trialDisplayStatus(
      { expiryDate: '2025-09-04T11:00:00Z', isConvertedToPaid: false },
      NOW,
    );
    expect(status).toBe('ExpiringSoon');
    expect(
      trialDisplayStatus({ expiryDate: '2025-09-04T12:00:00Z', isConvertedToPaid: false }, NOW),
    ).toBe('Active');
  });
});

describe('validateLicenceListQuery (spec 03 §5)', () => {
  it.each([
    [{}],
    [{ pageIndex: 0, itemsPerPage: 1 }],
    [{ pageIndex: '3', itemsPerPage: '10' }],
    [{ activeMonitors: '0' }],
    [{ activeMonitors: '1+' }],
    [{ startDate: 0, endDate: 1756728000000 }],
    [{ trialStatus: 'Active' }],
    [{ trialStatus: 'Expired' }],
    [{ trialStatus: 'Expiring soon' }],
    [{ trialStatus: 'Convert to paid' }],
    [{ pageIndex: null, trialStatus: null }],
  ])('accepts %j', (query) => {
    expect(validateLicenceListQuery(query)).toEqual({});
  });

  it.each([
    [{ pageIndex: -1 }, 'pageIndex', 'Page index must be a whole number of 0 or more'],
    [{ pageIndex: 1.5 }, 'pageIndex', 'Page index must be a whole number of 0 or more'],
    [{ pageIndex: 'two' }, 'pageIndex', 'Page index must be a whole number of 0 or more'],
    [{ itemsPerPage: 0 }, 'itemsPerPage', 'Items per page must be a whole number greater than 0'],
    [{ itemsPerPage: 2.5 }, 'itemsPerPage', 'Items per page must be a whole number greater than 0'],
    [{ activeMonitors: '1' }, 'activeMonitors', 'Active monitors must be 0 or 1+'],
    [{ activeMonitors: '' }, 'activeMonitors', 'Active monitors must be 0 or 1+'],
    [{ startDate: -1 }, 'startDate', 'Dates must be whole numbers of 0 or more'],
    [{ endDate: 0.5 }, 'endDate', 'Dates must be whole numbers of 0 or more'],
    [
      { trialStatus: 'ExpiringSoon' },
      'trialStatus',
      'Trial status must be one of Active, Expired, Expiring soon, Convert to paid',
    ],
    [
      { trialStatus: 'active' },
      'trialStatus',
      'Trial status must be one of Active, Expired, Expiring soon, Convert to paid',
    ],
  ] as const)('rejects %j on %s', (query, field, message) => {
    const errors = validateLicenceListQuery(query);
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field]?.message).toBe(message);
  });

  it('returns every failure at once', () => {
    const errors = validateLicenceListQuery({
      pageIndex: -1,
      itemsPerPage: 0,
      activeMonitors: '2',
      startDate: -5,
      endDate: 'x',
      trialStatus: 'Gone',
    });
    expect(Object.keys(errors)).toEqual([
      'pageIndex',
      'itemsPerPage',
      'activeMonitors',
      'startDate',
      'endDate',
      'trialStatus',
    ]);
  });
});

describe('parseSortBy', () => {
  it.each([
    ['{"Key":"Name","Dir":"asc"}', { Key: 'Name', Dir: 'asc' }],
    ['{"Key":"LicenseStartDate","Dir":"desc","Extra":1}', { Key: 'LicenseStartDate', Dir: 'desc' }],
    ['', null],
    [null, null],
    [undefined, null],
  ] as const)('reads %j as %j', (input, expected) => {
    expect(parseSortBy(input)).toEqual(expected);
  });

  it.each([
    ['{"Key":"Name","Dir":"ASC"}'],
    ['{"Key":"Name"}'],
    ['{"Key":"","Dir":"asc"}'],
    ['{"Dir":"asc"}'],
    ['[{"Key":"Name","Dir":"asc"}]'],
    ['{Key:Name}'],
    ['"Name"'],
  ])('refuses %j as "Invalid query"', (input) => {
    expect(parseSortBy(input)).toEqual({ code: 'common.invalidQuery', message: 'Invalid query' });
  });
});

describe('parseFilterBy', () => {
  it.each([
    ['[]', []],
    ['', []],
    [null, []],
    [
      '[{"Key":"ActiveMonitors","Type":"Eq","Value":"1+"},{"Key":"StartDate","Type":"Gt","Value":0}]',
      [
        { Key: 'ActiveMonitors', Type: 'Eq', Value: '1+' },
        { Key: 'StartDate', Type: 'Gt', Value: 0 },
      ],
    ],
    [
      '[{"Key":"IsUserFavourite","Type":"Eq","Value":true}]',
      [{ Key: 'IsUserFavourite', Type: 'Eq', Value: true }],
    ],
    ['[{"Key":"EndDate","Type":"Lt","Value":10}]', [{ Key: 'EndDate', Type: 'Lt', Value: 10 }]],
  ] as const)('reads %j', (input, expected) => {
    expect(parseFilterBy(input)).toEqual(expected);
  });

  it.each([
    ['[{"Key":"A","Type":"Ne","Value":1}]'],
    ['[{"Key":"A","Type":"eq","Value":1}]'],
    ['[{"Key":"A","Type":"Eq"}]'],
    ['[{"Key":"A","Type":"Eq","Value":null}]'],
    ['[{"Type":"Eq","Value":1}]'],
    ['{"Key":"A","Type":"Eq","Value":1}'],
    ['[1]'],
    ['[{"Key":"A",'],
  ])('refuses %j as "Invalid query"', (input) => {
    expect(parseFilterBy(input)).toEqual({ code: 'common.invalidQuery', message: 'Invalid query' });
  });
});
