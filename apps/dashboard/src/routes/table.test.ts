import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOME_PATH, SIGN_IN_PATH } from '../features/auth/sign-in-path';
import { projectHref } from '../features/projects/project-href';
import { screenIndex } from './screen-index';
import { SCREENS } from './table';

const LOCALES = join(import.meta.dirname, '../../../../locales/en');

/** The English text of a 'namespace:dotted.key', or undefined. */
function english(label: string): unknown {
  const [namespace = '', key = ''] = label.split(':');
  const file = JSON.parse(readFileSync(join(LOCALES, `${namespace}.json`), 'utf8')) as unknown;
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], file);
}

describe('the route table', () => {
  it('declares each screen once, by a path of the app', () => {
    const paths = SCREENS.map((screen) => screen.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/(HomeNew|OneView)(\/[\w/-]+)?$/);
  });

  it('holds the home page and the screens links open, but not the sign-in page', () => {
    const screens = screenIndex(SCREENS, { permissions: [], flags: {} });
    expect(screens.has(HOME_PATH)).toBe(true);
    expect(screens.has(projectHref('00000000-0000-4000-8000-000000000001'))).toBe(true);
    expect(screens.has('/OneView/info')).toBe(true);
    expect(screens.has(SIGN_IN_PATH)).toBe(false);
  });

  it('gives every navigation entry a place and an English label', () => {
    for (const { path, nav } of SCREENS) {
      if (!nav) continue;
      expect(nav.places.length, path).toBeGreaterThan(0);
      expect(english(nav.label), `${path}: ${nav.label}`).toEqual(expect.any(String));
    }
  });

  it('offers Projects in the menu and on home to data viewers, Settings in every project', () => {
    const viewer = screenIndex(SCREENS, { permissions: ['View_Data'], flags: {} });
    expect(viewer.offered('app-menu', '/OneView')).not.toBeNull();
    expect(viewer.offered('home-tile', '/OneView')).not.toBeNull();
    expect(viewer.offered('home-tile', `${HOME_PATH}/monitor`)).not.toBeNull();
    expect(viewer.offeredIn('project').map((screen) => screen.path)).toEqual(
      expect.arrayContaining([
        '/OneView/project/monitoring-locations',
        '/OneView/project/settings',
      ]),
    );
  });

  it('lists a project’s screens in the order of projects §2', () => {
    const viewer = screenIndex(SCREENS, { permissions: ['View_Data'], flags: {} });
    expect(viewer.offeredIn('project').map((screen) => screen.path)).toEqual([
      '/OneView/project/dashboard',
      '/OneView/project/monitoring-locations',
      '/OneView/project/data',
      '/OneView/project/data-download',
      '/OneView/project/reports',
      '/OneView/project/records',
      '/OneView/project/settings',
      '/OneView/project/contributions',
      '/OneView/project/alerts',
    ]);
  });
});
