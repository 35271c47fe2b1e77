import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Routes that are not calls of the contract: the document itself. */
const OUTSIDE_CONTRACT = new Set(['GET /api/openapi.json']);

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and served without signing in', async () => {
    const response = await t.fastify.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().openapi).toBe('3.1.0');
  });

  it('documents every route the server registers, with its method', async () => {
    const document = (await t.fastify.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const missing = t.routes
      .filter((r) => !OUTSIDE_CONTRACT.has(`${r.method} ${r.url}`))
      .filter((r) => {
        const path = r.url.replace(/:(\w+)/g, '{$1}');
        return !document.paths[path]?.[r.method.toLowerCase()];
      })
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    expect(t.routes.length).toBeGreaterThan(10);
  });

  it('serves only calls of the contract: every route but the document comes from an endpoint', () => {
    const fromContract = new Set(
      t.endpoints.map((e) => `${e.method} ${e.path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const adHoc = t.routes
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => !OUTSIDE_CONTRACT.has(key) && !fromContract.has(key));
    expect(adHoc).toEqual([]);
  });

  it('describes bodies, parameters and the error shape from the contract schemas', async () => {
    const document = (await t.fastify.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const login = document.paths['/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual([
      'Username',
      'Password',
    ]);
    expect(login.responses['400'].content['application/json'].schema.properties).toHaveProperty(
      'Messages',
    );
    const update = document.paths['/v0.1/Users/{userId}'].put;
    expect(update.parameters).toContainEqual(
      expect.objectContaining({ name: 'userId', in: 'path', required: true }),
    );
  });
});
