import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

const { newPage, signIn, api } = useBrowser();

const isOpen = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .getAttribute('aria-expanded')
    .then((v) => v === 'true');

async function richText(text: string) {
  return JSON.stringify({ Version: '1.0', Tokens: [{ Type: 'Text', Text: text }] });
}

describe('skip link', () => {
  it('is the first stop of the keyboard on a signed-in page and jumps past the header', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'viewer');
    await page.getByTestId('home-heading').waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'main');
    await context.close();
  });
});

describe('header menus', () => {
  it('opens one menu at a time, closes them on an outside click, and answers the global hooks', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'admin');
    await page.getByTestId('app-menu-button').click();
    await page.getByRole('menuitem', { name: 'Home' }).waitFor();
    await page.getByTestId('user-menu-button').click();
    await page.getByRole('menuitem', { name: 'Log out' }).waitFor();
    expect(await isOpen(page, 'app-menu-button')).toBe(false);
    expect(await isOpen(page, 'user-menu-button')).toBe(true);
    await page.getByTestId('notifications-button').click();
    await page.getByRole('heading', { name: 'Notifications' }).waitFor();
    expect(await isOpen(page, 'user-menu-button')).toBe(false);
    await page.getByTestId('home-heading').click();
    await page.getByRole('heading', { name: 'Notifications' }).waitFor({ state: 'detached' });

    await page.evaluate(() => window.aqHeader?.openUserMenu());
    await page.getByRole('menuitem', { name: 'Log out' }).waitFor();
    await page.evaluate(() => window.aqHeader?.openNotifications());
    await page.getByRole('heading', { name: 'Notifications' }).waitFor();
    expect(await isOpen(page, 'user-menu-button')).toBe(false);
    await page.evaluate(() => window.aqHeader?.closeNotifications());
    await page.getByRole('heading', { name: 'Notifications' }).waitFor({ state: 'detached' });
    await context.close();
  });

  it('links the help to the support site in a new tab and the logo to the site origin', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'viewer');
    const help = page.getByRole('link', { name: 'Help (opens in a new tab)' });
    expect(await help.getAttribute('href')).toBe('https://support.example.com/help');
    expect(await help.getAttribute('target')).toBe('_blank');
    expect(await page.getByTestId('logo').getAttribute('href')).toBe(new URL(page.url()).origin);
    await context.close();
  });

  it('opens the instrument selector from the header and shows the chosen instrument', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'viewer');
    await page.getByTestId('instrument-menu-button').click();
    const options = page.getByTestId('instrument-option');
    await options.first().waitFor();
    const count = await options.count();
    expect(count).toBeGreaterThan(1);
    await page.getByRole('searchbox', { name: 'Search instruments' }).fill('zzz-no-such');
    await page.getByText('No instruments match your search.').waitFor();
    await page.getByRole('searchbox', { name: 'Search instruments' }).fill('');
    const firstName =
      (await options.first().locator('span.truncate').first().textContent())?.trim() ?? '';
    expect(firstName).not.toBe('');
    await options.first().click();
    await page.waitForURL(/\/HomeNew\/monitor\?monitorId=/);
    await page.getByTestId('monitor-heading').getByText(firstName).waitFor();
    await context.close();
  });
});

describe('notifications panel', () => {
  it('marks unread as read on opening, dismisses one, and rolls back a failed dismissal', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'admin');
    for (const title of ['Maintenance tonight', 'New report layout']) {
      const created = await api(page, 'POST', '/v0.1/notifications/global', {
        Title: title,
        Message: await richText(`${title}: details follow.`),
        Type: 'GlobalAnnouncement',
        CreatedAt: new Date().toISOString(),
      });
      expect(created.status).toBeLessThan(300);
    }
    await page.reload();
    const badge = page.getByTestId('notifications-badge');
    await badge.waitFor();
    const unread = Number(await badge.textContent());
    expect(unread).toBeGreaterThanOrEqual(2);

    await page.getByTestId('notifications-button').click();
    await page.getByRole('heading', { name: 'Notifications' }).waitFor();
    await badge.waitFor({ state: 'detached' });
    const rows = page.getByTestId('notification');
    await rows.first().waitFor();
    const before = await rows.count();

    // A failed dismissal comes back: the row goes at once, and returns when the call fails.
    let fail: () => void = () => {};
    const failing = new Promise<void>((resolve) => (fail = resolve));
    await page.route('**/v0.1/notifications/dismiss*', async (route) => {
      await failing;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"Messages":["boom"]}',
      });
    });
    await page.getByRole('button', { name: 'Dismiss Maintenance tonight' }).click();
    await page
      .getByRole('button', { name: 'Dismiss Maintenance tonight' })
      .waitFor({ state: 'detached' });
    expect(await rows.count()).toBe(before - 1);
    fail();
    await page.getByRole('button', { name: 'Dismiss Maintenance tonight' }).waitFor();
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid="notification"]').length === count,
      before,
    );
    await page.unroute('**/v0.1/notifications/dismiss*');

    await page.getByRole('button', { name: 'Dismiss Maintenance tonight' }).click();
    await page
      .getByRole('button', { name: 'Dismiss Maintenance tonight' })
      .waitFor({ state: 'detached' });
    expect(await rows.count()).toBe(before - 1);

    // Still gone after a reload: the server recorded it.
    await page.reload();
    await page.getByTestId('notifications-button').click();
    await page.getByRole('button', { name: 'Dismiss New report layout' }).waitFor();
    expect(await page.getByRole('button', { name: 'Dismiss Maintenance tonight' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Dismiss all' }).click();
    await page.getByText('You have no new notifications.').waitFor();
    await context.close();
  });

  it('refetches the list when marking read fails, so unread items come back unread', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'admin');
    const created = await api(page, 'POST', '/v0.1/notifications/global', {
      Title: 'Sensor firmware update',
      Message: await richText('A firmware update is available.'),
      Type: 'GlobalAnnouncement',
      CreatedAt: new Date().toISOString(),
    });
    expect(created.status).toBeLessThan(300);
    await page.reload();
    const badge = page.getByTestId('notifications-badge');
    await badge.waitFor();
    let refetched = 0;
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === '/v0.1/notifications') {
        refetched += 1;
      }
    });
    await page.route('**/v0.1/notifications/read*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.getByTestId('notifications-button').click();
    await page.getByRole('heading', { name: 'Notifications' }).waitFor();
    // Marked read locally at once, then the failed call brings the server's state back.
    await badge.waitFor();
    expect(refetched).toBeGreaterThanOrEqual(1);
    await context.close();
  });

  it('lets only platform administrators publish global notifications', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'manager');
    const created = await api(page, 'POST', '/v0.1/notifications/global', {
      Title: 'x',
      Message: await richText('x'),
      Type: 'GlobalAnnouncement',
      CreatedAt: new Date().toISOString(),
    });
    expect(created.status).toBe(403);
    await context.close();
  });
});

describe('theme', () => {
  it('previews a choice, reverts on Cancel, and keeps a confirmed choice across reloads', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'viewer');
    const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    await page.getByTestId('user-menu-button').click();
    await page.getByRole('menuitem', { name: 'Theme' }).click();
    await page.getByRole('radio', { name: 'Dark' }).click();
    expect(await dark()).toBe(true);
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await dark()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('themePreference'))).toBeNull();

    await page.getByTestId('user-menu-button').click();
    await page.getByRole('menuitem', { name: 'Theme' }).click();
    expect(await page.getByRole('radio', { name: 'Light' }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: 'Dark' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    expect(await page.evaluate(() => localStorage.getItem('themePreference'))).toBe('dark');
    // The confirmed choice applies on every page, Home included (issue 12 changed §2.6).
    expect(await dark()).toBe(true);
    await page.reload();
    await page.getByTestId('user-menu-button').click();
    await page.getByRole('menuitem', { name: 'Theme' }).click();
    expect(await page.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);
    await context.close();
  });
});

// The API key dialog has its own file: api-keys.e2e.ts.

describe('logout', () => {
  it('asks first, then goes to sign-in', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'viewer');
    await page.getByTestId('user-menu-button').click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByRole('dialog', { name: 'Log out' }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(new URL(page.url()).pathname).toBe('/HomeNew');
    await page.getByTestId('user-menu-button').click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page
      .getByRole('dialog', { name: 'Log out' })
      .getByRole('button', { name: 'Log out' })
      .click();
    await page.waitForURL(/\/sign-in$/);
    await page.goto('/HomeNew');
    await page.waitForURL(/\/sign-in/);
    await context.close();
  });

  it('shows an impersonated user with an asterisk and reloads as the administrator on logout', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'admin');
    const adminName = (await page.getByTestId('user-name').textContent()) ?? '';
    const users = await api<{ Items: Array<{ Id: string; EmailAddress: string }> }>(
      page,
      'GET',
      '/v0.1/Users',
    );
    const viewer = users.json.Items.find((u) => u.EmailAddress === 'viewer@demo.example');
    expect(viewer).toBeDefined();
    const started = await api(page, 'POST', '/v0.1/impersonation', { UserId: viewer?.Id });
    expect(started.status).toBe(200);
    await page.reload();
    await page.getByTestId('user-name').waitFor();
    const impersonated = (await page.getByTestId('user-name').textContent()) ?? '';
    expect(impersonated.startsWith('*')).toBe(true);
    expect(impersonated).not.toBe(`*${adminName}`);

    await page.getByTestId('user-menu-button').click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    const navigation = page.waitForEvent('load');
    await page
      .getByRole('dialog', { name: 'Log out' })
      .getByRole('button', { name: 'Log out' })
      .click();
    await navigation;
    await page.getByTestId('user-name').waitFor();
    expect(await page.getByTestId('user-name').textContent()).toBe(adminName);
    await context.close();
  });
});
