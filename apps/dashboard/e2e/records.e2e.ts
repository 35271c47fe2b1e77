import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

const { newPage, signIn, api, projectId } = useBrowser();

/** The demo site whose journal the tests read and write (the viewer is a member of it). */
const PROJECT = 'Gowanus Canal Remediation';
const DAY = 24 * 60 * 60_000;

/** The records page of a project, with an optional view (range, switch) in the address. */
function recordsHref(id: string, view: Record<string, unknown> = {}): string {
  return `/OneView/project/records?query=${encodeURIComponent(JSON.stringify({ projectId: id, ...view }))}`;
}

/** The journal requests the page makes from now on (their query strings). */
function journalRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/v0.1/journal/project/')) {
      seen.push(url.search);
    }
  });
  return seen;
}

const table = (page: Page) => page.getByTestId('journal-table');
const rows = (page: Page) => table(page).locator('tbody tr');

describe('records (the project journal)', () => {
  it('opens from the project navigation, adds an entry, and finds it by filter and search', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'manager', '/OneView');
    const id = await projectId(page, PROJECT);
    await page.goto(
      `/OneView/project/settings?query=${encodeURIComponent(JSON.stringify({ projectId: id }))}`,
    );
    await page
      .getByRole('navigation', { name: 'Project' })
      .getByRole('link', { name: 'Records' })
      .click();
    await page.waitForURL(/\/OneView\/project\/records\?query=/);
    await page.getByRole('button', { name: 'Date range Last 24 hours' }).waitFor();
    // The demo's entry of three hours ago is in the last day.
    await rows(page).filter({ hasText: 'Truck wash repaired.' }).waitFor();

    const details = `Dust check at the north fence ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Add entry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add journal entry' });
    const text = dialog.getByRole('textbox', { name: /Details/ });
    await text.fill(details);
    await dialog.getByText(`${details.length} / 1000 characters`).waitFor();
    await dialog.getByRole('button', { name: 'Add entry' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('region', { name: 'Messages' }).getByText('Journal entry added').waitFor();

    // The refreshed journal shows it first, written by the manager, from the cloud, with the
    // time on the project's clock (New York) and its zone.
    const added = rows(page).filter({ hasText: details });
    await added.waitFor();
    expect(await rows(page).first().textContent()).toContain(details);
    const row = (await added.textContent()) ?? '';
    expect(row).toContain('User entry');
    expect(row).toContain('Priya Shah');
    expect(row).toContain('Cloud');
    expect(row).toMatch(/UTC-0[45]:00/);

    // Type 'User entry' and a word of it find it alone.
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'User entry' }).click();
    await page.getByRole('searchbox', { name: 'Search entries' }).fill(details.slice(-8));
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await rows(page).first().textContent()).toContain(details);
    // Another type hides it.
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Calibration' }).click();
    await table(page).getByText('No results found.').waitFor();

    // It is a real record: the server answers it too.
    const { json } = await api<{ Items: Array<{ Details: string; User: string | null }> }>(
      page,
      'GET',
      `/v0.1/journal/project/${id}?from=${new Date(Date.now() - DAY).toISOString()}&to=${new Date(Date.now() + 60_000).toISOString()}`,
    );
    expect(json.Items.find((entry) => entry.Details === details)?.User).toBe('Priya Shah');
    await context.close();
  });

  it('brings in the instruments’ entries with the switch', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'manager', '/OneView');
    const id = await projectId(page, PROJECT);
    const requests = journalRequests(page);
    // The last 31 days hold the installation (30 days ago): the instruments' leases and
    // attachments (Source Connect) besides the people's entries.
    const now = Date.now();
    await page.goto(
      recordsHref(id, { range: { kind: 'absolute', from: now - 31 * DAY, to: now } }),
    );
    await rows(page).first().waitFor();
    await page.getByRole('combobox', { name: 'Source' }).click();
    await page.getByRole('option', { name: 'Connect' }).click();
    await table(page).getByText('No results found.').waitFor();
    expect(requests.at(-1)).toContain('includeInstrumentEntries=false');

    const toggle = page.getByRole('switch', { name: 'Show instrument entries' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    const attached = rows(page).filter({ hasText: /Instrument .+ attached to / });
    await attached.first().waitFor();
    expect(requests.at(-1)).toContain('includeInstrumentEntries=true');
    expect(await attached.first().textContent()).toContain('Instruments');
    // Every row left by the Source filter is an instrument's.
    for (const text of await rows(page).allTextContents()) expect(text).toContain('Connect');
    // The switch is kept in the address.
    await page.waitForURL(/instruments/);
    await page.reload();
    const sources = () => rows(page).locator('td:last-child, th:last-child').allTextContents();
    await expect.poll(async () => (await sources()).includes('Connect')).toBe(true);
    expect(
      await page
        .getByRole('switch', { name: 'Show instrument entries' })
        .getAttribute('aria-checked'),
    ).toBe('true');

    // Off again: only the people's and the system's entries are left.
    await page.getByRole('switch', { name: 'Show instrument entries' }).click();
    await expect.poll(async () => (await sources()).includes('Connect')).toBe(false);
    expect(requests.at(-1)).toContain('includeInstrumentEntries=false');
    expect((await sources()).length).toBeGreaterThan(0);
    await context.close();
  });

  it('shows the range error for a range over 31 days and asks nothing', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'manager', '/OneView');
    const id = await projectId(page, PROJECT);
    await page.goto(recordsHref(id));
    await rows(page).first().waitFor();
    const requests = journalRequests(page);

    await page.getByRole('button', { name: 'Date range Last 24 hours' }).click();
    const dialog = page.getByRole('dialog', { name: 'Date range' });
    const start = dialog.locator('[data-slot="date-time-range-picker-start"]');
    // The first of the month two months back: more than 31 days before today.
    await start.getByRole('button', { name: 'Previous month' }).click();
    await start.getByRole('button', { name: 'Previous month' }).click();
    await start
      .getByRole('grid')
      .getByRole('button', { name: /, \w+ 1, \d{4}$/ })
      .first()
      .click();
    await dialog.getByRole('textbox', { name: 'Start time' }).fill('00:00');
    await dialog.getByRole('textbox', { name: 'End time' }).fill('00:00');
    await dialog.getByRole('button', { name: 'Apply' }).click();

    const notice = page.getByTestId('records-range-error');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Records range error');
    expect(await notice.textContent()).toContain('Date range must be 31 days or less');
    expect(await table(page).count()).toBe(0);
    expect(requests).toEqual([]);

    // The server refuses such a range too, with the same message.
    const now = Date.now();
    const refused = await api<{ Messages: string[] }>(
      page,
      'GET',
      `/v0.1/journal/project/${id}?from=${new Date(now - 32 * DAY).toISOString()}&to=${new Date(now).toISOString()}`,
    );
    expect(refused.status).toBe(400);
    expect(refused.json.Messages.join(' ')).toContain('Date range must be 31 days or less');

    // Back to the last day: the table returns.
    await page.getByRole('button', { name: /^Date range / }).click();
    await page
      .getByRole('dialog', { name: 'Date range' })
      .getByRole('button', { name: 'Last 24 hours' })
      .click();
    await rows(page).first().waitFor();
    expect(await notice.count()).toBe(0);
    await context.close();
  });

  it('shows a viewer Add entry unavailable, with the reason', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'viewer', '/OneView');
    const id = await projectId(page, PROJECT);
    await page.goto(recordsHref(id));
    await rows(page).first().waitFor();
    const add = page.getByRole('button', { name: 'Add entry' });
    await expect.poll(() => add.getAttribute('aria-disabled')).toBe('true');
    await add.hover();
    await page
      .getByRole('tooltip')
      .getByText('You do not have permission to add journal entries.')
      .waitFor();
    await add.click({ force: true });
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('fits a phone’s width', async () => {
    const { context, page } = await newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, 'manager', '/OneView');
    const id = await projectId(page, PROJECT);
    await page.goto(recordsHref(id));
    await rows(page).first().waitFor();
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    for (const control of [
      page.getByRole('button', { name: 'Add entry' }),
      page.getByRole('button', { name: /^Date range / }),
      page.getByRole('switch', { name: 'Show instrument entries' }),
      page.getByRole('searchbox', { name: 'Search entries' }),
    ]) {
      const box = await control.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    await context.close();
  });
});
