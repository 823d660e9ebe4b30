import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  api,
  apiFile,
  apiUpload,
  ensureCsrfCookie,
  fieldErrorsOf,
  fieldFromPointer,
  setApiLanguage,
  setUnauthorizedHandler,
} from './api.ts';

const JSON_API = 'application/vnd.api+json';

function respond(status: number, body?: unknown) {
  const fetchStub = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': JSON_API },
      }),
  );
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

function sentHeaders(fetchStub: ReturnType<typeof respond>): Record<string, string> {
  return (fetchStub.mock.calls[0]?.[1]?.headers ?? {}) as Record<string, string>;
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  setUnauthorizedHandler(null);
  setApiLanguage(null);
});

describe('fieldFromPointer', () => {
  it('takes the 4th segment of a JSON pointer', () => {
    expect(fieldFromPointer('/data/attributes/email')).toBe('email');
    expect(fieldFromPointer('/data/attributes/lines/0/amount')).toBe('lines');
  });

  it('gives nothing for pointers without an attribute', () => {
    expect(fieldFromPointer(undefined)).toBeUndefined();
    expect(fieldFromPointer('')).toBeUndefined();
    expect(fieldFromPointer('/data')).toBeUndefined();
    expect(fieldFromPointer('/data/attributes/')).toBeUndefined();
  });
});

describe('fieldErrorsOf', () => {
  it('keeps the first detail per field and skips errors without a pointer', () => {
    expect(
      fieldErrorsOf([
        { status: '422', detail: 'Email is required.', source: { pointer: '/data/attributes/email' } },
        {
          status: '422',
          detail: 'Enter a valid email address.',
          source: { pointer: '/data/attributes/email' },
        },
        { status: '422', title: 'Name is required.', source: { pointer: '/data/attributes/name' } },
        { status: '422', detail: 'Something else.' },
      ]),
    ).toEqual({ email: 'Email is required.', name: 'Name is required.' });
  });
});

describe('requests', () => {
  it('sends the JSON:API headers, credentials and the XSRF token from the cookie', async () => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('other=1; XSRF-TOKEN=abc%2Bdef%3D%3D; last=2');
    const fetchStub = respond(200, { data: [] });

    await expect(api.get('/clients')).resolves.toEqual({ data: [] });

    const [url, init] = fetchStub.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/clients');
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(sentHeaders(fetchStub)).toEqual({
      Accept: JSON_API,
      'X-Requested-With': 'XMLHttpRequest',
      'X-XSRF-TOKEN': 'abc+def==',
    });
  });

  it('sends a body as JSON:API with its content type', async () => {
    const fetchStub = respond(201, { data: { id: '1' } });
    const document = { data: { type: 'clients', attributes: { name: 'Acme' } } };

    await api.post('/clients', document);

    const init = fetchStub.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify(document));
    expect(sentHeaders(fetchStub)['Content-Type']).toBe(JSON_API);
    expect(sentHeaders(fetchStub)).not.toHaveProperty('X-XSRF-TOKEN');
  });

  it('answers undefined for 204 No Content', async () => {
    respond(204);
    await expect(api.delete('/clients/1')).resolves.toBeUndefined();
  });

  it('throws an ApiError with the JSON:API errors and field errors', async () => {
    const errors = [
      {
        status: '422',
        title: 'Invalid',
        detail: 'Email is required.',
        source: { pointer: '/data/attributes/email' },
      },
    ];
    respond(422, { errors });

    const error = await api.post('/register', {}).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, errors, fieldErrors: { email: 'Email is required.' } });
    expect((error as ApiError).message).toBe('Email is required.');
  });

  it('throws an ApiError with status 0 when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(api.get('/health')).rejects.toMatchObject({ name: 'ApiError', status: 0 });
  });

  it('only warns on 429', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const lost = vi.fn();
    setUnauthorizedHandler(lost);
    respond(429, { errors: [{ status: '429', title: 'Too Many Requests' }] });

    await expect(api.get('/clients')).rejects.toMatchObject({ status: 429 });

    expect(warn).toHaveBeenCalledOnce();
    expect(lost).not.toHaveBeenCalled();
  });

  it('asks for answers in the user language once i18n has told it', async () => {
    const fetchStub = respond(200, { data: [] });
    setApiLanguage('pt-br');
    await api.get('/clients');
    expect(sentHeaders(fetchStub)['Accept-Language']).toBe('pt-br');
  });

  it('uploads a multipart form with the same headers but without a Content-Type of its own', async () => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('XSRF-TOKEN=tok');
    setApiLanguage('de');
    const fetchStub = respond(200, { url: '/api/v1/uploads/profile-images/1-x.png' });
    const form = new FormData();
    form.append('attachment', new Blob(['x'], { type: 'image/png' }), 'a.png');

    await expect(apiUpload('/uploads/users/1/profile-image', form)).resolves.toEqual({
      url: '/api/v1/uploads/profile-images/1-x.png',
    });

    const init = fetchStub.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(form);
    expect(sentHeaders(fetchStub)).toEqual({
      Accept: JSON_API,
      'X-Requested-With': 'XMLHttpRequest',
      'Accept-Language': 'de',
      'X-XSRF-TOKEN': 'tok',
    });
  });

  it('posts a document for a file and answers the file, with the usual headers', async () => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('XSRF-TOKEN=tok');
    setApiLanguage('de');
    const fetchStub = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(new Uint8Array([37, 80, 68, 70]), { headers: { 'Content-Type': 'application/pdf' } }),
    );
    vi.stubGlobal('fetch', fetchStub);
    const body = { data: { type: 'invoice-pdfs', attributes: { name: 'INV-1' } } };

    const file = await apiFile('/invoice-pdfs', body, 'application/pdf');

    expect(file.type).toBe('application/pdf');
    expect(await file.text()).toBe('%PDF');
    const init = fetchStub.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify(body));
    expect(sentHeaders(fetchStub)).toEqual({
      Accept: `application/pdf, ${JSON_API}`,
      'Content-Type': JSON_API,
      'X-Requested-With': 'XMLHttpRequest',
      'Accept-Language': 'de',
      'X-XSRF-TOKEN': 'tok',
    });
  });

  it('throws an ApiError with the JSON:API errors when a file is refused', async () => {
    respond(429, { errors: [{ status: '429', title: 'Too Many Requests', detail: 'Too many attempts.' }] });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(apiFile('/invoice-pdfs', {}, 'application/pdf')).rejects.toMatchObject({
      name: 'ApiError',
      status: 429,
      message: 'Too many attempts.',
    });
  });

  it('on 419 fetches a fresh CSRF cookie and tries once more', async () => {
    const answers = [419, 204, 200];
    const fetchStub = vi.fn(async () => {
      const status = answers.shift() ?? 419;
      return new Response(
        status === 204 ? null : JSON.stringify(status === 200 ? { ok: true } : { errors: [] }),
        {
          status,
        },
      );
    });
    vi.stubGlobal('fetch', fetchStub);

    await expect(api.patch('/me', { data: {} })).resolves.toEqual({ ok: true });
    expect(fetchStub.mock.calls.map((call) => String((call as unknown[])[0]))).toEqual([
      '/api/v1/me',
      '/api/v1/csrf-cookie',
      '/api/v1/me',
    ]);
  });

  it('gives up after one retry on 419', async () => {
    const fetchStub = vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/csrf-cookie')
        ? new Response(null, { status: 204 })
        : new Response(JSON.stringify({ errors: [{ status: '419', detail: 'CSRF token mismatch.' }] }), {
            status: 419,
          }),
    );
    vi.stubGlobal('fetch', fetchStub);
    await expect(api.post('/logout')).rejects.toMatchObject({ status: 419 });
    expect(fetchStub).toHaveBeenCalledTimes(3);
  });

  it('ensureCsrfCookie GETs /csrf-cookie', async () => {
    const fetchStub = respond(204);
    await ensureCsrfCookie();
    expect(fetchStub.mock.calls[0]?.[0]).toBe('/api/v1/csrf-cookie');
    expect(fetchStub.mock.calls[0]?.[1]?.method).toBe('GET');
  });
});

describe('401', () => {
  it('tells the handler the app registered, unless the caller takes a 401 as an answer', async () => {
    const lost = vi.fn();
    setUnauthorizedHandler(lost);
    respond(401);
    await expect(api.get('/invoices')).rejects.toMatchObject({ status: 401 });
    expect(lost).toHaveBeenCalledOnce();
    await expect(api.get('/me', { allowUnauthorized: true })).rejects.toMatchObject({ status: 401 });
    expect(lost).toHaveBeenCalledOnce();
  });
});
