import { LayoutGrid, Settings } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { flagsOf, screenIndex, type Access, type ScreenRoute } from './screen-index';

const screen = () => Promise.resolve({ default: () => null });

const TABLE: ScreenRoute[] = [
  { path: '/HomeNew', load: screen },
  {
    path: '/OneView',
    load: screen,
    nav: {
      label: 'shell:navigation._OneView',
      icon: LayoutGrid,
      places: ['app-menu', 'home-tile'],
    },
    permission: 'View_Data',
  },
  {
    path: '/OneView/project/settings',
    load: screen,
    nav: { label: 'projects:nav.settings', icon: Settings, places: ['project'] },
  },
  {
    path: '/OneView/project/data',
    load: screen,
    nav: { label: 'projects:nav.data', icon: Settings, places: ['project'] },
    flag: 'ProjectLicensing',
  },
];

const viewer: Access = { permissions: ['View_Data'], flags: {} };
const nobody: Access = { permissions: [], flags: {} };

describe('the route table as a user sees it', () => {
  it('knows which paths are screens of this build, whatever their route query', () => {
    const screens = screenIndex(TABLE, nobody);
    expect(screens.has('/OneView')).toBe(true);
    expect(screens.has('/OneView/project/settings?query=%7B%22projectId%22%3A%22p1%22%7D')).toBe(
      true,
    );
    expect(screens.has('/OneView/profile')).toBe(false);
    expect(screens.has('/OneView/projects')).toBe(false);
  });

  it('offers a screen only where its entry places it', () => {
    const screens = screenIndex(TABLE, viewer);
    expect(screens.offered('app-menu', '/OneView')?.nav.label).toBe('shell:navigation._OneView');
    expect(screens.offered('home-tile', '/OneView')).not.toBeNull();
    expect(screens.offered('project', '/OneView')).toBeNull();
    expect(screens.offered('app-menu', '/HomeNew')).toBeNull();
    expect(screens.offered('app-menu', '/OneView/alerts')).toBeNull();
  });

  it('given a user without the screen’s permission, does not offer it (still a screen)', () => {
    const screens = screenIndex(TABLE, nobody);
    expect(screens.offered('app-menu', '/OneView')).toBeNull();
    expect(screens.has('/OneView')).toBe(true);
  });

  it('offers a flagged screen only once its flag is known to be on', () => {
    const loading = screenIndex(TABLE, viewer);
    const off = screenIndex(TABLE, { ...viewer, flags: { ProjectLicensing: false } });
    const on = screenIndex(TABLE, { ...viewer, flags: { ProjectLicensing: true } });
    expect(loading.offered('project', '/OneView/project/data')).toBeNull();
    expect(off.offered('project', '/OneView/project/data')).toBeNull();
    expect(on.offered('project', '/OneView/project/data')).not.toBeNull();
  });

  it('lists the screens offered in a place in table order', () => {
    const paths = (access: Access) =>
      screenIndex(TABLE, access)
        .offeredIn('project')
        .map((offered) => offered.path);
    expect(paths(viewer)).toEqual(['/OneView/project/settings']);
    expect(paths({ ...viewer, flags: { ProjectLicensing: true } })).toEqual([
      '/OneView/project/settings',
      '/OneView/project/data',
    ]);
    expect(
      screenIndex(TABLE, viewer)
        .offeredIn('home-tile')
        .map((s) => s.path),
    ).toEqual(['/OneView']);
  });

  it('names each flag the table depends on once', () => {
    expect(flagsOf(TABLE)).toEqual(['ProjectLicensing']);
    expect(flagsOf([...TABLE, { ...TABLE[3], path: '/x' } as ScreenRoute])).toEqual([
      'ProjectLicensing',
    ]);
    expect(flagsOf([])).toEqual([]);
  });
});
