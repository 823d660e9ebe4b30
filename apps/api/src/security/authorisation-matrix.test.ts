import { beforeAll, expect, it } from 'vitest';
import { replaceResetToken } from '../features/auth/password-resets.repository.ts';
import { verificationLink } from '../features/auth/verification-link.ts';
import { notify } from '../lib/notify.ts';
import { randomToken, sha256 } from '../lib/tokens.ts';
import { createClient, type Method, type TestClient } from '../test/http-client.ts';
import { describeOnEachDatabase, type TestApp } from '../test/test-app.ts';
import { multipart, PNG } from '../test/uploads.ts';
import {
  insertTestUser,
  sessionClient,
  signedInUser,
  uniqueEmail,
  verificationApiPath,
} from '../test/users.ts';
import { webDistFixture } from '../test/web-dist.ts';
import { assetDocument } from './authorisation/assets.ts';
import {
  bankAccountDocument,
  bankLineDecision,
  bankRuleDocument,
  statementUpload,
} from './authorisation/bank.ts';
import { expenseDocument } from './authorisation/expenses.ts';
import { invoiceDocument } from './authorisation/invoices.ts';
import { quoteDocument } from './authorisation/quotes.ts';
import { recurringScheduleDocument } from './authorisation/recurring.ts';
import { ACTORS, type Actor, doc, OWNER_MARKER, ownersPath, type World } from './authorisation/rows.ts';
import { logbookJourneyDocument, logbookPeriodDocument, vehicleDocument } from './authorisation/vehicles.ts';
import { AUTHORISATION_MATRIX, FALLBACK_MATRIX } from './authorisation-matrix.ts';

async function createdId(response: Promise<{ statusCode: number; body: string; json(): unknown }>) {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(201);
  return (answer.json() as { data: { id: string } }).data.id;
}

/** The owner's business, PayID, client, invoice, support request, waitlist entry and profile image. */
async function buildWorld(context: TestApp, owner: { id: number; email: string; client: TestClient }) {
  const { client } = owner;
  const company = await client.post(
    '/api/v1/companies',
    doc('companies', {
      name: `${OWNER_MARKER} Plumbing`,
      abn: '51 824 753 556',
      gst_registered: true,
      gst_registered_from: '2020-01-01',
      payment_details: { payid: 'pay@plumbing.test', name: 'Owner Plumbing' },
    }),
  );
  expect(company.statusCode, company.body).toBe(201);
  const customerId = await createdId(
    client.post(
      '/api/v1/customers',
      doc('customers', { name: `${OWNER_MARKER} Bakery`, email: 'orders@bakery.test' }),
    ),
  );
  let invoices = 0;
  let spare: Promise<[string, string]> | undefined;
  let quotes = 0;
  let journeys = 0;
  const world: World = {
    owner,
    companyId: company.json().data.id,
    paymentDetailId: company.json().included[0].id,
    customerId,
    invoiceId: '',
    quoteId: '',
    expenseId: '',
    recurringScheduleId: '',
    notificationId: '',
    bankAccountId: '',
    bankRuleId: '',
    receiptCaptureId: '',
    vehicleId: '',
    assetId: '',
    async bankRuleIds() {
      const rules = await client.get('/api/v1/bank-rules?page[size]=100');
      return rules.json().data.map((rule: { id: string }) => rule.id);
    },
    async profileImagePath() {
      return (await client.get('/api/v1/me')).json().data.attributes.profile_image_url;
    },
    fresh: {
      company: () =>
        createdId(
          client.post('/api/v1/companies', doc('companies', { name: 'Spare', abn: '51 824 753 556' })),
        ),
      paymentDetail: () =>
        createdId(
          client.post(
            '/api/v1/paymentDetails',
            doc(
              'paymentDetails',
              { payid: 'spare@plumbing.test', name: 'Spare' },
              { company: world.companyId },
            ),
          ),
        ),
      customer: () => createdId(client.post('/api/v1/customers', doc('customers', { name: 'Spare' }))),
      invoice: () =>
        createdId(client.post('/api/v1/invoices', invoiceDocument(world, world.fresh.invoiceNumber()))),
      async payment() {
        const invoiceId = await world.fresh.invoice();
        const paymentId = await createdId(
          client.post(
            `/api/v1/invoices/${invoiceId}/payments`,
            doc('invoicePayments', { paid_on: '2026-11-03', amount: '10.00', method: 'bank-transfer' }),
          ),
        );
        return { invoiceId, paymentId };
      },
      async adjustmentNote() {
        const invoiceId = await world.fresh.invoice();
        return createdId(
          client.post(
            `/api/v1/invoices/${invoiceId}/adjustment-notes`,
            doc('adjustmentNotes', {
              kind: 'reduce',
              amount: '10.00',
              reason: 'Discount',
              issued_on: '2026-11-03',
            }),
          ),
        );
      },
      async expense() {
        const id = await createdId(client.post('/api/v1/expenses', expenseDocument(world)));
        const { body, contentType } = multipart('receipt', 'receipt.png', 'image/png', PNG);
        const receipt = await client.put(`/api/v1/expenses/${id}/receipt`, body, {
          'content-type': contentType,
        });
        expect(receipt.statusCode, receipt.body).toBe(200);
        return id;
      },
      bareExpense: () => createdId(client.post('/api/v1/expenses', expenseDocument(world))),
      bankAccount: () => createdId(client.post('/api/v1/bank-accounts', bankAccountDocument(world))),
      async bankImport(accountId) {
        const { body, headers } = statementUpload();
        const into = accountId ?? (await world.fresh.bankAccount());
        return createdId(client.post(`/api/v1/bank-accounts/${into}/imports`, body, headers));
      },
      async bankLine(state) {
        const accountId = await world.fresh.bankAccount();
        await world.fresh.bankImport(accountId);
        const lines = await client.get(
          `/api/v1/bank-accounts/${accountId}/lines?filter[search]=Transfer to&page[size]=1`,
        );
        const id: string = lines.json().data[0].id;
        if (state === 'reconciled') {
          await createdId(client.post(`/api/v1/bank-lines/${id}/reconciliation`, bankLineDecision()));
        }
        return id;
      },
      bankRule: () => createdId(client.post('/api/v1/bank-rules', bankRuleDocument(world))),
      receiptCapture: () => {
        const { body, contentType } = multipart('receipt', 'receipt.png', 'image/png', PNG);
        return createdId(client.post('/api/v1/receipt-captures', body, { 'content-type': contentType }));
      },
      vehicle: () => createdId(client.post('/api/v1/vehicles', vehicleDocument(world))),
      async logbookJourney() {
        const logbook = `/api/v1/vehicles/${world.vehicleId}/logbook`;
        const period = await client.put(logbook, logbookPeriodDocument());
        expect(period.statusCode, period.body).toBe(200);
        journeys += 1;
        return createdId(client.post(`${logbook}/journeys`, logbookJourneyDocument(10_000 + journeys * 10)));
      },
      asset: () => createdId(client.post('/api/v1/assets', assetDocument(world))),
      async documentToken() {
        // One business and client for all of them: an account has a limit of businesses.
        spare ??= Promise.all([world.fresh.company(), world.fresh.customer()]);
        const [companyId, customerId] = await spare;
        const invoiceId = await createdId(
          client.post(
            '/api/v1/invoices',
            invoiceDocument({ ...world, companyId, customerId }, world.fresh.invoiceNumber()),
          ),
        );
        const link = await client.post(`/api/v1/invoices/${invoiceId}/link`);
        expect(link.statusCode, link.body).toBe(201);
        return String(link.json().data.attributes.url).split('/p/')[1] ?? '';
      },
      async recurringSchedule(status) {
        const id = await createdId(
          client.post('/api/v1/recurring-schedules', recurringScheduleDocument(world)),
        );
        if (status === 'paused') {
          const paused = await client.post(`/api/v1/recurring-schedules/${id}/pause`);
          expect(paused.statusCode, paused.body).toBe(200);
        }
        return id;
      },
      invoiceNumber: () => `INV-${String(++invoices).padStart(4, '0')}`,
      async quote(state = 'draft') {
        const id = await createdId(
          client.post('/api/v1/quotes', quoteDocument(world, world.fresh.quoteNumber())),
        );
        for (const [step, done] of [
          ['send', state !== 'draft'],
          ['accept', state === 'accepted'],
        ] as const) {
          if (!done) continue;
          const answer = await client.post(`/api/v1/quotes/${id}/${step}`, {});
          expect(answer.statusCode, answer.body).toBeLessThan(300);
        }
        return id;
      },
      quoteNumber: () => `Q-${String(++quotes).padStart(4, '0')}`,
      email: () => uniqueEmail('matrix'),
      user: () => insertTestUser(context.db, { roles: [] }),
      async verificationPath() {
        const user = await insertTestUser(context.db, { verified: false });
        return verificationApiPath(
          verificationLink(context.config.appUrl, context.config.sessionSecret, user, new Date()),
        );
      },
      async passwordReset() {
        const user = await insertTestUser(context.db, { roles: [] });
        const token = randomToken();
        await replaceResetToken(
          context.db.kysely,
          user.id,
          sha256(token),
          new Date(Date.now() + 60_000).toISOString(),
        );
        return { email: user.email, token };
      },
    },
  };
  world.invoiceId = await world.fresh.invoice();
  world.quoteId = await world.fresh.quote();
  world.expenseId = await world.fresh.expense();
  world.recurringScheduleId = await world.fresh.recurringSchedule();
  world.bankAccountId = await world.fresh.bankAccount();
  await world.fresh.bankImport(world.bankAccountId);
  world.bankRuleId = await world.fresh.bankRule();
  world.receiptCaptureId = await world.fresh.receiptCapture();
  world.vehicleId = await world.fresh.vehicle();
  world.assetId = await world.fresh.asset();
  await notify(
    context.db.kysely,
    owner.id,
    {
      kind: 'invoice-viewed',
      companyId: Number(world.companyId),
      subject: { id: world.invoiceId, number: 'INV-0001', name: `${OWNER_MARKER} Bakery` },
    },
    { appUrl: context.config.appUrl },
  );
  const notification = await context.db.kysely
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', owner.id)
    .executeTakeFirstOrThrow();
  world.notificationId = String(notification.id);
  const logo = multipart('logo', 'logo.png', 'image/png', PNG);
  const logoUpload = await client.put(`/api/v1/companies/${world.companyId}/logo`, logo.body, {
    'content-type': logo.contentType,
  });
  expect(logoUpload.statusCode, logoUpload.body).toBe(200);
  const { body, contentType } = multipart('attachment', 'me.png', 'image/png', PNG);
  const upload = await client.post(`/api/v1/uploads/users/${owner.id}/profile-image`, body, {
    'content-type': contentType,
  });
  expect(upload.statusCode, upload.body).toBe(200);
  await createdId(client.post('/api/v1/waitlists', doc('waitlists', { name: 'Tax Summary' })));
  await createdId(
    client.post(
      '/api/v1/support-requests',
      doc('support-requests', { subject: `${OWNER_MARKER} question`, message: 'Where is my invoice?' }),
    ),
  );
  return world;
}

describeOnEachDatabase(
  'authorisation matrix',
  (use) => {
    let world: World;
    const actors = {} as Record<Actor, { id: number | null; client: TestClient }>;

    beforeAll(async () => {
      const context = use();
      // All three hold the grow role (invoice suggestions), so a 404 there is about ownership, not the plan.
      const owner = await signedInUser(context, { name: 'Olive Owner', roles: ['grow'] });
      const another = await signedInUser(context, { name: 'Andy Other', roles: ['grow'] });
      const admin = await signedInUser(context, { name: 'Ada Admin', roles: ['admin', 'grow'] });
      actors['signed out'] = { id: null, client: createClient(context.app) };
      actors['another user'] = another;
      actors.owner = owner;
      actors.admin = admin;
      world = await buildWorld(context, owner);
    });

    const clientFor = async (actor: Actor, ownSession: boolean) => {
      const { id, client } = actors[actor];
      if (!ownSession) return client;
      return id === null ? createClient(use().app) : sessionClient(use(), id);
    };

    it('has a row for every route of the server, and no row for a route that is gone', () => {
      const routes = use().app.routeTable.map(({ method, url }) => `${method} ${url}`);
      expect(routes.length).toBeGreaterThan(40);
      expect({
        routesWithoutRow: routes.filter((route) => !(route in AUTHORISATION_MATRIX)),
        rowsWithoutRoute: Object.keys(AUTHORISATION_MATRIX).filter((row) => !routes.includes(row)),
      }).toEqual({ routesWithoutRow: [], rowsWithoutRoute: [] });
    });

    it.each(Object.entries(AUTHORISATION_MATRIX))('%s', async (route, row) => {
      const [method, url] = route.split(' ') as [Method, string];
      const statuses: number[] = [];
      for (const actor of ACTORS) {
        const target = (await row.request?.(world)) ?? {};
        const client = await clientFor(actor, row.ownSession === true);
        const body = target.body ?? (method === 'GET' || method === 'DELETE' ? undefined : {});
        const response = await client.send(
          method,
          target.path ?? ownersPath(world, url),
          body,
          target.headers,
        );
        statuses.push(response.statusCode);
        if (actor !== 'owner')
          expect(response.body, `${actor} sees the owner's data`).not.toContain(OWNER_MARKER);
      }
      expect(statuses, `[${ACTORS.join(', ')}]`).toEqual(row.expect);
    });

    it.each(Object.entries(FALLBACK_MATRIX))('%s (not a route: the fallback)', async (request, expected) => {
      const [method, path] = request.split(' ') as [Method, string];
      const statuses: number[] = [];
      for (const actor of ACTORS) statuses.push((await actors[actor].client.send(method, path)).statusCode);
      expect(statuses, `[${ACTORS.join(', ')}]`).toEqual(expected);
    });

    it("shows the owner's own data to the owner, so the leak check above looks for the right thing", async () => {
      const response = await actors.owner.client.get('/api/v1/invoices?include=customer,company');
      expect(response.body).toContain(OWNER_MARKER);
    });
  },
  { webDist: webDistFixture() },
);
