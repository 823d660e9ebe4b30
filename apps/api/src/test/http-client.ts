import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface OutgoingRequest {
  method: Method;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

interface SetCookie {
  name: string;
  value: string;
  expires?: Date;
  maxAge?: number;
}

/** What both transports answer: the status, headers and body, and the cookies the response set. */
interface ClientResponse {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  json: LightMyRequestResponse['json'];
  cookies: SetCookie[];
}

/**
 * Behaves like the web app in a browser over any transport: keeps cookies, fetches the CSRF cookie
 * before its first write and echoes it as X-XSRF-TOKEN.
 */
function browserLike<R extends ClientResponse>(transport: (request: OutgoingRequest) => Promise<R>) {
  const jar = new Map<string, string>();

  async function send(
    method: Method,
    url: string,
    body?: unknown,
    headers: Record<string, string | undefined> = {},
  ) {
    if (method !== 'GET' && !jar.has('XSRF-TOKEN')) await send('GET', '/api/v1/csrf-cookie');
    const cookieHeader = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const allHeaders: Record<string, string | undefined> = {
      accept: 'application/vnd.api+json',
      ...(cookieHeader ? { cookie: cookieHeader } : {}),
      ...(method !== 'GET' && jar.has('XSRF-TOKEN') ? { 'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '' } : {}),
      ...(body !== undefined ? { 'content-type': 'application/vnd.api+json' } : {}),
      ...headers,
    };
    const response = await transport({
      method,
      url,
      // A header given as undefined is left out, so a test can send a body without a content type.
      headers: Object.fromEntries(
        Object.entries(allHeaders).filter((entry): entry is [string, string] => entry[1] !== undefined),
      ),
      ...(body !== undefined
        ? { payload: typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body) }
        : {}),
    });
    for (const cookie of response.cookies) {
      const cleared =
        cookie.value === '' ||
        cookie.maxAge === 0 ||
        (cookie.expires && cookie.expires.getTime() < Date.now());
      if (cleared) jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
    return response;
  }

  return {
    jar,
    get: (url: string, headers?: Record<string, string>) => send('GET', url, undefined, headers),
    post: (url: string, body?: unknown, headers?: Record<string, string>) =>
      send('POST', url, body ?? {}, headers),
    patch: (url: string, body?: unknown, headers?: Record<string, string>) =>
      send('PATCH', url, body ?? {}, headers),
    put: (url: string, body?: unknown, headers?: Record<string, string>) =>
      send('PUT', url, body ?? {}, headers),
    delete: (url: string, headers?: Record<string, string>) => send('DELETE', url, undefined, headers),
    /** Any request as given (a method taken from data, no default body: undefined sends none). */
    send,
  };
}

let clientCount = 0;

/**
 * A browser-like client over app.inject. Each client comes from its own IP address (only a label inside
 * inject), so per-IP rate limits of one test do not spill into another.
 */
export function createClient(app: FastifyInstance, options: { ip?: string } = {}) {
  clientCount += 1;
  const ip = options.ip ?? `10.0.${Math.floor(clientCount / 250)}.${(clientCount % 250) + 1}`;
  const client = browserLike(
    async (request) =>
      (await app.inject({ ...request, remoteAddress: ip })) as LightMyRequestResponse & {
        cookies: SetCookie[];
      },
  );
  return { ip, ...client };
}

export type TestClient = ReturnType<typeof createClient>;

/**
 * A browser-like client over real HTTP to a server at `baseUrl` (another process, or behind a proxy);
 * `timeoutMs` bounds each request, so a server that hangs fails the test instead of stalling it.
 */
export function createHttpClient(baseUrl: string, options: { timeoutMs?: number } = {}) {
  return browserLike(async (request): Promise<ClientResponse> => {
    const response = await fetch(new URL(request.url, baseUrl), {
      method: request.method,
      headers: request.headers,
      ...(request.payload !== undefined ? { body: request.payload } : {}),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    const body = await response.text();
    return {
      statusCode: response.status,
      headers: Object.fromEntries(response.headers),
      body,
      json: () => JSON.parse(body),
      cookies: response.headers.getSetCookie().map(parseSetCookie),
    };
  });
}

export type HttpTestClient = ReturnType<typeof createHttpClient>;

function parseSetCookie(line: string): SetCookie {
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  const index = pair.indexOf('=');
  const cookie: SetCookie = { name: pair.slice(0, index), value: pair.slice(index + 1) };
  for (const attribute of attributes) {
    const [key = '', value = ''] = attribute.split('=');
    if (key.toLowerCase() === 'max-age') cookie.maxAge = Number(value);
    if (key.toLowerCase() === 'expires') cookie.expires = new Date(attribute.slice(key.length + 1));
  }
  return cookie;
}
