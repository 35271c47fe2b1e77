import { describe, expect, it } from 'vitest';
import { dashboardQueryOf, dashboardStateOf, licenceListOf } from './dashboard-query';

describe('the licence dashboard route query', () => {
  it('defaults to the paid tab, page 1 and no filter', () => {
    const state = dashboardStateOf({});
    expect(state).toEqual({
      tab: 'project-licenses',
      search: '',
      organisations: [],
      activeMonitors: null,
      from: null,
      to: null,
      trialStatus: null,
      sort: null,
      page: 1,
    });
    expect(dashboardQueryOf(state)).toEqual({ tab: 'project-licenses' });
  });

  it('reads every value back from the query it writes', () => {
    const query = {
      tab: 'trial-licenses',
      search: 'harbour',
      organisations: ['Demo Environmental'],
      from: '2026-09-01',
      to: '2026-09-30',
      trialStatus: 'Expiring soon',
      sort: { Key: 'expiryDate', Dir: 'desc' },
      page: 3,
    };
    expect(dashboardQueryOf(dashboardStateOf(query))).toEqual(query);
  });

  it('drops what it cannot use: page 0, a sort key of the other table, a bad day or filter', () => {
    const state = dashboardStateOf({
      tab: 'project-licenses',
      page: 0,
      sort: { Key: 'expiryDate', Dir: 'asc' },
      from: '2026-9-1',
      activeMonitors: '2',
      organisations: ['A', 4],
    });
    expect(state.page).toBe(1);
    expect(state.sort).toBeNull();
    expect(state.from).toBeNull();
    expect(state.activeMonitors).toBeNull();
    expect(state.organisations).toEqual(['A']);
    expect(dashboardStateOf({ page: 2.5 }).page).toBe(1);
  });
});

describe('licenceListOf', () => {
  it('sends the paid filters as FilterBy, the dates as whole days of this browser', () => {
    const list = licenceListOf(
      dashboardStateOf({ activeMonitors: '1+', from: '2026-09-01', to: '2026-09-30', page: 2 }),
    );
    expect(list.filters).toEqual([
      { Key: 'activeMonitors', Type: 'Eq', Value: '1+' },
      { Key: 'startDate', Type: 'Gt', Value: new Date(2026, 8, 1).getTime() },
      { Key: 'endDate', Type: 'Lt', Value: new Date(2026, 9, 1).getTime() - 1 },
    ]);
    expect(list.page).toBe(2);
  });

  it('sends the trial status only on the trial tab, and the monitors filter only on the paid tab', () => {
    expect(
      licenceListOf(
        dashboardStateOf({ tab: 'trial-licenses', activeMonitors: '0', trialStatus: 'Expired' }),
      ).filters,
    ).toEqual([{ Key: 'trialStatus', Type: 'Eq', Value: 'Expired' }]);
    expect(licenceListOf(dashboardStateOf({ trialStatus: 'Expired' })).filters).toEqual([]);
  });
});
