import { multipart, PNG } from '../test/uploads.ts';
import { TEST_PASSWORD } from '../test/users.ts';

/**
 * Who may do what: one row per route of the server (`app.routeTable`), keyed `METHOD url`, with the
 * status each kind of caller gets. The test sends every row as each caller and fails on a route without
 * a row, and on a row whose route is gone.
 *
 * Path parameters are always the owner's: another user, and an administrator too, must get 404 for
 * them exactly as for a missing id (DESIGN §2 "Ownership"); only the user administration routes are
 * the admin's, and they answer 403 to everyone else.
 */

export const ACTORS = ['signed out', 'another user', 'owner', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];

/** The expected status for each of ACTORS, in that order. */
export type Statuses = readonly [signedOut: number, anotherUser: number, owner: number, admin: number];

/** The owner's data the rows point at, and the single-use things some rows consume. */
export interface World {
  owner: { id: number; email: string };
  companyId: string;
  paymentDetailId: string;
  customerId: string;
  invoiceId: string;
  /** One of the owner's quotes, a draft. */
  quoteId: string;
  /** One of the owner's expenses, with a receipt. */
  expenseId: string;
  /** One of the owner's recurring invoice schedules (active). */
  recurringScheduleId: string;
  /** The owner's current profile image, as its URL path (uploading a new one removes the old). */
  profileImagePath(): Promise<string>;
  /** Each call makes a new one of the owner's, so a destructive request never takes what another row needs. */
  fresh: {
    company(): Promise<string>;
    paymentDetail(): Promise<string>;
    customer(): Promise<string>;
    invoice(): Promise<string>;
    /** A payment of $10 against a new invoice. */
    payment(): Promise<{ invoiceId: string; paymentId: string }>;
    /** An adjustment note of $10 against a new invoice (the owner's business is registered for GST). */
    adjustmentNote(): Promise<string>;
    /** An expense, with a receipt. */
    expense(): Promise<string>;
    /**
     * The token of a new client-page link of the owner's, to an invoice of a business and client without
     * OWNER_MARKER: what the page shows is the document, and nothing else of the owner may show with it.
     */
    documentToken(): Promise<string>;
    /** A recurring invoice schedule, active unless asked for a paused one. */
    recurringSchedule(status?: 'paused'): Promise<string>;
    invoiceNumber(): string;
    /** A quote, taken as far as `state` (sent by mail, then accepted). */
    quote(state?: 'draft' | 'sent' | 'accepted'): Promise<string>;
    quoteNumber(): string;
    email(): string;
    /** A verified account with the test password. */
    user(): Promise<{ id: number; email: string }>;
    /** The API path of a valid e-mail verification link of a new, unverified account. */
    verificationPath(): Promise<string>;
    /** A new account with a valid password reset token. */
    passwordReset(): Promise<{ email: string; token: string }>;
  };
}

export interface Target {
  /** The concrete path; the route's url when it has no parameters. */
  path?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Row {
  expect: Statuses;
  /** Made anew for each caller. */
  request?: (world: World) => Target | Promise<Target>;
  /** Signs in or out: each caller sends it from a session of its own, so its usual one survives. */
  ownSession?: true;
}

/** A string the owner's businesses and clients carry: nobody else's answer may ever contain it. */
export const OWNER_MARKER = 'Owner-Only-7Qx';

const ANYONE = (status: number): Statuses => [status, status, status, status];
const NEW_PASSWORD = 'Another9Wombat';

const RELATED_TYPES = { company: 'companies', customer: 'customers' } as const;

/** A JSON:API document of one resource, with relationships given as `{ company: id }`. */
export const doc = (
  type: string,
  attributes: Record<string, unknown>,
  relationships: Partial<Record<keyof typeof RELATED_TYPES, string>> = {},
) => ({
  data: {
    type,
    attributes,
    relationships: Object.fromEntries(
      Object.entries(relationships).map(([name, id]) => [
        name,
        { data: { type: RELATED_TYPES[name as keyof typeof RELATED_TYPES], id } },
      ]),
    ),
  },
});

const newCompany = () => doc('companies', { name: 'Harbour Electrical', abn: '51 824 753 556' });
const newCustomer = () => doc('customers', { name: 'Manly Cafe', email: 'accounts@manly.test' });

export function invoiceDocument(world: World, name: string) {
  return doc(
    'invoices',
    {
      name,
      invoice_date: '2026-11-01',
      due_date: '2026-11-15',
      items: [{ name: 'Labour', quantity: 2, price: '120.00' }],
    },
    { company: world.companyId, customer: world.customerId },
  );
}

export function recurringScheduleDocument(world: World) {
  return doc(
    'recurringSchedules',
    {
      frequency: 'monthly',
      start_date: '2026-11-01',
      due_days: 14,
      items: [{ name: 'Bookkeeping', quantity: 1, price: '250.00' }],
    },
    { company: world.companyId, customer: world.customerId },
  );
}

export function quoteDocument(world: World, number: string) {
  return doc(
    'quotes',
    {
      number,
      issue_date: '2026-11-01',
      valid_until: '2099-12-31',
      items: [{ name: 'Labour', quantity: 2, price: '120.00' }],
    },
    { company: world.companyId, customer: world.customerId },
  );
}

export function expenseDocument(world: World) {
  return doc(
    'expenses',
    {
      expense_date: '2026-11-02',
      supplier_name: `${OWNER_MARKER} Hardware`,
      category: 'tools-equipment',
      amount: '110.00',
      paid_date: '2026-11-02',
    },
    { company: world.companyId },
  );
}

/** The route's url with each parameter filled with the owner's id of the resource its path names. */
export function ownersPath(world: World, url: string): string {
  const ids: Record<string, string> = {
    users: String(world.owner.id),
    companies: world.companyId,
    paymentDetails: world.paymentDetailId,
    customers: world.customerId,
    invoices: world.invoiceId,
    quotes: world.quoteId,
    expenses: world.expenseId,
    'recurring-schedules': world.recurringScheduleId,
  };
  return url.replace(/\/([\w-]+)\/:\w+/g, (parameter, resource: string) => {
    const id = ids[resource];
    if (!id) throw new Error(`No owner's id for ${parameter} in ${url}: give its row a path.`);
    return `/${resource}/${id}`;
  });
}

export const AUTHORISATION_MATRIX: Record<string, Row> = {
  // The server's plumbing and everything a signed-out visitor needs; being signed in changes nothing.
  'GET /api/v1/health': { expect: ANYONE(200) },
  'GET /api/v1/csrf-cookie': { expect: ANYONE(204) },
  'GET /api/v1/settings': { expect: ANYONE(200) },
  'GET /api/v1/support-contact': { expect: ANYONE(200) },
  'POST /api/v1/register': {
    expect: ANYONE(201),
    request: (world) => ({
      body: doc('users', {
        name: 'New Person',
        email: world.fresh.email(),
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      }),
    }),
  },
  // Whoever holds a signed link may use it, as when the mail is opened in another browser.
  'GET /api/v1/email/verify/:userId/:hash': {
    expect: ANYONE(200),
    request: async (world) => ({ path: await world.fresh.verificationPath() }),
  },
  'POST /api/v1/email/verification-notification': {
    expect: ANYONE(202),
    request: (world) => ({ body: doc('users', { email: world.owner.email }) }),
  },
  'POST /api/v1/login': {
    expect: ANYONE(200),
    ownSession: true,
    request: async (world) => {
      const { email } = await world.fresh.user();
      return { body: doc('users', { email, password: TEST_PASSWORD }) };
    },
  },
  'POST /api/v1/logout': { expect: ANYONE(200), ownSession: true },
  // Google sign-in is not configured in tests, and says so to everyone.
  'GET /api/v1/auth/google': { expect: ANYONE(503) },
  'POST /api/v1/auth/google/callback': {
    expect: ANYONE(503),
    ownSession: true,
    request: () => ({ body: doc('users', { code: 'code', state: 'state' }) }),
  },
  'POST /api/v1/password-forgot': {
    expect: ANYONE(202),
    request: (world) => ({ body: doc('users', { email: world.owner.email }) }),
  },
  'POST /api/v1/password-reset': {
    expect: ANYONE(200),
    request: async (world) => ({
      body: doc('users', {
        ...(await world.fresh.passwordReset()),
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      }),
    }),
  },

  // One's own account.
  'GET /api/v1/me': { expect: [401, 200, 200, 200] },
  'PATCH /api/v1/me': {
    expect: [401, 200, 200, 200],
    request: () => ({ body: doc('users', { locale: 'en' }) }),
  },
  // The profile image, to its owner only (the avatar is a same-origin <img>: it sends the session cookie).
  'GET /api/v1/uploads/profile-images/:file': {
    expect: [401, 404, 200, 404],
    request: async (world) => ({ path: await world.profileImagePath() }),
  },
  'POST /api/v1/uploads/users/:id/profile-image': {
    expect: [401, 404, 200, 404],
    request: () => {
      const { body, contentType } = multipart('attachment', 'me.png', 'image/png', PNG);
      return { body, headers: { 'content-type': contentType } };
    },
  },

  // Two-factor sign-in, each for their own account (none of the callers has it on). No row sends a
  // code that could be right, so none turns it on.
  'POST /api/v1/two-factor/setup': { expect: [401, 200, 200, 200] },
  'POST /api/v1/two-factor/confirm': {
    expect: [401, 422, 422, 422],
    request: () => ({ body: doc('two-factor', { code: 'not a code' }) }),
  },
  'POST /api/v1/two-factor/disable': {
    expect: [401, 409, 409, 409],
    request: () => ({ body: doc('two-factor', { password: TEST_PASSWORD, code: '123456' }) }),
  },
  // The second step of signing in belongs to the browser that passed the first: without its
  // challenge cookie nobody, signed in or not, gets further.
  'POST /api/v1/login/two-factor': {
    expect: ANYONE(401),
    request: () => ({ body: doc('two-factor', { code: '123456' }) }),
  },

  // User administration: administrators only.
  'GET /api/v1/users': { expect: [401, 403, 403, 200] },
  'GET /api/v1/users/:id': { expect: [401, 403, 403, 200] },
  'POST /api/v1/users': {
    expect: [401, 403, 403, 201],
    request: (world) => ({
      body: doc('users', { name: 'Made By Admin', email: world.fresh.email(), password: NEW_PASSWORD }),
    }),
  },
  'PATCH /api/v1/users/:id': {
    expect: [401, 403, 403, 200],
    request: () => ({ body: doc('users', { name: 'Olive Owner' }) }),
  },
  'DELETE /api/v1/users/:id': {
    expect: [401, 403, 403, 204],
    request: async (world) => ({ path: `/api/v1/users/${(await world.fresh.user()).id}` }),
  },

  // Businesses and their PayIDs.
  'GET /api/v1/companies': {
    expect: [401, 200, 200, 200],
    request: () => ({ path: '/api/v1/companies?include=paymentDetails' }),
  },
  'GET /api/v1/companies/:id': { expect: [401, 404, 200, 404] },
  'POST /api/v1/companies': { expect: [401, 201, 201, 201], request: () => ({ body: newCompany() }) },
  'PATCH /api/v1/companies/:id': {
    expect: [401, 404, 200, 404],
    request: () => ({
      body: doc('companies', { name: `${OWNER_MARKER} Plumbing`, email: 'owner@plumbing.test' }),
    }),
  },
  'DELETE /api/v1/companies/:id': {
    expect: [401, 404, 204, 404],
    request: async (world) => ({ path: `/api/v1/companies/${await world.fresh.company()}` }),
  },
  'GET /api/v1/companies/:id/payment-details': { expect: [401, 404, 200, 404] },
  // The owner's business has a logo; replacing it leaves one for the GET.
  'GET /api/v1/companies/:id/logo': { expect: [401, 404, 200, 404] },
  'PUT /api/v1/companies/:id/logo': {
    expect: [401, 404, 200, 404],
    request: () => {
      const { body, contentType } = multipart('logo', 'logo.png', 'image/png', PNG);
      return { body, headers: { 'content-type': contentType } };
    },
  },
  'DELETE /api/v1/companies/:id/logo': {
    expect: [401, 404, 200, 404],
    request: async (world) => ({ path: `/api/v1/companies/${await world.fresh.company()}/logo` }),
  },
  // The BAS of the owner's GST-registered business.
  'GET /api/v1/companies/:id/bas-periods': {
    expect: [401, 404, 200, 404],
    request: (world) => ({ path: `/api/v1/companies/${world.companyId}/bas-periods?year=2026` }),
  },
  'GET /api/v1/companies/:id/bas-periods/:key': {
    expect: [401, 404, 200, 404],
    request: (world) => ({ path: `/api/v1/companies/${world.companyId}/bas-periods/2026-Q4` }),
  },
  'GET /api/v1/companies/:id/bas-periods/:key/records': {
    expect: [401, 404, 200, 404],
    request: (world) => ({
      path: `/api/v1/companies/${world.companyId}/bas-periods/2026-Q4/records?figure=g1`,
    }),
  },
  'GET /api/v1/companies/:id/bas-periods/:key/pdf': {
    expect: [401, 404, 200, 404],
    request: (world) => ({ path: `/api/v1/companies/${world.companyId}/bas-periods/2026-Q4/pdf` }),
  },
  'GET /api/v1/companies/:id/bas-periods/:key/csv': {
    expect: [401, 404, 200, 404],
    request: (world) => ({ path: `/api/v1/companies/${world.companyId}/bas-periods/2026-Q4/csv` }),
  },
  // A past quarter, so that no invoice row of this matrix edits a locked period.
  'POST /api/v1/companies/:id/bas-periods/:key/lodgement': {
    expect: [401, 404, 201, 404],
    request: (world) => ({ path: `/api/v1/companies/${world.companyId}/bas-periods/2025-Q3/lodgement` }),
  },
  // Another user's business is looked up as theirs, and is not found.
  'POST /api/v1/paymentDetails': {
    expect: [401, 404, 201, 404],
    request: (world) => ({
      body: doc(
        'paymentDetails',
        { payid: 'second@plumbing.test', name: 'Second' },
        { company: world.companyId },
      ),
    }),
  },
  'PATCH /api/v1/paymentDetails/:id': {
    expect: [401, 404, 200, 404],
    request: () => ({ body: doc('paymentDetails', { payid: 'pay@plumbing.test', name: 'Owner Plumbing' }) }),
  },
  'DELETE /api/v1/paymentDetails/:id': {
    expect: [401, 404, 204, 404],
    request: async (world) => ({ path: `/api/v1/paymentDetails/${await world.fresh.paymentDetail()}` }),
  },

  // Clients.
  'GET /api/v1/customers': { expect: [401, 200, 200, 200] },
  'GET /api/v1/customers/:id': {
    expect: [401, 404, 200, 404],
    request: (world) => ({ path: `/api/v1/customers/${world.customerId}?include=invoices` }),
  },
  'POST /api/v1/customers': { expect: [401, 201, 201, 201], request: () => ({ body: newCustomer() }) },
  'PATCH /api/v1/customers/:id': {
    expect: [401, 404, 200, 404],
    request: () => ({
      body: doc('customers', { name: `${OWNER_MARKER} Bakery`, email: 'orders@bakery.test' }),
    }),
  },
  'DELETE /api/v1/customers/:id': {
    expect: [401, 404, 204, 404],
    request: async (world) => ({ path: `/api/v1/customers/${await world.fresh.customer()}` }),
  },

  // Invoices.
  'GET /api/v1/invoices': {
    expect: [401, 200, 200, 200],
    request: () => ({ path: '/api/v1/invoices?include=customer,company.paymentDetail' }),
  },
  'GET /api/v1/invoices/next-number': {
    expect: [401, 404, 200, 404],
    request: (world) => ({ path: `/api/v1/invoices/next-number?company_id=${world.companyId}` }),
  },
  'GET /api/v1/invoices/suggest/:customerId': {
    expect: [401, 404, 200, 404],
    request: (world) => ({
      path: `/api/v1/invoices/suggest/${world.customerId}?company_id=${world.companyId}`,
    }),
  },
  'GET /api/v1/invoices/:id': {
    expect: [401, 404, 200, 404],
    request: (world) => ({
      path: `/api/v1/invoices/${world.invoiceId}?include=items,customer,company.paymentDetail`,
    }),
  },
  // The owner's business and client, named by someone else, are refused like missing ones.
  'POST /api/v1/invoices': {
    expect: [401, 422, 201, 422],
    request: (world) => ({ body: invoiceDocument(world, world.fresh.invoiceNumber()) }),
  },
  'PATCH /api/v1/invoices/:id': {
    expect: [401, 404, 200, 404],
    request: () => ({ body: doc('invoices', { status: 0 }) }),
  },
  'GET /api/v1/invoices/:id/pdf': { expect: [401, 404, 200, 404] },
  // Printing a typed-in invoice (the free invoice, a form not saved yet) stores nothing: anyone may.
  'POST /api/v1/invoice-pdfs': {
    expect: ANYONE(200),
    request: () => ({
      body: doc('invoice-pdfs', {
        name: 'FREE-1',
        invoice_date: '2026-11-01',
        due_date: '2026-11-15',
        seller: { name: 'Garden Café' },
        buyer: { name: 'Harbour Cafe' },
        items: [{ name: 'Catering', quantity: 1, price: '100.00' }],
      }),
    }),
  },
  'POST /api/v1/invoices/:id/send': { expect: [401, 404, 202, 404] },
  'POST /api/v1/invoices/:id/reminders': { expect: [401, 404, 202, 404] },
  'DELETE /api/v1/invoices/:id': {
    expect: [401, 404, 204, 404],
    request: async (world) => ({ path: `/api/v1/invoices/${await world.fresh.invoice()}` }),
  },
  'POST /api/v1/invoices/:id/void': {
    expect: [401, 404, 200, 404],
    request: async (world) => ({
      path: `/api/v1/invoices/${await world.fresh.invoice()}/void`,
      body: doc('invoices', { reason: 'Billed to the wrong client' }),
    }),
  },
  // A record's history: the owner's invoice (another user's id answers 404, as a missing one does).
  'GET /api/v1/history/:type/:id': {
    expect: [401, 404, 200, 404],
    request: (world) => ({ path: `/api/v1/history/invoice/${world.invoiceId}` }),
  },
  'GET /api/v1/invoices/:id/payments': { expect: [401, 404, 200, 404] },
  'GET /api/v1/invoices/:id/link': { expect: [401, 404, 200, 404] },
  'POST /api/v1/invoices/:id/link': { expect: [401, 404, 201, 404] },
  'DELETE /api/v1/invoices/:id/link': { expect: [401, 404, 200, 404] },
  // The client's page: whoever holds the link's token, signed in or not, as when a client forwards it.
  'GET /api/v1/public/documents/:token': {
    expect: ANYONE(200),
    request: async (world) => ({ path: `/api/v1/public/documents/${await world.fresh.documentToken()}` }),
  },
  'GET /api/v1/public/documents/:token/pdf': {
    expect: ANYONE(200),
    request: async (world) => ({
      path: `/api/v1/public/documents/${await world.fresh.documentToken()}/pdf`,
    }),
  },
  // Only a quote takes a decision: an invoice's token answers 404 to everyone, as an unknown one.
  'POST /api/v1/public/documents/:token/decision': {
    expect: ANYONE(404),
    request: async (world) => ({
      path: `/api/v1/public/documents/${await world.fresh.documentToken()}/decision`,
      body: doc('documentDecisions', { decision: 'accept' }),
    }),
  },
  // Each caller pays $1 of a fresh invoice (the owner's: another user's id is not found).
  'POST /api/v1/invoices/:id/payments': {
    expect: [401, 404, 201, 404],
    request: async (world) => ({
      path: `/api/v1/invoices/${await world.fresh.invoice()}/payments`,
      body: doc('invoicePayments', { paid_on: '2026-11-03', amount: '1.00', method: 'cash' }),
    }),
  },
  'DELETE /api/v1/invoices/:id/payments/:paymentId': {
    expect: [401, 404, 200, 404],
    request: async (world) => {
      const { invoiceId, paymentId } = await world.fresh.payment();
      return { path: `/api/v1/invoices/${invoiceId}/payments/${paymentId}` };
    },
  },
  // Adjustment notes of the owner's tax invoices.
  'GET /api/v1/invoices/:id/adjustment-notes': { expect: [401, 404, 200, 404] },
  'POST /api/v1/invoices/:id/adjustment-notes': {
    expect: [401, 404, 201, 404],
    request: async (world) => ({
      path: `/api/v1/invoices/${await world.fresh.invoice()}/adjustment-notes`,
      body: doc('adjustmentNotes', {
        kind: 'reduce',
        amount: '1.00',
        reason: 'Discount',
        issued_on: '2026-11-03',
      }),
    }),
  },
  'GET /api/v1/adjustment-notes/:id/pdf': {
    expect: [401, 404, 200, 404],
    request: async (world) => ({
      path: `/api/v1/adjustment-notes/${await world.fresh.adjustmentNote()}/pdf`,
    }),
  },
  'GET /api/v1/dashboard/summary': { expect: [401, 200, 200, 200] },

  // Recurring invoice schedules: the owner's alone; naming the owner's client or business is refused.
  'GET /api/v1/recurring-schedules': { expect: [401, 200, 200, 200] },
  'GET /api/v1/recurring-schedules/:id': { expect: [401, 404, 200, 404] },
  'POST /api/v1/recurring-schedules': {
    expect: [401, 422, 201, 422],
    request: (world) => ({ body: recurringScheduleDocument(world) }),
  },
  'PATCH /api/v1/recurring-schedules/:id': {
    expect: [401, 404, 200, 404],
    request: (world) => ({ body: recurringScheduleDocument(world) }),
  },
  'POST /api/v1/recurring-schedules/:id/pause': {
    expect: [401, 404, 200, 404],
    request: async (world) => ({
      path: `/api/v1/recurring-schedules/${await world.fresh.recurringSchedule()}/pause`,
    }),
  },
  'POST /api/v1/recurring-schedules/:id/resume': {
    expect: [401, 404, 200, 404],
    request: async (world) => ({
      path: `/api/v1/recurring-schedules/${await world.fresh.recurringSchedule('paused')}/resume`,
    }),
  },
  'POST /api/v1/recurring-schedules/:id/end': {
    expect: [401, 404, 200, 404],
    request: async (world) => ({
      path: `/api/v1/recurring-schedules/${await world.fresh.recurringSchedule()}/end`,
    }),
  },
  'DELETE /api/v1/recurring-schedules/:id': {
    expect: [401, 404, 204, 404],
    request: async (world) => ({
      path: `/api/v1/recurring-schedules/${await world.fresh.recurringSchedule()}`,
    }),
  },

  // Expenses and their receipts: the owner's alone.
  // Quotes.
  'GET /api/v1/quotes': {
    expect: [401, 200, 200, 200],
    request: () => ({ path: '/api/v1/quotes?include=customer,company' }),
  },
  'GET /api/v1/quotes/next-number': {
    expect: [401, 404, 200, 404],
    request: (world) => ({ path: `/api/v1/quotes/next-number?company_id=${world.companyId}` }),
  },
  'GET /api/v1/quotes/:id': {
    expect: [401, 404, 200, 404],
    request: (world) => ({ path: `/api/v1/quotes/${world.quoteId}?include=items,customer,company` }),
  },
  'POST /api/v1/quotes': {
    expect: [401, 422, 201, 422],
    request: (world) => ({ body: quoteDocument(world, world.fresh.quoteNumber()) }),
  },
  'PATCH /api/v1/quotes/:id': {
    expect: [401, 404, 200, 404],
    request: async (world) => ({
      path: `/api/v1/quotes/${await world.fresh.quote()}`,
      body: quoteDocument(world, world.fresh.quoteNumber()),
    }),
  },
  'DELETE /api/v1/quotes/:id': {
    expect: [401, 404, 204, 404],
    request: async (world) => ({ path: `/api/v1/quotes/${await world.fresh.quote()}` }),
  },
  'GET /api/v1/quotes/:id/pdf': { expect: [401, 404, 200, 404] },
  'POST /api/v1/quotes/:id/send': {
    expect: [401, 404, 202, 404],
    request: async (world) => ({ path: `/api/v1/quotes/${await world.fresh.quote()}/send` }),
  },
  'POST /api/v1/quotes/:id/accept': {
    expect: [401, 404, 200, 404],
    request: async (world) => ({ path: `/api/v1/quotes/${await world.fresh.quote('sent')}/accept` }),
  },
  'POST /api/v1/quotes/:id/decline': {
    expect: [401, 404, 200, 404],
    request: async (world) => ({ path: `/api/v1/quotes/${await world.fresh.quote('sent')}/decline` }),
  },
  // A sent quote is withdrawn with a reason (never deleted).
  'POST /api/v1/quotes/:id/withdraw': {
    expect: [401, 404, 200, 404],
    request: async (world) => ({
      path: `/api/v1/quotes/${await world.fresh.quote('sent')}/withdraw`,
      body: doc('quotes', { reason: 'The client chose another supplier' }),
    }),
  },
  'GET /api/v1/quotes/:id/revisions': { expect: [401, 404, 200, 404] },
  'POST /api/v1/quotes/:id/invoice': {
    expect: [401, 404, 201, 404],
    request: async (world) => ({ path: `/api/v1/quotes/${await world.fresh.quote('accepted')}/invoice` }),
  },
  'GET /api/v1/quotes/:id/link': { expect: [401, 404, 200, 404] },
  'POST /api/v1/quotes/:id/link': { expect: [401, 404, 201, 404] },
  'DELETE /api/v1/quotes/:id/link': { expect: [401, 404, 200, 404] },

  'GET /api/v1/expenses': { expect: [401, 200, 200, 200] },
  'GET /api/v1/expenses/:id': { expect: [401, 404, 200, 404] },
  // The owner's business, named by someone else, is refused like a missing one.
  'POST /api/v1/expenses': {
    expect: [401, 422, 201, 422],
    request: (world) => ({ body: expenseDocument(world) }),
  },
  'PATCH /api/v1/expenses/:id': {
    expect: [401, 404, 200, 404],
    request: (world) => ({ body: expenseDocument(world) }),
  },
  'DELETE /api/v1/expenses/:id': {
    expect: [401, 404, 204, 404],
    request: async (world) => ({ path: `/api/v1/expenses/${await world.fresh.expense()}` }),
  },
  'GET /api/v1/expenses/:id/receipt': { expect: [401, 404, 200, 404] },
  'PUT /api/v1/expenses/:id/receipt': {
    expect: [401, 404, 200, 404],
    request: () => {
      const { body, contentType } = multipart('receipt', 'receipt.png', 'image/png', PNG);
      return { body, headers: { 'content-type': contentType } };
    },
  },
  // Each caller takes the receipt of an expense of its own making, so the owner's stays for the GET.
  'DELETE /api/v1/expenses/:id/receipt': {
    expect: [401, 404, 200, 404],
    request: async (world) => ({ path: `/api/v1/expenses/${await world.fresh.expense()}/receipt` }),
  },

  // Profit, set-aside and exports: each user's own figures; a business named is the owner's.
  'GET /api/v1/profit-and-loss': {
    expect: [401, 404, 200, 404],
    request: (world) => ({ path: `/api/v1/profit-and-loss?year=2026&business=${world.companyId}` }),
  },
  'GET /api/v1/set-aside': { expect: [401, 200, 200, 200] },
  'GET /api/v1/tax-profile': { expect: [401, 200, 200, 200] },
  'PATCH /api/v1/tax-profile': {
    expect: [401, 404, 200, 404],
    request: (world) => ({
      body: doc('taxProfiles', {
        residency: 'resident',
        medicare_levy: true,
        businesses: [{ id: world.companyId, business_type: 'partnership', partnership_share_percent: 50 }],
      }),
    }),
  },
  'GET /api/v1/exports/invoices.csv': {
    expect: [401, 200, 200, 200],
    request: () => ({ path: '/api/v1/exports/invoices.csv?from=2026-07-01&to=2027-06-30' }),
  },
  'GET /api/v1/exports/history.csv': {
    expect: [401, 200, 200, 200],
    request: () => ({ path: '/api/v1/exports/history.csv?from=2026-07-01&to=2027-06-30' }),
  },
  'GET /api/v1/exports/expenses.csv': {
    expect: [401, 200, 200, 200],
    request: () => ({ path: '/api/v1/exports/expenses.csv?from=2026-07-01&to=2027-06-30' }),
  },

  // Waitlists and support: everyone signed in, each for themselves.
  'GET /api/v1/waitlists': {
    expect: [401, 200, 200, 200],
    request: (world) => ({ path: `/api/v1/waitlists?filter[user_id]=${world.owner.id}` }),
  },
  // The owner is on the list already; the others are not, whatever the owner did.
  'POST /api/v1/waitlists': {
    expect: [401, 201, 409, 201],
    request: () => ({ body: doc('waitlists', { name: 'Tax Summary' }) }),
  },
  'POST /api/v1/support-requests': {
    expect: [401, 201, 201, 201],
    request: () => ({ body: doc('support-requests', { subject: 'A question', message: 'How do I…?' }) }),
  },

  // The web app's files (the test serves a fixed stand-in build), public like any website.
  'GET /index.html': { expect: ANYONE(200) },
  'GET /favicon.svg': { expect: ANYONE(200) },
  'GET /assets/index-AbC123.js': { expect: ANYONE(200) },
  'GET /assets/index-AbC123.js.br': { expect: ANYONE(200) },
  'GET /assets/index-AbC123.js.gz': { expect: ANYONE(200) },
  'GET /index.html.gz': { expect: ANYONE(200) },
};

/**
 * Not routes but what the not-found handler answers: the SPA's history fallback for any page path,
 * and 404 for unknown API paths and missing files, whoever asks.
 */
export const FALLBACK_MATRIX: Record<string, Statuses> = {
  'GET /invoice/list': ANYONE(200),
  'GET /client/42': ANYONE(200),
  'GET /p/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA': ANYONE(200),
  'GET /api/v1/no-such-route': ANYONE(404),
  'GET /assets/index-gone.js': ANYONE(404),
};
