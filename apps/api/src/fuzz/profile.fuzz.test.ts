import { it } from 'vitest';
import { describeOnEachDatabase } from '../test/test-app.ts';
import { PNG } from '../test/uploads.ts';
import { signedInUser } from '../test/users.ts';
import { FUZZ_ENV, fuzzWrite } from './fuzz-write.ts';
import { hostileUploads } from './hostile-uploads.ts';

const uploads = hostileUploads({
  field: 'attachment',
  filename: 'me.png',
  type: 'image/png',
  bytes: PNG,
  maxBytes: 2 * 1024 * 1024,
});

describeOnEachDatabase(
  'fuzzing the profile endpoints',
  (use) => {
    it('PATCH /me, the name, the language and the notification e-mails', { timeout: 60_000 }, async () => {
      const { client } = await signedInUser(use());
      for (const attributes of [{ name: 'Mary Jackson' }, { locale: 'de' }, { notify_by_email: true }]) {
        await fuzzWrite(use(), client, {
          method: 'PATCH',
          url: '/api/v1/me',
          valid: { data: { type: 'users', attributes } },
          tables: ['users'],
          readBack: () => '/api/v1/me',
        });
      }
    });

    it('POST /uploads/users/:id/profile-image', { timeout: 60_000 }, async () => {
      const { client, id } = await signedInUser(use());
      const stranger = await signedInUser(use());
      await fuzzWrite(use(), client, {
        method: 'POST',
        url: {
          path: (segment) => `/api/v1/uploads/users/${segment}/profile-image`,
          id: () => id,
          otherIds: [stranger.id],
        },
        valid: null,
        bodies: uploads,
        tables: ['users'],
        readBack: (response) => response.json().url,
      });
    });
  },
  { env: FUZZ_ENV },
);
