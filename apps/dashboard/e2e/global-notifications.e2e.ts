import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

const { newPage, signIn, api } = useBrowser();

describe('global notification administration (issue 19)', () => {
  it(
    'an administrator creates one with bold text and a link, a manager sees it in the bell, and after deletion it is gone',
    { timeout: 180_000 },
    async () => {
      const title = `Dust season ${Date.now().toString(36)}`;

      // The administrator reaches the screen from the app menu.
      const admin = await newPage();
      await signIn(admin.page, 'admin', '/OneView');
      await admin.page.getByTestId('app-menu-button').click();
      await admin.page.getByRole('menuitem', { name: 'Notifications' }).click();
      await admin.page.waitForURL(/\/OneView\/notifications$/);
      await admin.page
        .getByRole('heading', { level: 2, name: 'Create global notification' })
        .waitFor();

      await admin.page.getByRole('textbox', { name: 'Title' }).fill(title);
      const editor = admin.page.getByRole('textbox', { name: 'Message' });
      await editor.click();
      await admin.page.getByRole('button', { name: 'Bold', exact: true }).click();
      await admin.page.keyboard.type('Water the haul roads');
      await admin.page.getByRole('button', { name: 'Bold', exact: true }).click();
      await admin.page.keyboard.press('Enter');
      await admin.page.keyboard.type('Read the guidance');
      // Select 'guidance' and make it a link.
      for (let i = 0; i < 'guidance'.length; i += 1)
        await admin.page.keyboard.press('Shift+ArrowLeft');
      await admin.page.getByRole('button', { name: 'Link', exact: true }).click();
      const address = admin.page.getByLabel('Link address');
      await address.fill('https://guidance.example.com/dust');
      await address.press('Enter');

      // The preview renders it as the bell will.
      const preview = admin.page.getByTestId('notification-preview');
      expect(await preview.locator('strong').textContent()).toBe('Water the haul roads');
      expect(await preview.getByRole('link', { name: /guidance/ }).getAttribute('href')).toBe(
        'https://guidance.example.com/dust',
      );
      expect(await admin.page.getByTestId('notification-zone').textContent()).toMatch(
        /UTC[+-]\d\d:\d\d/,
      );

      await admin.page.getByRole('button', { name: 'Create', exact: true }).click();
      await admin.page.getByText('Successfully created notification.').waitFor();
      await admin.page.getByRole('button', { name: 'OK' }).click();
      expect(await admin.page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('');
      const item = admin.page.getByTestId('global-notification').filter({ hasText: title });
      await item.waitFor();

      // The server stored the token document the editor wrote.
      const stored = await api<{ Items: Array<{ Title: string; Message: string }> }>(
        admin.page,
        'GET',
        '/v0.1/notifications/global',
      );
      const created = stored.json.Items.find((n) => n.Title === title);
      expect(JSON.parse(created?.Message ?? '{}')).toEqual({
        Version: '1.0',
        Tokens: [
          { Type: 'Text', Text: 'Water the haul roads', Styles: ['Bold'] },
          { Type: 'LineBreak' },
          { Type: 'Text', Text: 'Read the ' },
          { Type: 'Link', Text: 'guidance', Href: 'https://guidance.example.com/dust' },
        ],
      });

      // A manager (no notifications permission) sees it in the bell, styled and linked, and is
      // not offered the administration screen.
      const manager = await newPage();
      await signIn(manager.page, 'manager', '/OneView');
      await manager.page.getByTestId('notifications-button').click();
      await manager.page.getByRole('heading', { name: 'Notifications' }).waitFor();
      const row = manager.page.getByTestId('notification').filter({ hasText: title });
      await row.waitFor();
      expect(await row.locator('strong').textContent()).toBe('Water the haul roads');
      expect(await row.getByRole('link', { name: /guidance/ }).getAttribute('href')).toBe(
        'https://guidance.example.com/dust',
      );
      expect((await api(manager.page, 'GET', '/v0.1/notifications/global')).status).toBe(403);

      // The administrator deletes it, after a danger confirmation.
      await item.getByRole('button', { name: `Delete “${title}”` }).click();
      const dialog = admin.page.getByRole('dialog', { name: 'Delete notification?' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await item.waitFor({ state: 'detached' });
      await admin.context.close();

      // After a reload the manager's bell no longer has it.
      await manager.page.reload();
      await manager.page.getByTestId('notifications-button').click();
      await manager.page.getByRole('heading', { name: 'Notifications' }).waitFor();
      await manager.page
        .getByTestId('notification')
        .first()
        .or(manager.page.getByText('You have no new notifications.'))
        .first()
        .waitFor();
      expect(
        await manager.page.getByTestId('notification').filter({ hasText: title }).count(),
      ).toBe(0);
      await manager.context.close();
    },
  );

  it(
    'is not offered to a manager, who reads the 403 screen at its address',
    { timeout: 120_000 },
    async () => {
      const { context, page } = await newPage();
      await signIn(page, 'manager', '/OneView');
      await page.getByTestId('app-menu-button').click();
      await page.getByRole('menuitem').first().waitFor();
      expect(await page.getByRole('menuitem', { name: 'Notifications' }).count()).toBe(0);
      await page.keyboard.press('Escape');
      await page.goto('/OneView/notifications');
      await page.getByTestId('error-screen-403').waitFor();
      await context.close();
    },
  );
});
