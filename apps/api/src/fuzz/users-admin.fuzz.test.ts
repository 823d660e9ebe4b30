import { it } from 'vitest';
import { describeOnEachDatabase, type TestApp } from '../test/test-app.ts';
import { insertTestUser, signedInUser, uniqueEmail } from '../test/users.ts';
import { DELETE_RUNS, FUZZ_ENV, fuzzWrite } from './fuzz-write.ts';

const TABLES = ['users', 'user_roles'] as const;

/** An administrator, and an account to manage. */
async function setUp(context: TestApp) {
  const admin = await signedInUser(context, { roles: ['admin'] });
  return { admin, newTarget: async () => (await insertTestUser(context.db)).id };
}

describeOnEachDatabase(
  'fuzzing the user management endpoints',
  (use) => {
    it('POST /users', { timeout: 60_000 }, async () => {
      const { admin } = await setUp(use());
      await fuzzWrite(use(), admin.client, {
        method: 'POST',
        url: '/api/v1/users',
        valid: {
          data: {
            type: 'users',
            attributes: {
              name: 'Katherine Johnson',
              email: uniqueEmail('admin-made'),
              password: 'Orbital7Path',
              roles: ['grow'],
            },
          },
        },
        tables: TABLES,
        readBack: (response) => `/api/v1/users/${response.json().data.id}`,
      });
    });

    it('PATCH and DELETE /users/:id', { timeout: 60_000 }, async () => {
      const { admin, newTarget } = await setUp(use());
      let id = await newTarget();
      // The administrator's own id: deleting it is refused with a 409.
      const url = {
        path: (segment: string) => `/api/v1/users/${segment}`,
        id: () => id,
        otherIds: [admin.id],
      };
      await fuzzWrite(use(), admin.client, {
        method: 'PATCH',
        url,
        valid: {
          data: {
            type: 'users',
            id: String(id),
            attributes: { name: 'Dorothy Vaughan', email: uniqueEmail('renamed'), roles: ['grow', 'admin'] },
          },
        },
        tables: TABLES,
        readBack: (_response, at) => at,
      });
      await fuzzWrite(
        use(),
        admin.client,
        {
          method: 'DELETE',
          url,
          valid: null,
          tables: TABLES,
          readBack: (_response, at) => at,
          restore: async () => {
            id = await newTarget();
          },
        },
        DELETE_RUNS,
      );
    });
  },
  { env: FUZZ_ENV },
);
