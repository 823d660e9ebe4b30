import { companyListDocument } from '@sorted/core/contract/companies';
import { invoiceListDocument } from '@sorted/core/contract/invoices';
import { API_ROUTES } from '@sorted/core/contract/routes';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { API_PREFIX } from '../app.ts';
import { serializerSchema } from '../lib/serializer-schema.ts';
import { AUTHORISATION_MATRIX } from '../security/authorisation-matrix.ts';
import { describeOnEachDatabase } from '../test/test-app.ts';

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

describe('the serialiser schemas', () => {
  /** What Fastify writes for `value` with the serialiser schema of `schema`. */
  async function write(schema: Parameters<typeof serializerSchema>[0], value: unknown) {
    const app = Fastify();
    app.get('/', { schema: { response: { 200: serializerSchema(schema) } } }, async () => value);
    const answer = await app.inject({ method: 'GET', url: '/' });
    await app.close();
    return answer.body;
  }

  it('writes each type of a mixed `included` whole, with nulls kept', async () => {
    const document = {
      data: [],
      meta: { page: { total: 0, number: 1, size: 25 } },
      included: [
        {
          type: 'customers',
          id: '7',
          attributes: {
            name: 'Manly Cafe',
            email: null,
            abn: null,
            abn_formatted: null,
            phone: null,
            address: null,
            created_at: '2026-11-01T00:00:00.000Z',
            updated_at: '2026-11-01T00:00:00.000Z',
          },
        },
        {
          type: 'paymentDetails',
          id: '3',
          attributes: {
            payid: 'pay@plumbing.test',
            payid_type: 'email',
            name: 'Plumbing',
            created_at: '2026-11-01T00:00:00.000Z',
            updated_at: '2026-11-01T00:00:00.000Z',
          },
          relationships: { company: { data: { type: 'companies', id: '2' } } },
        },
      ],
    };
    expect(invoiceListDocument.parse(document)).toEqual(document);
    expect(JSON.parse(await write(invoiceListDocument, document))).toEqual(document);
  });

  it('writes a type as the value has it, never the constant of the schema', () => {
    const schema = serializerSchema(companyListDocument);
    expect(schema).not.toHaveProperty(['properties', 'data', 'items', 'properties', 'type', 'const']);
    expect(schema).toHaveProperty(['properties', 'data', 'items', 'properties', 'type', 'type'], 'string');
  });
});
