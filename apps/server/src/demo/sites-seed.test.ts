import { displaySettingsApi, projectsApi } from '@aq/api';
import { validateProjectName } from '@aq/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseTimeZone } from '../modules/projects/time-zone';
import { createTestApp, type TestApp } from '../test/helper';
import { DEMO_EXTRA_PROJECTS, DEMO_OTHER_ORGANISATION_PROJECTS } from './extra-projects';
import { DEMO_ORGANISATIONS } from './seed';
import { DEMO_CUSTOM_UNITS_PROJECT, DEMO_VIEWER_PROJECT, seedDemoSites } from './sites-seed';
import { DEMO_SITES } from './simulator/site';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoSites(t.handle.db, new Date('2026-11-02T09:00:00Z'))).toBe(true);
});
afterAll(() => t.close());

async function projectNames(organisation: string): Promise<string[]> {
  const rows = await t.handle.db
    .selectFrom('projects')
    .innerJoin('organisations', 'organisations.id', 'projects.organisation_id')
    .select('projects.name')
    .where('organisations.name', '=', organisation)
    .orderBy('projects.name')
    .execute();
  return rows.map((row) => row.name);
}

describe('the demo projects', () => {
  it('gives the demo organisation 16 projects (2 sites + 14 without instruments) and the other 2', async () => {
    expect(await projectNames(DEMO_ORGANISATIONS.demo)).toHaveLength(16);
    expect(await projectNames(DEMO_ORGANISATIONS.other)).toEqual([
      'Port of Oakland Berth Works',
      'Tacoma Tideflats Remediation',
    ]);
    expect(DEMO_SITES.map((site) => site.projectName)).toContain(DEMO_VIEWER_PROJECT);
  });

  it('uses names the project form accepts and time zones of the time zone list', () => {
    for (const project of [...DEMO_EXTRA_PROJECTS, ...DEMO_OTHER_ORGANISATION_PROJECTS]) {
      expect(validateProjectName(project.name), project.name).toBeNull();
      expect(normaliseTimeZone(project.timeZone), project.name).toBe(project.timeZone);
    }
  });

  it('makes the viewer a member of the Gowanus project only, and stars it for the administrator', async () => {
    const viewer = await t.signIn('viewer');
    const response = await t.call(
      projectsApi.getProjectSummaries,
      { query: { Limit: 12 } },
      viewer,
    );
    const page = response.json();
    // 16 projects, 12 a page: the list pages.
    expect(page.Items).toHaveLength(12);
    expect(page.PageToken.Next).toEqual(expect.any(String));
    const all = await t.call(projectsApi.getProjectSummaries, { query: {} }, viewer);
    const reachable = all
      .json()
      .Items.filter((item: { CanAccessProject: boolean }) => item.CanAccessProject)
      .map((item: { Name: string }) => item.Name);
    expect(reachable).toEqual([DEMO_VIEWER_PROJECT]);

    const admin = await t.signIn('admin');
    const favourites = await t.call(
      projectsApi.getProjectSummaries,
      { query: { FilterBy: { Key: 'IsUserFavourite', Type: 'Eq', Value: true } } },
      admin,
    );
    expect(favourites.json().Items.map((item: { Name: string }) => item.Name)).toEqual([
      DEMO_VIEWER_PROJECT,
    ]);
  });

  it('shows PM10 in mg/m³ with 3 decimals on one demo site, the catalogue units elsewhere', async () => {
    const manager = await t.signIn('manager');
    const ids = await t.handle.db
      .selectFrom('projects')
      .select(['id', 'name'])
      .where('name', 'in', [DEMO_CUSTOM_UNITS_PROJECT, DEMO_VIEWER_PROJECT])
      .execute();
    const pm10 = async (name: string) => {
      const id = ids.find((row) => row.name === name)?.id ?? '';
      const response = await t.call(
        displaySettingsApi.getDisplaySettings,
        { params: { projectId: id } },
        manager,
      );
      return response
        .json()
        .ProjectSensorGroups.find((g: { SensorGroupName: string }) => g.SensorGroupName === 'PM10');
    };
    expect(await pm10(DEMO_CUSTOM_UNITS_PROJECT)).toMatchObject({
      DisplayUnit: 'mg/m³',
      DecimalPlace: 3,
      IsCustom: true,
    });
    expect(await pm10(DEMO_VIEWER_PROJECT)).toMatchObject({
      DisplayUnit: 'µg/m³',
      IsCustom: false,
    });
  });

  it('runs once', async () => {
    expect(await seedDemoSites(t.handle.db, new Date('2026-11-03T09:00:00Z'))).toBe(false);
    expect(await projectNames(DEMO_ORGANISATIONS.demo)).toHaveLength(16);
  });
});
