import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

const { newPage, signIn, api } = useBrowser();

interface OutboxPage {
  Items: Array<{ Recipient: string; Subject: string; Channel: string }>;
}

describe('organisation administration (issue 19)', () => {
  it(
    'lets an administrator invite a viewer (the invitation is in the outbox), promote them and remove them',
    { timeout: 120_000 },
    async () => {
      const { context, page } = await newPage();
      await signIn(page, 'admin', '/OneView');
      await page.getByTestId('app-menu-button').click();
      await page.getByRole('menuitem', { name: 'Organisations' }).click();
      await page.waitForURL(/\/OneView\/organisations/);
      await page.getByRole('heading', { level: 1, name: 'Administration' }).waitFor();
      // The administrator's own organisation is shown first.
      expect(await page.getByTestId('organisation-heading').textContent()).toBe(
        'Demo Environmental',
      );

      await page.getByRole('tab', { name: /^Users/ }).click();
      await page.waitForURL(/query=.*users/);
      const table = page.getByTestId('organisation-users');
      await table.getByRole('row', { name: /admin@demo\.example/ }).waitFor();

      const suffix = Date.now().toString(36);
      const username = `invited.${suffix}`;
      const email = `invited-${suffix}@example.com`;
      const fullName = `Invited Person ${suffix}`;
      await page.getByTestId('invite-user').click();
      const invite = page.getByTestId('invite-user-modal');
      await invite.getByTestId('invite-username').fill(username);
      await invite.getByTestId('invite-full-name').fill(fullName);
      await invite.getByTestId('invite-email').fill(email);
      await invite.getByTestId('invite-job-title').fill('Site engineer');
      await invite.getByTestId('invite-password').fill('harbour-7');
      await invite.getByTestId('invite-role').click();
      await page.getByRole('option', { name: /^Viewer/ }).click();
      await invite.getByRole('button', { name: 'Invite', exact: true }).click();
      await invite.waitFor({ state: 'detached' });

      const row = table.getByRole('row', { name: new RegExp(fullName) });
      await row.waitFor();
      expect(await row.getByTestId('user-role').textContent()).toBe('Viewer');
      expect(await row.textContent()).toContain('Never');

      // The server queued the invitation e-mail: the username and the sign-in address, no password.
      const outbox = await api<OutboxPage>(page, 'GET', '/v0.1/outbox?Channel=Email&Limit=50');
      expect(outbox.status).toBe(200);
      const invitation = outbox.json.Items.find((message) => message.Recipient === email);
      expect(invitation?.Subject).toMatch(/account/i);

      await row.getByRole('button', { name: `Change role ${fullName}` }).click();
      const change = page.getByTestId('change-role-modal');
      await change.getByTestId('change-role-select').click();
      await page.getByRole('option', { name: /^Project manager/ }).click();
      await change.getByRole('button', { name: 'Change role' }).click();
      await change.waitFor({ state: 'detached' });
      await expect.poll(() => row.getByTestId('user-role').textContent()).toBe('Project manager');

      await row.getByRole('button', { name: `Remove ${fullName}` }).click();
      const confirm = page.getByRole('dialog', { name: `Remove ${fullName}?` });
      expect(await confirm.textContent()).toContain(`${fullName} (${username})`);
      await confirm.getByRole('button', { name: 'Remove user' }).click();
      await confirm.waitFor({ state: 'detached' });
      await row.waitFor({ state: 'detached' });
      const users = await api<{ Items: Array<{ Username: string }> }>(
        page,
        'GET',
        `/v2/organisations/${encodeURIComponent('Demo Environmental')}/users`,
      );
      expect(users.json.Items.map((user) => user.Username)).not.toContain(username);
      await context.close();
    },
  );

  it(
    'hides Organisations from a manager without Manage_Users and lets them change nothing there',
    { timeout: 60_000 },
    async () => {
      const { context, page } = await newPage();
      await signIn(page, 'manager', '/OneView');
      await page.getByTestId('app-menu-button').click();
      await page.getByRole('menuitem').first().waitFor();
      expect(await page.getByRole('menuitem', { name: 'Organisations' }).count()).toBe(0);
      await page.keyboard.press('Escape');

      // Opened by its address, every change is unavailable and the users are refused.
      await page.goto(
        `/OneView/organisations?query=${encodeURIComponent(JSON.stringify({ organisationName: 'Demo Environmental', tab: 'users' }))}`,
      );
      await page.getByTestId('organisation-heading').waitFor();
      expect(await page.getByTestId('invite-user').getAttribute('aria-disabled')).toBe('true');
      await page
        .getByText('You do not have permission to manage this organisation’s users.')
        .waitFor();
      const refused = await api(
        page,
        'GET',
        `/v2/organisations/${encodeURIComponent('Demo Environmental')}/users`,
      );
      expect(refused.status).toBe(403);
      await context.close();
    },
  );

  it(
    'fits a phone: the tree folds into a button above the panel, nothing scrolls sideways',
    { timeout: 60_000 },
    async () => {
      const { context, page } = await newPage({ viewport: { width: 390, height: 844 } });
      await signIn(page, 'admin', '/OneView/organisations');
      await page.getByTestId('organisation-heading').waitFor();
      const toggle = page.getByTestId('tree-phone-toggle');
      expect(await toggle.textContent()).toContain('Demo Environmental');
      expect(await page.getByTestId('organisation-tree').isVisible()).toBe(false);
      await toggle.click();
      await page.getByTestId('organisation-tree').waitFor();
      await page.getByRole('tab', { name: /^Users/ }).click();
      await page.getByTestId('organisation-users').getByRole('row').nth(1).waitFor();
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(sideways).toBeLessThanOrEqual(0);
      const invite = await page.getByTestId('invite-user').boundingBox();
      expect(invite && invite.x >= 0 && invite.x + invite.width <= 390).toBe(true);
      await context.close();
    },
  );
});
