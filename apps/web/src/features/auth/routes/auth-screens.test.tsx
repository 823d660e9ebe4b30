import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { meDocument, renderApp, WAIT } from '../../../testing/render-app.tsx';
import { authStore } from '../auth-store.ts';
import { UNVERIFIED_DETAIL } from '../login-errors.ts';

const HASH = 'a94a8fe5ccb19ba61c4c0873d391e987982fbbd3';

type Answer = { status: number; body?: unknown };
type Answers = Record<string, Answer | ((init?: RequestInit) => Answer)>;

/** A stand-in server keyed by "METHOD /api/v1/path?query"; unknown requests get a 404. */
function server(answers: Answers) {
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const entry = answers[key];
    const answer =
      typeof entry === 'function' ? entry(init) : (entry ?? { status: 404, body: { errors: [] } });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

const calls = (fetchStub: ReturnType<typeof server>) =>
  fetchStub.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);
// The sign-in page asks on arrival for the server's settings (is Google sign-in offered?); the tests look
// at the other calls.
const SETTINGS = 'GET /api/v1/settings';
const callsBut = (fetchStub: ReturnType<typeof server>) =>
  calls(fetchStub).filter((call) => call !== SETTINGS);
const bodyOf = (fetchStub: ReturnType<typeof server>, key: string): unknown => {
  const call = fetchStub.mock.calls.find(
    ([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key,
  );
  return JSON.parse(String(call?.[1]?.body ?? 'null'));
};
const error = (status: number, detail: string, extra: Record<string, unknown> = {}) => ({
  status,
  body: { errors: [{ status: String(status), title: 'Error', detail, ...extra }] },
});

beforeEach(() => {
  window.sessionStorage.clear();
});

async function fillLogin(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email', {}, WAIT), email);
  await user.type(screen.getByLabelText('Password'), password);
  return user;
}

describe('sign-in', () => {
  it('asks for both fields by hand, without calling the server', async () => {
    const fetchStub = server({});
    await renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }, WAIT));
    expect(await screen.findByText('Email is required.')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(callsBut(fetchStub)).toEqual([]);
  });

  it.each([400, 401, 422, 500])(
    'says "Invalid credentials" on %i and keeps what was typed',
    async (status) => {
      server({
        'GET /api/v1/csrf-cookie': { status: 204 },
        'POST /api/v1/login': error(status, 'These credentials do not match our records.'),
      });
      await renderApp('/login');
      const user = await fillLogin('sam@example.com', 'Secret123');
      await user.keyboard('{Enter}');
      expect(await screen.findByText('Invalid credentials', {}, WAIT)).toBeTruthy();
      expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('sam@example.com');
      expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('Secret123');
    },
  );

  it('says to verify first, and resends the verification mail to the address typed', async () => {
    const fetchStub = server({
      'GET /api/v1/csrf-cookie': { status: 204 },
      'POST /api/v1/login': error(403, UNVERIFIED_DETAIL),
      'POST /api/v1/email/verification-notification': { status: 202, body: { meta: {} } },
    });
    await renderApp('/login');
    const user = await fillLogin('new@example.com', 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(UNVERIFIED_DETAIL, {}, WAIT)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    await waitFor(() => expect(calls(fetchStub)).toContain('POST /api/v1/email/verification-notification'));
    expect(bodyOf(fetchStub, 'POST /api/v1/email/verification-notification')).toEqual({
      email: 'new@example.com',
    });
  });

  it('says clearly when there were too many attempts', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server({
      'GET /api/v1/csrf-cookie': { status: 204 },
      'POST /api/v1/login': error(429, 'Too many attempts. Please wait a moment and try again.'),
    });
    await renderApp('/login');
    const user = await fillLogin('sam@example.com', 'Secret123');
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText('Too many attempts. Please wait a minute and try again.', {}, WAIT),
    ).toBeTruthy();
  });

  it('signs in (CSRF cookie, login, me) and goes on to the redirect path', async () => {
    const fetchStub = server({
      'GET /api/v1/csrf-cookie': { status: 204 },
      'POST /api/v1/login': { status: 200, body: { meta: { message: 'Authenticated' } } },
      'GET /api/v1/me?include=roles': { status: 200, body: meDocument() },
    });
    const app = await renderApp('/login?redirect=%2Fclient%2Flist');
    const user = await fillLogin(' sam@example.com ', 'Secret123');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Clients' }, WAIT)).toBeTruthy();
    expect(app.location()).toBe('/client/list');
    // The client list then loads its clients, and the frame asks which businesses are registered for
    // GST (for its BAS link) and the bell's notifications, each in its own time; what matters here is
    // the sign-in's own calls.
    const screensCalls = ['GET /api/v1/customers', 'GET /api/v1/companies', 'GET /api/v1/notifications'];
    expect(
      callsBut(fetchStub).filter((call) => !screensCalls.some((prefix) => call.startsWith(prefix))),
    ).toEqual(['GET /api/v1/csrf-cookie', 'POST /api/v1/login', 'GET /api/v1/me?include=roles']);
    expect(bodyOf(fetchStub, 'POST /api/v1/login')).toEqual({
      email: 'sam@example.com',
      password: 'Secret123',
      remember: true,
    });
    expect(window.localStorage.getItem('auth_hint')).toBe('1');
    const loginHeaders = fetchStub.mock.calls[1]?.[1]?.headers as Record<string, string>;
    expect(loginHeaders['Accept-Language']).toBe('en');
  });

  it('goes to the remembered intended path when there is no redirect parameter', async () => {
    server({
      'GET /api/v1/csrf-cookie': { status: 204 },
      'POST /api/v1/login': { status: 200, body: { meta: { message: 'Authenticated' } } },
      'GET /api/v1/me?include=roles': { status: 200, body: meDocument() },
    });
    const app = await renderApp('/login');
    authStore.setIntended('/tax/calculator');
    const user = await fillLogin('sam@example.com', 'Secret123');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe('/tax/calculator'), WAIT);
  });

  it('welcomes a verified address', async () => {
    server({});
    await renderApp('/login?verified=1');
    expect(
      await screen.findByText('Your email address is verified. You can sign in now.', {}, WAIT),
    ).toBeTruthy();
  });

  it('says in place when Google sign-in is not available, and disables the button', async () => {
    server({
      'GET /api/v1/auth/google?remember=0': error(503, 'Google sign-in is not available on this server.'),
    });
    await renderApp('/login');
    const user = userEvent.setup();
    const google = await screen.findByRole('button', { name: 'Sign in with Google' }, WAIT);
    await user.click(google);
    expect(await screen.findByText('Google sign-in is unavailable on this server.', {}, WAIT)).toBeTruthy();
    expect(google.hasAttribute('disabled')).toBe(true);
  });

  it('says before any click when Google sign-in is not configured, with the button disabled', async () => {
    server({
      'GET /api/v1/settings': {
        status: 200,
        body: {
          data: {
            type: 'settings',
            id: 'app',
            attributes: { time_zone: 'Australia/Sydney', google_sign_in: false },
          },
        },
      },
    });
    await renderApp('/login');
    expect(await screen.findByText('Google sign-in is unavailable on this server.', {}, WAIT)).toBeTruthy();
    const google = screen.getByRole('button', { name: 'Sign in with Google' });
    expect(google.hasAttribute('disabled')).toBe(true);
    expect(google.getAttribute('aria-describedby')).toBe('google-unavailable');
  });

  it('starts Google sign-in: state and remember kept for the callback', async () => {
    server({
      'GET /api/v1/auth/google?remember=1': {
        status: 200,
        body: { url: 'https://accounts.example/authorize?x=1', state: 'st4te' },
      },
    });
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    await renderApp('/login?redirect=%2Finvoice%2Flist');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Remember me' }, WAIT));
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.example/authorize?x=1'));
    expect(window.sessionStorage.getItem('oauth_state')).toBe('st4te');
    expect(window.sessionStorage.getItem('oauth_remember')).toBe('1');
    expect(window.sessionStorage.getItem('oauth_redirect')).toBe('/invoice/list');
  });
});

describe('Google callback', () => {
  it('refuses a state that differs from the stored one, without asking the server', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.sessionStorage.setItem('oauth_state', 'mine');
    const fetchStub = server({});
    const app = await renderApp('/auth/google/callback?code=c0de&state=theirs');
    expect(await screen.findByText('Google sign-in failed. Please try again.', {}, WAIT)).toBeTruthy();
    expect(app.location()).toBe('/login');
    expect(logged).toHaveBeenCalledWith('OAuth state mismatch');
    expect(callsBut(fetchStub)).toEqual([]);
  });

  it('refuses a callback this tab did not start (no stored state), without asking the server', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchStub = server({});
    const app = await renderApp('/auth/google/callback?code=c0de&state=theirs');
    expect(await screen.findByText('Google sign-in failed. Please try again.', {}, WAIT)).toBeTruthy();
    expect(app.location()).toBe('/login');
    expect(logged).toHaveBeenCalledWith('OAuth state mismatch');
    expect(callsBut(fetchStub)).toEqual([]);
  });

  it('finishes sign-in and goes to the path remembered before leaving for Google', async () => {
    window.sessionStorage.setItem('oauth_state', 'st4te');
    window.sessionStorage.setItem('oauth_remember', '1');
    window.sessionStorage.setItem('oauth_redirect', '/invoice/list');
    const fetchStub = server({
      'GET /api/v1/csrf-cookie': { status: 204 },
      'POST /api/v1/auth/google/callback': { status: 200, body: { meta: { message: 'Authenticated' } } },
      'GET /api/v1/me?include=roles': { status: 200, body: meDocument() },
    });
    const app = await renderApp('/auth/google/callback?code=c0de&state=st4te&iss=http%3A%2F%2Fidp');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoices' }, WAIT)).toBeTruthy();
    expect(app.location()).toBe('/invoice/list');
    expect(bodyOf(fetchStub, 'POST /api/v1/auth/google/callback')).toEqual({
      code: 'c0de',
      state: 'st4te',
      iss: 'http://idp',
      remember: true,
    });
    expect(window.sessionStorage.getItem('oauth_state')).toBeNull();
  });

  it('tells about a Google account without a verified address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    window.sessionStorage.setItem('oauth_state', 's');
    server({
      'GET /api/v1/csrf-cookie': { status: 204 },
      'POST /api/v1/auth/google/callback': error(403, 'Your Google account has no verified email address.'),
    });
    const app = await renderApp('/auth/google/callback?code=other&state=s');
    expect(
      await screen.findByText('Your Google account has no verified email address.', {}, WAIT),
    ).toBeTruthy();
    expect(app.location()).toBe('/login');
  });
});

describe('sign-up', () => {
  it('ticks the checklist as the password grows and enables submit only when all is valid', async () => {
    server({});
    await renderApp('/register');
    const user = userEvent.setup();
    const submit = await screen.findByRole('button', { name: 'Create account' }, WAIT);
    const rule = (key: string) => document.querySelector(`[data-rule="${key}"]`)?.getAttribute('data-met');

    await user.type(screen.getByLabelText('Name'), 'Sam Citizen');
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'abcd');
    expect([
      rule('password_min'),
      rule('password_uppercase'),
      rule('password_lowercase'),
      rule('password_number'),
    ]).toEqual(['false', 'false', 'true', 'false']);
    await user.type(screen.getByLabelText('Password'), 'E1234');
    expect(rule('password_min')).toBe('true');
    expect(rule('password_uppercase')).toBe('true');
    expect(rule('password_number')).toBe('true');
    expect(rule('password_match')).toBe('false');
    expect(submit.hasAttribute('disabled')).toBe(true);

    await user.type(screen.getByLabelText('Confirm password'), 'abcdE1234');
    expect(rule('password_match')).toBe('true');
    expect(submit.hasAttribute('disabled')).toBe(false);
  });

  it('says the passwords do not match under the confirmation once it is left, and in the user language', async () => {
    server({});
    await renderApp('/register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Password', {}, WAIT), 'abcd');
    await user.type(screen.getByLabelText('Confirm password'), 'abce');
    expect(screen.queryByText('Password and Password Confirmation do not match.')).toBeNull();
    await user.tab();
    const confirmation = screen.getByLabelText('Confirm password');
    const described = document.getElementById(confirmation.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Password and Password Confirmation do not match.');
    // Gone once they match.
    await user.clear(confirmation);
    await user.type(confirmation, 'abcd');
    expect(screen.queryByText('Password and Password Confirmation do not match.')).toBeNull();
    await user.type(confirmation, 'x');
    const { i18next } = await import('../../../app/i18n.ts');
    await i18next.changeLanguage('pt-br');
    expect(await screen.findByText('A senha e a confirmação da senha não coincidem.', {}, WAIT)).toBeTruthy();
  });

  it('shows a 422 in a red alert and under the field, in the user language by code', async () => {
    server({
      'GET /api/v1/csrf-cookie': { status: 204 },
      'POST /api/v1/register': error(422, 'The email has already been taken.', {
        code: 'email_taken',
        source: { pointer: '/data/attributes/email' },
      }),
    });
    await renderApp('/register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name', {}, WAIT), 'Sam');
    await user.type(screen.getByLabelText('Email'), 'taken@example.com');
    await user.type(screen.getByLabelText('Password'), 'abcdE1234');
    await user.type(screen.getByLabelText('Confirm password'), 'abcdE1234');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(within(alert).getByText('The email has already been taken.')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Sam');
  });

  it('goes on to the confirmation screen with the address', async () => {
    const fetchStub = server({
      'GET /api/v1/csrf-cookie': { status: 204 },
      'POST /api/v1/register': { status: 201, body: meDocument('Sam') },
    });
    const app = await renderApp('/register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name', {}, WAIT), ' Sam ');
    await user.type(screen.getByLabelText('Email'), 'Sam@Example.com');
    await user.type(screen.getByLabelText('Password'), 'abcdE1234');
    await user.type(screen.getByLabelText('Confirm password'), 'abcdE1234{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' }, WAIT)).toBeTruthy();
    expect(app.location()).toBe('/confirm-registration');
    expect(screen.getByText('sam@example.com')).toBeTruthy();
    expect(bodyOf(fetchStub, 'POST /api/v1/register')).toEqual({
      data: {
        type: 'users',
        attributes: {
          name: 'Sam',
          email: 'sam@example.com',
          password: 'abcdE1234',
          password_confirmation: 'abcdE1234',
        },
      },
    });
  });
});

describe('e-mail verification', () => {
  it('verifies a link and welcomes the visitor on the sign-in page, the address filled in', async () => {
    const fetchStub = server({
      [`GET /api/v1/email/verify/12/${HASH}?expires=99&signature=sig`]: {
        status: 200,
        body: { meta: { message: 'Verified', email: 'robin@example.com' } },
      },
    });
    const app = await renderApp(`/email/verify?id=12&hash=${HASH}&expires=99&signature=sig`);
    expect(
      await screen.findByText('Your email address is verified. You can sign in now.', {}, WAIT),
    ).toBeTruthy();
    expect(app.location()).toBe('/login?verified=1');
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('robin@example.com');
    expect(callsBut(fetchStub)).toEqual([`GET /api/v1/email/verify/12/${HASH}?expires=99&signature=sig`]);
  });

  it('takes the legacy link form too', async () => {
    const fetchStub = server({
      [`GET /api/v1/email/verify/12/${HASH}?expires=99&signature=sig`]: { status: 200, body: { meta: {} } },
    });
    const app = await renderApp(`/email/verify?12p001.${HASH}&expires=99&signature=sig`);
    await waitFor(() => expect(app.location()).toBe('/login?verified=1'), WAIT);
    expect(callsBut(fetchStub)).toEqual([`GET /api/v1/email/verify/12/${HASH}?expires=99&signature=sig`]);
  });

  it.each([
    [403, 'This link has already been used.'],
    [410, 'This verification link has expired.'],
    [400, 'The verification link is invalid. Please request a new one.'],
  ])('shows the error screen for %i: "%s"', async (status, message) => {
    server({ [`GET /api/v1/email/verify/12/${HASH}?expires=99&signature=sig`]: error(status, 'x') });
    const app = await renderApp(`/email/verify?id=12&hash=${HASH}&expires=99&signature=sig`);
    expect(await screen.findByText(message, {}, WAIT)).toBeTruthy();
    expect(app.location()).toMatch(/^\/email\/verify\/error\?reason=/);
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
  });
});

describe('password reset', () => {
  it('says the passwords do not match under the confirmation', async () => {
    server({});
    await renderApp('/password-reset?token=t0k&email=sam%40example.com');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password', {}, WAIT), 'abcdE1234');
    await user.type(screen.getByLabelText('Confirm password'), 'abcdE1235');
    await user.tab();
    expect(screen.getByText('Password and Password Confirmation do not match.')).toBeTruthy();
  });
  it('shows a bad token as an alert with a way to a new link', async () => {
    server({
      'GET /api/v1/csrf-cookie': { status: 204 },
      'POST /api/v1/password-reset': error(
        422,
        'This password reset link is invalid or has expired. Please request a new one.',
        {
          code: 'reset_token_invalid',
          source: { pointer: '/data/attributes/token' },
        },
      ),
    });
    await renderApp('/password-reset?token=t0k&email=sam%40example.com');
    const user = userEvent.setup();
    expect((await screen.findByLabelText<HTMLInputElement>('Email', {}, WAIT)).value).toBe('sam@example.com');
    await user.type(screen.getByLabelText('New password'), 'abcdE1234');
    await user.type(screen.getByLabelText('Confirm password'), 'abcdE1234{Enter}');
    expect(
      await screen.findByText(
        'This password reset link is invalid or has expired. Please request a new one.',
        {},
        WAIT,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new reset link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('says a link without token is incomplete', async () => {
    server({});
    await renderApp('/password-reset?email=sam%40example.com');
    expect(await screen.findByText(/This reset link is incomplete/, {}, WAIT)).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});

describe('forgot password', () => {
  it('asks for the link with the page to come back to, and empties the field', async () => {
    const fetchStub = server({
      'GET /api/v1/csrf-cookie': { status: 204 },
      'POST /api/v1/password-forgot': { status: 202, body: { meta: {} } },
    });
    await renderApp('/forgot-password');
    const user = userEvent.setup();
    const input = await screen.findByLabelText<HTMLInputElement>('Email', {}, WAIT);
    await user.type(input, 'sam@example.com{Enter}');
    await waitFor(() => expect(input.value).toBe(''));
    expect(bodyOf(fetchStub, 'POST /api/v1/password-forgot')).toEqual({
      data: {
        attributes: { email: 'sam@example.com', redirect_url: `${window.location.origin}/password-reset` },
      },
    });
  });
});

describe('profile', () => {
  it('saves the name and shows it in the user menu at once', async () => {
    const fetchStub = server({
      'GET /api/v1/me?include=roles': { status: 200, body: meDocument() },
      'PATCH /api/v1/me': (init) => {
        const name = (JSON.parse(String(init?.body)) as { data: { attributes: { name: string } } }).data
          .attributes.name;
        return { status: 200, body: meDocument(name) };
      },
    });
    await renderApp('/profile');
    const user = userEvent.setup();
    const name = await screen.findByLabelText<HTMLInputElement>('Name', {}, WAIT);
    expect(name.value).toBe('Alex Citizen');
    expect(screen.getByLabelText<HTMLInputElement>('Email').readOnly).toBe(true);
    await user.clear(name);
    await user.type(name, 'Alex Quinn');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('button', { name: 'Account menu of Alex Quinn' }, WAIT)).toBeTruthy();
    expect(calls(fetchStub)).toContain('PATCH /api/v1/me');
  });

  it('refuses a too large image before uploading', async () => {
    server({ 'GET /api/v1/me?include=roles': { status: 200, body: meDocument() } });
    await renderApp('/profile');
    await screen.findByLabelText('Name', {}, WAIT);
    // The profile image's own picker (the frame has another: Snap receipt).
    const input = document.querySelector<HTMLInputElement>(
      'input[type="file"][aria-labelledby="profile-image-label"]',
    );
    if (!input) throw new Error('no file input');
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('The profile image may not be larger than 2 MB.', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save changes' }).hasAttribute('disabled')).toBe(true);
  });
});
