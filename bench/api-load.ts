import autocannon from 'autocannon';
import type { Session } from './server.ts';

// Throughput and latency under 50 connections, as DESIGN.md §4 measures the API.

export const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = 50;

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts and non-2xx answers. */
  errors: number;
}

export async function load(
  url: string,
  options: { headers?: Record<string, string>; method?: 'GET' | 'POST'; body?: () => string } = {},
): Promise<LoadResult> {
  const { body } = options;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: LOAD_SECONDS,
    method: options.method ?? 'GET',
    headers: options.headers ?? {},
    ...(body ? { requests: [{ setupRequest: (request) => ({ ...request, body: body() }) }] } : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

export interface EndpointLoad extends LoadResult {
  endpoint: string;
}

export async function firstId(base: string, session: Session, path: string): Promise<string> {
  const response = await fetch(`${base}/api/v1/${path}?page[size]=1`, { headers: session.headers });
  const document = (await response.json()) as { data: Array<{ id: string }> };
  const id = document.data[0]?.id;
  if (!id) throw new Error(`the bench data has no ${path}`);
  return id;
}

/** The four loads of the issue against one running, seeded server. */
export async function loadEndpoints(base: string, session: Session): Promise<EndpointLoad[]> {
  const api = `${base}/api/v1`;
  const results: EndpointLoad[] = [];
  const get = async (endpoint: string) => {
    results.push({ endpoint: `GET ${endpoint}`, ...(await load(`${api}${endpoint}`, session)) });
  };
  await get('/invoices?include=customer&page[size]=25');
  await get('/dashboard/summary?period=monthly');
  // Matches 10 of the seeded clients by name ("Client 00120" to "Client 00129").
  await get('/customers?filter[search]=client 0012&page[size]=25');

  const company = await firstId(base, session, 'companies');
  const customer = await firstId(base, session, 'customers');
  const run = Date.now().toString(36);
  let sequence = 0;
  const invoice = () =>
    JSON.stringify({
      data: {
        type: 'invoices',
        attributes: {
          name: `B-${run}-${++sequence}`,
          invoice_date: '2026-11-01',
          due_date: '2026-11-15',
          items: [
            { name: 'Labour', description: 'Hot water system', quantity: 2, price: '120.00' },
            { name: 'Parts', quantity: 1, price: '45.50' },
          ],
        },
        relationships: {
          company: { data: { type: 'companies', id: company } },
          customer: { data: { type: 'customers', id: customer } },
        },
      },
    });
  const created = await load(`${api}/invoices`, {
    method: 'POST',
    headers: { ...session.headers, 'content-type': 'application/vnd.api+json' },
    body: invoice,
  });
  results.push({ endpoint: 'POST /invoices (2 items)', ...created });
  return results;
}
