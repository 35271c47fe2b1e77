import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

const { newPage, signIn } = useBrowser();

const dark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));

describe('theme everywhere (issue 12, defect 6)', () => {
  it('keeps Dark chosen on Home on every page a signed-in user goes, after reloads too', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'viewer');
    await page.getByTestId('home-heading').waitFor();
    await page.getByTestId('user-menu-button').click();
    await page.getByRole('menuitem', { name: 'Theme' }).click();
    await page.getByRole('radio', { name: 'Dark' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('dialog', { name: 'Theme' }).waitFor({ state: 'detached' });
    // Home does not snap back to light once the modal closes.
    expect(await dark(page)).toBe(true);

    await page.getByTestId('app-menu-button').click();
    await page.getByRole('menuitem', { name: 'Projects' }).click();
    await page.waitForURL(/\/OneView$/);
    await page.getByTestId('all-grid').waitFor();
    expect(await dark(page)).toBe(true);

    await page.reload();
    await page.getByTestId('all-grid').waitFor();
    expect(await dark(page)).toBe(true);
    await page.goto('/OneView/about');
    await page.getByTestId('user-menu-button').waitFor();
    expect(await dark(page)).toBe(true);
    await context.close();
  });
});
