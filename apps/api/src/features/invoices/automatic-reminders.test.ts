import { expect, it } from 'vitest';
import { createRateLimiter } from '../../plugins/rate-limit.ts';
import type { TestClient } from '../../test/http-client.ts';
import { describeOnEachDatabase, reopenDatabase, type TestApp } from '../../test/test-app.ts';
import { signedInUser } from '../../test/users.ts';
import { sendDueReminders } from './automatic-reminders.ts';
import type { SendDeps } from './send-invoice.ts';

let sequence = 0;
const quietLog = { error: () => {} } as never;

function depsOf(context: TestApp, db = context.db): SendDeps {
  return {
    db,
    mailer: context.app.mailer,
    limiter: createRateLimiter(db),
    mailLimits: { perHour: 100, perDay: 1000 },
    timeZone: 'Australia/Sydney',
    links: { db, secret: context.config.sessionSecret, appUrl: context.config.appUrl },
  };
}

/** Midday in Sydney on `date`. */
const at = (date: string) => new Date(`${date}T02:00:00Z`);

async function business(client: TestClient, reminders?: { enabled: boolean; steps?: number[] }) {
  const company = await client.post('/api/v1/companies', {
    data: {
      attributes: {
        name: 'Sorted Plumbing',
        abn: '51 824 753 556',
        payment_details: { payid: 'pay@sorted.test', name: 'Sorted Plumbing Pty Ltd' },
        ...(reminders
          ? {
              reminders_enabled: reminders.enabled,
              ...(reminders.steps ? { reminder_steps: reminders.steps } : {}),
            }
          : {}),
      },
    },
  });
  expect(company.statusCode, company.body).toBe(201);
  return { id: company.json().data.id as string, paymentDetailId: company.json().included[0].id as string };
}

async function invoice(
  client: TestClient,
  company: { id: string; paymentDetailId: string },
  dueDate: string,
  email: string | null = `client.${++sequence}.${Date.now()}@example.com`,
  /** Mailed to the client (only a sent invoice is reminded of); false: only saved. */
  sent = email !== null,
) {
  const customer = await client.post('/api/v1/customers', {
    data: { attributes: { name: 'Café Zoë', email } },
  });
  const created = await client.post('/api/v1/invoices', {
    data: {
      attributes: {
        name: `INV-${String(++sequence).padStart(4, '0')}`,
        invoice_date: dueDate < '2026-11-15' ? '2026-06-01' : '2026-11-01',
        due_date: dueDate,
        payment_method: 'payid',
        payment_detail_id: company.paymentDetailId,
        items: [{ name: 'Labour', description: 'Hot water system', quantity: 2, price: '120.00' }],
      },
      relationships: {
        company: { data: { type: 'companies', id: company.id } },
        customer: { data: { type: 'customers', id: customer.json().data.id } },
      },
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data.id as string;
  if (sent) expect((await client.post(`/api/v1/invoices/${id}/send`)).statusCode).toBe(202);
  return { id, email };
}

const sendings = async (client: TestClient, id: string) =>
  (await client.get(`/api/v1/invoices/${id}`)).json().meta.sendings as {
    kind: string;
    reminder_step: number | null;
  }[];

const reminderSendings = async (client: TestClient, id: string) =>
  (await sendings(client, id)).filter((sending) => sending.kind === 'reminder');

const outboxTo = (context: TestApp, email: string | null) =>
  context.db.kysely
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body'])
    .where('recipient', '=', email ?? '')
    .where('kind', '=', 'reminder')
    .orderBy('id')
    .execute();

describeOnEachDatabase('automatic payment reminders', (use) => {
  it('keeps a business’s plan, and refuses a day that is not offered, under its field', async () => {
    const { client } = await signedInUser(use());
    const company = await business(client);
    const fresh = (await client.get(`/api/v1/companies/${company.id}`)).json().data.attributes;
    expect(fresh).toMatchObject({ reminders_enabled: false, reminder_steps: [-3, 0, 7, 14] });
    const changed = await client.patch(`/api/v1/companies/${company.id}`, {
      data: {
        attributes: {
          name: 'Sorted Plumbing',
          email: 'a@sorted.test',
          reminders_enabled: true,
          reminder_steps: [14, -7, 0],
        },
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.attributes).toMatchObject({
      reminders_enabled: true,
      reminder_steps: [-7, 0, 14],
    });
    const refused = await client.patch(`/api/v1/companies/${company.id}`, {
      data: { attributes: { name: 'Sorted Plumbing', email: 'a@sorted.test', reminder_steps: [5] } },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0]).toMatchObject({
      detail: 'Choose reminder days from the list.',
      source: { pointer: '/data/attributes/reminder_steps' },
    });
  });

  it('sends each step of the plan once, on its day, saying "is due" before and "was due" after', async () => {
    const context = use();
    const { client } = await signedInUser(context);
    const company = await business(client, { enabled: true });
    const { id, email } = await invoice(client, company, '2026-12-10');
    const deps = depsOf(context);

    await sendDueReminders(deps, quietLog, at('2026-12-06'));
    expect(await outboxTo(context, email)).toHaveLength(0);
    await sendDueReminders(deps, quietLog, at('2026-12-07'));
    // A second pass the same day, and a pass of a second server the next, send nothing more.
    await sendDueReminders(deps, quietLog, at('2026-12-07'));
    const other = reopenDatabase(context);
    try {
      await sendDueReminders(depsOf(context, other), quietLog, at('2026-12-08'));
      const mails = await outboxTo(context, email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text_body).toContain('is due on 10/12/2026');
      // Two servers' passes at once: the step goes once.
      const passes = await Promise.all([
        sendDueReminders(deps, quietLog, at('2026-12-10')),
        sendDueReminders(depsOf(context, other), quietLog, at('2026-12-10')),
      ]);
      expect(passes.map((pass) => pass.sent).sort()).toEqual([0, 1]);
      expect(await outboxTo(context, email)).toHaveLength(2);
    } finally {
      await other.close();
    }
    await sendDueReminders(deps, quietLog, at('2026-12-17'));
    const mails = await outboxTo(context, email);
    expect(mails).toHaveLength(3);
    expect(mails[2]?.text_body).toContain('was due on 10/12/2026');
    // Each reminder carries the link to the invoice's page (its secret part filled in at delivery).
    expect(mails[2]?.text_body).toContain('/p/');
    expect((await reminderSendings(client, id)).map((sending) => sending.reminder_step)).toEqual([7, 0, -3]);
  });

  it('says what is still to pay of an invoice part paid', async () => {
    const context = use();
    const { client } = await signedInUser(context);
    const company = await business(client, { enabled: true, steps: [0] });
    const { id, email } = await invoice(client, company, '2026-12-10');
    const payment = await client.post(`/api/v1/invoices/${id}/payments`, {
      data: {
        type: 'invoicePayments',
        attributes: { paid_on: '2026-11-20', amount: '100.00', method: 'bank-transfer' },
      },
    });
    expect(payment.statusCode, payment.body).toBe(201);
    await sendDueReminders(depsOf(context), quietLog, at('2026-12-10'));
    const [mail] = await outboxTo(context, email);
    expect(mail?.text_body).toContain('for $240.00 is due on 10/12/2026. $140.00 of it is still to pay.');
  });

  it('never reminds of a paid invoice, a business with reminders off, or a client without e-mail', async () => {
    const context = use();
    const { client } = await signedInUser(context);
    const on = await business(client, { enabled: true, steps: [0] });
    const off = await business(client, { enabled: false });
    const paid = await invoice(client, on, '2026-12-10');
    const marked = await client.patch(`/api/v1/invoices/${paid.id}`, {
      data: { type: 'invoices', attributes: { status: 1, paid_date: '2026-11-20' } },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const quiet = await invoice(client, off, '2026-12-10');
    const noEmail = await invoice(client, on, '2026-12-10', null);
    const pass = await sendDueReminders(depsOf(context), quietLog, at('2026-12-10'));
    expect(pass.sent).toBe(0);
    expect(await outboxTo(context, paid.email)).toHaveLength(0);
    expect(await outboxTo(context, quiet.email)).toHaveLength(0);
    expect(await sendings(client, noEmail.id)).toEqual([]);
  });

  it('does not mail old debts when reminders are turned on, and holds a reminder over the mail limits', async () => {
    const context = use();
    const { client } = await signedInUser(context);
    const company = await business(client, { enabled: true });
    const old = await invoice(client, company, '2026-06-30');
    const due = await invoice(client, company, '2026-12-10');
    // The hour's one mail is taken by sending another invoice.
    await invoice(client, company, '2027-01-31');
    const limited = { ...depsOf(context), mailLimits: { perHour: 1, perDay: 100 } };
    const held = await sendDueReminders(limited, quietLog, at('2026-12-10'));
    expect(held.held).toBeGreaterThanOrEqual(1);
    expect(await outboxTo(context, due.email)).toHaveLength(0);
    // The next pass, within the limits, sends what was held.
    await sendDueReminders(depsOf(context), quietLog, at('2026-12-11'));
    expect(await outboxTo(context, due.email)).toHaveLength(1);
    expect(await outboxTo(context, old.email)).toHaveLength(0);
  });

  it('reminds only of an invoice sent to its client, never of one only saved', async () => {
    const context = use();
    const { client } = await signedInUser(context);
    const company = await business(client, { enabled: true, steps: [0] });
    const saved = await invoice(client, company, '2026-12-10', undefined, false);
    const sent = await invoice(client, company, '2026-12-10');
    const pass = await sendDueReminders(depsOf(context), quietLog, at('2026-12-10'));
    expect(pass.sent).toBe(1);
    expect(await outboxTo(context, saved.email)).toHaveLength(0);
    expect(await reminderSendings(client, saved.id)).toEqual([]);
    expect(await outboxTo(context, sent.email)).toHaveLength(1);
  });

  it('sends a day’s reminders from 9 am in the business’s time zone, not on the first pass after midnight', async () => {
    const context = use();
    const { client } = await signedInUser(context);
    const company = await business(client, { enabled: true, steps: [0] });
    const { email } = await invoice(client, company, '2026-12-10');
    const deps = depsOf(context);
    // 00:05 and 08:59 on 10/12 in Sydney (UTC+11): the due day's step is not sent yet.
    await sendDueReminders(deps, quietLog, new Date('2026-12-09T13:05:00Z'));
    await sendDueReminders(deps, quietLog, new Date('2026-12-09T21:59:00Z'));
    expect(await outboxTo(context, email)).toHaveLength(0);
    // 09:00 in Sydney: it goes, once.
    await sendDueReminders(deps, quietLog, new Date('2026-12-09T22:00:00Z'));
    await sendDueReminders(deps, quietLog, new Date('2026-12-09T23:00:00Z'));
    expect(await outboxTo(context, email)).toHaveLength(1);
  });
});
