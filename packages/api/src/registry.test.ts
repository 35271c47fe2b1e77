import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pathParameterNames } from './http/endpoint';
import { allEndpoints, ENDPOINTS } from './registry';
import * as account from './resources/account/endpoints';
import * as projects from './resources/projects/endpoints';

describe('the contract registry', () => {
  const endpoints = allEndpoints();

  it('holds every call of the three spec documents, each id once', () => {
    // 25 platform calls + 38 alerts/contributions/reports + 85 projects/data/licensing, plus
    // the instrument selector's list (ours: it replaces the legacy map partial) and the path of
    // the all-organisations lookup, which the spec names without a path; and the API key list,
    // create and revoke calls and the language choice (ours, issue 12); registering an instrument
    // and the sensor catalogue (ours, issue 13), and the A-Tech report's sources (ours, issue 15); an alert's event
    // history and its resolution change (ours, issue 17), and the delivery outbox (ours, issue 17);
    // the profile's culture change (ours, issue 19); the v2 user management of an organisation
    // (list, create, update, delete; ours, issue 19).
    expect(endpoints.length).toBe(166);
    expect(Object.keys(ENDPOINTS)).toHaveLength(endpoints.length);
    expect(ENDPOINTS.login).toBe(account.login);
    expect(ENDPOINTS.getProjectSummaries).toBe(projects.getProjectSummaries);
  });

  it('never declares one method and path twice', () => {
    const routes = endpoints.map((e) => `${e.method} ${e.path.replace(/\{\w+\}/g, '{}')}`);
    const duplicates = routes.filter((route, i) => routes.indexOf(route) !== i);
    expect(duplicates).toEqual([]);
  });

  it('keeps /v0.1 calls for sessions and /v2 calls open to API keys', () => {
    for (const e of endpoints) {
      if (e.path.startsWith('/v2/')) expect(['any', 'apiKey'], e.id).toContain(e.auth);
      else if (e.path !== '/auth/login' && e.id !== 'getOrganisationBranding')
        expect(e.auth, e.id).toBe('session');
    }
  });

  it('declares every path parameter and converts every schema to JSON Schema', () => {
    for (const e of endpoints) {
      const declared = Object.keys((e.params as z.ZodObject | undefined)?.shape ?? {}).sort();
      expect(declared, e.id).toEqual(pathParameterNames(e.path).sort());
      for (const schema of [e.params, e.query, e.body]) {
        if (schema)
          expect(
            () => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }),
            e.id,
          ).not.toThrow();
      }
      expect(
        () => z.toJSONSchema(e.response, { io: 'output', unrepresentable: 'any' }),
        e.id,
      ).not.toThrow();
    }
  });
});
