import { describe, expect, it } from 'vitest';
import { screenIndex } from '../../routes/screen-index';
import { SCREENS } from '../../routes/table';
import { PROJECT_CONTRIBUTIONS_PATH, USER_CONTRIBUTIONS_PATH } from './contributions-path';

describe('the contribution screens in the route table', () => {
  it('offers the user’s list in the app menu to data viewers, and no one else', () => {
    const viewer = screenIndex(SCREENS, { permissions: ['View_Data'], flags: {} });
    expect(viewer.offered('app-menu', USER_CONTRIBUTIONS_PATH)?.nav.label).toBe(
      'shell:navigation._OneView_contributions',
    );
    const none = screenIndex(SCREENS, { permissions: [], flags: {} });
    expect(none.offered('app-menu', USER_CONTRIBUTIONS_PATH)).toBeNull();
  });

  it('puts Contributions in every project’s navigation, after Settings (projects §2), before Alerts', () => {
    const viewer = screenIndex(SCREENS, { permissions: ['View_Data'], flags: {} });
    const paths = viewer.offeredIn('project').map((screen) => screen.path);
    expect(paths).toContain(PROJECT_CONTRIBUTIONS_PATH);
    expect(paths.indexOf(PROJECT_CONTRIBUTIONS_PATH)).toBe(
      paths.indexOf('/OneView/project/settings') + 1,
    );
    expect(viewer.has(`${PROJECT_CONTRIBUTIONS_PATH}?query=%7B%7D`)).toBe(true);
  });
});
