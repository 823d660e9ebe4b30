import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { schedulesQuery } from '../recurring/index.ts';
import { prefetch } from './client-screen-data.ts';
import { customerQuery } from './customers.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a client's page opened from its address", () => {
  it('asks for the client and its recurring schedules at once, under the keys the page reads', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        asked.push(url);
        const body = url.includes('/recurring-schedules')
          ? { data: [] }
          : { data: { type: 'customers', id: '7', attributes: { name: 'Acme' } } };
        return new Response(JSON.stringify(body), { status: 200 });
      }),
    );
    const client = new QueryClient();

    prefetch(client, { params: { id: '7' } });

    // Both leave in the same task: neither waits for the other's answer, nor for the page to be drawn.
    expect(asked).toEqual(['/api/v1/customers/7?include=invoices', '/api/v1/recurring-schedules?customer=7']);
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    expect(client.getQueryData(schedulesQuery('7').queryKey)).toEqual([]);
    expect(client.getQueryState(customerQuery('7').queryKey)?.status).toBe('success');
  });

  it('asks for nothing without an id', () => {
    const fetchStub = vi.fn();
    vi.stubGlobal('fetch', fetchStub);
    prefetch(new QueryClient(), { params: {} });
    expect(fetchStub).not.toHaveBeenCalled();
  });
});
