import { describe, expect, it } from 'vitest';
import { licenceList, licenceListQuery, licensingKeys } from './queries';

describe('licence list queries', () => {
  it('fills the defaults: page 1 of 10, no sort, filters, search or organisations', () => {
    expect(licenceListQuery()).toEqual({ Limit: 10, PageNumber: 1 });
  });

  it('sends every part of a list, 1-based, the search trimmed', () => {
    expect(
      licenceListQuery({
        sort: { Key: 'name', Dir: 'desc' },
        filters: [{ Key: 'activeMonitors', Type: 'Eq', Value: '0' }],
        search: '  pier ',
        organisationNames: ['B', 'A'],
        page: 3,
      }),
    ).toEqual({
      SortBy: { Key: 'name', Dir: 'desc' },
      FilterBy: '[{"Key":"activeMonitors","Type":"Eq","Value":"0"}]',
      Search: 'pier',
      OrganisationNames: ['A', 'B'],
      Limit: 10,
      PageNumber: 3,
    });
  });

  it('keys equal lists alike (organisation order, blank search, page below 1)', () => {
    expect(
      licensingKeys.licensedProjects({ organisationNames: ['B', 'A'], search: ' ', page: 0 }),
    ).toEqual(licensingKeys.licensedProjects({ organisationNames: ['A', 'B'] }));
    expect(licenceList({ page: 2.7 }).page).toBe(2);
  });

  it('keeps the paid and trial tables apart under one prefix', () => {
    expect(licensingKeys.licensedProjects().slice(0, 2)).toEqual(licensingKeys.tables());
    expect(licensingKeys.trials()).not.toEqual(licensingKeys.licensedProjects());
  });
});
