import { multipart, PNG } from '../../test/uploads.ts';
import { TEST_PASSWORD } from '../../test/users.ts';
import { ANYONE, doc, type Row } from './rows.ts';

const NEW_PASSWORD = 'Another9Wombat';

/** Signing in, one's own account, two-factor and user administration: who may do what. */
export const authRows: Record<string, Row> = {
  'POST /api/v1/register': {
    expect: ANYONE(201),
    request: (world) => ({
      body: doc('users', {
        name: 'New Person',
        email: world.fresh.email(),
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      }),
    }),
  },
  // Whoever holds a signed link may use it, as when the mail is opened in another browser.
  'GET /api/v1/email/verify/:userId/:hash': {
    expect: ANYONE(200),
    request: async (world) => ({ path: await world.fresh.verificationPath() }),
  },
  'POST /api/v1/email/verification-notification': {
    expect: ANYONE(202),
    request: (world) => ({ body: doc('users', { email: world.owner.email }) }),
  },
  'POST /api/v1/login': {
    expect: ANYONE(200),
    ownSession: true,
    request: async (world) => {
      const { email } = await world.fresh.user();
      return { body: doc('users', { email, password: TEST_PASSWORD }) };
    },
  },
  'POST /api/v1/logout': { expect: ANYONE(200), ownSession: true },
  // Google sign-in is not configured in tests, and says so to everyone.
  'GET /api/v1/auth/google': { expect: ANYONE(503) },
  'POST /api/v1/auth/google/callback': {
    expect: ANYONE(503),
    ownSession: true,
    request: () => ({ body: doc('users', { code: 'code', state: 'state' }) }),
  },
  'POST /api/v1/password-forgot': {
    expect: ANYONE(202),
    request: (world) => ({ body: doc('users', { email: world.owner.email }) }),
  },
  'POST /api/v1/password-reset': {
    expect: ANYONE(200),
    request: async (world) => ({
      body: doc('users', {
        ...(await world.fresh.passwordReset()),
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      }),
    }),
  },
  // One's own account.
  'GET /api/v1/me': { expect: [401, 200, 200, 200] },
  'PATCH /api/v1/me': {
    expect: [401, 200, 200, 200],
    request: () => ({ body: doc('users', { locale: 'en' }) }),
  },
  // The profile image, to its owner only (the avatar is a same-origin <img>: it sends the session cookie).
  'GET /api/v1/uploads/profile-images/:file': {
    expect: [401, 404, 200, 404],
    request: async (world) => ({ path: await world.profileImagePath() }),
  },
  'POST /api/v1/uploads/users/:id/profile-image': {
    expect: [401, 404, 200, 404],
    request: () => {
      const { body, contentType } = multipart('attachment', 'me.png', 'image/png', PNG);
      return { body, headers: { 'content-type': contentType } };
    },
  },
  // Two-factor sign-in, each for their own account (none of the callers has it on). No row sends a
  // code that could be right, so none turns it on.
  'POST /api/v1/two-factor/setup': { expect: [401, 200, 200, 200] },
  'POST /api/v1/two-factor/confirm': {
    expect: [401, 422, 422, 422],
    request: () => ({ body: doc('two-factor', { code: 'not a code' }) }),
  },
  'POST /api/v1/two-factor/disable': {
    expect: [401, 409, 409, 409],
    request: () => ({ body: doc('two-factor', { password: TEST_PASSWORD, code: '123456' }) }),
  },
  // The second step of signing in belongs to the browser that passed the first: without its
  // challenge cookie nobody, signed in or not, gets further.
  'POST /api/v1/login/two-factor': {
    expect: ANYONE(401),
    request: () => ({ body: doc('two-factor', { code: '123456' }) }),
  },
  // User administration: administrators only.
  'GET /api/v1/users': { expect: [401, 403, 403, 200] },
  'GET /api/v1/users/:id': { expect: [401, 403, 403, 200] },
  'POST /api/v1/users': {
    expect: [401, 403, 403, 201],
    request: (world) => ({
      body: doc('users', { name: 'Made By Admin', email: world.fresh.email(), password: NEW_PASSWORD }),
    }),
  },
  'PATCH /api/v1/users/:id': {
    expect: [401, 403, 403, 200],
    request: () => ({ body: doc('users', { name: 'Olive Owner' }) }),
  },
  'DELETE /api/v1/users/:id': {
    expect: [401, 403, 403, 204],
    request: async (world) => ({ path: `/api/v1/users/${(await world.fresh.user()).id}` }),
  },
};
