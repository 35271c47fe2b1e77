import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltServer } from '../../../scripts/browser.mjs';
import { launchChromium, USERS } from './harness';

// Issue 19: profile and security against the real server. The e-mail change needs the code the
// server e-mails, which only its recipient may read (the outbox API never shows bodies), so this
// file starts a server of its own whose SMTP_URL points at a small SMTP sink below, and reads the
// code from the message it receives. Each test signs in as a throwaway user the administrator
// creates, so no demo account changes.

const DEMO_PASSWORD = 'e2e-profile-1';
const USER_PASSWORD = 'profile-pass-1';

/** A message the sink received: its recipients and the raw text. */
interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * The smallest SMTP server nodemailer talks to (no TLS, no AUTH): it keeps every message and
 * resolves the waiters whose recipient it names.
 */
async function startSmtpSink() {
  const mails: ReceivedMail[] = [];
  const waiters: Array<{ to: string; resolve: (mail: ReceivedMail) => void }> = [];
  const sockets = new Set<Socket>();
  const deliver = (mail: ReceivedMail) => {
    mails.push(mail);
    for (const waiter of [...waiters]) {
      if (mail.to.includes(waiter.to)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(mail);
      }
    }
  };
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let to: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          deliver({ to, raw: buffer.slice(0, end) });
          buffer = buffer.slice(end + 5);
          inData = false;
          to = [];
          reply('250 OK: queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 sink');
        else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1]?.toLowerCase() ?? '');
          reply('250 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else reply('250 OK');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** The next message to `address` (one already received counts), or a failure after 30 s. */
    mailTo(address: string): Promise<ReceivedMail> {
      const wanted = address.toLowerCase();
      const found = mails.find((mail) => mail.to.includes(wanted));
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no e-mail to ${address}`)), 30_000);
        waiters.push({
          to: wanted,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The 6-digit code of a verification e-mail (quoted-printable soft breaks removed). */
function codeOf(mail: ReceivedMail): string {
  const text = mail.raw.replace(/=\r\n/g, '');
  const code = /verification code is (\d{6})/.exec(text)?.[1];
  if (!code) throw new Error(`no code in:\n${mail.raw}`);
  return code;
}

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let server: { baseUrl: string; stop: () => Promise<void> };
let browser: Browser;

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startBuiltServer({
    password: DEMO_PASSWORD,
    startTimeoutMs: 90_000,
    env: { SMTP_URL: smtp.url, PRODUCT_NAME: 'OneView Air', SIMULATOR: 'off' },
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

async function newPage(viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    locale: 'en-US',
    viewport,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** Calls the API with the page's session (same origin, so the Origin check passes). */
function api<T = unknown>(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers:
          body === undefined
            ? { Accept: 'application/json' }
            : { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
      });
      const text = await response.text();
      return { status: response.status, json: text ? JSON.parse(text) : null };
    },
    { method, path, body },
  ) as Promise<{ status: number; json: T }>;
}

/** Signs in through the sign-in page (fields found by name, so any language works). */
async function signIn(page: Page, login: string, password: string, path = '/OneView/profile') {
  await page.goto(path);
  await page.waitForURL(/\/sign-in/);
  await page.locator('input[name="username"]').fill(login);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await page.getByTestId('user-menu-button').waitFor();
}

let serial = 0;

/** A new Viewer of the demo organisation, created by the administrator; returns their e-mail. */
async function createThrowawayUser(): Promise<string> {
  serial += 1;
  const name = `profile.${serial}.${Date.now().toString(36)}`;
  const email = `${name}@demo.example`;
  const { context, page } = await newPage();
  await signIn(page, USERS.admin, DEMO_PASSWORD, '/HomeNew');
  const created = await api(page, 'POST', '/v0.1/Users', {
    Username: name,
    FullName: `Profile ${serial}`,
    EmailAddress: email,
    JobTitle: 'Field technician',
    Role: 'Viewer',
    Password: USER_PASSWORD,
  });
  expect(created.status).toBe(201);
  await context.close();
  return email;
}

describe('profile and security (issue 19)', () => {
  it('changes the e-mail address with the code the server e-mails', async () => {
    const email = await createThrowawayUser();
    const next = `new.${email}`;
    const { context, page } = await newPage();
    await signIn(page, email, USER_PASSWORD);
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    const card = page.getByTestId('profile-email');
    await card.getByRole('button', { name: 'Edit' }).click();
    await card.getByTestId('profile-new-email').fill(next);
    await card.getByRole('button', { name: 'Save' }).click();

    const dialog = page.getByRole('dialog', { name: 'Enter the verification code' });
    await dialog.waitFor();
    await page.getByText('Verification code sent').first().waitFor();
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    expect(await confirm.isDisabled()).toBe(true);
    // Resend waits a minute after the code just sent.
    expect(await dialog.getByRole('button', { name: 'Resend code' }).isDisabled()).toBe(true);
    expect(await dialog.getByTestId('verification-countdown').textContent()).toMatch(
      /^Resend available in (1:00|0:[0-5]\d)$/,
    );

    const code = codeOf(await smtp.mailTo(next));
    await dialog.getByTestId('verification-code').fill(code);
    await confirm.click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByTestId('profile-email-value').textContent())
      .toBe(next.toLowerCase());
    const self = await api<{ EmailAddress: string }>(page, 'GET', '/v0.1/Users/self');
    expect(self.json.EmailAddress).toBe(next.toLowerCase());
    await context.close();
  });

  it('changes the password, and the new one signs in while the old one does not', async () => {
    const email = await createThrowawayUser();
    const { context, page } = await newPage();
    await signIn(page, email, USER_PASSWORD, '/OneView/profile/security');
    await page.getByRole('heading', { level: 1, name: 'Security' }).waitFor();
    await page.getByTestId('change-password').click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel(/^Current password/).fill('not-the-password-1');
    await dialog.getByLabel(/^New password/).fill('brand-new-2');
    await dialog.getByLabel(/^Confirm new password/).fill('brand-new-2');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog.getByText('* Incorrect password').waitFor();

    await dialog.getByLabel(/^Current password/).fill(USER_PASSWORD);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been successfully changed.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await context.close();

    const fresh = await newPage();
    const old = await fresh.page.request.post('/auth/login', {
      data: { Username: email, Password: USER_PASSWORD },
      headers: { origin: server.baseUrl },
    });
    expect(old.status()).toBe(401);
    await signIn(fresh.page, email, 'brand-new-2');
    await fresh.page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    await fresh.context.close();
  });

  it('deletes the account after the typed phrase and signs out to the sign-in page', async () => {
    const email = await createThrowawayUser();
    const { context, page } = await newPage();
    await signIn(page, email, USER_PASSWORD);
    await page.getByTestId('delete-account').click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    const confirm = dialog.getByRole('button', { name: 'Delete account' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Type "Delete my account" to confirm').fill('Delete my account');
    await confirm.click();
    await page.waitForURL(/\/sign-in/);
    expect((await api(page, 'GET', '/v0.1/Users/self')).status).toBe(401);
    await context.close();

    const admin = await newPage();
    await signIn(admin.page, USERS.admin, DEMO_PASSWORD, '/HomeNew');
    const users = await api<{ Items: Array<{ EmailAddress: string }> }>(
      admin.page,
      'GET',
      '/v0.1/Users',
    );
    expect(users.json.Items.map((user) => user.EmailAddress)).not.toContain(email);
    await admin.context.close();
  });

  it('changes the locale to French: the page turns French and the culture is stored', async () => {
    const email = await createThrowawayUser();
    const { context, page } = await newPage();
    await signIn(page, email, USER_PASSWORD);
    const card = page.getByTestId('profile-information');
    await card.getByRole('button', { name: 'Edit' }).click();
    await card.getByTestId('profile-locale-select').click();
    await page.getByRole('option', { name: 'French', exact: true }).click();
    await card.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { level: 1, name: 'Profil' }).waitFor();
    await card.getByRole('heading', { name: 'Vos informations' }).waitFor();
    expect(await card.getByTestId('profile-locale').textContent()).toBe('Français');

    const self = await api<{ Locale: string }>(page, 'GET', '/v0.1/Users/self');
    expect(self.json.Locale).toBe('fr');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'aq_culture')?.value).toBe('fr');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Profil' }).waitFor();
    await context.close();
  });

  it('shows the notification preferences placeholder from the bell’s settings icon, and fits a phone', async () => {
    const email = await createThrowawayUser();
    const { context, page } = await newPage({ width: 390, height: 844 });
    await signIn(page, email, USER_PASSWORD, '/HomeNew');
    await page.getByTestId('notifications-button').click();
    await page.getByRole('link', { name: 'Notification settings' }).click();
    await page.waitForURL(/\/OneView\/profile\/notification-preferences$/);
    await page
      .getByRole('heading', { name: 'Notification preferences are not available yet' })
      .waitFor();
    // At phone width the profile navigation is a row of tabs.
    await page
      .getByRole('navigation', { name: 'Profile and security' })
      .getByRole('link', { name: 'Security' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Security' }).waitFor();
    await expectNoSidewaysScroll(page, 'security');
    await page.goto('/OneView/profile');
    await page.getByTestId('profile-information').waitFor();
    await expectNoSidewaysScroll(page, 'profile');
    // The phone card's fields while editing, and the delete confirmation, fit as well.
    await page.getByTestId('profile-phone').getByRole('button', { name: 'Edit' }).click();
    await page.getByTestId('profile-new-phone').waitFor();
    await expectNoSidewaysScroll(page, 'the phone card');
    await page.getByTestId('delete-account').click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await context.close();
  });
});

/** Fails when the page is wider than the window (it would scroll sideways). */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${where} is wider than the phone`).toBeLessThanOrEqual(innerWidth);
}
