import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

const { newPage, signIn, api } = useBrowser();

/** The demo project the viewer is a member of (apps/server/src/demo). */
const VIEWER_PROJECT = 'Gowanus Canal Remediation';
const NO_MANAGE = 'You do not have permission to manage projects.';

/**
 * Opens the settings of a project from the projects list: its tile's View link (the project's
 * dashboard), then Settings in the project navigation.
 */
async function openSettings(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Search projects' }).fill(name);
  await page.waitForURL(/[?&]query=.*search/);
  const tile = page
    .getByTestId('all-grid')
    .getByTestId('project-tile')
    .filter({ has: page.getByRole('heading', { name }) });
  await tile.getByRole('link', { name: 'View' }).click();
  await page.waitForURL(/\/OneView\/project\/dashboard\?query=/);
  await page
    .getByRole('navigation', { name: 'Project' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await page.waitForURL(/\/OneView\/project\/settings\?query=/);
  await page.getByTestId('project-details').waitFor();
}

describe('permissions (issue 12, defect 4)', () => {
  it('shows a viewer Edit and Delete project unavailable, each with the reason', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'viewer', '/OneView');
    await page.getByTestId('all-grid').getByTestId('project-tile').first().waitFor();
    // Creating projects needs Manage_Projects: a viewer is not offered it.
    expect(await page.getByTestId('create-project').count()).toBe(0);

    await openSettings(page, VIEWER_PROJECT);
    const edit = page.getByTestId('project-details').getByRole('button', { name: 'Edit' });
    expect(await edit.getAttribute('aria-disabled')).toBe('true');
    await edit.hover();
    await page.getByRole('tooltip').getByText(NO_MANAGE).waitFor();
    // Playwright refuses an aria-disabled button; a user's click reaches it and does nothing.
    await edit.click({ force: true });
    expect(await page.getByTestId('details-name-input').count()).toBe(0);

    await page.getByRole('button', { name: 'Project actions' }).click();
    const remove = page.getByRole('menuitem', { name: /Delete project/ });
    expect(await remove.getAttribute('aria-disabled')).toBe('true');
    expect(await remove.textContent()).toContain(NO_MANAGE);
    await page.keyboard.press('Escape');

    // The server refuses the same changes, whatever the page offers.
    const id = new URL(page.url()).searchParams.get('query') ?? '';
    const projectId = (JSON.parse(id) as { projectId: string }).projectId;
    expect((await api(page, 'DELETE', `/v0.1/project/${projectId}`)).status).toBe(403);
    await context.close();
  });

  it("shows the server's message when a save is refused with 403, not 'Something went wrong'", async () => {
    const { context, page } = await newPage();
    await signIn(page, 'viewer', '/OneView');
    // The page believes the viewer may manage projects (as after a permission was withdrawn
    // while the page was open); the real server refuses the save.
    await page.route('**/v0.1/Users/self', async (route) => {
      const response = await route.fetch();
      if (!response.ok()) return route.fulfill({ response });
      const user = (await response.json()) as { Permissions: string[] };
      return route.fulfill({
        response,
        json: { ...user, Permissions: [...user.Permissions, 'Manage_Projects'] },
      });
    });
    await page.reload();
    await openSettings(page, VIEWER_PROJECT);
    const details = page.getByTestId('project-details');
    await details.getByRole('button', { name: 'Edit' }).click();
    await page.getByTestId('details-name-input').fill(`${VIEWER_PROJECT} North`);
    await details.getByRole('button', { name: 'Save' }).click();
    await details.getByText(NO_MANAGE).waitFor();
    expect(await details.getByText('Something went wrong').count()).toBe(0);
    await context.close();
  });
});
