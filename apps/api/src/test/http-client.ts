import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

let clientCount = 0;

/**
 * A browser-like client over app.inject: keeps cookies, fetches the CSRF cookie before its first write
 * and echoes it as X-XSRF-TOKEN, like the web app. Each client comes from its own IP address (only a
 * label inside inject), so per-IP rate limits of one test do not spill into another.
 */
export function createClient(app: FastifyInstance, options: { ip?: string } = {}) {
  clientCount += 1;
  const ip = options.ip ?? `10.0.${Math.floor(clientCount / 250)}.${(clientCount % 250) + 1}`;
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
    const request: InjectOptions = {
      method,
      url,
      remoteAddress: ip,
      // A header given as undefined is left out, so a test can send a body without a content type.
      headers: Object.fromEntries(
        Object.entries(allHeaders).filter((entry): entry is [string, string] => entry[1] !== undefined),
      ),
      ...(body !== undefined
        ? { payload: typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body) }
        : {}),
    };
    const response: LightMyRequestResponse = await app.inject(request);
    for (const cookie of response.cookies as Array<{
      name: string;
      value: string;
      expires?: Date;
      maxAge?: number;
    }>) {
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
    ip,
    jar,
    get: (url: string, headers?: Record<string, string>) => send('GET', url, undefined, headers),
    post: (url: string, body?: unknown, headers?: Record<string, string>) =>
      send('POST', url, body ?? {}, headers),
    patch: (url: string, body?: unknown, headers?: Record<string, string>) =>
      send('PATCH', url, body ?? {}, headers),
    delete: (url: string, headers?: Record<string, string>) => send('DELETE', url, undefined, headers),
    /** Any request as given: no default body (undefined sends none), headers override the defaults. */
    send,
  };
}

export type TestClient = ReturnType<typeof createClient>;
