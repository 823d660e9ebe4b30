import { it } from 'vitest';
import { describeOnEachDatabase } from '../test/test-app.ts';
import { signedInUser } from '../test/users.ts';
import { FUZZ_ENV, fuzzWrite } from './fuzz-write.ts';

describeOnEachDatabase(
  'fuzzing the support and waitlist endpoints',
  (use) => {
    it('POST /support-requests', { timeout: 60_000 }, async () => {
      const { client } = await signedInUser(use());
      await fuzzWrite(use(), client, {
        method: 'POST',
        url: '/api/v1/support-requests',
        valid: {
          data: {
            type: 'support-requests',
            attributes: {
              subject: 'Invoice will not send',
              message: 'The send button spins and nothing arrives.\nCan you look?',
              invoice_ref: 'INV-0001',
            },
          },
        },
        tables: ['support_requests'],
      });
    });

    it('POST /waitlists', { timeout: 60_000 }, async () => {
      const { client, id } = await signedInUser(use());
      await fuzzWrite(use(), client, {
        method: 'POST',
        url: '/api/v1/waitlists',
        valid: { data: { type: 'waitlists', attributes: { name: 'Tax Summary' } } },
        tables: ['waitlists'],
        readBack: () => `/api/v1/waitlists?filter[user_id]=${id}`,
      });
    });
  },
  { env: FUZZ_ENV },
);
