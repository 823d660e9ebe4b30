import { api } from '../../lib/api.ts';
import { type Document, type Linkage, pageTotal, type Resource } from '../../lib/json-api.ts';
import type { InvoicePayload } from './invoice-form-model.ts';

// The invoice calls of the API (spec §7) and the shapes the screens use.

export interface InvoiceSummaryAttributes {
  name: string;
  ref: string | null;
  invoice_date: string;
  due_date: string;
  paid_date: string | null;
  status: number;
  display_status: 'Paid' | 'Overdue' | 'Pending';
  amount: string;
  subtotal: string;
  gst: string;
  total: string;
  gst_registered: boolean;
  updated_at: string;
}

export interface Party {
  name: string;
  email: string | null;
  abn: string | null;
  phone: string | null;
  address: string | null;
}

export interface InvoiceAttributes extends InvoiceSummaryAttributes {
  prices_include_gst: boolean;
  note: string | null;
  payment_method: 'none' | 'payid' | 'bank';
  payid: string | null;
  payid_name: string | null;
  bank_name: string | null;
  bsb: string | null;
  account_number: string | null;
  account_name: string | null;
  company_details: Party & { gst_registered: boolean };
  customer_details: Party | null;
}

export interface InvoiceItemAttributes {
  position: number;
  name: string;
  description: string | null;
  quantity: string;
  price: string;
  taxable: boolean;
  amount: string;
}

export interface InvoiceSummary extends InvoiceSummaryAttributes {
  id: string;
  companyId: string;
  customerId: string | null;
  /** The client's current name, or null when the client is gone ("Unknown"). */
  customerName: string | null;
}

export interface Sending {
  kind: 'invoice' | 'reminder';
  recipient: string;
  sent_at: string;
}

export interface Invoice extends InvoiceAttributes {
  id: string;
  companyId: string;
  customerId: string | null;
  items: (InvoiceItemAttributes & { id: string })[];
  /** The PayID of the business this invoice was saved with, when it is still saved. */
  paymentDetailId: string | null;
  sendings: Sending[];
}

export const INVOICE_PAGE_SIZE = 10;
export const invoicesKey = ['invoices'] as const;

function relatedId(resource: Resource<unknown>, name: string): string | null {
  const data = resource.relationships?.[name]?.data;
  return data && !Array.isArray(data) ? data.id : null;
}

const findIncluded = (included: readonly Resource<unknown>[], link: Linkage) =>
  included.find((item) => item.type === link.type && item.id === link.id);

export interface InvoicePage {
  invoices: InvoiceSummary[];
  total: number;
}

export type StatusFilter = 'all' | 'paid' | 'unpaid' | 'overdue';

/** One page of the user's invoices, newest first, with each client's name. */
export async function fetchInvoices(
  options: { search: string; status: StatusFilter; page: number },
  signal?: AbortSignal,
): Promise<InvoicePage> {
  const params = new URLSearchParams({
    sort: '-invoice_date',
    include: 'customer',
    'page[number]': String(options.page),
    'page[size]': String(INVOICE_PAGE_SIZE),
  });
  const term = options.search.trim();
  if (term) params.set('filter[search]', term);
  if (options.status !== 'all') params.set('filter[status]', options.status);
  const document = await api.get<Document<Resource<InvoiceSummaryAttributes>[]>>(
    `/invoices?${params.toString()}`,
    signal ? { signal } : {},
  );
  const included = document.included ?? [];
  const invoices = document.data.map((resource) => {
    const customerId = relatedId(resource, 'customer');
    const customer = customerId ? findIncluded(included, { type: 'customers', id: customerId }) : undefined;
    return {
      id: resource.id,
      ...resource.attributes,
      companyId: relatedId(resource, 'company') ?? '',
      customerId,
      customerName: (customer?.attributes as { name?: string } | undefined)?.name ?? null,
    };
  });
  return { invoices, total: pageTotal(document.meta) };
}

function sendingsOf(meta: Record<string, unknown> | undefined): Sending[] {
  const sendings = meta?.sendings;
  return Array.isArray(sendings) ? (sendings as Sending[]) : [];
}

export async function fetchInvoice(id: string, signal?: AbortSignal): Promise<Invoice> {
  const document = await api.get<Document<Resource<InvoiceAttributes>>>(
    `/invoices/${encodeURIComponent(id)}?include=company,company.paymentDetail,customer,items`,
    signal ? { signal } : {},
  );
  return invoiceFrom(document);
}

function invoiceFrom(document: Document<Resource<InvoiceAttributes>>): Invoice {
  const resource = document.data;
  const included = document.included ?? [];
  const items = included
    .filter((item) => item.type === 'invoiceItems')
    .map((item) => ({ id: item.id, ...(item.attributes as InvoiceItemAttributes) }))
    .sort((a, b) => a.position - b.position);
  const payment = included.find(
    (item) =>
      item.type === 'paymentDetails' &&
      (item.attributes as { payid?: string }).payid === resource.attributes.payid,
  );
  return {
    id: resource.id,
    ...resource.attributes,
    companyId: relatedId(resource, 'company') ?? '',
    customerId: relatedId(resource, 'customer'),
    items,
    paymentDetailId: payment?.id ?? null,
    sendings: sendingsOf(document.meta),
  };
}

function body(payload: InvoicePayload, id?: string) {
  const { customer_id, company_id, ...attributes } = payload;
  return {
    data: {
      type: 'invoices',
      ...(id ? { id } : {}),
      attributes,
      relationships: {
        company: { data: company_id ? { type: 'companies', id: company_id } : null },
        customer: { data: customer_id ? { type: 'customers', id: customer_id } : null },
      },
    },
  };
}

export async function createInvoice(payload: InvoicePayload): Promise<Invoice> {
  return invoiceFrom(await api.post<Document<Resource<InvoiceAttributes>>>('/invoices', body(payload)));
}

export async function updateInvoice(id: string, payload: InvoicePayload): Promise<Invoice> {
  return invoiceFrom(
    await api.patch<Document<Resource<InvoiceAttributes>>>(
      `/invoices/${encodeURIComponent(id)}?include=items`,
      body(payload, id),
    ),
  );
}

/** Marks an invoice paid (status 1, paid today) or unpaid (status 0). */
export async function setInvoicePaid(id: string, paid: boolean): Promise<void> {
  await api.patch(`/invoices/${encodeURIComponent(id)}`, {
    data: { type: 'invoices', id, attributes: { status: paid ? 1 : 0 } },
  });
}

export async function deleteInvoice(id: string): Promise<void> {
  await api.delete(`/invoices/${encodeURIComponent(id)}`);
}

/** The number suggested for the business's next invoice (INV-0001, then after its last one). */
export async function fetchNextNumber(companyId: string, signal?: AbortSignal): Promise<string> {
  const document = await api.get<{ meta: { number: string } }>(
    `/invoices/next-number?company_id=${encodeURIComponent(companyId)}`,
    signal ? { signal } : {},
  );
  return document.meta.number;
}

/** E-mails the invoice, or a payment reminder, to the client with the PDF attached. */
export async function sendInvoice(id: string, kind: 'invoice' | 'reminder'): Promise<void> {
  await api.post(`/invoices/${encodeURIComponent(id)}/${kind === 'invoice' ? 'send' : 'reminders'}`, {});
}

export interface InvoiceSuggestion {
  number: string | null;
  company_id: string | null;
  invoice_date: string;
  due_date: string;
  terms_days: number;
  amount: string;
  based_on: number;
  items: { name: string; description: string | null; quantity: string; price: string; taxable: boolean }[];
}

/** A next invoice for the client, learnt from the user's past invoices to them (role grow). */
export async function fetchSuggestion(
  customerId: string,
  companyId: string | null,
): Promise<InvoiceSuggestion> {
  const query = companyId ? `?company_id=${encodeURIComponent(companyId)}` : '';
  const document = await api.get<Document<Resource<InvoiceSuggestion>>>(
    `/invoices/suggest/${encodeURIComponent(customerId)}${query}`,
  );
  return document.data.attributes;
}
