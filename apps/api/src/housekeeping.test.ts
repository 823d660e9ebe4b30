import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepExpired } from './housekeeping.ts';
import { createTestDatabase, type TestDatabase, testDialects } from './test/test-app.ts';

for (const dialect of testDialects) {
  describe(`housekeeping [${dialect}]`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(dialect);
    });
    afterAll(() => database.dispose());

    it('removes expired sessions, states, two-factor challenges and stale rate limits, and keeps live ones', async () => {
      const { kysely } = database.db;
      const now = new Date('2026-11-23T10:00:00.000Z');
      const past = '2026-11-23T09:59:59.000Z';
      const future = '2026-11-23T12:00:00.000Z';
      const { id } = await kysely
        .insertInto('users')
        .values({
          name: 'A',
          email: 'a@example.com',
          email_verified_at: null,
          password_hash: null,
          google_subject: null,
          profile_image: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const session = {
        user_id: id,
        remember: false,
        ip: null,
        user_agent: null,
        created_at: past,
        last_seen_at: past,
      };
      await kysely
        .insertInto('sessions')
        .values([
          { ...session, id_hash: 'old', expires_at: past },
          { ...session, id_hash: 'live', expires_at: future },
        ])
        .execute();
      await kysely
        .insertInto('oauth_states')
        .values([
          { state_hash: 'old', code_verifier: 'v', nonce: 'n', expires_at: past },
          { state_hash: 'live', code_verifier: 'v', nonce: 'n', expires_at: future },
        ])
        .execute();
      await kysely
        .insertInto('two_factor_challenges')
        .values([
          { token_hash: 'old', user_id: id, remember: false, expires_at: past },
          { token_hash: 'live', user_id: id, remember: false, expires_at: future },
        ])
        .execute();
      await kysely
        .insertInto('rate_limits')
        .values([
          { key: 'stale', window_start: '2026-11-21T00:00:00.000Z', hits: 9 },
          { key: 'recent', window_start: past, hits: 1 },
        ])
        .execute();

      await sweepExpired(database.db, now);

      expect(
        (await kysely.selectFrom('sessions').select('id_hash').execute()).map((row) => row.id_hash),
      ).toEqual(['live']);
      expect(
        (await kysely.selectFrom('oauth_states').select('state_hash').execute()).map((row) => row.state_hash),
      ).toEqual(['live']);
      expect(
        (await kysely.selectFrom('two_factor_challenges').select('token_hash').execute()).map(
          (row) => row.token_hash,
        ),
      ).toEqual(['live']);
      expect((await kysely.selectFrom('rate_limits').select('key').execute()).map((row) => row.key)).toEqual([
        'recent',
      ]);
    });

    it('drops mails undelivered for a week, and keeps newer ones and delivered records', async () => {
      const { kysely } = database.db;
      const now = new Date('2026-11-30T10:00:00.000Z');
      const mail = {
        recipient: 'client@example.com',
        subject: 'Invoice',
        text_body: 'body',
        html_body: '<p>body</p>',
        kind: 'invoice' as const,
        next_attempt_at: '2026-11-30T10:30:00.000Z',
      };
      await kysely
        .insertInto('mail_outbox')
        .values([
          { ...mail, subject: 'given up', created_at: '2026-11-23T09:59:59.000Z', last_error: 'refused' },
          { ...mail, subject: 'still trying', created_at: '2026-11-23T10:00:01.000Z', last_error: 'refused' },
          {
            ...mail,
            subject: 'delivered',
            text_body: '',
            html_body: '',
            created_at: '2026-11-01T10:00:00.000Z',
            sent_at: '2026-11-01T10:00:05.000Z',
          },
        ])
        .execute();

      await sweepExpired(database.db, now);

      const left = await kysely.selectFrom('mail_outbox').select('subject').orderBy('subject').execute();
      expect(left.map((row) => row.subject)).toEqual(['delivered', 'still trying']);
    });
  });
}
