import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestAccount {
  email: string;
  emailVerified: boolean;
  name: string;
}

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 standing in for Google: its own login and
 * consent pages (any login name is an account id; accounts can be given claims), PKCE required.
 */
export async function startOidcProvider(redirectUri: string, port = 0) {
  const accounts = new Map<string, TestAccount>();
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = { id: 'sorted-test-client', secret: 'sorted-test-secret-that-is-long-enough' };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.id,
        client_secret: client.secret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like Google: the ID token carries the e-mail and name.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    cookies: { keys: ['sorted-test-cookie-key'] },
    findAccount: async (_context, id) => {
      const account = accounts.get(id) ?? {
        email: `${id}@gmail.test`,
        emailVerified: true,
        name: `Google ${id}`,
      };
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          email: account.email,
          email_verified: account.emailVerified,
          name: account.name,
        }),
      };
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    client,
    accounts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Plays the person at the provider: opens the authorization URL, signs in as `login`, consents, and
 * returns the callback URL the provider sends the browser back to (with code, state and iss).
 */
export async function authorizeAtProvider(
  authorizationUrl: string,
  login: string,
  redirectUri: string,
): Promise<URL> {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const keepCookies = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
  };
  let url = new URL(authorizationUrl);
  for (let step = 0; step < 20; step++) {
    if (url.href.startsWith(redirectUri)) return url;
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: cookieHeader() } });
    keepCookies(response);
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (!action || !prompt) throw new Error(`unexpected provider page at ${url}: ${page.slice(0, 200)}`);
    const form = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt });
    const submitted = await fetch(new URL(action, url), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    keepCookies(submitted);
    const next = submitted.headers.get('location');
    if (!next) throw new Error(`the provider did not redirect after ${prompt}`);
    url = new URL(next, url);
  }
  throw new Error('too many steps at the provider');
}
