import { todayIn } from '@sorted/core/dates/calendar';
import { expect, it } from 'vitest';
import { type Job, runDueJobs } from '../../jobs/job-runner.ts';
import { notificationsJob } from '../../jobs/notifications.ts';
import { paymentRemindersJob } from '../../jobs/payment-reminders.ts';
import { recurringInvoicesJob } from '../../jobs/recurring-invoices.ts';
import { createClient, type TestClient } from '../../test/http-client.ts';
import { describeOnEachDatabase, type TestApp } from '../../test/test-app.ts';
import { signedInUser } from '../../test/users.ts';

let sequence = 0;
const TOKEN_IN_URL = /\/p\/([A-Za-z0-9_-]{43})\b/;

interface Owner {
  client: TestClient;
  id: number;
  email: string;
  companyId: string;
  paymentDetailId: string;
  customerId: string;
}

async function owner(context: TestApp, business: Record<string, unknown> = {}): Promise<Owner> {
  const clientEmail = `client.${Date.now()}.${++sequence}@example.com`;
  const user = await signedInUser(context);
  const company = await user.client.post('/api/v1/companies', {
    data: {
      attributes: {
        name: 'Sorted Plumbing',
        abn: '51 824 753 556',
        payment_details: { payid: 'pay@sorted.test', name: 'Sorted Plumbing Pty Ltd' },
        ...business,
      },
    },
  });
  expect(company.statusCode, company.body).toBe(201);
  const customer = await user.client.post('/api/v1/customers', {
    data: { attributes: { name: 'Café Zoë', email: clientEmail } },
  });
  expect(customer.statusCode, customer.body).toBe(201);
  return {
    ...user,
    companyId: company.json().data.id,
    paymentDetailId: company.json().included[0].id,
    customerId: customer.json().data.id,
  };
}

async function invoice(user: Owner, dueDate: string, send = true) {
  const number = `INV-${String(++sequence).padStart(4, '0')}`;
  const created = await user.client.post('/api/v1/invoices', {
    data: {
      attributes: {
        name: number,
        invoice_date: '2026-11-01',
        due_date: dueDate,
        payment_method: 'payid',
        payment_detail_id: user.paymentDetailId,
        items: [{ name: 'Labour', quantity: 2, price: '120.00' }],
      },
      relationships: {
        company: { data: { type: 'companies', id: user.companyId } },
        customer: { data: { type: 'customers', id: user.customerId } },
      },
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data.id as string;
  if (send) expect((await user.client.post(`/api/v1/invoices/${id}/send`)).statusCode).toBe(202);
  return { id, number };
}

async function sentQuote(user: Owner) {
  const number = `Q-${String(++sequence).padStart(4, '0')}`;
  const quote = await user.client.post('/api/v1/quotes', {
    data: {
      type: 'quotes',
      attributes: {
        number,
        issue_date: '2026-11-01',
        valid_until: '2099-12-31',
        prices_include_gst: false,
        note: null,
        items: [{ name: 'Labour', quantity: 2, price: '120.00', taxable: true }],
      },
      relationships: {
        company: { data: { type: 'companies', id: user.companyId } },
        customer: { data: { type: 'customers', id: user.customerId } },
      },
    },
  });
  expect(quote.statusCode, quote.body).toBe(201);
  const id = quote.json().data.id as string;
  expect((await user.client.post(`/api/v1/quotes/${id}/send`)).statusCode).toBe(202);
  return { id, number };
}

/** A new client-page link of a document: its token. */
async function linkToken(user: Owner, path: string): Promise<string> {
  const created = await user.client.post(`/api/v1/${path}/link`);
  expect(created.statusCode, created.body).toBe(201);
  return TOKEN_IN_URL.exec(created.json().data.attributes.url)?.[1] ?? '';
}

const decide = (visitor: TestClient, token: string, decision: 'accept' | 'decline') =>
  visitor.post(`/api/v1/public/documents/${token}/decision`, {
    data: { type: 'documentDecisions', attributes: { decision } },
  });

interface Listed {
  id: string;
  attributes: { kind: string; subject_id: string; subject_number: string | null; read_at: string | null };
}

async function notifications(user: Owner, kind?: string) {
  const answer = await user.client.get('/api/v1/notifications?page[size]=100');
  expect(answer.statusCode, answer.body).toBe(200);
  const body = answer.json() as { data: Listed[]; meta: { unread: number; page: { total: number } } };
  return {
    list: kind ? body.data.filter((item) => item.attributes.kind === kind) : body.data,
    unread: body.meta.unread,
    total: body.meta.page.total,
  };
}

const runJobs = (context: TestApp, jobs: Job[], now: Date) =>
  runDueJobs(
    { db: context.db, mailer: context.app.mailer, config: context.config, log: context.app.log },
    jobs,
    now,
  );

const mailsTo = (context: TestApp, email: string) =>
  context.db.kysely
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body', 'html_body'])
    .where('recipient', '=', email)
    .where('kind', '=', 'notification')
    .orderBy('id')
    .execute();

/** Midday in Sydney on `date`. */
const at = (date: string) => new Date(`${date}T02:00:00Z`);

describeOnEachDatabase('notifications', (use) => {
  it('tells the owner once of a quote first viewed and accepted on its page, newest first', async () => {
    const context = use();
    const user = await owner(context);
    const quote = await sentQuote(user);
    const token = await linkToken(user, `quotes/${quote.id}`);
    const visitor = createClient(context.app);
    expect((await visitor.get(`/api/v1/public/documents/${token}`)).statusCode).toBe(200);
    expect((await visitor.get(`/api/v1/public/documents/${token}`)).statusCode).toBe(200);
    expect((await decide(visitor, token, 'accept')).statusCode).toBe(200);
    // The same answer twice is no change: told once.
    expect((await decide(visitor, token, 'accept')).statusCode).toBe(200);
    // A second link, opened: still the quote's one first view.
    const again = await linkToken(user, `quotes/${quote.id}`);
    expect((await visitor.get(`/api/v1/public/documents/${again}`)).statusCode).toBe(200);
    const { list, unread, total } = await notifications(user);
    expect(list.map((item) => item.attributes.kind)).toEqual(['quote-accepted', 'quote-viewed']);
    expect(list[0]?.attributes).toMatchObject({
      subject_id: quote.id,
      subject_number: quote.number,
      subject_name: 'Café Zoë',
      read_at: null,
    });
    expect({ unread, total }).toEqual({ unread: 2, total: 2 });
  });

  it('tells the owner of a quote declined, and of an invoice first viewed, but not of their own look', async () => {
    const context = use();
    const user = await owner(context);
    const quote = await sentQuote(user);
    const token = await linkToken(user, `quotes/${quote.id}`);
    const visitor = createClient(context.app);
    expect((await decide(visitor, token, 'decline')).statusCode).toBe(200);
    expect((await notifications(user, 'quote-declined')).list).toHaveLength(1);
    // The owner recording an answer by hand is not told of it.
    const byHand = await sentQuote(user);
    expect((await user.client.post(`/api/v1/quotes/${byHand.id}/accept`, {})).statusCode).toBe(200);
    expect((await notifications(user, 'quote-accepted')).list).toHaveLength(0);

    const sent = await invoice(user, '2099-01-31');
    const invoiceToken = await linkToken(user, `invoices/${sent.id}`);
    // The owner opening their own link is no view of the client's.
    expect((await user.client.get(`/api/v1/public/documents/${invoiceToken}`)).statusCode).toBe(200);
    expect((await notifications(user, 'invoice-viewed')).list).toHaveLength(0);
    await visitor.get(`/api/v1/public/documents/${invoiceToken}`);
    await visitor.get(`/api/v1/public/documents/${invoiceToken}`);
    const viewed = (await notifications(user, 'invoice-viewed')).list;
    expect(viewed.map((item) => item.attributes.subject_number)).toEqual([sent.number]);
  });

  it('marks one read, then all; another user’s notification is not found, and their list is their own', async () => {
    const context = use();
    const user = await owner(context);
    const visitor = createClient(context.app);
    for (let index = 0; index < 3; index += 1) {
      const quote = await sentQuote(user);
      await visitor.get(`/api/v1/public/documents/${await linkToken(user, `quotes/${quote.id}`)}`);
    }
    const before = await notifications(user);
    expect(before.unread).toBe(3);
    const first = before.list[2] as Listed;
    const read = await user.client.post(`/api/v1/notifications/${first.id}/read`, {});
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data.attributes.read_at).not.toBeNull();
    expect((await notifications(user)).unread).toBe(2);

    const stranger = await signedInUser(context);
    const refused = await stranger.client.post(`/api/v1/notifications/${first.id}/read`, {});
    expect(refused.statusCode).toBe(404);
    expect((await stranger.client.get('/api/v1/notifications')).json()).toMatchObject({
      data: [],
      meta: { unread: 0, page: { total: 0 } },
    });
    expect((await stranger.client.post('/api/v1/notifications/read', {})).statusCode).toBe(200);
    expect((await notifications(user)).unread).toBe(2);

    const all = await user.client.post('/api/v1/notifications/read', {});
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual({ meta: { unread: 0 } });
    const after = await notifications(user);
    expect(after.unread).toBe(0);
    expect(after.list.every((item) => item.attributes.read_at !== null)).toBe(true);
    // Paged: the newest first.
    const page = await user.client.get('/api/v1/notifications?page[size]=1&page[number]=2');
    expect(page.json().data[0].id).toBe(before.list[1]?.id);
    expect(page.json().meta).toMatchObject({ page: { total: 3, number: 2, size: 1 }, unread: 0 });
  });

  it('e-mails a notification only when the owner chose it, in their language', async () => {
    const context = use();
    const user = await owner(context);
    const visitor = createClient(context.app);
    const quiet = await sentQuote(user);
    await decide(visitor, await linkToken(user, `quotes/${quiet.id}`), 'accept');
    expect((await notifications(user, 'quote-accepted')).list).toHaveLength(1);
    expect(await mailsTo(context, user.email)).toEqual([]);

    const chosen = await user.client.patch('/api/v1/me', {
      data: { type: 'users', attributes: { notify_by_email: true } },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().data.attributes.notify_by_email).toBe(true);
    const refused = await user.client.patch('/api/v1/me', {
      data: { type: 'users', attributes: { notify_by_email: 'yes' } },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0].source.pointer).toBe('/data/attributes/notify_by_email');
    await user.client.patch('/api/v1/me', { data: { type: 'users', attributes: { locale: 'de' } } });

    const told = await sentQuote(user);
    await decide(visitor, await linkToken(user, `quotes/${told.id}`), 'accept');
    const mails = await mailsTo(context, user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(
      `Sorted-Benachrichtigung: Café Zoë hat das Angebot ${told.number} angenommen.`,
    );
    expect(mails[0]?.text_body).toContain(`${context.config.appUrl}/quotes/${told.id}`);
    // The same event again queues nothing more.
    await decide(visitor, await linkToken(user, `quotes/${told.id}`), 'accept');
    expect(await mailsTo(context, user.email)).toHaveLength(1);
  });

  it('tells of an invoice gone overdue once, the day after its due date', async () => {
    const context = use();
    const user = await owner(context);
    const late = await invoice(user, '2026-12-10', false);
    await runJobs(context, [notificationsJob], at('2026-12-10'));
    expect((await notifications(user, 'invoice-overdue')).list).toHaveLength(0);
    await runJobs(context, [notificationsJob], at('2026-12-11'));
    await runJobs(context, [notificationsJob], at('2026-12-12'));
    const overdue = (await notifications(user, 'invoice-overdue')).list;
    expect(overdue.map((item) => item.attributes.subject_id)).toEqual([late.id]);
    expect(overdue[0]?.attributes).toMatchObject({ subject_number: late.number, date: '2026-12-10' });
  });

  it('tells of a BAS period ended and due, once per period and business', async () => {
    const context = use();
    const user = await owner(context, { gst_registered: true, gst_registered_from: '2020-01-01' });
    await runJobs(context, [notificationsJob], at('2027-01-05'));
    await runJobs(context, [notificationsJob], at('2027-01-06'));
    const due = (await notifications(user, 'bas-due')).list;
    expect(due).toHaveLength(1);
    expect(due[0]?.attributes).toMatchObject({
      subject_type: 'bas-period',
      subject_id: user.companyId,
      subject_number: '2026-Q4',
      subject_name: 'Sorted Plumbing',
      date: '2027-02-28',
    });
    // Past its due date a period is not told (the BAS screen shows it overdue).
    const later = await owner(context, { gst_registered: true, gst_registered_from: '2020-01-01' });
    await runJobs(context, [notificationsJob], at('2027-03-01'));
    expect((await notifications(later, 'bas-due')).list).toHaveLength(0);
  });

  it('tells of an automatic reminder sent, once per step', async () => {
    const context = use();
    const user = await owner(context, { reminders_enabled: true, reminder_steps: [0] });
    const due = await invoice(user, '2026-12-10');
    await runJobs(context, [paymentRemindersJob], at('2026-12-10'));
    await runJobs(context, [paymentRemindersJob], at('2026-12-10'));
    const sent = (await notifications(user, 'reminder-sent')).list;
    expect(sent.map((item) => item.attributes.subject_id)).toEqual([due.id]);
  });

  it('tells of a recurring invoice made, held (not sent) and of a schedule paused', async () => {
    const context = use();
    const today = todayIn(context.config.timeZone);
    const schedule = (user: Owner, attributes: Record<string, unknown>) =>
      user.client.post('/api/v1/recurring-schedules', {
        data: {
          type: 'recurringSchedules',
          attributes: {
            frequency: 'monthly',
            start_date: today,
            due_days: 14,
            items: [{ name: 'Bookkeeping', quantity: 1, price: '250.00' }],
            ...attributes,
          },
          relationships: {
            company: { data: { type: 'companies', id: user.companyId } },
            customer: { data: { type: 'customers', id: user.customerId } },
          },
        },
      });
    const made = await owner(context);
    expect((await schedule(made, { send_automatically: false })).statusCode).toBe(201);
    // To be sent automatically, but its client's e-mail was removed since: made, not sent.
    const held = await owner(context);
    expect((await schedule(held, { send_automatically: true })).statusCode).toBe(201);
    await context.db.kysely
      .updateTable('customers')
      .set({ email: null })
      .where('id', '=', Number(held.customerId))
      .execute();
    const paused = await owner(context);
    expect((await schedule(paused, {})).statusCode).toBe(201);
    await context.db.kysely
      .updateTable('customers')
      .set({ archived_at: new Date().toISOString() })
      .where('id', '=', Number(paused.customerId))
      .execute();
    await runJobs(context, [recurringInvoicesJob], new Date());
    await runJobs(context, [recurringInvoicesJob], new Date());
    expect((await notifications(made)).list.map((item) => item.attributes)).toMatchObject([
      {
        kind: 'recurring-made',
        subject_type: 'invoice',
        subject_number: 'INV-0001',
        subject_name: 'Café Zoë',
      },
    ]);
    expect((await notifications(held)).list.map((item) => item.attributes.kind)).toEqual(['recurring-held']);
    expect((await notifications(paused)).list.map((item) => item.attributes)).toMatchObject([
      { kind: 'recurring-paused', subject_type: 'recurring', subject_name: 'Café Zoë' },
    ]);
  });
});
