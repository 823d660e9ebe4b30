import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { createClient } from '../test/http-client.ts';
import { freePort } from '../test/server-process.ts';
import { startSmtpCapture } from '../test/smtp-capture.ts';
import { createTestDatabase, reopenDatabase, type TestDatabase, testDialects } from '../test/test-app.ts';
import { insertTestUser, TEST_PASSWORD } from '../test/users.ts';

// Two app instances on one database, each with its own connection and its own delivery loop polling
// the shared outbox, as two servers behind a load balancer would. Their SMTP server is down at first.

const SUPPORT = 'help-desk@sorted.test';

for (const dialect of testDialects) {
  describe(`the mail outbox while the SMTP server is down [${dialect}]`, () => {
    const cleanup: Array<() => Promise<unknown>> = [];
    afterAll(async () => {
      for (const step of cleanup.reverse()) await step();
    });

    it('keeps the mails with their failed attempts, then delivers each exactly once when SMTP is back', async () => {
      const smtpPort = await freePort();
      const database: TestDatabase = await createTestDatabase(dialect, {
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        SUPPORT_EMAIL: SUPPORT,
        MAIL_POLL_SECONDS: '0.1',
        MAIL_RETRY_SECONDS: '0.1',
      });
      cleanup.push(() => database.dispose());
      const secondDb = reopenDatabase(database);
      cleanup.push(() => secondDb.close());
      const apps: FastifyInstance[] = [];
      for (const db of [database.db, secondDb]) {
        const app = await buildApp({ config: database.config, db });
        cleanup.push(() => app.close());
        app.mailer.start();
        apps.push(app);
      }
      const [first, second] = apps as [FastifyInstance, FastifyInstance];

      const user = await insertTestUser(database.db);
      const subjects: string[] = [];
      for (const [index, app] of [first, second, first].entries()) {
        const client = createClient(app);
        expect(
          (await client.post('/api/v1/login', { email: user.email, password: TEST_PASSWORD })).statusCode,
        ).toBe(200);
        const subject = `Outage ${dialect} ${Date.now()} #${index}`;
        const response = await client.post('/api/v1/support-requests', {
          data: { type: 'support-requests', attributes: { subject, message: 'The PDF does not download.' } },
        });
        expect(response.statusCode, response.body).toBe(201);
        subjects.push(subject);
      }
      const forgot = await createClient(second).post('/api/v1/password-forgot', { email: user.email });
      expect(forgot.statusCode).toBe(202);

      const outbox = () =>
        database.db.kysely
          .selectFrom('mail_outbox')
          .select(['recipient', 'subject', 'attempts', 'sent_at', 'last_error'])
          .orderBy('id')
          .execute();
      // Each delivery loop keeps trying, and backs off: 0.1 s, then 0.2 s, 0.4 s…
      await vi.waitFor(
        async () => {
          const mails = await outbox();
          expect(mails).toHaveLength(4);
          for (const mail of mails) {
            expect(mail.sent_at).toBeNull();
            expect(mail.attempts).toBeGreaterThanOrEqual(2);
            expect(mail.last_error).toMatch(/ECONNREFUSED/);
          }
        },
        { timeout: 10_000, interval: 100 },
      );

      const smtp = await startSmtpCapture(smtpPort);
      cleanup.push(() => smtp.close());
      await vi.waitFor(
        async () => {
          for (const mail of await outbox()) expect(mail.sent_at).not.toBeNull();
        },
        { timeout: 15_000, interval: 100 },
      );
      // More passes of both loops find nothing left to send.
      await new Promise((resolve) => setTimeout(resolve, 600));
      for (const subject of subjects) {
        const delivered = smtp.mails.filter((mail) => mail.subject.endsWith(subject));
        expect(delivered).toHaveLength(1);
        expect(delivered[0]?.to).toContain(SUPPORT);
      }
      expect(smtp.mails.filter((mail) => mail.to.includes(user.email)).map((mail) => mail.subject)).toEqual([
        'Reset your password',
      ]);
      expect(smtp.mails).toHaveLength(4);
    }, 40_000);
  });
}
