// The matrix's rows and what they are sent with; the rows themselves, one file a feature, are
// assembled in ../authorisation-matrix.ts.

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
  /** One of the owner's notifications (their client opened an invoice). */
  notificationId: string;
  /** One of the owner's bank accounts, with a statement imported. */
  bankAccountId: string;
  /** One of the owner's bank rules, for their business. */
  bankRuleId: string;
  /** One of the owner's receipts to confirm (a PNG). */
  receiptCaptureId: string;
  /** One of the owner's vehicles (a car of their business). */
  vehicleId: string;
  /** One of the owner's assets (of their business). */
  assetId: string;
  /** The ids of all the owner's bank rules, in their order, as they are when asked. */
  bankRuleIds(): Promise<string[]>;
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
    /** An expense without a receipt yet. */
    bareExpense(): Promise<string>;
    /** A bank account of the owner's business. */
    bankAccount(): Promise<string>;
    /** A statement's import into the bank account given (a new one unless given). */
    bankImport(accountId?: string): Promise<string>;
    /** A line of a new statement's (money out to the owner's savings), reconciled as a transfer if asked. */
    bankLine(state?: 'reconciled'): Promise<string>;
    /** A bank rule of the owner's business. */
    bankRule(): Promise<string>;
    /** A receipt snapped and not confirmed yet. */
    receiptCapture(): Promise<string>;
    /** A vehicle of the owner's business. */
    vehicle(): Promise<string>;
    /** A business journey in the logbook of the owner's vehicle (`vehicleId`), its period set first. */
    logbookJourney(): Promise<string>;
    /** An asset of the owner's business. */
    asset(): Promise<string>;
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

export const ANYONE = (status: number): Statuses => [status, status, status, status];

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
    notifications: world.notificationId,
    'bank-accounts': world.bankAccountId,
    'bank-rules': world.bankRuleId,
    'receipt-captures': world.receiptCaptureId,
    vehicles: world.vehicleId,
    assets: world.assetId,
  };
  return url.replace(/\/([\w-]+)\/:\w+/g, (parameter, resource: string) => {
    const id = ids[resource];
    if (!id) throw new Error(`No owner's id for ${parameter} in ${url}: give its row a path.`);
    return `/${resource}/${id}`;
  });
}
