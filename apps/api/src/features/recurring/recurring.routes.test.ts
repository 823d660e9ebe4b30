import { todayIn } from '@sorted/core/dates/calendar';
import { addDays, firstIndexOnOrAfter, occurrenceDate } from '@sorted/core/recurring/schedule';
import { expect, it, vi } from 'vitest';
import { runDueJobs } from '../../jobs/job-runner.ts';
import { jobs } from '../../jobs/jobs.ts';
import type { TestClient } from '../../test/http-client.ts';
import { pdfText } from '../../test/pdf.ts';
import { describeOnEachDatabase, type TestApp } from '../../test/test-app.ts';
import { signedInUser } from '../../test/users.ts';

// Each PDF rendered, counted: an occurrence past the mail limits must not render one.
const pdfRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../lib/heavy-work.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/heavy-work.ts')>();
  return {
    ...original,
    runHeavyWork: ((task) => {
      if (task.kind === 'document-pdf') pdfRenders.count += 1;
      return original.runHeavyWork(task);
    }) satisfies typeof original.runHeavyWork,
  };
});

const DAY_MS = 24 * 60 * 60 * 1000;
let sequence = 0;

/** A user with a business and a client (with an e-mail unless told otherwise). */
async function owner(context: TestApp, options: { email?: string | null } = {}) {
  const { client, id } = await signedInUser(context);
  const company = await client.post('/api/v1/companies', {
    data: {
      attributes: {
        name: 'Sorted Plumbing',
        abn: '51 824 753 556',
        gst_registered: true,
        gst_registered_from: '2020-01-01',
      },
    },
  });
  expect(company.statusCode, company.body).toBe(201);
  const email =
    options.email === undefined ? `client.${Date.now()}.${++sequence}@example.com` : options.email;
  const customer = await client.post('/api/v1/customers', {
    data: { attributes: { name: 'Café Zoë', email } },
  });
  expect(customer.statusCode, customer.body).toBe(201);
  return {
    client,
    userId: id,
    companyId: company.json().data.id,
    customerId: customer.json().data.id,
    email,
  };
}

function scheduleBody(
  refs: { companyId: string; customerId: string },
  attributes: Record<string, unknown> = {},
) {
  return {
    data: {
      type: 'recurringSchedules',
      attributes: {
        frequency: 'monthly',
        start_date: '2026-01-31',
        due_days: 14,
        items: [{ name: 'Bookkeeping', description: 'Monthly', quantity: 1, price: '250.00' }],
        ...attributes,
      },
      relationships: {
        company: { data: { type: 'companies', id: refs.companyId } },
        customer: { data: { type: 'customers', id: refs.customerId } },
      },
    },
  };
}

async function createSchedule(
  client: TestClient,
  refs: { companyId: string; customerId: string },
  attributes: Record<string, unknown> = {},
) {
  const response = await client.post('/api/v1/recurring-schedules', scheduleBody(refs, attributes));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; attributes: Record<string, unknown> };
}

const run = (context: TestApp, now = new Date()) =>
  runDueJobs(
    { db: context.db, mailer: context.app.mailer, config: context.config, log: context.app.log },
    jobs,
    now,
  );

describeOnEachDatabase(
  'recurring invoice schedules',
  (use) => {
    it('creates a schedule from today on: a past start only sets the rhythm (31st → month ends)', async () => {
      const context = use();
      const user = await owner(context);
      const today = todayIn(context.config.timeZone);
      const schedule = await createSchedule(user.client, user);
      expect(schedule.attributes).toMatchObject({
        frequency: 'monthly',
        status: 'active',
        made_count: 0,
        total: '275.00',
        customer_name: 'Café Zoë',
        company_name: 'Sorted Plumbing',
        send_automatically: false,
      });
      // The 31st, or the month's last day: counted from the start, never drifting.
      const index = firstIndexOnOrAfter('2026-01-31', 'monthly', today);
      expect(schedule.attributes.next_date).toBe(occurrenceDate('2026-01-31', 'monthly', index));
      const read = await user.client.get(`/api/v1/recurring-schedules/${schedule.id}`);
      expect(read.json().meta.occurrences).toEqual([]);
      const list = await user.client.get(`/api/v1/recurring-schedules?customer=${user.customerId}`);
      expect(list.json().data.map((row: { id: string }) => row.id)).toEqual([schedule.id]);
    });

    it('refuses bad input with pointers, and another user’s client or business', async () => {
      const context = use();
      const user = await owner(context, { email: null });
      const other = await owner(context);
      const post = (body: unknown) => user.client.post('/api/v1/recurring-schedules', body);
      const pointers = async (body: unknown) => {
        const response = await post(body);
        expect(response.statusCode, response.body).toBe(422);
        return response.json().errors.map((error: { source: { pointer: string } }) => error.source.pointer);
      };
      expect(await pointers(scheduleBody(user, { end_date: '2025-12-31' }))).toEqual([
        '/data/attributes/end_date',
      ]);
      expect(await pointers(scheduleBody(user, { max_count: 0 }))).toEqual(['/data/attributes/max_count']);
      expect(await pointers(scheduleBody(user, { due_days: 400 }))).toEqual(['/data/attributes/due_days']);
      expect(await pointers(scheduleBody(user, { frequency: 'daily' }))).toEqual([
        '/data/attributes/frequency',
      ]);
      expect(await pointers(scheduleBody(user, { send_automatically: true }))).toEqual([
        '/data/relationships/customer',
      ]);
      expect(
        await pointers(scheduleBody({ companyId: other.companyId, customerId: user.customerId })),
      ).toEqual(['/data/relationships/company']);
      expect(
        await pointers(scheduleBody({ companyId: user.companyId, customerId: other.customerId })),
      ).toEqual(['/data/relationships/customer']);
      const count = await context.db.kysely
        .selectFrom('recurring_schedules')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', user.userId)
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(0);
    });

    it('keeps each user’s schedules to themselves: another’s id is not found', async () => {
      const context = use();
      const user = await owner(context);
      const other = await owner(context);
      const schedule = await createSchedule(user.client, user);
      const path = `/api/v1/recurring-schedules/${schedule.id}`;
      expect((await other.client.get(path)).statusCode).toBe(404);
      expect((await other.client.patch(path, scheduleBody(other))).statusCode).toBe(404);
      expect((await other.client.post(`${path}/pause`)).statusCode).toBe(404);
      expect((await other.client.delete(path)).statusCode).toBe(404);
      expect((await other.client.get('/api/v1/recurring-schedules')).json().data).toEqual([]);
      expect((await user.client.get(path)).statusCode).toBe(200);
    });

    it('makes today’s invoice as a draft once, however often the runner runs', async () => {
      const context = use();
      const user = await owner(context);
      const today = todayIn(context.config.timeZone);
      const schedule = await createSchedule(user.client, user, { start_date: today, max_count: 3 });
      await run(context);
      await run(context);
      const read = (await user.client.get(`/api/v1/recurring-schedules/${schedule.id}`)).json();
      expect(read.data.attributes).toMatchObject({ made_count: 1, status: 'active' });
      expect(read.data.attributes.next_date).toBe(occurrenceDate(today, 'monthly', 1));
      expect(read.meta.occurrences).toHaveLength(1);
      const [occurrence] = read.meta.occurrences;
      expect(occurrence).toMatchObject({ index: 0, issued_on: today, sent: false, unsent_reason: null });
      expect(occurrence.invoice_number).toBe('INV-0001');
      const invoice = (await user.client.get(`/api/v1/invoices/${occurrence.invoice_id}`)).json();
      expect(invoice.data.attributes).toMatchObject({
        name: 'INV-0001',
        invoice_date: today,
        due_date: addDays(today, 14),
        total: '275.00',
      });
      expect(invoice.meta).toEqual({ sendings: [], recurring_schedule_id: schedule.id });
    });

    it('catches up after downtime: every missed occurrence once, in order, each dated its day', async () => {
      const context = use();
      const user = await owner(context);
      const today = todayIn(context.config.timeZone);
      const schedule = await createSchedule(user.client, user, { start_date: today, frequency: 'weekly' });
      const later = new Date(Date.now() + 22 * DAY_MS);
      await Promise.all([run(context, later), run(context, later)]);
      await run(context, later);
      const read = (await user.client.get(`/api/v1/recurring-schedules/${schedule.id}`)).json();
      const occurrences = [...read.meta.occurrences].reverse();
      expect(occurrences.map((row: { index: number }) => row.index)).toEqual([0, 1, 2, 3]);
      expect(occurrences.map((row: { issued_on: string }) => row.issued_on)).toEqual(
        [0, 1, 2, 3].map((index) => occurrenceDate(today, 'weekly', index)),
      );
      expect(occurrences.map((row: { invoice_number: string }) => row.invoice_number)).toEqual([
        'INV-0001',
        'INV-0002',
        'INV-0003',
        'INV-0004',
      ]);
    });

    it('ends after the number of times, and on its end date', async () => {
      const context = use();
      const user = await owner(context);
      const today = todayIn(context.config.timeZone);
      const counted = await createSchedule(user.client, user, {
        start_date: today,
        frequency: 'weekly',
        max_count: 2,
      });
      const dated = await createSchedule(user.client, user, {
        start_date: today,
        frequency: 'fortnightly',
        end_date: addDays(today, 20),
      });
      await run(context, new Date(Date.now() + 60 * DAY_MS));
      for (const [schedule, made] of [
        [counted, 2],
        [dated, 2],
      ] as const) {
        const read = (await user.client.get(`/api/v1/recurring-schedules/${schedule.id}`)).json();
        expect(read.data.attributes).toMatchObject({ status: 'ended', made_count: made, next_date: null });
      }
    });

    it('pauses, resumes from today without catching up the pause, and ends', async () => {
      const context = use();
      const user = await owner(context);
      const today = todayIn(context.config.timeZone);
      const schedule = await createSchedule(user.client, user, { start_date: today, frequency: 'weekly' });
      const path = `/api/v1/recurring-schedules/${schedule.id}`;
      await run(context);
      const paused = await user.client.post(`${path}/pause`);
      expect(paused.json().data.attributes.status).toBe('paused');
      expect((await user.client.post(`${path}/pause`)).statusCode).toBe(409);
      // Three weeks paused: nothing is made.
      await run(context, new Date(Date.now() + 21 * DAY_MS));
      expect((await user.client.get(path)).json().data.attributes.made_count).toBe(1);
      const resumed = await user.client.post(`${path}/resume`);
      expect(resumed.statusCode, resumed.body).toBe(200);
      expect(resumed.json().data.attributes).toMatchObject({
        status: 'active',
        next_date: occurrenceDate(today, 'weekly', 1),
      });
      const ended = await user.client.post(`${path}/end`);
      expect(ended.json().data.attributes).toMatchObject({ status: 'ended', next_date: null });
      expect((await user.client.post(`${path}/resume`)).statusCode).toBe(409);
      expect((await user.client.patch(path, scheduleBody(user))).statusCode).toBe(409);
      await run(context, new Date(Date.now() + 30 * DAY_MS));
      expect((await user.client.get(path)).json().meta.occurrences).toHaveLength(1);
      // One that has made an invoice is kept (ended), one that has not may go.
      expect((await user.client.delete(path)).statusCode).toBe(409);
      const unused = await createSchedule(user.client, user);
      expect((await user.client.delete(`/api/v1/recurring-schedules/${unused.id}`)).statusCode).toBe(204);
      expect((await user.client.get(`/api/v1/recurring-schedules/${unused.id}`)).statusCode).toBe(404);
    });

    it("asks to be paid by the business's newest PayID when the schedule does not say; an edit keeps its own", async () => {
      const context = use();
      const user = await owner(context);
      const today = todayIn(context.config.timeZone);
      // Without a PayID, nothing to ask for.
      expect((await createSchedule(user.client, user)).attributes).toMatchObject({
        payment_method: 'none',
        payment_detail_id: null,
      });
      const added = async (payid: string) => {
        const response = await user.client.post('/api/v1/paymentDetails', {
          data: {
            type: 'paymentDetails',
            attributes: { payid, name: 'Sorted Plumbing Pty Ltd' },
            relationships: { company: { data: { type: 'companies', id: user.companyId } } },
          },
        });
        expect(response.statusCode, response.body).toBe(201);
        return response.json().data.id as string;
      };
      await added('old@sorted.test');
      const newest = await added('pay@sorted.test');
      // As the app's form sends it: no payment fields at all.
      const schedule = await createSchedule(user.client, user, { start_date: today, max_count: 2 });
      expect(schedule.attributes).toMatchObject({
        payment_method: 'payid',
        payment_detail_id: Number(newest),
      });
      await run(context);
      const path = `/api/v1/recurring-schedules/${schedule.id}`;
      const [occurrence] = (await user.client.get(path)).json().meta.occurrences;
      const invoice = (await user.client.get(`/api/v1/invoices/${occurrence.invoice_id}`)).json();
      expect(invoice.data.attributes).toMatchObject({ payment_method: 'payid', payid: 'pay@sorted.test' });

      // Said outright, it is what was said; an edit that does not say keeps it.
      const none = await user.client.patch(
        path,
        scheduleBody(user, { start_date: today, max_count: 2, payment_method: 'none' }),
      );
      expect(none.json().data.attributes).toMatchObject({ payment_method: 'none' });
      const kept = await user.client.patch(path, scheduleBody(user, { start_date: today, max_count: 2 }));
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json().data.attributes).toMatchObject({ payment_method: 'none', payment_detail_id: null });
    });

    it('edits what is made from now on; invoices already made stay as they were', async () => {
      const context = use();
      const user = await owner(context);
      const today = todayIn(context.config.timeZone);
      const schedule = await createSchedule(user.client, user, { start_date: today, frequency: 'weekly' });
      const path = `/api/v1/recurring-schedules/${schedule.id}`;
      await run(context);
      const edited = await user.client.patch(
        path,
        scheduleBody(user, {
          start_date: today,
          frequency: 'weekly',
          items: [{ name: 'Bookkeeping', quantity: 2, price: '300.00' }],
        }),
      );
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().data.attributes).toMatchObject({
        total: '660.00',
        next_date: occurrenceDate(today, 'weekly', 1),
      });
      await run(context, new Date(Date.now() + 7 * DAY_MS));
      const occurrences = (await user.client.get(path)).json().meta.occurrences;
      const totals = [];
      for (const occurrence of occurrences) {
        totals.push(
          (await user.client.get(`/api/v1/invoices/${occurrence.invoice_id}`)).json().data.attributes.total,
        );
      }
      expect(totals).toEqual(['660.00', '275.00']);
    });

    it('sends automatically: one mail in the outbox with the invoice’s PDF, recorded as sent', async () => {
      const context = use();
      const user = await owner(context);
      const today = todayIn(context.config.timeZone);
      const schedule = await createSchedule(user.client, user, {
        start_date: today,
        send_automatically: true,
      });
      await run(context);
      await run(context);
      const mails = await context.db.kysely
        .selectFrom('mail_outbox')
        .selectAll()
        .where('recipient', '=', user.email as string)
        .execute();
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail?.subject).toBe('Invoice INV-0001 from Sorted Plumbing');
      const attachments = JSON.parse(mail?.attachments ?? '[]');
      expect(attachments[0].filename).toBe('INV-0001.pdf');
      const text = pdfText(Buffer.from(attachments[0].content, 'base64'));
      expect(text).toContain('INV-0001');
      expect(text).toContain('Bookkeeping');
      const read = (await user.client.get(`/api/v1/recurring-schedules/${schedule.id}`)).json();
      expect(read.meta.occurrences[0]).toMatchObject({ sent: true, unsent_reason: null });
      const invoice = (
        await user.client.get(`/api/v1/invoices/${read.meta.occurrences[0].invoice_id}`)
      ).json();
      expect(invoice.meta.sendings).toMatchObject([{ kind: 'invoice', recipient: user.email }]);
    });

    it('pauses a schedule whose client was archived since, rather than trying it every pass', async () => {
      const context = use();
      const user = await owner(context);
      const today = todayIn(context.config.timeZone);
      const schedule = await createSchedule(user.client, user, { start_date: today });
      await context.db.kysely
        .updateTable('customers')
        .set({ archived_at: new Date().toISOString() })
        .where('id', '=', Number(user.customerId))
        .execute();
      await run(context);
      const read = (await user.client.get(`/api/v1/recurring-schedules/${schedule.id}`)).json();
      expect(read.data.attributes).toMatchObject({ status: 'paused', made_count: 0 });
      expect(read.meta.occurrences).toEqual([]);
    });

    it('past the mail limit, makes the invoice as a draft and says why, rather than failing', async () => {
      const context = use();
      const user = await owner(context);
      const today = todayIn(context.config.timeZone);
      const schedule = await createSchedule(user.client, user, {
        start_date: today,
        frequency: 'weekly',
        send_automatically: true,
      });
      // Four missed weeks, three mails an hour allowed (this suite's MAIL_LIMIT_PER_HOUR).
      const rendered = pdfRenders.count;
      await run(context, new Date(Date.now() + 22 * DAY_MS));
      // Three PDFs for the three mails; none for the occurrence past the limit.
      expect(pdfRenders.count - rendered).toBe(3);
      const read = (await user.client.get(`/api/v1/recurring-schedules/${schedule.id}`)).json();
      const occurrences = [...read.meta.occurrences].reverse();
      expect(occurrences.map((row: { sent: boolean }) => row.sent)).toEqual([true, true, true, false]);
      expect(occurrences[3].unsent_reason).toBe('mail_limit_hour');
      expect(read.data.attributes.made_count).toBe(4);
    });
  },
  { env: { MAIL_LIMIT_PER_HOUR: '3' } },
);
