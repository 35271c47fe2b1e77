import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

// Issue 12, defect 1: a language chosen on the sign-in page, or in the user menu, is stored as
// the user's Locale and sticks. Each test signs in as a user of its own (created by the
// administrator), so no other test's demo user changes language.

const { newPage, signIn, api } = useBrowser();
const PASSWORD = 'language-pass-1';

interface Self {
  Id: string;
  Locale: string;
}

/** Creates a user in the demo organisation with this Locale; returns their e-mail address. */
async function createUser(admin: Page, name: string, locale: string): Promise<string> {
  const email = `${name}@demo.example`;
  const created = await api(admin, 'POST', '/v0.1/Users', {
    Username: name,
    FullName: `Language ${name}`,
    EmailAddress: email,
    JobTitle: 'Consultant',
    Role: 'Viewer',
    Locale: locale,
    Password: PASSWORD,
  });
  expect(created.status).toBe(201);
  return email;
}

/** Fills the sign-in form by its fields' names, so it works in any language, and signs in. */
async function submitSignIn(page: Page, email: string) {
  await page.locator('input[name="username"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
  await page.getByTestId('user-menu-button').waitFor();
}

async function storedLocale(page: Page): Promise<string> {
  return (await api<Self>(page, 'GET', '/v0.1/Users/self')).json.Locale;
}

const users: Record<string, string> = {};

beforeAll(async () => {
  const { context, page } = await newPage();
  await signIn(page, 'admin');
  users.signIn = await createUser(page, 'lang.sign-in', 'en');
  users.region = await createUser(page, 'lang.region', 'fr-CA');
  users.failure = await createUser(page, 'lang.failure', 'es');
  users.menu = await createUser(page, 'lang.menu', 'en');
  await context.close();
});

async function openLanguage(page: Page, menuItem: string) {
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: menuItem }).click();
  return page.getByRole('dialog');
}

describe('the language chosen on the sign-in page', () => {
  it('is stored as the user’s Locale: it stays after sign-in and on the next sign-in elsewhere', async () => {
    const { context, page } = await newPage();
    await page.goto('/sign-in');
    await page.getByTestId('language-select').click();
    await page.getByRole('option', { name: 'Français' }).click();
    await page.getByRole('heading', { level: 1, name: 'Se connecter' }).waitFor();
    await submitSignIn(page, users.signIn ?? '');
    // Before the fix, the stored Locale (en) replaced the choice here.
    await page.getByRole('heading', { level: 1, name: 'Accueil' }).waitFor();
    expect(await storedLocale(page)).toBe('fr');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Accueil' }).waitFor();
    await context.close();

    // Another browser, which never saw the choice, signs in without choosing: French again.
    const second = await newPage();
    await second.page.goto('/sign-in');
    await second.page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await submitSignIn(second.page, users.signIn ?? '');
    await second.page.getByRole('heading', { level: 1, name: 'Accueil' }).waitFor();
    await second.context.close();
  });
});

describe('the user menu’s Language', () => {
  it('sits after Theme, previews at once, and stores the choice as the Locale on Confirm', async () => {
    const { context, page } = await newPage();
    await page.goto('/sign-in');
    await submitSignIn(page, users.menu ?? '');
    await page.getByTestId('user-menu-button').click();
    const items = await page.getByRole('menuitem').allTextContents();
    expect(items.indexOf('Language')).toBe(items.indexOf('Theme') + 1);
    await page.getByRole('menuitem', { name: 'Language' }).click();
    const dialog = page.getByRole('dialog', { name: 'Language' });
    for (const name of ['English', 'Español', 'Français', 'Português', '中文']) {
      await dialog.getByRole('radio', { name }).waitFor();
    }
    await dialog.getByRole('radio', { name: 'Español' }).click();
    // Applied at once (the dialog itself reads Spanish now), before anything is stored.
    await page.getByRole('dialog', { name: 'Idioma' }).waitFor();
    expect(await storedLocale(page)).toBe('en');
    await page
      .getByRole('dialog', { name: 'Idioma' })
      .getByRole('button', { name: 'Confirmar' })
      .click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'Inicio' }).waitFor();
    expect(await storedLocale(page)).toBe('es');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');

    // Cancel goes back to the language in effect.
    await openLanguage(page, 'Idioma');
    await page.getByRole('radio', { name: '中文' }).click();
    await page.getByRole('dialog', { name: '语言' }).waitFor();
    await page.getByRole('button', { name: '取消' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'Inicio' }).waitFor();
    expect(await storedLocale(page)).toBe('es');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Inicio' }).waitFor();
    await context.close();
  });

  it('keeps the region of the stored Locale, and dates follow the full locale', async () => {
    const { context, page } = await newPage();
    await page.goto('/sign-in');
    await submitSignIn(page, users.region ?? '');
    await page.getByRole('heading', { level: 1, name: 'Accueil' }).waitFor();
    await openLanguage(page, 'Langue');
    await page.getByRole('radio', { name: 'English' }).click();
    await page.getByRole('dialog', { name: 'Language' }).waitFor();
    await page.getByRole('radio', { name: 'Français' }).click();
    await page.getByRole('button', { name: 'Confirmer' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await storedLocale(page)).toBe('fr-CA');

    // A date in the API key dialog is written the Canadian French way ("09 h 00").
    const created = await api<{ CreatedAt: string }>(page, 'POST', '/v0.1/apiKeys', {
      Label: 'Région',
    });
    expect(created.status).toBe(201);
    await page.getByTestId('user-menu-button').click();
    await page.getByRole('menuitem', { name: 'Obtenir une clé API' }).click();
    const shown = await page
      .getByTestId('api-key-row')
      .first()
      .locator('time')
      .first()
      .textContent();
    const expected = await page.evaluate(
      (iso) =>
        new Intl.DateTimeFormat('fr-CA', { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(iso),
        ),
      created.json.CreatedAt,
    );
    expect(shown).toBe(expected);
    expect(shown).toContain(' h ');
    await context.close();
  });

  it('shows the server’s message when the Locale cannot be stored, and keeps the previous language', async () => {
    const { context, page } = await newPage();
    await page.goto('/sign-in');
    await submitSignIn(page, users.failure ?? '');
    await page.getByRole('heading', { level: 1, name: 'Inicio' }).waitFor();
    await page.route('**/v0.1/Users/self/language', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ Messages: ['The profile is locked by an administrator.'] }),
      }),
    );
    await openLanguage(page, 'Idioma');
    await page.getByRole('radio', { name: 'English' }).click();
    await page.getByRole('dialog', { name: 'Language' }).waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    // Back in Spanish, the dialog shows the server's message.
    const dialog = page.getByRole('dialog', { name: 'Idioma' });
    await dialog.getByText('The profile is locked by an administrator.').waitFor();
    expect(await dialog.getByRole('radio', { name: 'Español' }).isChecked()).toBe(true);
    expect(await storedLocale(page)).toBe('es');
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { level: 1, name: 'Inicio' }).waitFor();
    await context.close();
  });
});
