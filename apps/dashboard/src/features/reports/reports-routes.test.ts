import { describe, expect, it } from 'vitest';
import { screenIndex } from '../../routes/screen-index';
import { SCREENS } from '../../routes/table';
import {
  PROJECT_REPORTS_PATH,
  REPORT_PAGES,
  REPORT_PAGE_ROUTES,
  projectReportsHref,
  reportPageHref,
} from './reports-path';

describe('the report screens in the route table', () => {
  it('puts Reports in every project’s navigation, just before Records', () => {
    const viewer = screenIndex(SCREENS, { permissions: ['View_Data'], flags: {} });
    const paths = viewer.offeredIn('project').map((screen) => screen.path);
    expect(paths.indexOf(PROJECT_REPORTS_PATH)).toBeGreaterThan(
      paths.indexOf('/OneView/project/data-download'),
    );
    expect(paths.indexOf(PROJECT_REPORTS_PATH)).toBe(paths.indexOf('/OneView/project/records') - 1);
    expect(viewer.offered('project', projectReportsHref('p1'))?.nav.label).toBe('reports:nav');
  });

  it('opens each report page by link only, under the spec’s paths', () => {
    const viewer = screenIndex(SCREENS, { permissions: ['View_Data'], flags: {} });
    expect(REPORT_PAGE_ROUTES).toEqual({
      configuration: '/OneView/project-report-configuration',
      scheduling: '/OneView/project-report-scheduling',
      'manual-generation': '/OneView/project-report-manual-generation',
    });
    for (const page of REPORT_PAGES) {
      expect(viewer.has(reportPageHref(page, 701))).toBe(true);
      expect(viewer.offered('project', reportPageHref(page, 701))).toBeNull();
      expect(viewer.offered('app-menu', reportPageHref(page, 701))).toBeNull();
    }
  });
});
