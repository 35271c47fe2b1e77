import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

const { newPage, signIn } = useBrowser();

const tiles = (page: Page, section: 'favourites' | 'all') =>
  page.getByTestId(`${section}-grid`).getByTestId('project-tile');

async function tileNames(page: Page, section: 'favourites' | 'all'): Promise<string[]> {
  return tiles(page, section).locator('h3').allTextContents();
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

describe('projects', () => {
  it('lists, searches, sorts and loads more, keeping the list state in the address', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'manager', '/OneView');
    await tiles(page, 'all').first().waitFor();
    expect(await tiles(page, 'all').count()).toBe(12);
    const firstPage = await tileNames(page, 'all');
    expect([...firstPage].sort((a, b) => a.localeCompare(b))).toEqual(firstPage);

    // More load when the end of the section comes into view (or with the button).
    await page
      .getByText('Nothing more to load')
      .or(page.getByRole('button', { name: 'Load newer' }))
      .first()
      .scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () =>
        document.querySelectorAll('[data-testid="all-grid"] [data-testid="project-tile"]').length >
        12,
    );
    await page.getByText('Nothing more to load').last().waitFor();
    const all = await tileNames(page, 'all');
    expect(new Set(all).size).toBe(all.length);

    // Search is debounced and kept in the address; no match says so.
    await page.getByRole('searchbox', { name: 'Search projects' }).fill('gowanus');
    await page.waitForURL(/query=.*gowanus/);
    await page.waitForFunction(
      () =>
        document.querySelectorAll('[data-testid="all-grid"] [data-testid="project-tile"]').length <=
        1,
    );
    await page.getByRole('searchbox', { name: 'Search projects' }).fill('zzzz-nothing');
    await page.getByTestId('all-empty').getByText('No results found.').waitFor();
    await page.reload();
    expect(await page.getByRole('searchbox', { name: 'Search projects' }).inputValue()).toBe(
      'zzzz-nothing',
    );
    await page.getByRole('searchbox', { name: 'Search projects' }).fill('');
    await tiles(page, 'all').nth(11).waitFor();

    // Sort by name descending.
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Name (Z to A)' }).click();
    await page.waitForURL(/desc/);
    await page.waitForFunction(
      (first) =>
        document.querySelector('[data-testid="all-grid"] [data-testid="project-tile"] h3')
          ?.textContent !== first,
      firstPage[0],
    );
    const descending = await tileNames(page, 'all');
    expect([...descending].sort((a, b) => b.localeCompare(a))).toEqual(descending);
    await context.close();
  });

  it('stars and unstars a project, and reverts the star with a toast when the server fails', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'manager', '/OneView');
    await tiles(page, 'all').first().waitFor();
    const name = (await tiles(page, 'all').first().locator('h3').textContent()) ?? '';
    await tiles(page, 'all').first().getByRole('button', { name: 'Add to favourites' }).click();
    await page.getByTestId('favourites-grid').getByRole('heading', { name }).waitFor();

    await page.route('**/v0.1/projectFavourites*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    const favourite = tiles(page, 'favourites').filter({ hasText: name });
    await favourite.getByRole('button', { name: 'Remove from favourites' }).click();
    await page.getByText(`${name} could not be removed from your favourites`).waitFor();
    await page.getByTestId('favourites-grid').getByRole('heading', { name }).waitFor();
    await page.unroute('**/v0.1/projectFavourites*');

    await favourite.getByRole('button', { name: 'Remove from favourites' }).click();
    await page
      .getByTestId('favourites-grid')
      .getByRole('heading', { name })
      .waitFor({ state: 'detached' });
    await context.close();
  });

  it('creates a project from coordinates, edits its details and deletes it', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'manager', '/OneView');
    await page.getByTestId('create-project').click();
    const dialog = page.getByRole('dialog', { name: 'Create project' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Create' }).isDisabled()).toBe(true);
    const projectName = `E2E Site ${Date.now()}`;
    await page.getByTestId('project-name').fill(projectName);
    // Longitude first fits only as "longitude, latitude": that place is offered, never taken
    // silently (issue 12, defect 3).
    const coordinates = dialog.getByRole('textbox', { name: 'Coordinates' });
    await coordinates.fill('-118.1937, 33.7701');
    await coordinates.press('Enter');
    await dialog
      .getByRole('button', { name: 'Use A: latitude 33.7701, longitude -118.1937' })
      .click();
    await dialog.getByText('Location: 33.770100, -118.193700').waitFor();
    await timeZoneFilled(page);
    expect(await page.getByTestId('project-time-zone').inputValue()).toContain('Los_Angeles');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/OneView\/project\/settings\?query=/);
    const details = page.getByTestId('project-details');
    await details.getByTestId('details-name').getByText(projectName).waitFor();
    // The server names the place offline.
    await details.getByText('33.770100, -118.193700 (Long Beach, California)').waitFor();

    // Editing without a change holds nobody: Back leaves at once.
    await details.getByRole('button', { name: 'Edit' }).click();
    await page.evaluate(() => history.back());
    await page.waitForURL(/\/OneView$/);
    await page.evaluate(() => history.forward());
    await page.waitForURL(/\/OneView\/project\/settings\?query=/);

    // Edit the name; leaving with unsaved changes asks first, by link or by Back, and Cancel
    // keeps the page and the draft.
    const unsaved = page.getByRole('dialog', { name: /unsaved changes/ });
    await details.getByRole('button', { name: 'Edit' }).click();
    await page.getByTestId('details-name-input').fill(`${projectName} (renamed)`);
    await page.getByRole('link', { name: 'Projects' }).first().click();
    await unsaved.waitFor();
    await unsaved.getByRole('button', { name: 'Cancel' }).click();
    await unsaved.waitFor({ state: 'detached' });
    await page.evaluate(() => history.back());
    await unsaved.waitFor();
    expect(page.url()).toMatch(/\/OneView\/project\/settings\?query=/);
    await unsaved.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByTestId('details-name-input').inputValue()).toBe(
      `${projectName} (renamed)`,
    );
    await details.getByRole('button', { name: 'Save' }).click();
    await details.getByTestId('details-name').getByText(`${projectName} (renamed)`).waitFor();
    await page.reload();
    await page.getByTestId('details-name').getByText(`${projectName} (renamed)`).waitFor();

    // After a reload, Back with unsaved changes still asks; Discard leaves, and the change is lost.
    await details.getByRole('button', { name: 'Edit' }).click();
    await page.getByTestId('details-name-input').fill('Never saved');
    await page.evaluate(() => history.back());
    await unsaved.waitFor();
    await unsaved.getByRole('button', { name: 'Discard' }).click();
    await page.waitForURL(/\/OneView$/);
    await page.getByTestId('all-grid').waitFor();
    await page.evaluate(() => history.forward());
    await page.getByTestId('details-name').getByText(`${projectName} (renamed)`).waitFor();

    // Delete through the danger modal, which asks for the name.
    await page.getByRole('button', { name: 'Project actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete project' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete project' });
    await confirm.waitFor();
    expect(await confirm.getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
    await confirm.getByRole('textbox').fill(`${projectName} (renamed)`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(/\/OneView$/);
    await page.getByRole('searchbox', { name: 'Search projects' }).fill(projectName);
    await page.getByTestId('all-empty').getByText('No results found.').waitFor();
    await context.close();
  });

  it('lets an organisations administrator create a project in another organisation', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'admin', '/OneView');
    await page.getByTestId('create-project').click();
    const dialog = page.getByRole('dialog', { name: 'Create project' });
    await dialog.waitFor();
    const projectName = `E2E Harbour ${Date.now()}`;
    await page.getByTestId('project-name').fill(projectName);
    const organisation = dialog.getByRole('combobox', { name: /Organisation/ });
    await organisation.fill('harbour');
    await page.getByRole('option', { name: 'Harbour Consulting' }).click();
    expect(await organisation.inputValue()).toBe('Harbour Consulting');
    const coordinates = dialog.getByRole('textbox', { name: 'Coordinates' });
    await coordinates.fill('51.5072, -0.1276');
    await coordinates.press('Enter');
    // Both orders are places: A is the one typed.
    await dialog
      .getByRole('button', { name: 'Use A: latitude 51.5072, longitude -0.1276' })
      .click();
    await timeZoneFilled(page);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/OneView\/project\/settings\?query=/);
    await page.goto(new URL('/OneView', page.url()).href);
    await page.getByRole('searchbox', { name: 'Search projects' }).fill(projectName);
    const tile = page.getByTestId('all-grid').getByText(projectName);
    await tile.waitFor();
    await page.getByTestId('all-grid').getByText('Harbour Consulting').first().waitFor();
    await context.close();
  });

  it('shows the project area in the saved theme', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'manager', '/OneView');
    await page.evaluate(() => localStorage.setItem('themePreference', 'dark'));
    await tiles(page, 'all').first().waitFor();
    const accessible = tiles(page, 'all')
      .filter({ has: page.getByRole('link', { name: 'View' }) })
      .first();
    await accessible.getByRole('link', { name: 'View' }).click();
    await page.waitForURL(/\/OneView\/project\/dashboard/);
    await page.reload();
    await page.getByTestId('site-map').waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    // The projects list follows the saved theme too (issue 12 changed foundation §2.6).
    await page.goto('/OneView');
    await tiles(page, 'all').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    await context.close();
  });
});
