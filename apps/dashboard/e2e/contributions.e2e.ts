import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

const { newPage, signIn, api, projectId } = useBrowser();

/** The demo's DER-10 site (PM10 and VOC at four fence-line stations and a met mast). */
const PROJECT = 'Gowanus Canal Remediation';
const PHONE = { width: 390, height: 844 };

/** Where screenshots for a person to look at go (unset: none are taken). */
const SHOTS = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

function contributionsHref(id: string): string {
  return `/OneView/project/contributions?query=${encodeURIComponent(JSON.stringify({ projectId: id }))}`;
}

interface ListItem {
  Id: number;
  Name: string;
  ContributionType: string;
}

async function listed(page: Page, id: string): Promise<ListItem[]> {
  const { status, json } = await api<{ Items: ListItem[] }>(
    page,
    'GET',
    `/v0.1/contribution-list?projectId=${id}`,
  );
  expect(status).toBe(200);
  return json.Items;
}

async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${where} is wider than the window`).toBeLessThanOrEqual(innerWidth);
}

describe('contributions', () => {
  it(
    'creates a DER-10 contribution in the wizard, watches its history compute, lists it and deletes it',
    { timeout: 180_000 },
    async () => {
      const { context, page } = await newPage();
      await signIn(page, 'manager', '/OneView');
      const id = await projectId(page, PROJECT);
      const name = `Fence line ${Date.now().toString(36)}`;

      // The project navigation's Contributions entry leads to the project contributions page.
      await page.goto(
        `/OneView/project/settings?query=${encodeURIComponent(JSON.stringify({ projectId: id }))}`,
      );
      await page
        .getByRole('navigation', { name: 'Project' })
        .getByRole('link', { name: 'Contributions' })
        .click();
      await page.waitForURL(/\/OneView\/project\/contributions\?query=/);
      await page.getByTestId('contributions-table').waitFor();
      await shot(page, 'project-contributions');

      // Details: a name and the type; the project is this one.
      await page.getByTestId('create-contribution').click();
      const wizard = page.getByRole('dialog', { name: 'Create contribution' });
      await wizard.getByTestId('contribution-project').waitFor();
      expect(await wizard.getByTestId('contribution-project').inputValue()).toBe(PROJECT);
      await wizard.getByRole('textbox', { name: /^Name/ }).fill(name);
      await wizard.getByRole('radio', { name: /^DER-10/ }).click();
      await shot(page, 'wizard-details');
      await wizard.getByRole('button', { name: 'Next' }).click();

      // Pollutants: the DER-10 preset, PM10 and VOC every 15 minutes, rolling average.
      await wizard.getByRole('heading', { level: 3, name: 'Pollutants' }).waitFor();
      expect(await wizard.getByTestId('pollutant-row').allTextContents()).toEqual(['PM10', 'VOC']);
      expect(await wizard.getByTestId('averaging-period').inputValue()).toBe('15');
      expect(await wizard.getByTestId('averaging-method').inputValue()).toBe('Rolling average');
      await shot(page, 'wizard-pollutants');
      await wizard.getByRole('button', { name: 'Next' }).click();

      // Data sources: two fence-line stations, automatic wind detection left on.
      await wizard.getByRole('heading', { level: 3, name: 'Data sources' }).waitFor();
      const create = wizard.getByRole('button', { name: 'Create' });
      expect(await create.isDisabled()).toBe(true);
      await wizard.getByRole('checkbox', { name: 'North Fence' }).click();
      await wizard.getByRole('checkbox', { name: 'South Fence' }).click();
      expect(
        await wizard.getByRole('switch', { name: 'Automatic wind detection' }).isChecked(),
      ).toBe(true);
      // The met mast has wind speed and direction, so it is a wind source option.
      expect(await wizard.getByTestId('wind-source').isDisabled()).toBe(true);
      await shot(page, 'wizard-data-sources');
      await create.click();

      // The history is computed in the background; the view follows it to the end.
      const progress = page.getByRole('dialog', { name: `${name} was created` });
      await progress.waitFor();
      await shot(page, 'progress');
      await progress.getByText('History computed').waitFor({ timeout: 120_000 });
      await shot(page, 'progress-done');
      // Open chart leads to the aggregated Charts page with the contribution as the source.
      await progress.getByRole('button', { name: 'Open chart' }).click();
      await page.waitForURL(/\/OneView\/project\/data\?query=/);
      const chartQuery = JSON.parse(new URL(page.url()).searchParams.get('query') ?? '{}') as {
        projectId?: string;
        type?: string;
        source?: number;
      };
      expect(chartQuery).toMatchObject({ projectId: id, type: 'aggregated' });
      await page.goBack();
      await page.waitForURL(/\/OneView\/project\/contributions\?query=/);

      // The list shows it, and so does the server.
      const row = page
        .getByTestId('contributions-table')
        .locator('tbody tr')
        .filter({ hasText: name });
      await row.waitFor();
      expect(await row.textContent()).toContain('DER-10 Site Contribution');
      expect(await row.textContent()).toMatch(/UTC-0[45]:00/);
      const created = (await listed(page, id)).find((item) => item.Name === name);
      expect(created?.ContributionType).toBe('Der10');
      expect(chartQuery.source).toBe(created?.Id);
      await shot(page, 'project-contributions-with-new');

      // The app menu's Contributions opens the user's list, which shows it with its organisation.
      await page.getByTestId('app-menu-button').click();
      await page.getByRole('menuitem', { name: 'Contributions' }).click();
      await page.waitForURL(/\/OneView\/contributions$/);
      const mine = page
        .getByTestId('user-contributions')
        .locator('tbody tr')
        .filter({ hasText: name });
      await mine.waitFor();
      expect(await mine.textContent()).toContain('Demo Environmental');
      await page.goBack();
      await page.waitForURL(/\/OneView\/project\/contributions\?query=/);

      // Change start date: the current start is filled in; 12:00 on that day (project clock)
      // restarts the averaging there and the history is computed again, with its progress.
      await row.getByRole('button', { name: 'More actions' }).click();
      await page.getByRole('menuitem', { name: 'Change start date' }).click();
      const override = page.getByRole('dialog', { name: `Change the start date of ${name}` });
      await override.getByText('Every value is computed again').waitFor();
      const time = override.getByTestId('override-time');
      await time.fill('12:00');
      await time.blur();
      await shot(page, 'override-start-date');
      await override.getByRole('button', { name: 'Change start date' }).click();
      const again = page.getByRole('dialog', { name: `${name} is being computed again` });
      await again.getByText('History computed').waitFor({ timeout: 120_000 });
      const restarted = await api<{ StartDate: string; History: { State: string } }>(
        page,
        'GET',
        `/v0.1/contribution/${created?.Id}`,
      );
      expect(restarted.json.History.State).toBe('Done');
      const local = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'America/New_York',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(Date.parse(restarted.json.StartDate));
      expect(local).toBe('12:00');
      await page.keyboard.press('Escape');
      await again.waitFor({ state: 'detached' });

      // Delete asks first, then the row and the contribution are gone.
      await row.getByRole('button', { name: 'More actions' }).click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete contribution?' });
      await confirm.getByText(`${name} and its computed values will be deleted.`).waitFor();
      await shot(page, 'delete-confirmation');
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await confirm.waitFor({ state: 'detached' });
      await page
        .getByRole('region', { name: 'Messages' })
        .getByText(`${name} was deleted.`)
        .waitFor();
      await row.waitFor({ state: 'detached' });
      expect((await listed(page, id)).some((item) => item.Name === name)).toBe(false);
      const gone = await api(page, 'GET', `/v0.1/contribution/${created?.Id}`);
      expect(gone.status).toBe(404);
      await context.close();
    },
  );

  it('fits a phone’s width: the project page, the wizard and the user’s list', async () => {
    const { context, page } = await newPage({ viewport: PHONE });
    await signIn(page, 'manager', '/OneView');
    const id = await projectId(page, PROJECT);
    await page.goto(contributionsHref(id));
    await page.getByTestId('contributions-table').waitFor();
    await page.getByTestId('create-contribution').waitFor();
    await shot(page, 'phone-project-contributions');
    await expectNoSidewaysScroll(page, 'the project contributions page');
    await page.getByTestId('create-contribution').click();
    const wizard = page.getByRole('dialog', { name: 'Create contribution' });
    await wizard.getByRole('radio', { name: /^DER-10/ }).waitFor();
    await shot(page, 'phone-wizard');
    await expectNoSidewaysScroll(page, 'the wizard');
    await wizard.getByRole('button', { name: 'Cancel' }).click();
    await wizard.waitFor({ state: 'detached' });
    await page.goto('/OneView/contributions');
    await page.getByTestId('user-contributions').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Contributions' }).waitFor();
    await shot(page, 'phone-user-contributions');
    await expectNoSidewaysScroll(page, 'the user’s contributions');
    await context.close();
  });

  it('shows a viewer Create contribution unavailable, with the reason', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'viewer', '/OneView');
    const id = await projectId(page, PROJECT);
    await page.goto(contributionsHref(id));
    const create = page.getByTestId('create-contribution');
    await create.waitFor();
    expect(await create.getAttribute('aria-disabled')).toBe('true');
    await create.hover();
    await page
      .getByRole('tooltip')
      .getByText('You need the Manage contributions permission.')
      .first()
      .waitFor();
    await context.close();
  });
});
