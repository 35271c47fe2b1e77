import { describe, expect, it } from 'vitest';
import { USERS, useBrowser } from './harness';

const { newPage, signIn, state } = useBrowser();

describe('sign-in', () => {
  it('sends a signed-out visitor to sign-in and back to the page they asked for', async () => {
    const { context, page } = await newPage();
    await page.goto('/OneView/about');
    await page.waitForURL(/\/sign-in\?returnTo=%2FOneView%2Fabout$/);
    await page.getByLabel(/Username or e-mail address/).fill(USERS.viewer);
    await page.getByLabel(/^Password/).fill(state.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/OneView\/about$/);
    await page.getByRole('heading', { name: 'About', level: 1 }).waitFor();
    expect(await page.getByTestId('about-product').textContent()).toBe('OneView Air');
    await context.close();
  });

  it('says what is missing and refuses a wrong password without leaving the page', async () => {
    const { context, page } = await newPage();
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Enter your username or e-mail address.').waitFor();
    await page.getByText('Enter your password.').waitFor();
    await page.getByLabel(/Username or e-mail address/).fill(USERS.manager);
    await page.getByLabel(/^Password/).fill('not-the-password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page
      .getByTestId('sign-in-error')
      .getByText('The username or password is incorrect.')
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    await context.close();
  });

  it('shows the rate-limit message after repeated failures', async () => {
    const { context, page } = await newPage();
    await page.goto('/sign-in');
    await page.getByLabel(/Username or e-mail address/).fill('nobody-rate-limit@demo.example');
    await page.getByLabel(/^Password/).fill('wrong-password-1');
    const error = page.getByTestId('sign-in-error');
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await page.getByRole('button', { name: 'Sign in' }).click();
      await error.waitFor();
      if ((await error.textContent())?.includes('Too many sign-in attempts')) break;
    }
    expect(await error.textContent()).toContain(
      'Too many sign-in attempts. Please wait a few minutes and try again.',
    );
    await context.close();
  });

  it('never follows a return address to another site', async () => {
    const { context, page } = await newPage();
    await page.goto('/sign-in?returnTo=https%3A%2F%2Fevil.example%2F');
    await page.getByLabel(/Username or e-mail address/).fill(USERS.viewer);
    await page.getByLabel(/^Password/).fill(state.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/HomeNew$/);
    await context.close();
  });

  it('starts in the username field and has a skip link to the form (issue 12, defect 9)', async () => {
    const { context, page } = await newPage();
    await page.goto('/sign-in');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'username');
    await page.keyboard.type(USERS.viewer);
    expect(await page.getByLabel(/Username or e-mail address/).inputValue()).toBe(USERS.viewer);

    const skip = page.getByRole('link', { name: 'Skip to the sign-in form' });
    expect(await skip.boundingBox().then((box) => (box?.width ?? 0) <= 1)).toBe(true);
    await skip.focus();
    expect(await skip.boundingBox().then((box) => (box?.width ?? 0) > 1)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'sign-in-form');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
      'username',
    );
    await context.close();
  });

  it('signs in once and is then recognised on reload', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'viewer');
    await page.reload();
    await page.getByTestId('user-menu-button').waitFor();
    expect(new URL(page.url()).pathname).toBe('/HomeNew');
    await context.close();
  });
});
