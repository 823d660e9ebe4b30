import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, setUnauthorizedHandler } from './api.ts';
import { dropFirstRequests, FIRST_REQUESTS_FRESH_MS } from './first-requests.ts';

const JSON_API = 'application/vnd.api+json';
const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': JSON_API } }));

/** As public/boot.js leaves them: answers by path under the API's base. */
function sentEarly(answers: Record<string, Promise<Response>>): void {
  window.sortedFirstRequests = new Map(Object.entries(answers));
}

function network() {
  const fetchStub = vi.fn(async () => answer(200, { data: { id: 'from-network' } }));
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

afterEach(() => {
  dropFirstRequests();
  setUnauthorizedHandler(null);
});

describe('the answers boot.js asked for as the page opened', () => {
  it('answer the first screen’s calls to those addresses, every caller a copy, without asking again', async () => {
    const fetchStub = network();
    sentEarly({ '/companies?page[size]=100&sort=name': answer(200, { data: [{ id: '1' }] }) });

    const [frame, screen] = await Promise.all([
      api.get('/companies?page[size]=100&sort=name'),
      api.get('/companies?page[size]=100&sort=name'),
    ]);

    expect(frame).toEqual({ data: [{ id: '1' }] });
    expect(screen).toEqual({ data: [{ id: '1' }] });
    expect(fetchStub).not.toHaveBeenCalled();
    // Any other address goes to the server.
    await expect(api.get('/vehicles')).resolves.toEqual({ data: { id: 'from-network' } });
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it('carry their failures to the caller as any call’s: a lost session, a network down', async () => {
    network();
    const lost = vi.fn();
    setUnauthorizedHandler(lost);
    sentEarly({
      '/notifications?page[size]=20': answer(401, { errors: [{ status: '401', title: 'Unauthenticated' }] }),
      '/set-aside': Promise.reject(new TypeError('Failed to fetch')),
    });

    await expect(api.get('/notifications?page[size]=20')).rejects.toMatchObject({ status: 401 });
    expect(lost).toHaveBeenCalledTimes(1);
    const offline = await api.get('/set-aside').catch((error: unknown) => error);
    expect(offline).toBeInstanceOf(ApiError);
    expect((offline as ApiError).status).toBe(0);
  });

  it('stand no longer once anything is changed: the next read asks the server', async () => {
    const fetchStub = network();
    sentEarly({ '/companies?page[size]=100&sort=name': answer(200, { data: [] }) });

    await api.post('/companies', { data: { type: 'companies', attributes: { name: 'New' } } });
    await expect(api.get('/companies?page[size]=100&sort=name')).resolves.toEqual({
      data: { id: 'from-network' },
    });
    expect(fetchStub).toHaveBeenCalledTimes(2);
    expect(window.sortedFirstRequests).toBeUndefined();
  });

  it('stand no longer once the page has been open a while', async () => {
    const fetchStub = network();
    sentEarly({ '/set-aside': answer(200, { data: { id: 'early' } }) });
    vi.spyOn(performance, 'now').mockReturnValue(FIRST_REQUESTS_FRESH_MS + 1);

    await expect(api.get('/set-aside')).resolves.toEqual({ data: { id: 'from-network' } });
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });
});
