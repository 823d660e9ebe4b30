import { API_ROUTES } from '@sorted/core/contract/routes';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { API_PREFIX } from '../app.ts';
import { AUTHORISATION_MATRIX } from '../security/authorisation-matrix.ts';
import { describeOnEachDatabase } from '../test/test-app.ts';
import { installContract } from './contract.ts';

describeOnEachDatabase('the contract', (use) => {
  it('has a row for every API route of the server, and no row for a route that is gone', () => {
    const routes = use()
      .app.routeTable.filter(({ url }) => url.startsWith(`${API_PREFIX}/`))
      .map(({ method, url }) => `${method} ${url.slice(API_PREFIX.length)}`);
    expect(routes.length).toBeGreaterThan(40);
    expect({
      routesWithoutRow: routes.filter((route) => !(route in API_ROUTES)),
      rowsWithoutRoute: Object.keys(API_ROUTES).filter((row) => !routes.includes(row)),
    }).toEqual({ routesWithoutRow: [], rowsWithoutRoute: [] });
  });
});

describe('the contract and the authorisation matrix', () => {
  it('lists every success status the matrix expects of a route', () => {
    const missing = Object.entries(AUTHORISATION_MATRIX).flatMap(([route, row]) => {
      if (!route.includes(` ${API_PREFIX}/`)) return [];
      const key = route.replace(` ${API_PREFIX}`, ' ') as keyof typeof API_ROUTES;
      const response: Record<number, unknown> = API_ROUTES[key].response;
      return row.expect.filter((status) => status < 300 && !(status in response)).map((s) => `${key} ${s}`);
    });
    expect(missing).toEqual([]);
  });
});

describe('the check of test runs', () => {
  /** A stand-in for GET /settings that answers `document`, checked against the contract. */
  async function answer(document: unknown) {
    const app = Fastify();
    await app.register(
      async (api) => {
        installContract(api, { check: true });
        api.get('/settings', async () => document);
      },
      { prefix: API_PREFIX },
    );
    const reply = await app.inject({ method: 'GET', url: `${API_PREFIX}/settings` });
    await app.close();
    return reply.statusCode;
  }
  const settings = (attributes: Record<string, unknown>) => ({
    data: { type: 'settings', id: 'app', attributes },
  });

  it('lets an answer the contract describes through', async () => {
    expect(await answer(settings({ time_zone: 'Australia/Sydney', google_sign_in: false }))).toBe(200);
  });

  it('fails an answer with an attribute too many, one missing, or one of another type', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await answer(settings({ time_zone: 'UTC', google_sign_in: false, secret: 'x' }))).toBe(500);
    expect(await answer(settings({ time_zone: 'UTC' }))).toBe(500);
    expect(await answer(settings({ time_zone: 'UTC', google_sign_in: 'no' }))).toBe(500);
    expect(errors).toHaveBeenCalledTimes(3);
    errors.mockRestore();
  });

  it('stops a server with a route the contract has no row for', async () => {
    const app = Fastify();
    const register = app.register(
      async (api) => {
        installContract(api, { check: false });
        api.get('/no-such-route', async () => ({}));
      },
      { prefix: API_PREFIX },
    );
    await expect(register).rejects.toThrow('GET /no-such-route has no row');
    await app.close();
  });
});
