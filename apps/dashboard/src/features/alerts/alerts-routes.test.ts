import { describe, expect, it } from 'vitest';
import { screenIndex } from '../../routes/screen-index';
import { SCREENS } from '../../routes/table';
import { ALERT_PAGES, alertPagePath, alertPageRoute, projectAlertsPath } from './alert-data';
import { ALERT_PAGE_ROUTES, ALERTS_PATH, PROJECT_ALERTS_PATH } from './alerts-path';

describe('the alert screens in the route table', () => {
  it('offers the user’s alerts in the app menu to data viewers, and no one else', () => {
    const viewer = screenIndex(SCREENS, { permissions: ['View_Data'], flags: {} });
    expect(viewer.offered('app-menu', ALERTS_PATH)?.nav.label).toBe(
      'shell:navigation._OneView_alerts',
    );
    const none = screenIndex(SCREENS, { permissions: [], flags: {} });
    expect(none.offered('app-menu', ALERTS_PATH)).toBeNull();
  });

  it('puts Alerts in every project’s navigation, after Contributions', () => {
    const viewer = screenIndex(SCREENS, { permissions: ['View_Data'], flags: {} });
    const paths = viewer.offeredIn('project').map((screen) => screen.path);
    expect(paths.indexOf(PROJECT_ALERTS_PATH)).toBe(
      paths.indexOf('/OneView/project/contributions') + 1,
    );
    expect(viewer.has(projectAlertsPath('p1'))).toBe(true);
  });

  it('opens each alert page by link only, at the path the data layer links to', () => {
    const viewer = screenIndex(SCREENS, { permissions: ['View_Data'], flags: {} });
    for (const page of ALERT_PAGES) {
      expect(ALERT_PAGE_ROUTES[page]).toBe(alertPageRoute(page));
      expect(viewer.has(alertPagePath(page, 'p1', 'rule-1'))).toBe(true);
      expect(viewer.offered('project', ALERT_PAGE_ROUTES[page])).toBeNull();
    }
  });
});
