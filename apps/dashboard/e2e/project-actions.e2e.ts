import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

const { newPage, signIn } = useBrowser();

describe('project changes are confirmed (issue 12, defect 9)', () => {
  it('asks before Escape throws away a typed project, and confirms create, save and delete with a toast', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'manager', '/OneView');
    const toasts = page.getByRole('region', { name: 'Messages' });
    const projectName = `E2E Toast ${Date.now()}`;

    await page.getByTestId('create-project').click();
    const dialog = page.getByRole('dialog', { name: 'Create project' });
    await dialog.waitFor();
    await page.getByTestId('project-name').fill(projectName);
    await page.keyboard.press('Escape');
    const unsaved = page.getByRole('dialog', { name: /unsaved changes/ });
    await unsaved.getByRole('button', { name: 'Cancel' }).click();
    await unsaved.waitFor({ state: 'detached' });
    await dialog.waitFor();

    const coordinates = dialog.getByRole('textbox', { name: 'Coordinates' });
    await coordinates.fill('33.7701, -118.1937');
    await coordinates.press('Enter');
    await dialog.getByText('Location: 33.770100, -118.193700').waitFor();
    await page.waitForFunction(() =>
      Boolean(
        (document.querySelector('[data-testid="project-time-zone"]') as HTMLInputElement | null)
          ?.value,
      ),
    );
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/OneView\/project\/settings\?query=/);
    const created = toasts
      .getByRole('listitem')
      .filter({ hasText: `Project ${projectName} created` });
    await created.waitFor();
    // A confirmation closes by itself, so it does not keep covering the editing card's Save.
    await created.waitFor({ state: 'detached', timeout: 10_000 });

    const details = page.getByTestId('project-details');
    await details.getByRole('button', { name: 'Edit' }).click();
    await page.getByTestId('details-name-input').fill(`${projectName} B`);
    await details.getByRole('button', { name: 'Save' }).click();
    await toasts.getByText(`Changes to ${projectName} B saved`).waitFor();

    await page.getByRole('button', { name: 'Project actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete project' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete project' });
    await confirm.getByRole('textbox').fill(`${projectName} B`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(/\/OneView$/);
    await toasts.getByText(`Project ${projectName} B deleted`).waitFor();
    await context.close();
  });

  it('opens a project clicked within the search debounce instead of going back to the list', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'manager', '/OneView');
    const tile = page.getByTestId('all-grid').getByTestId('project-tile').first();
    await tile.getByRole('link', { name: 'View' }).waitFor();
    // Typed, then a tile opened before the 300 ms debounce applied the search.
    await page.getByRole('searchbox', { name: 'Search projects' }).fill('a');
    await tile.getByRole('link', { name: 'View' }).click();
    await page.waitForURL(/\/OneView\/project\/dashboard\?query=/);
    await page.getByTestId('site-map').waitFor();
    await page.waitForTimeout(600);
    expect(new URL(page.url()).pathname).toBe('/OneView/project/dashboard');
    await context.close();
  });
});
