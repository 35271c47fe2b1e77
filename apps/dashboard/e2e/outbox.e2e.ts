import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

const { newPage, signIn, api } = useBrowser();

describe('the delivery outbox (issue 17)', () => {
  it(
    'shows an administrator a queued e-mail held because SMTP is not configured; others are not offered it',
    { timeout: 120_000 },
    async () => {
      const { context, page } = await newPage();
      await signIn(page, 'admin', '/OneView');
      // A verification code is an e-mail like any other: the server queues it in the outbox,
      // and without SMTP_URL (the test server has none) the worker holds it.
      const address = `outbox-${Date.now().toString(36)}@example.com`;
      const sent = await api(page, 'POST', '/v0.1/verification/contact/email', {
        EmailAddress: address,
      });
      expect(sent.status).toBe(200);

      await page.getByTestId('app-menu-button').click();
      await page.getByRole('menuitem', { name: 'Delivery outbox' }).click();
      await page.waitForURL(/\/OneView\/outbox/);
      await page.getByRole('heading', { level: 1, name: 'Delivery outbox' }).waitFor();
      expect(await page.getByTestId('outbox-email-off').textContent()).toContain('SMTP_URL');

      const row = page.getByTestId('outbox-table').getByRole('row', { name: new RegExp(address) });
      // The worker runs on the job queue at once; reload until it has held the message.
      await expect
        .poll(
          async () => {
            await page.reload();
            await row.waitFor();
            return row.getByTestId('outbox-status').textContent();
          },
          { timeout: 60_000, interval: 1_000 },
        )
        .toBe('Held');
      expect(await row.textContent()).toContain('email delivery is not configured');

      // Only that status: the filter travels in the route query.
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Held' }).click();
      await page.waitForURL(/query=.*Held/);
      const statuses = await page.getByTestId('outbox-status').allTextContents();
      expect(statuses.length).toBeGreaterThan(0);
      expect(new Set(statuses)).toEqual(new Set(['Held']));
      await context.close();

      const manager = await newPage();
      await signIn(manager.page, 'manager', '/OneView');
      await manager.page.getByTestId('app-menu-button').click();
      await manager.page.getByRole('menuitem').first().waitFor();
      expect(await manager.page.getByRole('menuitem', { name: 'Delivery outbox' }).count()).toBe(0);
      const refused = await api(manager.page, 'GET', '/v0.1/outbox');
      expect(refused.status).toBe(403);
      await manager.context.close();
    },
  );
});
