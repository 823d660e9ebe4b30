import fc from 'fast-check';
import { it } from 'vitest';
import { describeOnEachDatabase } from '../test/test-app.ts';
import { multipart, PNG } from '../test/uploads.ts';
import { signedInUser } from '../test/users.ts';
import { FUZZ_ENV, fuzzWrite } from './fuzz-write.ts';
import { type HostileBody, hostileBody } from './hostile-requests.ts';
import { HUGE_LENGTH } from './hostile-values.ts';

/** File contents: the real image, broken or padded ones, lookalikes, nothing, and too much. */
const fileBytes = fc.oneof(
  fc.constant(PNG),
  fc.integer({ min: 0, max: PNG.length - 1 }).map((end) => PNG.subarray(0, end)),
  fc.uint8Array({ maxLength: 500 }).map((bytes) => Buffer.concat([PNG.subarray(0, 8), bytes])),
  fc.uint8Array({ maxLength: 500 }).map((bytes) => Buffer.from(bytes)),
  fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
  fc.constant(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)])),
);

const partText = fc.oneof(
  fc.constantFrom('attachment', 'file', '', 'a"b', '../../etc/passwd', 'x\r\nX-Injected: 1', 'é🦘\u0000'),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constant('n'.repeat(HUGE_LENGTH)),
);

/** Multipart uploads with every part of the form up for grabs, and broken multipart framing. */
const uploads: fc.Arbitrary<HostileBody> = fc.oneof(
  fc
    .record({
      field: fc.oneof(
        { weight: 3, arbitrary: fc.constant('attachment') },
        { weight: 1, arbitrary: partText },
      ),
      filename: fc.oneof(fc.constant('me.png'), partText),
      type: fc.oneof(fc.constantFrom('image/png', 'image/svg+xml', 'text/html', ''), partText),
      bytes: fileBytes,
    })
    .map(({ field, filename, type, bytes }) => {
      const { body, contentType } = multipart(field, filename, type, bytes);
      return { payload: body, contentType };
    }),
  fc
    .record({
      end: fc.integer({ min: 0, max: 400 }),
      contentType: fc.constantFrom(
        'multipart/form-data',
        'multipart/form-data; boundary=',
        'multipart/form-data; boundary=other',
        'multipart/form-data; boundary=----sorted-test-boundary',
      ),
    })
    .map(({ end, contentType }) => ({
      payload: multipart('attachment', 'me.png', 'image/png', PNG).body.subarray(0, end),
      contentType,
    })),
  hostileBody(null),
);

describeOnEachDatabase(
  'fuzzing the profile endpoints',
  (use) => {
    it('PATCH /me, the name and the language', { timeout: 60_000 }, async () => {
      const { client } = await signedInUser(use());
      for (const attributes of [{ name: 'Mary Jackson' }, { locale: 'de' }]) {
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
