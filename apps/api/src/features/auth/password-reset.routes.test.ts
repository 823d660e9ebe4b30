import { sql } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import { afterAll, expect, it } from 'vitest';
import { createClient } from '../../test/http-client.ts';
import { outboxRowTo } from '../../test/outbox.ts';
import { startSmtpCapture } from '../../test/smtp-capture.ts';
import { describeOnEachDatabase, reopenDatabase, type TestApp } from '../../test/test-app.ts';
import { signedInUser, TEST_PASSWORD } from '../../test/users.ts';

const smtp = await startSmtpCapture();
afterAll(() => smtp.close());

const NEW_PASSWORD = 'Wattle9Blossom';

function resetLinkFor(email: string): URL {
  const link = smtp.lastTo(email)?.links.find((candidate) => candidate.includes('/password-reset?'));
  if (!link) throw new Error(`no reset mail for ${email}`);
  return new URL(link);
}

async function resetRowsOf(context: TestApp, userId: number): Promise<number> {
  const rows = await context.db.kysely
    .selectFrom('password_resets')
    .select('user_id')
    .where('user_id', '=', userId)
    .execute();
  return rows.length;
}

describeOnEachDatabase(
  'password reset',
  (use, dialect) => {
    it('forgot → mail → reset → old sessions end → sign in with the new password', async () => {
      const context = use();
      const { client: oldSession, email } = await signedInUser(context);
      const visitor = createClient(context.app);

      const forgot = await visitor.post('/api/v1/password-forgot', {
        data: { attributes: { email, redirect_url: `${context.config.appUrl}/password-reset` } },
      });
      expect(forgot.statusCode).toBe(202);
      await context.app.afterResponse.settled();
      await context.app.mailer.deliverDue();
      expect(smtp.lastTo(email)?.subject).toBe('Reset your password');
      const link = resetLinkFor(email);
      expect(`${link.origin}${link.pathname}`).toBe(`${context.config.appUrl}/password-reset`);
      expect(link.searchParams.get('email')).toBe(email);

      const reset = await visitor.post('/api/v1/password-reset', {
        data: {
          type: 'users',
          attributes: {
            email,
            token: link.searchParams.get('token'),
            password: NEW_PASSWORD,
            password_confirmation: NEW_PASSWORD,
          },
        },
      });
      expect(reset.statusCode).toBe(200);
      expect((await oldSession.get('/api/v1/me')).statusCode).toBe(401);
      expect((await visitor.post('/api/v1/login', { email, password: TEST_PASSWORD })).statusCode).toBe(401);
      expect((await visitor.post('/api/v1/login', { email, password: NEW_PASSWORD })).statusCode).toBe(200);
    });

    it('keeps no working reset token in the mail outbox, queued or delivered, and the link still works', async () => {
      const context = use();
      const { id, email } = await signedInUser(context);
      const visitor = createClient(context.app);
      await visitor.post('/api/v1/password-forgot', { data: { attributes: { email } } });
      await context.app.afterResponse.settled();
      const row = () => outboxRowTo(context.db, email);
      const queued = await row();
      await context.app.mailer.deliverDue();
      const token = resetLinkFor(email).searchParams.get('token') ?? '';
      expect(token).toMatch(/^[\w-]{43}$/);
      expect(JSON.stringify(queued)).not.toContain(token);
      const delivered = await row();
      expect(delivered).toMatchObject({
        kind: 'reset',
        user_id: id,
        subject: 'Reset your password',
        text_body: '',
        html_body: '',
        attachments: null,
        link_seed: null,
      });
      expect(delivered.sent_at).not.toBeNull();
      expect(JSON.stringify(delivered)).not.toContain(token);

      const reset = await visitor.post('/api/v1/password-reset', {
        data: { attributes: { email, token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD } },
      });
      expect(reset.statusCode).toBe(200);
    });

    it('tells the owner by mail that the password was reset: what, when, what to do; no token or password', async () => {
      const context = use();
      const { email } = await signedInUser(context);
      const visitor = createClient(context.app);
      await visitor.post('/api/v1/password-forgot', { data: { attributes: { email } } });
      await context.app.afterResponse.settled();
      await context.app.mailer.deliverDue();
      const token = resetLinkFor(email).searchParams.get('token') ?? '';
      const before = smtp.mails.length;
      const reset = await visitor.post('/api/v1/password-reset', {
        data: { attributes: { email, token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD } },
      });
      expect(reset.statusCode).toBe(200);
      await context.app.mailer.deliverDue();
      expect(smtp.mails.length).toBe(before + 1);
      const notice = smtp.lastTo(email);
      expect(notice?.subject).toBe('Your Sorted password was changed');
      expect(notice?.text).toContain('was just changed with a reset link');
      expect(notice?.text).toMatch(/When: \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}/);
      expect(notice?.text).toContain('If this was not you');
      expect(notice?.links).toEqual([`${context.config.appUrl}/forgot-password`]);
      for (const secret of [token, NEW_PASSWORD]) {
        expect(notice?.text).not.toContain(secret);
        expect(notice?.html).not.toContain(secret);
      }
      // A refused reset tells nobody anything.
      const refused = await visitor.post('/api/v1/password-reset', {
        data: { attributes: { email, token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD } },
      });
      expect(refused.statusCode).toBe(422);
      await context.app.mailer.deliverDue();
      expect(smtp.mails.length).toBe(before + 1);
    });

    it('ends the two-factor sign-ins waiting for their code: one begun with the old password cannot finish', async () => {
      const context = use();
      const { client, id, email } = await signedInUser(context);
      const setup = await client.post('/api/v1/two-factor/setup');
      const secret = Secret.fromBase32(setup.json().data.attributes.secret);
      const codeAt = (offsetMs: number) => TOTP.generate({ secret, timestamp: Date.now() + offsetMs });
      const on = await client.post('/api/v1/two-factor/confirm', {
        data: { attributes: { code: codeAt(0), password: TEST_PASSWORD } },
      });
      expect(on.statusCode, on.body).toBe(200);

      // Someone with the old password is at the code step when the owner resets it.
      const attacker = createClient(context.app, { ip: '198.51.100.7' });
      const firstStep = await attacker.post('/api/v1/login', { email, password: TEST_PASSWORD });
      expect(firstStep.json().meta.two_factor_required).toBe(true);
      const challenges = () =>
        context.db.kysely
          .selectFrom('two_factor_challenges')
          .select('user_id')
          .where('user_id', '=', id)
          .execute();
      expect(await challenges()).toHaveLength(1);

      const visitor = createClient(context.app);
      await visitor.post('/api/v1/password-forgot', { data: { attributes: { email } } });
      await context.app.afterResponse.settled();
      await context.app.mailer.deliverDue();
      const token = resetLinkFor(email).searchParams.get('token');
      const reset = await visitor.post('/api/v1/password-reset', {
        data: { attributes: { email, token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD } },
      });
      expect(reset.statusCode).toBe(200);
      expect(await challenges()).toEqual([]);

      const late = await attacker.post('/api/v1/login/two-factor', {
        data: { attributes: { code: codeAt(30_000) } },
      });
      expect(late.statusCode).toBe(401);
      expect(late.json().errors[0].code).toBe('two_factor_challenge_expired');
      expect((await attacker.get('/api/v1/me')).statusCode).toBe(401);
    });

    it('uses a reset token once only', async () => {
      const context = use();
      const { email } = await signedInUser(context);
      const visitor = createClient(context.app);
      await visitor.post('/api/v1/password-forgot', { data: { attributes: { email } } });
      await context.app.afterResponse.settled();
      await context.app.mailer.deliverDue();
      const token = resetLinkFor(email).searchParams.get('token');
      const body = {
        data: { attributes: { email, token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD } },
      };
      expect((await visitor.post('/api/v1/password-reset', body)).statusCode).toBe(200);
      const again = await visitor.post('/api/v1/password-reset', body);
      expect(again.statusCode).toBe(422);
      expect(again.json().errors[0]).toMatchObject({
        code: 'reset_token_invalid',
        source: { pointer: '/data/attributes/token' },
      });
    });

    it('refuses an expired token, and a token used with another e-mail', async () => {
      const context = use();
      const { email } = await signedInUser(context);
      const other = await signedInUser(context);
      const visitor = createClient(context.app);
      await visitor.post('/api/v1/password-forgot', { data: { attributes: { email } } });
      await context.app.afterResponse.settled();
      await context.app.mailer.deliverDue();
      const token = resetLinkFor(email).searchParams.get('token');
      const attempt = (address: string) =>
        visitor.post('/api/v1/password-reset', {
          data: {
            attributes: {
              email: address,
              token,
              password: NEW_PASSWORD,
              password_confirmation: NEW_PASSWORD,
            },
          },
        });
      expect((await attempt(other.email)).statusCode).toBe(422);
      await context.db.kysely
        .updateTable('password_resets')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .execute();
      expect((await attempt(email)).statusCode).toBe(422);
    });

    it('answers the same whether or not the e-mail has an account, and mails only real ones', async () => {
      const context = use();
      const { email } = await signedInUser(context);
      const before = smtp.mails.length;
      const known = await createClient(context.app).post('/api/v1/password-forgot', {
        data: { attributes: { email } },
      });
      const unknown = await createClient(context.app).post('/api/v1/password-forgot', {
        data: { attributes: { email: 'nobody-here@example.com' } },
      });
      expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
      expect(unknown.body).toBe(known.body);
      await context.app.afterResponse.settled();
      await context.app.mailer.deliverDue();
      expect(smtp.mails.length).toBe(before + 1);
    });

    // The account lookup, the token and the mail all come after the answer: nothing in the answer, its
    // status or how long it took, depends on them.
    it('answers 202 without waiting for the reset work, even when that work fails', async () => {
      const context = use();
      const { id, email } = await signedInUser(context);
      const schema = context.db.kysely.schema;
      await schema.alterTable('password_resets').renameTo('password_resets_away').execute();
      try {
        const forgot = await createClient(context.app).post('/api/v1/password-forgot', {
          data: { attributes: { email } },
        });
        expect(forgot.statusCode).toBe(202);
        expect(forgot.json().meta.message).toContain('If that address has an account');
        await context.app.afterResponse.settled();
      } finally {
        await schema.alterTable('password_resets_away').renameTo('password_resets').execute();
      }
      expect(await resetRowsOf(context, id)).toBe(0);
    });

    it.runIf(dialect === 'postgres')(
      'has answered while the reset work still waits, and does it after',
      async () => {
        const context = use();
        const { id, email } = await signedInUser(context);
        const locker = reopenDatabase(context);
        try {
          await locker.kysely.transaction().execute(async (trx) => {
            // Should the answer wait for the work (which waits for this lock), the lock goes after 3 s
            // and the query below fails instead of the test hanging.
            await sql`set local idle_in_transaction_session_timeout = '3s'`.execute(trx);
            await sql`lock table password_resets in access exclusive mode`.execute(trx);
            const forgot = await createClient(context.app).post('/api/v1/password-forgot', {
              data: { attributes: { email } },
            });
            expect(forgot.statusCode).toBe(202);
            const waiting = await trx
              .selectFrom('password_resets')
              .select('user_id')
              .where('user_id', '=', id)
              .execute();
            expect(waiting).toEqual([]);
          });
        } finally {
          await locker.close();
        }
        await context.app.afterResponse.settled();
        expect(await resetRowsOf(context, id)).toBe(1);
      },
    );

    it('never links to another site, whatever redirect_url says', async () => {
      const context = use();
      const { email } = await signedInUser(context);
      await createClient(context.app).post('/api/v1/password-forgot', {
        data: { attributes: { email, redirect_url: 'https://evil.example/steal' } },
      });
      await context.app.afterResponse.settled();
      await context.app.mailer.deliverDue();
      expect(resetLinkFor(email).origin).toBe(new URL(context.config.appUrl).origin);
    });

    it('applies the password rules to the new password', async () => {
      const context = use();
      const { email } = await signedInUser(context);
      const response = await createClient(context.app).post('/api/v1/password-reset', {
        data: { attributes: { email, token: 'x', password: 'password', password_confirmation: 'password' } },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({ code: 'password_uppercase' });
    });
  },
  { env: { SMTP_URL: smtp.url } },
);
