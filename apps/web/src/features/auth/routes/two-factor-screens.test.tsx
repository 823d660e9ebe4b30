import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { meDocument, renderApp, WAIT } from '../../../testing/render-app.tsx';
import { authStore } from '../auth-store.ts';

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

const bodiesOf = (fetchStub: ReturnType<typeof server>, key: string): unknown[] =>
  fetchStub.mock.calls
    .filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key)
    .map(([, init]) => JSON.parse(String(init?.body ?? 'null')));

const fieldError = (status: number, field: string, detail: string, code?: string) => ({
  status,
  body: {
    errors: [
      {
        status: String(status),
        title: 'Error',
        detail,
        source: { pointer: `/data/attributes/${field}` },
        code,
      },
    ],
  },
});

const TWO_FACTOR_REQUIRED = {
  status: 200,
  body: { meta: { message: 'Two-factor code required', two_factor_required: true } },
};
const CODES = Array.from({ length: 10 }, (_, index) => `abcd${index}-efgh${index}`);
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>';

beforeEach(() => {
  window.sessionStorage.clear();
});

describe('two-factor sign-in', () => {
  it('asks for the code after the password, then goes on to the redirect path', async () => {
    const fetchStub = server({
      'GET /api/v1/csrf-cookie': { status: 204 },
      'POST /api/v1/login': TWO_FACTOR_REQUIRED,
      'POST /api/v1/login/two-factor': { status: 200, body: { meta: { message: 'Authenticated' } } },
      'GET /api/v1/me?include=roles': { status: 200, body: meDocument() },
    });
    const app = await renderApp('/login?redirect=%2Ftax%2Fcalculator');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email', {}, WAIT), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.keyboard('{Enter}');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Two-step verification' }, WAIT),
    ).toBeTruthy();
    expect(app.location()).toBe('/login/two-factor?redirect=%2Ftax%2Fcalculator');
    expect(authStore.getState().authenticated).toBe(false);
    const code = screen.getByLabelText<HTMLInputElement>('Authentication code');
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(code.autocomplete).toBe('one-time-code');
    expect(code.inputMode).toBe('numeric');

    await user.keyboard('{Enter}');
    expect(await screen.findByText('Enter the 6-digit code from your app.')).toBeTruthy();
    await user.type(code, '123 45');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('The code has 6 digits.')).toBeTruthy();
    await user.type(code, '6');
    expect(code.value).toBe('123456');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(app.location()).toBe('/tax/calculator'), WAIT);
    expect(bodiesOf(fetchStub, 'POST /api/v1/login/two-factor')).toEqual([
      { data: { type: 'two-factor-challenges', attributes: { code: '123456' } } },
    ]);
  });

  it('takes a recovery code instead, and shows the server’s message under the field', async () => {
    const fetchStub = server({
      'GET /api/v1/csrf-cookie': { status: 204 },
      'POST /api/v1/login/two-factor': fieldError(
        422,
        'recovery_code',
        'This code is not valid or has already been used. Check it and try again.',
      ),
    });
    await renderApp('/login/two-factor');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }, WAIT));
    const recovery = screen.getByLabelText<HTMLInputElement>('Recovery code');
    await waitFor(() => expect(document.activeElement).toBe(recovery));
    await user.type(recovery, ' abcde-fghij ');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(
      await screen.findByText(
        'This code is not valid or has already been used. Check it and try again.',
        {},
        WAIT,
      ),
    ).toBeTruthy();
    expect(recovery.getAttribute('aria-invalid')).toBe('true');
    expect(bodiesOf(fetchStub, 'POST /api/v1/login/two-factor')).toEqual([
      { data: { type: 'two-factor-challenges', attributes: { recovery_code: 'abcde-fghij' } } },
    ]);
    await user.click(screen.getByRole('button', { name: 'Use your authenticator app instead' }));
    expect(screen.getByLabelText('Authentication code')).toBeTruthy();
  });

  it('goes back to the password, saying so, when the sign-in has expired', async () => {
    server({
      'GET /api/v1/csrf-cookie': { status: 204 },
      'POST /api/v1/login/two-factor': {
        status: 401,
        body: { errors: [{ status: '401', code: 'two_factor_challenge_expired', detail: 'expired' }] },
      },
    });
    const app = await renderApp('/login/two-factor?redirect=%2Fhelp');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Authentication code', {}, WAIT), '123456{Enter}');
    expect(await screen.findByText('Your sign-in has expired. Please sign in again.', {}, WAIT)).toBeTruthy();
    expect(app.location()).toBe('/login?redirect=%2Fhelp');
  });

  it('says when there were too many attempts', async () => {
    server({
      'GET /api/v1/csrf-cookie': { status: 204 },
      'POST /api/v1/login/two-factor': { status: 429, body: { errors: [{ status: '429' }] } },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderApp('/login/two-factor');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Authentication code', {}, WAIT), '123456{Enter}');
    expect(
      await screen.findByText('Too many attempts. Please wait a minute and try again.', {}, WAIT),
    ).toBeTruthy();
  });

  it('asks for the code after Google too, keeping the path remembered before leaving', async () => {
    window.sessionStorage.setItem('oauth_state', 'st4te');
    window.sessionStorage.setItem('oauth_redirect', '/invoice/list');
    server({
      'GET /api/v1/csrf-cookie': { status: 204 },
      'POST /api/v1/auth/google/callback': TWO_FACTOR_REQUIRED,
      'POST /api/v1/login/two-factor': { status: 200, body: { meta: { message: 'Authenticated' } } },
      'GET /api/v1/me?include=roles': { status: 200, body: meDocument() },
    });
    const app = await renderApp('/auth/google/callback?code=c0de&state=st4te');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Two-step verification' }, WAIT),
    ).toBeTruthy();
    expect(app.location()).toBe('/login/two-factor');
    expect(window.sessionStorage.getItem('oauth_state')).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Authentication code'), '654321{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoices' }, WAIT)).toBeTruthy();
    expect(app.location()).toBe('/invoice/list');
  });
});

describe('two-factor on the profile', () => {
  const me = (attributes: Record<string, unknown>) => ({
    status: 200,
    body: { data: { type: 'users', id: '1', attributes: { name: 'Alex Citizen', ...attributes } } },
  });

  it('turns on: QR code as an image, the key, one code and the password, then ten recovery codes shown once', async () => {
    const fetchStub = server({
      'GET /api/v1/me?include=roles': { status: 200, body: meDocument() },
      'GET /api/v1/me': me({ two_factor_enabled: false, email_sign_in: true }),
      'POST /api/v1/two-factor/setup': {
        status: 200,
        body: {
          data: {
            type: 'two-factor-setups',
            id: '1',
            attributes: { secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/Sorted', qr_svg: SVG },
          },
        },
      },
      'POST /api/v1/two-factor/confirm': (init) =>
        String(init?.body).includes('"Wrong7Password"')
          ? fieldError(422, 'password', 'The password is incorrect.')
          : String(init?.body).includes('"000000"')
            ? fieldError(422, 'code', 'This code is not valid or has already been used.')
            : {
                status: 200,
                body: {
                  data: { type: 'two-factor-recovery-codes', id: '1', attributes: { recovery_codes: CODES } },
                },
              },
    });
    await renderApp('/profile');
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Two-factor sign-in' }, WAIT);
    expect(await within(section).findByText('Off', {}, WAIT)).toBeTruthy();
    // The status and its button are drawn apart (the button with the answer's deferred redraw).
    await user.click(await within(section).findByRole('button', { name: 'Turn on' }, WAIT));

    const qr = await within(section).findByRole<HTMLImageElement>(
      'img',
      { name: 'QR code to add Sorted to your authenticator app' },
      WAIT,
    );
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`);
    expect(section.querySelector('svg path[d="M0 0h7v7H0z"]')).toBeNull();
    expect(within(section).getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();

    const code = within(section).getByLabelText('Code from the app');
    const password = within(section).getByLabelText('Password');
    // The password is asked for, and refused under its own field.
    await user.type(code, '123456');
    await user.click(within(section).getByRole('button', { name: 'Confirm' }));
    expect(await within(section).findByText('Password is required.', {}, WAIT)).toBeTruthy();
    expect(bodiesOf(fetchStub, 'POST /api/v1/two-factor/confirm')).toEqual([]);
    await user.type(password, 'Wrong7Password');
    await user.click(within(section).getByRole('button', { name: 'Confirm' }));
    expect(await within(section).findByText('The password is incorrect.', {}, WAIT)).toBeTruthy();
    await user.clear(password);
    await user.type(password, 'Sunburnt7Koala');
    await user.clear(code);
    await user.type(code, '000000');
    await user.click(within(section).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(section).findByText('This code is not valid or has already been used.', {}, WAIT),
    ).toBeTruthy();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(section).getByRole('button', { name: 'Confirm' }));

    const list = await within(section).findByTestId('recovery-codes', {}, WAIT);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(within(section).getByText(/they will not be shown again/)).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Done' }));
    expect(await within(section).findByText('On', {}, WAIT)).toBeTruthy();
    expect(within(section).queryByTestId('recovery-codes')).toBeNull();
    expect(bodiesOf(fetchStub, 'POST /api/v1/two-factor/confirm').at(-1)).toEqual({
      data: { type: 'two-factor-confirmations', attributes: { code: '123456', password: 'Sunburnt7Koala' } },
    });
  });

  it('turns off after confirming with the password and a code, errors under the fields', async () => {
    const fetchStub = server({
      'GET /api/v1/me?include=roles': { status: 200, body: meDocument() },
      'GET /api/v1/me': me({ two_factor_enabled: true, email_sign_in: true }),
      'POST /api/v1/two-factor/disable': (init) =>
        String(init?.body).includes('wrong')
          ? fieldError(422, 'password', 'The password is incorrect.')
          : { status: 200, body: { meta: { message: 'Two-factor sign-in is off.' } } },
    });
    await renderApp('/profile');
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Two-factor sign-in' }, WAIT);
    await user.click(await within(section).findByRole('button', { name: 'Turn off' }, WAIT));

    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor sign-in?' }, WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(within(dialog).getByText('Password is required.')).toBeTruthy();
    expect(within(dialog).getByText('Enter a code from your app or a recovery code.')).toBeTruthy();
    expect(fetchStub.mock.calls.some(([input]) => String(input).endsWith('/two-factor/disable'))).toBe(false);

    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.type(within(dialog).getByLabelText('Authentication or recovery code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText('The password is incorrect.', {}, WAIT)).toBeTruthy();

    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'Secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(section).findByText('Off', {}, WAIT)).toBeTruthy();
    expect(bodiesOf(fetchStub, 'POST /api/v1/two-factor/disable').at(-1)).toEqual({
      data: { type: 'two-factor-disablements', attributes: { password: 'Secret123', code: '123456' } },
    });
  });

  it('leaves an empty password to the server when /me does not say whether there is one', async () => {
    const fetchStub = server({
      'GET /api/v1/me?include=roles': { status: 200, body: meDocument() },
      'GET /api/v1/me': me({ two_factor_enabled: true }),
      'POST /api/v1/two-factor/disable': fieldError(
        422,
        'password',
        'Password is required.',
        'password_required',
      ),
    });
    await renderApp('/profile');
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Two-factor sign-in' }, WAIT);
    await user.click(await within(section).findByRole('button', { name: 'Turn off' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor sign-in?' }, WAIT);
    expect(within(dialog).getByText('Leave it empty if you only sign in with Google.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Authentication or recovery code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText('Password is required.', {}, WAIT)).toBeTruthy();
    expect(bodiesOf(fetchStub, 'POST /api/v1/two-factor/disable')).toEqual([
      { data: { type: 'two-factor-disablements', attributes: { code: '123456' } } },
    ]);
  });

  it('asks only for a code when the account has no password', async () => {
    const fetchStub = server({
      'GET /api/v1/me?include=roles': { status: 200, body: meDocument() },
      'GET /api/v1/me': me({ two_factor_enabled: true, email_sign_in: false }),
      'POST /api/v1/two-factor/disable': { status: 200, body: { meta: { message: 'off' } } },
    });
    await renderApp('/profile');
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Two-factor sign-in' }, WAIT);
    await user.click(await within(section).findByRole('button', { name: 'Turn off' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor sign-in?' }, WAIT);
    expect(within(dialog).queryByLabelText('Password')).toBeNull();
    await user.type(within(dialog).getByLabelText('Authentication or recovery code'), 'abcde-fghij');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(section).findByText('Off', {}, WAIT)).toBeTruthy();
    expect(bodiesOf(fetchStub, 'POST /api/v1/two-factor/disable')).toEqual([
      { data: { type: 'two-factor-disablements', attributes: { code: 'abcde-fghij' } } },
    ]);
  });
});
