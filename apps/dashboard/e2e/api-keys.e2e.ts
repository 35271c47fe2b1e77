import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

// Issue 12, defect 2: opening "Get Api Key" no longer mints a key (and no key is ever revoked
// behind its owner's back); keys are listed, created on request with a label, and revoked after
// a confirmation. Each test signs in as a user of its own, created by the administrator.

const { state, newPage, signIn, api } = useBrowser();
const PASSWORD = 'api-keys-pass-1';
const users: Record<string, string> = {};

async function createUser(admin: Page, name: string): Promise<string> {
  const email = `${name}@demo.example`;
  const created = await api(admin, 'POST', '/v0.1/Users', {
    Username: name,
    FullName: `Keys ${name}`,
    EmailAddress: email,
    JobTitle: 'Data engineer',
    Role: 'Viewer',
    Password: PASSWORD,
  });
  expect(created.status).toBe(201);
  return email;
}

async function signInAs(page: Page, email: string) {
  await page.goto('/sign-in');
  await page.getByLabel(/Username or e-mail address/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('user-menu-button').waitFor();
}

async function openDialog(page: Page) {
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'Get Api Key' }).click();
  const dialog = page.getByRole('dialog', { name: 'API keys' });
  await dialog.getByRole('heading', { name: 'Your keys' }).waitFor();
  return dialog;
}

/** A /v2 machine call with a key, as a data logger makes it (no cookie). */
async function statusWithKey(key: string): Promise<number> {
  const response = await fetch(
    `${state.baseUrl}/v2/organisations/${encodeURIComponent('Demo Environmental')}/data?duration=1h`,
    { headers: { 'X-Api-Key': key } },
  );
  return response.status;
}

async function createKeyInDialog(page: Page, label: string): Promise<string> {
  const dialog = page.getByRole('dialog', { name: 'API keys' });
  await dialog.getByRole('button', { name: 'Create key' }).click();
  await dialog.getByLabel(/^Label/).fill(label);
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  const key = dialog.getByTestId('api-key');
  await key.waitFor();
  return (await key.textContent()) ?? '';
}

beforeAll(async () => {
  const { context, page } = await newPage();
  await signIn(page, 'admin');
  users.create = await createUser(page, 'keys.create');
  users.revoke = await createUser(page, 'keys.revoke');
  users.narrow = await createUser(page, 'keys.narrow');
  await context.close();
});

describe('the API key dialog', () => {
  it('lists the keys and creates one only on request, shown once with Copy', async () => {
    const { context, page } = await newPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    await signInAs(page, users.create ?? '');
    const changes: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (
        path === '/v0.1/apiKey' ||
        (path.startsWith('/v0.1/apiKeys') && request.method() !== 'GET')
      )
        changes.push(`${request.method()} ${path}`);
    });

    // Opening shows the list and creates nothing.
    let dialog = await openDialog(page);
    await dialog.getByText('You have no API keys.').waitFor();
    // One close button: the corner one (defect 9).
    expect(await dialog.getByRole('button', { name: /^(Close|Done|Cancel)$/ }).count()).toBe(1);
    expect(changes).toEqual([]);

    // Create asks for a label first; Copy waits for the key.
    await dialog.getByRole('button', { name: 'Create key' }).click();
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await dialog.getByText('Enter a label for the key.').waitFor();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/v0.1/apiKeys', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await dialog.getByLabel(/^Label/).fill('North fence logger');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await dialog.getByRole('button', { name: 'Copy' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Copy' }).isDisabled()).toBe(true);
    release();
    const keyText = dialog.getByTestId('api-key');
    await keyText.waitFor();
    const key = (await keyText.textContent()) ?? '';
    expect(key).toMatch(/^aq_/);
    await dialog.getByText('It will not be shown again.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await dialog.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    expect(changes).toEqual(['POST /v0.1/apiKeys']);
    await page.unroute('**/v0.1/apiKeys');

    // The list holds the key by label and prefix; unused so far.
    const row = dialog.getByTestId('api-key-row').filter({ hasText: 'North fence logger' });
    await row.getByText('Never').waitFor();
    expect(await row.textContent()).toContain(key.slice(0, 8));
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The logger uses the key; opening the dialog again and again never revokes it.
    expect(await statusWithKey(key)).toBe(200);
    for (let i = 0; i < 6; i++) {
      dialog = await openDialog(page);
      await dialog.getByTestId('api-key-row').first().waitFor();
      expect(await dialog.getByTestId('api-key').count()).toBe(0);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    expect(changes).toEqual(['POST /v0.1/apiKeys']);
    expect(await statusWithKey(key)).toBe(200);
    dialog = await openDialog(page);
    const used = dialog.getByTestId('api-key-row').filter({ hasText: 'North fence logger' });
    await used.locator('time').nth(1).waitFor();
    expect(await used.getByText('Never').count()).toBe(0);
    await context.close();
  });

  it('revokes a key only after confirmation, shows the server’s message on failure, and the key then stops working', async () => {
    const { context, page } = await newPage();
    await signInAs(page, users.revoke ?? '');
    await openDialog(page);
    const key = await createKeyInDialog(page, 'Old logger');
    const spare = await api<{ Id: string; ApiKey: string }>(page, 'POST', '/v0.1/apiKeys', {
      Label: 'Spare logger',
    });
    expect(spare.status).toBe(201);
    await page.keyboard.press('Escape');
    let dialog = await openDialog(page);
    await dialog.getByTestId('api-key-row').nth(1).waitFor();

    // Cancel keeps the key.
    await dialog.getByRole('button', { name: 'Revoke Old logger' }).click();
    let confirm = page.getByRole('dialog', { name: 'Revoke the key “Old logger”?' });
    await confirm.getByText('stops working at once', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await statusWithKey(key)).toBe(200);

    // A key revoked elsewhere in the meantime: the server's answer is shown in the confirmation.
    expect((await api(page, 'DELETE', `/v0.1/apiKeys/${spare.json.Id}`)).status).toBe(204);
    await dialog.getByRole('button', { name: 'Revoke Spare logger' }).click();
    confirm = page.getByRole('dialog', { name: 'Revoke the key “Spare logger”?' });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await confirm.getByText('The requested resource could not be found.').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    // Confirmed: the key leaves the list and gets 401 at once.
    await dialog.getByRole('button', { name: 'Revoke Old logger' }).click();
    confirm = page.getByRole('dialog', { name: 'Revoke the key “Old logger”?' });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await confirm.waitFor({ state: 'detached' });
    await dialog.getByText('You have no API keys.').waitFor();
    expect(await statusWithKey(key)).toBe(401);
    await page.keyboard.press('Escape');
    dialog = await openDialog(page);
    await dialog.getByText('You have no API keys.').waitFor();
    await context.close();
  });

  it('works at 390 px wide', async () => {
    const { context, page } = await newPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, users.narrow ?? '');
    const dialog = await openDialog(page);
    await createKeyInDialog(page, 'A logger with a rather long label on the north-east fence');
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    for (const name of [
      'Copy',
      'Close',
      'Revoke A logger with a rather long label on the north-east fence',
    ]) {
      const button = dialog.getByRole('button', { name, exact: true });
      const buttonBox = await button.boundingBox();
      expect(buttonBox && buttonBox.x >= 0 && buttonBox.x + buttonBox.width <= 390, name).toBe(
        true,
      );
    }
    const overflow = await dialog.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(overflow).toBe(false);
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await dialog.getByRole('button', { name: 'Copied' }).waitFor();
    await context.close();
  });
});
