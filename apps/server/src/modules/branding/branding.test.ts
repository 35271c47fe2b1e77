import { brandingApi } from '@aq/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANISATIONS } from '../../demo/seed';
import { createTestApp, type Caller, type TestApp } from '../../test/helper';

let t: TestApp;
let viewer: Caller;
let other: Caller;

const DEMO_BRANDING = {
  LogoUrl: 'https://cdn.example.com/demo-logo.svg',
  BackgroundUrl: 'https://cdn.example.com/demo-background.jpg',
  UseDarkMode: true,
};
const DEFAULT_BRANDING = { LogoUrl: null, BackgroundUrl: null, UseDarkMode: false };

beforeAll(async () => {
  t = await createTestApp();
  viewer = await t.signIn('viewer');
  other = await t.signIn('other');
  await t.handle.db
    .updateTable('organisations')
    .set({
      logo_url: DEMO_BRANDING.LogoUrl,
      background_url: DEMO_BRANDING.BackgroundUrl,
      use_dark_mode: DEMO_BRANDING.UseDarkMode,
    })
    .where('name', '=', DEMO_ORGANISATIONS.demo)
    .execute();
});
afterAll(() => t.close());

describe('GET /v0.1/branding', () => {
  it("answers the caller's organisation's branding", async () => {
    const response = await t.call(brandingApi.getBranding, {}, viewer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DEMO_BRANDING);
  });

  it("does not leak another organisation's branding: Harbour Consulting keeps the defaults", async () => {
    const response = await t.call(brandingApi.getBranding, {}, other);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DEFAULT_BRANDING);
  });

  it('answers 401 to anonymous callers', async () => {
    const response = await t.call(brandingApi.getBranding, {}, null);
    expect(response.statusCode).toBe(401);
    expect(response.json().Messages).toEqual(['Sign in to continue.']);
  });
});

describe('GET /v0.1/{organisation}/branding', () => {
  it('is public and finds the organisation by name, case-insensitively', async () => {
    for (const name of ['Demo Environmental', 'demo environmental', 'DEMO ENVIRONMENTAL']) {
      const response = await t.call(
        brandingApi.getOrganisationBranding,
        { params: { organisation: name } },
        null,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(DEMO_BRANDING);
    }
    const harbour = await t.call(
      brandingApi.getOrganisationBranding,
      { params: { organisation: 'harbour consulting' } },
      viewer,
    );
    expect(harbour.json()).toEqual(DEFAULT_BRANDING);
  });

  it('answers 404 for an unknown organisation', async () => {
    const response = await t.call(
      brandingApi.getOrganisationBranding,
      { params: { organisation: 'Nobody Ltd' } },
      null,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().Messages).toEqual(['The requested resource could not be found.']);
  });

  it('answers 400 for an empty organisation name', async () => {
    // The client refuses to build this path, so it is sent by hand.
    const response = await t.fastify.inject({ method: 'GET', url: '/v0.1//branding' });
    expect(response.statusCode).toBe(400);
    expect(response.json().Messages).toEqual([
      'organisation: Too small: expected string to have >=1 characters',
    ]);
  });

  it('answers 400, not a router error, for a name longer than the contract allows', async () => {
    const response = await t.fastify.inject({
      method: 'GET',
      url: `/v0.1/${'x'.repeat(201)}/branding`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().Messages).toEqual([
      'organisation: Too big: expected string to have <=200 characters',
    ]);
  });
});
