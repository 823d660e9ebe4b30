import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '../../lib/languages.ts';
import { meDocument } from '../../testing/render-app.tsx';
import { authStore } from './auth-store.ts';
import { checkSession, resetSessionForTests, startSession, userFromDocument } from './session.ts';

function answer(status: number, body?: unknown) {
  const fetchStub = vi.fn(
    async () => new Response(body === undefined ? null : JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

beforeEach(() => {
  authStore.reset();
  resetSessionForTests();
});

describe('userFromDocument', () => {
  it('reads the user and the names of the included roles', () => {
    expect(userFromDocument(meDocument('Sam'))).toEqual({
      id: '1',
      name: 'Sam',
      email: 'alex@example.com',
      roles: ['owner'],
      profileImageUrl: null,
    });
  });

  it('reads role slugs (the included roles of the API) and the profile image', () => {
    const document = {
      data: {
        type: 'users',
        id: '7',
        attributes: { name: 'Kim', email: 'kim@example.com', profile_image_url: '/api/v1/uploads/x.png' },
        relationships: { roles: { data: [{ type: 'roles', id: 'grow' }] } },
      },
      included: [{ type: 'roles', id: 'grow', attributes: { slug: 'grow' } }],
    };
    expect(userFromDocument(document)).toEqual({
      id: '7',
      name: 'Kim',
      email: 'kim@example.com',
      roles: ['grow'],
      profileImageUrl: '/api/v1/uploads/x.png',
    });
  });

  it('gives null without a resource', () => {
    expect(userFromDocument({})).toBeNull();
  });
});

describe('startSession', () => {
  it('hydrates at once, without asking, when the first screen is not protected', () => {
    const fetchStub = answer(200, meDocument());
    void startSession(false);
    expect(authStore.getState()).toMatchObject({
      hydrated: true,
      sessionChecked: false,
      authenticated: false,
    });
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('asks GET /me?include=roles when the first screen is protected', async () => {
    const fetchStub = answer(200, meDocument());
    const checked = startSession(true);
    expect(authStore.getState().hydrated).toBe(false);
    await checked;
    expect(authStore.getState().hydrated).toBe(true);
    expect(fetchStub).toHaveBeenCalledWith(
      '/api/v1/me?include=roles',
      expect.objectContaining({ method: 'GET' }),
    );
    expect(authStore.getState()).toMatchObject({ authenticated: true, sessionChecked: true });
    expect(window.localStorage.getItem('auth_hint')).toBe('1');
    expect(window.localStorage.getItem('roles')).toBe('["owner"]');
  });
});

describe('checkSession', () => {
  it.each([401, 404, 500])('treats %i as signed out and drops auth_hint', async (status) => {
    window.localStorage.setItem('auth_hint', '1');
    answer(status);
    await checkSession();
    expect(authStore.getState()).toMatchObject({
      authenticated: false,
      hydrated: true,
      sessionChecked: true,
    });
    expect(window.localStorage.getItem('auth_hint')).toBeNull();
  });

  it('keeps auth_hint when the network failed (that proves nothing)', async () => {
    window.localStorage.setItem('auth_hint', '1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await checkSession();
    expect(authStore.getState()).toMatchObject({ authenticated: false, hydrated: true });
    expect(window.localStorage.getItem('auth_hint')).toBe('1');
  });

  it('asks once for simultaneous callers', async () => {
    const fetchStub = answer(200, meDocument());
    await Promise.all([checkSession(), checkSession()]);
    expect(fetchStub).toHaveBeenCalledOnce();
  });

  it('does not navigate on 401: the check is an answer, not a lost session', async () => {
    window.history.replaceState(null, '', '/invoice/list');
    answer(401);
    await checkSession();
    expect(authStore.getState().intended).toBeNull();
  });
});

describe('a language picked', () => {
  it('is saved on a signed-in account, so its e-mails follow, and not for a visitor', async () => {
    const fetchStub = answer(200, meDocument());
    await chooseLanguage('es');
    expect(fetchStub).not.toHaveBeenCalled();
    authStore.signedIn({ id: '1', name: 'Sam', email: 's@example.com', roles: [], profileImageUrl: null });
    await chooseLanguage('pt-br');
    await vi.waitFor(() => expect(fetchStub).toHaveBeenCalled());
    const [url, init] = fetchStub.mock.calls.at(-1) as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/me');
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(String(init.body))).toEqual({
      data: { type: 'users', attributes: { locale: 'pt-br' } },
    });
    await chooseLanguage('en');
  });
});
