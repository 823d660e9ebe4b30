import type { LanguageRequest } from '@sorted/core/contract/requests';
import type { UserDocument } from '@sorted/core/contract/users';
import { ApiError, api, ensureCsrfCookie } from '../../lib/api.ts';
import { whenLanguageChosen } from '../../lib/languages.ts';
import { type AuthUser, authStore } from './auth-store.ts';

interface Resource {
  id?: unknown;
  type?: unknown;
  attributes?: Record<string, unknown>;
  relationships?: { roles?: { data?: Array<{ id?: unknown; type?: unknown }> } };
}

/** A user document (contract: UserDocument), read defensively: the sign-in page trusts no shape. */
export interface MeDocument {
  data?: Resource | undefined;
  included?: Resource[] | undefined;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A role's name: its `name` or `slug` attribute, else its id (the API's role ids are the slugs). */
const roleName = (role: Resource): string =>
  text(role.attributes?.name) || text(role.attributes?.slug) || text(role.id);

/**
 * The signed-in user from `GET /me?include=roles` (also `PATCH /me`): roles from the included role
 * resources.
 */
export function userFromDocument(document: MeDocument): AuthUser | null {
  const data = document.data;
  if (!data || data.id === undefined) return null;
  const attributes = data.attributes ?? {};
  const roleIds = new Set((data.relationships?.roles?.data ?? []).map((role) => String(role.id)));
  const roles = (document.included ?? [])
    .filter((item) => item.type === 'roles' && (roleIds.size === 0 || roleIds.has(String(item.id))))
    .map(roleName)
    .filter((name) => name !== '');
  const image = text(attributes.profile_image_url);
  return {
    id: String(data.id),
    name: text(attributes.name),
    email: text(attributes.email),
    roles,
    profileImageUrl: image || null,
  };
}

/**
 * After a successful sign-in (password or Google): loads the user and marks the store signed in, which
 * sends the guest guard on to the redirect target. Throws when the session did not stick.
 */
export async function completeSignIn(): Promise<void> {
  const document = await api.get<UserDocument>('/me?include=roles', { allowUnauthorized: true });
  const user = userFromDocument(document);
  if (!user) throw new Error('GET /me answered without a user');
  authStore.signedIn(user);
  authStore.markHydrated();
}

let pending: Promise<void> | null = null;

/** Asks the server whether a session exists; anything but a 200 with a user means signed out. */
export function checkSession(): Promise<void> {
  pending ??= api
    .get<UserDocument>('/me?include=roles', { allowUnauthorized: true })
    .then((document) => {
      const user = userFromDocument(document);
      if (user) authStore.signedIn(user);
      else authStore.signedOut();
    })
    .catch((error: unknown) => {
      // An answer from the server means no session; a network failure proves nothing, so keep the hint.
      if (error instanceof ApiError && error.status !== 0) authStore.signedOut();
    })
    .finally(() => {
      authStore.sessionChecked();
      authStore.markHydrated();
      pending = null;
    });
  return pending;
}

/**
 * Start-up: the session is checked only when the first screen needs a signed-in user; otherwise the
 * store is hydrated at once (guest screens check later, when the `auth_hint` flag suggests a session).
 * Resolves once the check has answered.
 */
export function startSession(firstRouteNeedsAuth: boolean): Promise<void> {
  if (firstRouteNeedsAuth) return checkSession();
  authStore.markHydrated();
  return Promise.resolve();
}

/** Ends the session on the server (a failure is only logged) and forgets the user locally. */
export async function logout(): Promise<void> {
  try {
    await ensureCsrfCookie().catch((error: unknown) => console.error('CSRF cookie request failed', error));
    await api.post('/logout', undefined, { allowUnauthorized: true });
  } catch (error) {
    console.error('Logout request failed', error);
  }
  // A deliberate sign-out: the next sign-in starts at the dashboard, not at an old intended path nor at
  // the page the user was on.
  authStore.signedOut({ onPurpose: true });
}

export function resetSessionForTests(): void {
  pending = null;
}

// A signed-in user's e-mails follow the language they pick; the switch itself does not wait for it.
whenLanguageChosen((code) => {
  if (!authStore.getState().authenticated) return;
  api
    .patch('/me', { data: { type: 'users', attributes: { locale: code } } } satisfies LanguageRequest)
    .catch(() => undefined);
});
