import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

const { newPage, signIn, api } = useBrowser();

/** What the map draws over its canvas, each box relative to the map and whether it is shown. */
interface Drawn {
  map: { width: number; height: number };
  labels: Array<{ text: string; box: Box }>;
  clusters: Array<{ count: number; name: string; box: Box }>;
}
interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The marker labels and cluster badges a map shows now (hidden ones left out). */
function drawnOn(map: Locator): Promise<Drawn> {
  return map.evaluate((root) => {
    const origin = root.getBoundingClientRect();
    const box = (element: Element) => {
      const r = element.getBoundingClientRect();
      return {
        left: r.left - origin.left,
        top: r.top - origin.top,
        right: r.right - origin.left,
        bottom: r.bottom - origin.top,
      };
    };
    const shown = (element: HTMLElement) => element.style.visibility === 'visible';
    const labels = [...root.querySelectorAll<HTMLElement>('[data-slot="map-marker-label"]')]
      .filter(shown)
      .map((label) => ({
        text: label.textContent?.trim() ?? '',
        box: box(label.firstElementChild ?? label),
      }));
    const clusters = [...root.querySelectorAll<HTMLElement>('[data-slot="map-cluster"]')]
      .filter(shown)
      .map((cluster) => {
        const button = cluster.querySelector('button') as HTMLElement;
        return {
          count: Number(button.textContent?.replace(/\D/g, '')),
          name: button.getAttribute('aria-label') ?? '',
          box: box(button),
        };
      });
    return { map: { width: origin.width, height: origin.height }, labels, clusters };
  });
}

/** Waits until the map has drawn everything (its root says "idle"). */
async function mapIdle(map: Locator) {
  await map
    .page()
    .waitForFunction(
      (element) => element?.getAttribute('data-state') === 'idle',
      await map.elementHandle(),
    );
}

async function openSelector(page: Page) {
  await page.getByTestId('instrument-menu-button').click();
  const dialog = page.getByRole('dialog', { name: 'Select instrument' });
  await dialog.getByTestId('instrument-option').first().waitFor();
  const map = dialog.locator('[data-slot="map"]');
  await mapIdle(map);
  return { dialog, map };
}

async function openCreateProject(page: Page) {
  await page.getByTestId('create-project').click();
  const dialog = page.getByRole('dialog', { name: 'Create project' });
  await dialog.waitFor();
  const map = dialog.locator('[data-slot="map"]');
  await mapIdle(map);
  return { dialog, map, coordinates: dialog.getByRole('textbox', { name: 'Coordinates' }) };
}

/** Waits until the create form has filled the time zone from the coordinates. */
async function timeZoneFilled(page: Page) {
  await page.waitForFunction(() => {
    const input = document.querySelector(
      '[data-testid="project-time-zone"]',
    ) as HTMLInputElement | null;
    return Boolean(input?.value);
  });
}

describe('the instrument selector map (issue 12, defect 7)', () => {
  it('frames every placed instrument whole in its first view, grouping a site’s monitors in a badge with their count', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'admin');
    const selection = await api<{ Items: Array<{ Serial: string; Latitude: number | null }> }>(
      page,
      'GET',
      '/v0.1/instruments/selection',
    );
    const placed = selection.json.Items.filter((item) => item.Latitude !== null);
    expect(placed.length).toBeGreaterThan(6);

    const { map } = await openSelector(page);
    const drawn = await drawnOn(map);
    // Every instrument is counted once: in a badge or under its own label.
    const counted =
      drawn.clusters.reduce((sum, cluster) => sum + cluster.count, 0) + drawn.labels.length;
    expect(counted).toBe(placed.length);
    // The Gowanus site's five instruments sit within 200 m: one badge says how many.
    expect(drawn.clusters.map((cluster) => cluster.name)).toContain('5 locations here: zoom in');
    // Nothing is cut off by the edge of the map.
    for (const { box } of [...drawn.labels, ...drawn.clusters]) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(drawn.map.width);
      expect(box.bottom).toBeLessThanOrEqual(drawn.map.height);
    }
    await context.close();
  });

  it('finds instruments by the place of their project (issue 12, defect 9)', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'admin');
    const { dialog } = await openSelector(page);
    await dialog.getByRole('searchbox', { name: 'Search instruments' }).fill('Long Beach');
    const options = dialog.getByTestId('instrument-option');
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="instrument-option"]').length === 3,
    );
    const names = (await options.locator('span.truncate').allTextContents()).sort();
    expect(names).toEqual([
      'Harbour Met Mast station',
      'Inland Fence monitor',
      'Seaward Fence monitor',
    ]);
    await context.close();
  });

  it('shows typed coordinates only in an order the user picks (issue 12, defect 3)', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'admin');
    const { dialog, map } = await openSelector(page);
    const search = dialog.getByRole('searchbox', { name: 'Search instruments' });
    const message = dialog.getByTestId('instrument-search-message');

    // Both orders are places: pins A (as typed) and B (swapped) wait for a pick.
    await search.fill('-74.0, 40.7');
    await search.press('Enter');
    await message.getByText('These numbers fit two places. Choose A or B to go there.').waitFor();
    await map
      .getByRole('button', { name: 'A: latitude -74, longitude 40.7', exact: true })
      .waitFor();
    await map
      .getByRole('button', { name: 'B: latitude 40.7, longitude -74', exact: true })
      .waitFor();
    await dialog.getByRole('button', { name: 'Use B: latitude 40.7, longitude -74' }).click();
    await message.getByText('The map is centred on latitude 40.7, longitude -74.').waitFor();
    expect(await map.getByRole('button', { name: /^A: / }).count()).toBe(0);

    // Only "longitude, latitude" is a place: it is offered, never swapped silently.
    await search.fill('91, 10');
    await search.press('Enter');
    await message.getByText(/only fit as “longitude, latitude”/).waitFor();
    expect(await dialog.getByRole('button', { name: /^Use [AB]:/ }).count()).toBe(1);
    await map.getByRole('button', { name: 'A: latitude 10, longitude 91', exact: true }).click();
    await message.getByText('The map is centred on latitude 10, longitude 91.').waitFor();

    // Only the typed order is a place: the map goes there at once.
    await search.fill('10, 91');
    await search.press('Enter');
    await message.getByText('The map is centred on latitude 10, longitude 91.').waitFor();

    // Neither order is a place: the reason, and nothing moves.
    await search.fill('91, 181');
    await search.press('Enter');
    await message.getByText(/latitude/i).waitFor();
    expect(await search.getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByRole('button', { name: /^Use [AB]:/ }).count()).toBe(0);
    await context.close();
  });
});

describe('the project location field (issue 12, defects 3 and 7)', () => {
  it('never takes typed coordinates in an order the user did not type', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'manager', '/OneView');
    const { dialog, coordinates } = await openCreateProject(page);
    await page.getByTestId('project-name').fill(`E2E Coordinates ${Date.now()}`);
    const create = dialog.getByRole('button', { name: 'Create' });
    const shown = dialog.getByTestId('project-coordinates');
    const choices = dialog.getByRole('button', { name: /^Use [AB]:/ });

    const both: Array<[string, string, string]> = [
      ['-74.0, 40.7', 'latitude -74, longitude 40.7', 'latitude 40.7, longitude -74'],
      ['40.7, -74.0', 'latitude 40.7, longitude -74', 'latitude -74, longitude 40.7'],
      ['51.5, -0.12', 'latitude 51.5, longitude -0.12', 'latitude -0.12, longitude 51.5'],
      ['-0.12, 51.5', 'latitude -0.12, longitude 51.5', 'latitude 51.5, longitude -0.12'],
    ];
    for (const [typed, a, b] of both) {
      await coordinates.fill(typed);
      await coordinates.press('Enter');
      // Both places on the map, lettered, and in words under the field; nothing is set yet.
      await dialog.getByRole('button', { name: `A: ${a}`, exact: true }).waitFor();
      await dialog.getByRole('button', { name: `B: ${b}`, exact: true }).waitFor();
      await dialog.getByRole('button', { name: `Use A: ${a}` }).waitFor();
      await dialog.getByRole('button', { name: `Use B: ${b}` }).waitFor();
      await dialog
        .getByText('These numbers fit two places. Choose A or B to set the location.')
        .waitFor();
      expect(await coordinates.getAttribute('aria-invalid')).toBe('true');
      expect(await shown.textContent()).toMatch(/^No location yet/);
      expect(await create.isDisabled()).toBe(true);
    }
    // The last pair (-0.12, 51.5): B, as the user meant London, sets it.
    await dialog.getByRole('button', { name: 'Use B: latitude 51.5, longitude -0.12' }).click();
    await shown.getByText('Location: 51.500000, -0.120000').waitFor();
    expect(await coordinates.inputValue()).toBe('51.5, -0.12');
    expect(await choices.count()).toBe(0);
    await timeZoneFilled(page);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('button')].some(
        (button) => button.textContent === 'Create' && !button.disabled,
      ),
    );

    // Valid only as "longitude, latitude": one place to confirm; the location is unset until then.
    await coordinates.fill('91, 10');
    await coordinates.press('Enter');
    await dialog
      .getByText(
        'These numbers only fit as “longitude, latitude”. Choose A to confirm the location.',
      )
      .waitFor();
    expect(await choices.count()).toBe(1);
    expect(await shown.textContent()).toMatch(/^No location yet/);
    expect(await create.isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'A: latitude 10, longitude 91', exact: true }).click();
    await shown.getByText('Location: 10.000000, 91.000000').waitFor();

    // Valid only as typed: taken as typed.
    await coordinates.fill('10, 91');
    await coordinates.press('Enter');
    await shown.getByText('Location: 10.000000, 91.000000').waitFor();
    expect(await choices.count()).toBe(0);

    // Valid in neither order: the validation message, and no location.
    await coordinates.fill('91, 181');
    await coordinates.press('Enter');
    await shown.getByText(/^No location yet/).waitFor();
    expect(await coordinates.getAttribute('aria-invalid')).toBe('true');
    expect(await choices.count()).toBe(0);
    expect(await create.isDisabled()).toBe(true);
    await context.close();
  });

  it('places the site where the map is clicked, or at its centre with Enter', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'manager', '/OneView');
    const { dialog, map, coordinates } = await openCreateProject(page);
    const shown = dialog.getByTestId('project-coordinates');

    // Enter on the focused map places its centre: the create form's start, central USA.
    const canvas = map.getByRole('region', { name: 'Map of the project location' });
    await canvas.focus();
    await page.keyboard.press('Enter');
    await shown.getByText('Location: 39.500000, -98.350000').waitFor();
    expect(await coordinates.inputValue()).toBe('39.5, -98.35');

    // A click places the point under the pointer and fills the time zone from it.
    const box = (await canvas.boundingBox()) as { x: number; y: number; width: number };
    await page.mouse.click(box.x + box.width * 0.75, box.y + 100);
    await page.waitForFunction(
      () =>
        !document
          .querySelector('[data-testid="project-coordinates"]')
          ?.textContent?.includes('39.500000'),
    );
    const placed = /Location: (-?\d+\.\d{6}), (-?\d+\.\d{6})/.exec(
      (await shown.textContent()) ?? '',
    );
    expect(placed).not.toBeNull();
    const [latitude, longitude] = [Number(placed?.[1]), Number(placed?.[2])];
    // Right of and above the centre: north-east of it, still in North America.
    expect(latitude).toBeGreaterThan(39.5);
    expect(longitude).toBeGreaterThan(-98.35);
    expect(await coordinates.inputValue()).toBe(`${latitude}, ${longitude}`);
    await timeZoneFilled(page);
    expect(await page.getByTestId('project-time-zone').inputValue()).toMatch(/America\//);
    await context.close();
  });

  it('keeps a project from being saved while its typed coordinates wait for a pick', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'manager', '/OneView');
    await page.getByRole('searchbox', { name: 'Search projects' }).fill('Gowanus');
    // Under Favourites for a user who starred it, under All projects otherwise.
    await page
      .getByTestId('project-tile')
      .filter({ hasText: 'Gowanus' })
      .first()
      .getByRole('link', { name: 'View' })
      .click();
    // View opens the dashboard; the settings are in the project navigation.
    await page.waitForURL(/\/OneView\/project\/dashboard\?query=/);
    await page
      .getByRole('navigation', { name: 'Project' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await page.waitForURL(/\/OneView\/project\/settings\?query=/);
    const details = page.getByTestId('project-details');
    await details.getByRole('button', { name: 'Edit' }).click();
    const coordinates = details.getByRole('textbox', { name: 'Coordinates' });
    await coordinates.fill('-73.99, 40.67');
    await coordinates.press('Enter');
    await details
      .getByText('These numbers fit two places. Choose A or B to set the location.')
      .waitFor();
    expect(await details.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await details.getByRole('button', { name: 'Use B: latitude 40.67, longitude -73.99' }).click();
    await details.getByText('Location: 40.670000, -73.990000').waitFor();
    await details.getByRole('button', { name: 'Cancel' }).click();
    await context.close();
  });
});
