import type { Locale } from '@sorted/core/i18n/locales';
import type * as Oidc from 'openid-client';
import { HttpError } from '../../lib/http-error.ts';
import { hmac, safeEqual, sha256 } from '../../lib/tokens.ts';
import { deleteSessionsOfUser } from '../../plugins/sessions/sessions.repository.ts';
import type { AuthDeps } from './auth-deps.ts';
import { saveOAuthState, takeOAuthState } from './oauth-states.repository.ts';
import {
  findUserByEmail,
  findUserByGoogleSubject,
  insertUser,
  linkGoogleAccount,
  type UserRecord,
} from './users.repository.ts';

const STATE_MINUTES = 10;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export const GOOGLE_UNAVAILABLE = 'Google sign-in is not available on this server.';

/** The cookie that ties a sign-in to the browser that started it; only the two Google routes get it. */
export const OAUTH_COOKIE = 'sorted_oauth';
export const OAUTH_COOKIE_SECONDS = STATE_MINUTES * 60;

const stateMismatch = () => new HttpError(400, 'OAuth state mismatch', { field: 'state' });

export interface GoogleCallback {
  code: string;
  state: string;
  iss?: string | undefined;
}

/**
 * Google sign-in by OpenID Connect: authorization code with PKCE, state and nonce, kept server-side
 * until the callback. Works with any OpenID provider named by OIDC_ISSUER.
 *
 * The state is also the browser's: `start` hands back a signed cookie value carrying it, and
 * `requireBinding` refuses a callback without that cookie for that state before `finish` takes the
 * state row. Otherwise an
 * attacker's own callback link (their code and state) would sign a victim's browser into the attacker's
 * account (login CSRF); the row's nonce and PKCE verifier are reachable only through the bound state.
 */
export function createGoogleSignIn(deps: AuthDeps) {
  const { issuer, clientId, clientSecret } = deps.config.oidc;
  const redirectUri = `${deps.config.appUrl}/auth/google/callback`;
  let configuration: Promise<Oidc.Configuration> | undefined;
  // The OpenID client loads with the first Google sign-in: a server without Google never holds it.
  let library: Promise<typeof Oidc> | undefined;
  const openid = () => (library ??= import('openid-client'));

  function requireConfigured(): { clientId: string; clientSecret: string } {
    if (!clientId || !clientSecret) throw new HttpError(503, GOOGLE_UNAVAILABLE);
    return { clientId, clientSecret };
  }

  function discover(): Promise<Oidc.Configuration> {
    const client = requireConfigured();
    const server = new URL(issuer);
    configuration ??= openid()
      .then((oidc) =>
        oidc.discovery(server, client.clientId, client.clientSecret, undefined, {
          timeout: 10,
          // Plain HTTP only for a provider on this machine (tests); anywhere else the library insists on HTTPS.
          ...(server.protocol === 'http:' && LOOPBACK.has(server.hostname)
            ? { execute: [oidc.allowInsecureRequests] }
            : {}),
        }),
      )
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  }

  async function providerConfiguration(): Promise<Oidc.Configuration> {
    try {
      return await discover();
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw new HttpError(503, 'Google sign-in is unavailable right now. Please try again later.');
    }
  }

  return {
    async start(): Promise<{ url: string; state: string; binding: string }> {
      const config = await providerConfiguration();
      const oidc = await openid();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      await saveOAuthState(deps.db.kysely, {
        stateHash: sha256(state),
        codeVerifier,
        nonce,
        expiresAt: new Date(Date.now() + STATE_MINUTES * 60 * 1000).toISOString(),
      });
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, state, binding: bind(deps.config.sessionSecret, state) };
    },

    /**
     * Refuses a callback unless `binding`, the cookie `start` set in this browser, is for its state; the
     * state row stays untouched then. A server without Google says so first.
     */
    requireBinding(binding: string | undefined, state: string): void {
      requireConfigured();
      if (!binding || !safeEqual(binding, bind(deps.config.sessionSecret, state))) throw stateMismatch();
    },

    /** Exchanges the code, then finds, links or creates the account it belongs to. */
    async finish(callback: GoogleCallback, locale: Locale): Promise<UserRecord> {
      const config = await providerConfiguration();
      const pending = await takeOAuthState(deps.db.kysely, sha256(callback.state), new Date().toISOString());
      if (!pending) throw stateMismatch();
      const currentUrl = new URL(redirectUri);
      currentUrl.search = new URLSearchParams({
        code: callback.code,
        state: callback.state,
        ...(callback.iss ? { iss: callback.iss } : {}),
      }).toString();
      let claims: Oidc.IDToken | undefined;
      const oidc = await openid();
      try {
        const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: callback.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch {
        throw new HttpError(400, 'Google sign-in failed. Please try again.');
      }
      const email = typeof claims?.email === 'string' ? claims.email.trim().toLowerCase() : '';
      if (!claims || !email || claims.email_verified !== true) {
        throw new HttpError(403, 'Your Google account has no verified email address.');
      }
      const name =
        typeof claims.name === 'string' && claims.name.trim()
          ? claims.name.trim()
          : (email.split('@')[0] ?? email);
      return accountFor(deps, { subject: claims.sub, email, name, locale });
    },
  };
}

const bind = (secret: string, state: string) => `${state}.${hmac(secret, `oauth.${state}`)}`;

async function accountFor(
  deps: AuthDeps,
  google: { subject: string; email: string; name: string; locale: Locale },
): Promise<UserRecord> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const linked = await findUserByGoogleSubject(trx, google.subject);
    if (linked) return linked;
    const existing = await findUserByEmail(trx, google.email);
    const now = new Date().toISOString();
    if (existing) {
      // Google proves the address. An unverified account with it may have been registered by someone
      // else beforehand, so its password and sessions go: only the address's owner gets in.
      const unverified = existing.emailVerifiedAt === null;
      if (unverified) await deleteSessionsOfUser(trx, existing.id);
      return linkGoogleAccount(trx, existing.id, google.subject, now, { dropPassword: unverified });
    }
    const created = await insertUser(trx, {
      name: google.name,
      email: google.email,
      passwordHash: null,
      locale: google.locale,
      verifiedAt: now,
      roles: deps.config.growForNewUsers ? ['grow'] : [],
    });
    return linkGoogleAccount(trx, created.id, google.subject, now, { dropPassword: false });
  });
}
