import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

// Every screen of the route table (src/routes/table.ts), the sign-in page, the header's menus and
// the instrument selector at a phone's width (issue 12, defect 8): nothing scrolls sideways, the
// heading and the main actions are on screen and not covered, and the header's controls do not
// overlap.

const { newPage, signIn, api, projectId } = useBrowser();

const PHONE = { width: 390, height: 844 };

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

function overlap(a: Box, b: Box): boolean {
  // Touching edges is not overlapping; a pixel of rounding is allowed.
  return (
    a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1
  );
}

/** Fails when the page is wider than the window (it would scroll sideways). */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${where} is wider than the phone`).toBeLessThanOrEqual(innerWidth);
}

/**
 * Fails unless the element is shown, lies within the window's width, and is what a tap at its
 * centre reaches (itself or something inside it, not a control drawn over it).
 */
async function expectUncovered(locator: Locator, what: string) {
  await locator.waitFor();
  // Centred, not merely "in view": an element scrolled just into view can sit under the sticky
  // header (CI once found the dashboard's channel picker there), which no user would tap.
  await locator.evaluate((element) =>
    element.scrollIntoView({ block: 'center', inline: 'nearest' }),
  );
  const result = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const hit = document.elementFromPoint(x, y);
    return {
      box: { left: box.left, right: box.right, width: box.width, height: box.height },
      reached: hit !== null && (hit === element || element.contains(hit)),
      hit: hit ? `${hit.tagName.toLowerCase()}.${String(hit.className).slice(0, 60)}` : 'nothing',
      innerWidth: window.innerWidth,
    };
  });
  expect(result.box.width, `${what} has no width`).toBeGreaterThan(0);
  expect(result.box.height, `${what} has no height`).toBeGreaterThan(0);
  expect(result.box.left, `${what} starts left of the window`).toBeGreaterThanOrEqual(0);
  expect(result.box.right, `${what} ends right of the window`).toBeLessThanOrEqual(
    result.innerWidth,
  );
  expect(result.reached, `${what} is covered by ${result.hit}`).toBe(true);
}

/** Fails when two of the header's controls (logo, menus, buttons, links) overlap. */
async function expectHeaderControlsApart(page: Page) {
  const controls = await page.locator('header').evaluate((header) =>
    [...header.querySelectorAll<HTMLElement>('a, button')]
      .filter((control) => {
        const box = control.getBoundingClientRect();
        return (
          box.width > 0 && box.height > 0 && !control.closest('[data-radix-popper-content-wrapper]')
        );
      })
      .map((control) => {
        const box = control.getBoundingClientRect();
        return {
          name:
            control.getAttribute('aria-label') || control.textContent?.trim() || control.tagName,
          box: { left: box.left, top: box.top, right: box.right, bottom: box.bottom },
        };
      }),
  );
  expect(controls.length).toBeGreaterThanOrEqual(4);
  for (const [index, a] of controls.entries()) {
    expect(a.box.left, `${a.name} starts left of the window`).toBeGreaterThanOrEqual(0);
    expect(a.box.right, `${a.name} ends right of the window`).toBeLessThanOrEqual(PHONE.width);
    for (const b of controls.slice(index + 1)) {
      expect(overlap(a.box, b.box), `${a.name} overlaps ${b.name}`).toBe(false);
    }
  }
}

/** Checks a screen: no sideways scroll, its heading and main actions uncovered. */
async function expectFits(page: Page, where: string, heading: Locator, actions: Locator[] = []) {
  await expectUncovered(heading, `the heading of ${where}`);
  for (const [index, action] of actions.entries()) {
    await expectUncovered(action, `action ${index + 1} of ${where}`);
  }
  await expectNoSidewaysScroll(page, where);
}

describe('at a phone’s width (390 × 844)', () => {
  it('fits the sign-in page', async () => {
    const { context, page } = await newPage({ viewport: PHONE });
    await page.goto('/HomeNew');
    await page.waitForURL(/\/sign-in/);
    await expectFits(page, 'the sign-in page', page.getByRole('heading', { level: 1 }), [
      page.getByLabel(/Username or e-mail address/),
      page.getByLabel(/^Password/),
      page.getByRole('button', { name: 'Sign in' }),
    ]);
    await context.close();
  });

  it('fits every screen of the route table, with the header’s controls apart', async () => {
    const { context, page } = await newPage({ viewport: PHONE });
    await signIn(page, 'admin');

    await expectFits(page, 'home', page.getByTestId('home-heading'), [
      page.getByRole('main').getByRole('button').first(),
    ]);
    await expectHeaderControlsApart(page);

    await page.goto('/OneView');
    await page.getByTestId('project-tile').first().waitFor();
    await expectFits(page, 'the projects list', page.getByRole('heading', { level: 1 }), [
      page.getByTestId('create-project'),
      page.getByRole('searchbox', { name: 'Search projects' }),
      page.getByTestId('project-tile').first(),
    ]);
    await expectHeaderControlsApart(page);

    await page.getByRole('searchbox', { name: 'Search projects' }).fill('Gowanus');
    // Under Favourites for a user who starred it, under All projects otherwise.
    await page
      .getByTestId('project-tile')
      .filter({ hasText: 'Gowanus' })
      .first()
      .getByRole('link', { name: 'View' })
      .click();
    // View opens the project's dashboard: its widgets stack, the map and its pickers fit.
    await page.waitForURL(/\/OneView\/project\/dashboard\?query=/);
    const siteMap = page.getByTestId('site-map');
    await mapIdle(siteMap.locator('[data-slot="map"]'));
    await page.locator('[data-testid^="contribution-widget-"]').first().waitFor();
    await expectFits(page, 'the project dashboard', page.getByRole('heading', { level: 1 }), [
      page.getByTestId('feedback-prompt').getByRole('button'),
      page.getByRole('button', { name: /^View charts of / }).first(),
      siteMap.getByRole('button', { name: 'Map guide' }),
      siteMap.getByTestId('site-map-online'),
      siteMap.getByRole('button', { name: 'Zoom in', exact: true }),
      siteMap.getByRole('radiogroup', { name: 'Map style' }),
      page
        .getByTestId('instrument-status-widget')
        .getByRole('heading', { name: 'Instrument status' }),
    ]);
    // The pickers, or while every instrument is offline the wrappers that give the reason.
    const unavailable = siteMap.getByTestId('unavailable-picker');
    const pickers = (await unavailable.count()) > 0 ? unavailable : siteMap.getByRole('combobox');
    expect(await pickers.count()).toBe(2);
    await expectUncovered(pickers.nth(0), 'the site map’s channel picker');
    await expectUncovered(pickers.nth(1), 'the site map’s averaging picker');
    await expectHeaderControlsApart(page);

    // On to the settings through the project navigation.
    await page
      .getByRole('navigation', { name: 'Project' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await page.waitForURL(/\/OneView\/project\/settings\?query=/);
    const details = page.getByTestId('project-details');
    await expectFits(page, 'project settings', page.getByRole('heading', { level: 1 }), [
      details.getByRole('button', { name: 'Edit' }),
      page.getByRole('button', { name: 'Project actions' }),
    ]);
    await expectHeaderControlsApart(page);
    // The details in edit, with the location map and its coordinates field.
    await details.getByRole('button', { name: 'Edit' }).click();
    await mapIdle(details.locator('[data-slot="map"]'));
    await expectFits(
      page,
      'project settings in edit',
      details.getByRole('textbox', { name: 'Name' }),
      [
        details.getByRole('textbox', { name: 'Coordinates' }),
        details.getByRole('radiogroup', { name: 'Map style' }),
        details.getByRole('button', { name: 'Zoom in', exact: true }),
        details.getByRole('button', { name: 'Cancel' }),
      ],
    );
    await details.getByRole('button', { name: 'Cancel' }).click();

    // The project's charts: the pickers and the first chart once loaded (with data or not).
    const settingsQuery = new URL(page.url()).search;
    await page.goto(`/OneView/project/data${settingsQuery}`);
    const firstChart = page.getByTestId('chart-card').first();
    await firstChart.locator('[data-slot="time-series-chart"]:not([aria-busy])').waitFor();
    await expectFits(page, 'the charts page', page.getByRole('heading', { level: 1 }), [
      page.getByRole('button', { name: /^Date range / }),
      page.getByRole('combobox', { name: 'Averaging period' }),
      page.getByRole('radio', { name: 'Monitoring location' }),
      firstChart.getByRole('heading', { level: 2 }),
    ]);
    await expectHeaderControlsApart(page);

    await page.goto('/HomeNew/monitor?monitorId=AQS-1001');
    await expectFits(page, 'the instrument page', page.getByTestId('monitor-heading'));
    await expectHeaderControlsApart(page);

    await page.goto('/OneView/info');
    await expectFits(page, 'the information page', page.getByRole('heading', { level: 1 }), [
      page.getByRole('main').getByRole('link', { name: /Learn more/ }),
    ]);

    for (const path of ['/OneView/about', '/OneView/about/licenses', '/OneView/about/eula']) {
      await page.goto(path);
      await expectFits(page, path, page.getByRole('heading', { level: 1 }));
      await expectHeaderControlsApart(page);
    }
    await context.close();
  });

  it('fits the alert screens (issue 17) and the delivery outbox', async () => {
    const { context, page } = await newPage({ viewport: PHONE });
    await signIn(page, 'admin', '/OneView');
    const project = await projectId(page, 'Gowanus Canal Remediation');
    const query = (value: Record<string, string>) =>
      `?query=${encodeURIComponent(JSON.stringify(value))}`;

    await page.goto(`/OneView/project/alerts${query({ projectId: project })}`);
    const table = page.getByTestId('alerts-table');
    await table.getByRole('row', { name: /Gowanus fence PM10/ }).waitFor();
    await expectFits(page, 'the project alerts page', page.getByRole('heading', { level: 1 }), [
      page.getByTestId('create-alert'),
      table.getByRole('searchbox'),
      table.getByRole('link', { name: 'Gowanus fence PM10' }),
    ]);
    await expectHeaderControlsApart(page);

    // An alert's pages: below 48 rem the side navigation is a row of tabs under the header.
    const rules = await api<{ Items: Array<{ EventRuleId: string; Name: string }> }>(
      page,
      'GET',
      `/v0.1/event-rules?ProjectId=${project}`,
    );
    const rule = rules.json.Items.find((each) => each.Name === 'Gowanus fence PM10');
    const alert = query({ projectId: project, alertId: rule?.EventRuleId ?? '' });
    await page.goto(`/OneView/alerts/details${alert}`);
    const tabs = page.getByRole('navigation', { name: 'Alert' });
    await expectFits(page, 'an alert’s details', page.getByRole('heading', { level: 1 }), [
      page.getByRole('button', { name: 'Alert actions' }),
      page.getByTestId('alert-details').getByRole('button', { name: 'Edit' }),
      tabs.getByRole('link', { name: 'Details' }),
    ]);
    await page.goto(`/OneView/alerts/trigger${alert}`);
    await expectFits(page, 'an alert’s trigger', page.getByRole('heading', { level: 1 }), [
      page.getByTestId('alert-trigger').getByRole('button', { name: 'Edit' }),
      page.getByRole('textbox', { name: /^Set point/ }),
    ]);
    await page.goto(`/OneView/alerts/actions${alert}`);
    await expectFits(page, 'an alert’s actions', page.getByRole('heading', { level: 1 }), [
      page.getByRole('button', { name: 'Add e-mail' }),
      page.getByRole('button', { name: 'Add phone number' }),
    ]);
    await expectHeaderControlsApart(page);

    await page.goto('/OneView/alerts');
    await page.getByTestId('user-alerts').getByRole('row').nth(1).waitFor();
    await expectFits(page, 'the user’s alerts', page.getByRole('heading', { level: 1 }), [
      page.getByTestId('user-alerts').getByRole('searchbox'),
    ]);

    await page.goto('/OneView/outbox');
    await page.getByTestId('outbox-table').waitFor();
    await expectFits(page, 'the delivery outbox', page.getByRole('heading', { level: 1 }), [
      page.getByRole('combobox', { name: 'Status' }),
    ]);
    await expectHeaderControlsApart(page);
    await context.close();
  });

  it('fits the create-project form, its map and coordinates', async () => {
    const { context, page } = await newPage({ viewport: PHONE });
    await signIn(page, 'admin', '/OneView');
    await page.getByTestId('create-project').click();
    const dialog = page.getByRole('dialog', { name: 'Create project' });
    await mapIdle(dialog.locator('[data-slot="map"]'));
    const coordinates = dialog.getByRole('textbox', { name: 'Coordinates' });
    await coordinates.fill('-74.0, 40.7');
    await coordinates.press('Enter');
    await expectFits(
      page,
      'the create-project form',
      dialog.getByRole('heading', { name: 'Create project' }),
      [
        dialog.getByTestId('project-name'),
        dialog.getByRole('button', { name: 'A: latitude -74, longitude 40.7', exact: true }),
        dialog.getByRole('button', { name: 'B: latitude 40.7, longitude -74', exact: true }),
        dialog.getByRole('button', { name: 'Use A: latitude -74, longitude 40.7' }),
        dialog.getByRole('button', { name: 'Use B: latitude 40.7, longitude -74' }),
        dialog.getByRole('button', { name: 'Cancel' }),
      ],
    );
    await context.close();
  });

  it('fits the header’s menus on the screen', async () => {
    const { context, page } = await newPage({ viewport: PHONE });
    await signIn(page, 'admin');

    await page.getByTestId('app-menu-button').click();
    await expectUncovered(page.getByRole('menuitem', { name: 'Home' }), 'the app menu');
    await expectNoSidewaysScroll(page, 'the app menu');
    await page.keyboard.press('Escape');

    await page.getByTestId('user-menu-button').click();
    await expectUncovered(page.getByRole('menuitem', { name: 'Log out' }), 'the user menu');
    await expectNoSidewaysScroll(page, 'the user menu');
    await page.keyboard.press('Escape');

    await page.getByTestId('notifications-button').click();
    await expectUncovered(
      page.getByRole('heading', { name: 'Notifications' }),
      'the notifications panel',
    );
    await expectNoSidewaysScroll(page, 'the notifications panel');
    await page.keyboard.press('Escape');
    await expectHeaderControlsApart(page);
    await context.close();
  });

  it('fits the instrument selector: search, map and list apart, the map’s controls apart', async () => {
    const { context, page } = await newPage({ viewport: PHONE });
    await signIn(page, 'admin');
    await page.getByTestId('instrument-menu-button').click();
    const dialog = page.getByRole('dialog', { name: 'Select instrument' });
    const map = dialog.locator('[data-slot="map"]');
    await dialog.getByTestId('instrument-option').first().waitFor();
    await mapIdle(map);

    const search = dialog.getByRole('searchbox', { name: 'Search instruments' });
    await expectFits(
      page,
      'the instrument selector',
      dialog.getByRole('heading', { name: 'Select instrument' }),
      [
        search,
        dialog.getByTestId('instrument-option').first(),
        dialog.getByRole('button', { name: 'Zoom in', exact: true }),
        dialog.getByRole('button', { name: 'Show all instruments', exact: true }),
        dialog.getByRole('radiogroup', { name: 'Map style' }),
        dialog.getByRole('button', { name: 'Close' }),
      ],
    );

    const box = async (locator: Locator) => {
      const b = (await locator.boundingBox()) as {
        x: number;
        y: number;
        width: number;
        height: number;
      };
      return { left: b.x, top: b.y, right: b.x + b.width, bottom: b.y + b.height };
    };
    const [searchBox, mapBox, listBox, dialogBox] = await Promise.all([
      box(search),
      box(map),
      box(dialog.getByTestId('instrument-results')),
      box(dialog),
    ]);
    expect(overlap(searchBox, mapBox), 'the search covers the map').toBe(false);
    expect(overlap(mapBox, listBox), 'the map covers the list').toBe(false);
    expect(overlap(searchBox, listBox), 'the search covers the list').toBe(false);
    expect(mapBox.bottom - mapBox.top, 'the map is too small to use').toBeGreaterThanOrEqual(180);
    expect(dialogBox.left).toBeGreaterThanOrEqual(0);
    expect(dialogBox.right).toBeLessThanOrEqual(PHONE.width);
    expect(dialogBox.bottom).toBeLessThanOrEqual(PHONE.height);

    // The map's own controls do not overlap one another.
    const controls = await Promise.all(
      [
        dialog.getByRole('button', { name: 'Zoom in', exact: true }),
        dialog.getByRole('button', { name: 'Zoom out', exact: true }),
        dialog.getByRole('button', { name: 'Show all instruments', exact: true }),
        dialog.getByRole('radiogroup', { name: 'Map style' }),
      ].map(box),
    );
    for (const [index, a] of controls.entries()) {
      for (const b of controls.slice(index + 1)) expect(overlap(a, b)).toBe(false);
    }

    // Typed coordinates: the pins and the choices fit too.
    await search.fill('-74.0, 40.7');
    await search.press('Enter');
    await expectUncovered(
      dialog.getByRole('button', { name: 'Use B: latitude 40.7, longitude -74' }),
      'choice B',
    );
    await expectUncovered(
      map.getByRole('button', { name: 'A: latitude -74, longitude 40.7', exact: true }),
      'pin A',
    );
    await expectUncovered(
      map.getByRole('button', { name: 'B: latitude 40.7, longitude -74', exact: true }),
      'pin B',
    );
    await expectNoSidewaysScroll(page, 'the instrument selector with coordinates');
    await context.close();
  });
});

/** Waits until a map has drawn everything (its root says "idle"). */
async function mapIdle(map: Locator) {
  await map.waitFor();
  await map
    .page()
    .waitForFunction(
      (element) => element?.getAttribute('data-state') === 'idle',
      await map.elementHandle(),
    );
}
