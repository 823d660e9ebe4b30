import type { DashboardSummaryAttributes } from '@sorted/core/contract/dashboard';
import type {
  InvoiceAttributes,
  InvoiceDocument,
  InvoiceItemAttributes,
  InvoiceListDocument,
  InvoiceSuggestionAttributes,
  InvoiceSuggestionDocument,
  InvoiceSummaryAttributes,
  NextNumberDocument,
  PaymentState,
  Sending,
} from '@sorted/core/contract/invoices';
import type { InvoiceRequest, InvoiceStatusRequest } from '@sorted/core/contract/requests';
import { todayIn } from '@sorted/core/dates/calendar';
import { type DisplayStatus, displayStatus, PAID, UNPAID } from '@sorted/core/invoices/status';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api.ts';
import { appTimeZone } from '../../lib/app-settings.ts';
import { includedOfType, pageTotal, related } from '../../lib/json-api.ts';
import { confirmedPath, confirmingLockedPeriod } from '../../lib/locked-period.ts';
import { dashboardKey, documentKey, documentsKey } from '../../lib/query-keys.ts';
import { basKey } from '../bas/index.ts';
import { customersKey } from '../clients/index.ts';
import { historiesKey } from '../history/index.ts';
import { profitKey } from '../profit/index.ts';
import type { InvoicePayload } from './invoice-form-model.ts';

// The invoice calls of the API (spec §7) and the shapes the screens use; the documents are typed by the
// contract (packages/core/src/contract/invoices.ts).

export type {
  InvoiceAttributes,
  InvoiceItemAttributes,
  InvoiceSuggestionAttributes as InvoiceSuggestion,
  InvoiceSummaryAttributes,
  Sending,
} from '@sorted/core/contract/invoices';

export interface InvoiceSummary extends InvoiceSummaryAttributes {
  id: string;
  companyId: string;
  customerId: string | null;
  /** The client's current name, or null when the client is gone ("Unknown"). */
  customerName: string | null;
}

export interface Invoice extends InvoiceAttributes {
  id: string;
  companyId: string;
  customerId: string | null;
  items: (InvoiceItemAttributes & { id: string })[];
  /** The PayID of the business this invoice was saved with, when it is still saved. */
  paymentDetailId: string | null;
  sendings: Sending[];
  /** The recurring schedule that made it, when one did. */
  recurringScheduleId: string | null;
}

export const INVOICE_PAGE_SIZE = 10;
export const invoicesKey = documentsKey('invoice');

const linkedId = (relationship: { data: { id: string } | null } | undefined): string | null =>
  relationship?.data?.id ?? null;

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
  const document = await api.get<InvoiceListDocument>(
    `/invoices?${params.toString()}`,
    signal ? { signal } : {},
  );
  const invoices = document.data.map((resource) => ({
    id: resource.id,
    ...resource.attributes,
    companyId: resource.relationships.company.data.id,
    customerId: linkedId(resource.relationships.customer),
    customerName: related(document, resource, 'customer', 'customers')?.attributes.name ?? null,
  }));
  return { invoices, total: pageTotal(document.meta) };
}

export async function fetchInvoice(id: string, signal?: AbortSignal): Promise<Invoice> {
  const document = await api.get<InvoiceDocument>(
    `/invoices/${encodeURIComponent(id)}?include=company,company.paymentDetail,customer,items`,
    signal ? { signal } : {},
  );
  return invoiceFrom(document);
}

function invoiceFrom(document: InvoiceDocument): Invoice {
  const resource = document.data;
  const items = includedOfType(document, 'invoiceItems')
    .map((item) => ({ id: item.id, ...item.attributes }))
    .sort((a, b) => a.position - b.position);
  const payment = includedOfType(document, 'paymentDetails').find(
    (item) => item.attributes.payid === resource.attributes.payid,
  );
  return {
    id: resource.id,
    ...resource.attributes,
    companyId: resource.relationships.company.data.id,
    customerId: linkedId(resource.relationships.customer),
    items,
    paymentDetailId: payment?.id ?? null,
    sendings: document.meta.sendings,
    recurringScheduleId: document.meta.recurring_schedule_id ?? null,
  };
}

/** The request document of a save: the attributes, and the business and client as relationships. */
function body(payload: InvoicePayload, id?: string): InvoiceRequest {
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
  // A new invoice dated in a lodged BAS period is saved only once the person confirms.
  return invoiceFrom(
    await confirmingLockedPeriod((confirm) =>
      api.post<InvoiceDocument>(confirmedPath('/invoices', confirm), body(payload)),
    ),
  );
}

export async function updateInvoice(id: string, payload: InvoicePayload): Promise<Invoice> {
  return invoiceFrom(
    await confirmingLockedPeriod((confirm) =>
      api.patch<InvoiceDocument>(
        confirmedPath(`/invoices/${encodeURIComponent(id)}?include=items`, confirm),
        body(payload, id),
      ),
    ),
  );
}

/** Marks an invoice paid (status 1, paid today) or unpaid (status 0). */
export async function setInvoicePaid(id: string, paid: boolean): Promise<void> {
  const request: InvoiceStatusRequest = {
    data: { type: 'invoices', id, attributes: { status: paid ? 1 : 0 } },
  };
  await confirmingLockedPeriod((confirm) =>
    api.patch(confirmedPath(`/invoices/${encodeURIComponent(id)}`, confirm), request),
  );
}

export async function deleteInvoice(id: string): Promise<void> {
  await confirmingLockedPeriod((confirm) =>
    api.delete(confirmedPath(`/invoices/${encodeURIComponent(id)}`, confirm)),
  );
}

/** The number suggested for the business's next invoice (INV-0001, then after its last one). */
export async function fetchNextNumber(companyId: string, signal?: AbortSignal): Promise<string> {
  const document = await api.get<NextNumberDocument>(
    `/invoices/next-number?company_id=${encodeURIComponent(companyId)}`,
    signal ? { signal } : {},
  );
  return document.meta.number;
}

/** E-mails the invoice, or a payment reminder, to the client with the PDF attached. */
export async function sendInvoice(id: string, kind: 'invoice' | 'reminder'): Promise<void> {
  await api.post(`/invoices/${encodeURIComponent(id)}/${kind === 'invoice' ? 'send' : 'reminders'}`, {});
}

/** A next invoice for the client, learnt from the user's past invoices to them (role grow). */
export async function fetchSuggestion(
  customerId: string,
  companyId: string | null,
): Promise<InvoiceSuggestionAttributes> {
  const query = companyId ? `?company_id=${encodeURIComponent(companyId)}` : '';
  const document = await api.get<InvoiceSuggestionDocument>(
    `/invoices/suggest/${encodeURIComponent(customerId)}${query}`,
  );
  return document.data.attributes;
}

// Queries and mutations: every screen that reads or changes invoices goes through these, so each change
// refreshes whatever shows invoices (the list, an invoice's page, the dashboard, a client's page).

/**
 * What a change to an invoice's money (a save, payment, adjustment note, void, delete) touches besides
 * the invoices themselves.
 */
export function refreshAfterChange(queryClient: QueryClient, alsoClients = false) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: invoicesKey }),
    queryClient.invalidateQueries({ queryKey: dashboardKey }),
    queryClient.invalidateQueries({ queryKey: basKey }),
    // The profit and loss and the set-aside count invoices too.
    queryClient.invalidateQueries({ queryKey: profitKey }),
    queryClient.invalidateQueries({ queryKey: historiesKey }),
    ...(alsoClients ? [queryClient.invalidateQueries({ queryKey: customersKey })] : []),
  ]);
}

const invoiceListQuery = (filter: { search: string; status: StatusFilter; page: number }) => ({
  queryKey: [...invoicesKey, 'list', filter],
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchInvoices(filter, signal),
});

export function useInvoices(filter: { search: string; status: StatusFilter; page: number }) {
  return useQuery({ ...invoiceListQuery(filter), placeholderData: keepPreviousData });
}

/**
 * The invoice list opened at its bare address (app/routes.ts): its first page asked for while the
 * screen's code is on its way. A search, filter or page in the address is left to the screen.
 */
export function prefetch(client: QueryClient, { search }: { search: URLSearchParams }): void {
  if (search.toString() !== '') return;
  void client.prefetchQuery(invoiceListQuery({ search: '', status: 'all', page: 1 }));
}

export const invoiceKey = (id: string) => documentKey('invoice', id);

export function useInvoice(id: string) {
  return useQuery({
    queryKey: invoiceKey(id),
    queryFn: ({ signal }) => fetchInvoice(id, signal),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

/** The number suggested for the business's next invoice; nothing is asked while `companyId` is null. */
export function useNextNumber(companyId: string | null, enabled: boolean) {
  return useQuery({
    // Apart from the invoices' key: a save must not renumber the form it came from.
    queryKey: ['invoice-next-number', companyId],
    queryFn: ({ signal }) => fetchNextNumber(companyId ?? '', signal),
    enabled: enabled && companyId !== null,
    // Each visit asks again: the business may have saved invoices since.
    staleTime: 0,
    gcTime: 0,
  });
}

/** Saves a new invoice, or changes to a saved one; answers the invoice as saved. */
export function useSaveInvoice(invoice?: Invoice) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: InvoicePayload) =>
      invoice ? updateInvoice(invoice.id, payload) : createInvoice(payload),
    onSuccess: (saved) => {
      if (invoice) queryClient.setQueryData<Invoice>(invoiceKey(invoice.id), { ...invoice, ...saved });
      // A client's page lists its invoices.
      return refreshAfterChange(queryClient, true);
    },
  });
}

export function useDeleteInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoice: { id: string }) => deleteInvoice(invoice.id),
    onSuccess: (_, invoice) => {
      // Its page is left behind, not asked for again (it would answer 404).
      queryClient.removeQueries({ queryKey: invoiceKey(invoice.id) });
      return refreshAfterChange(queryClient, true);
    },
  });
}

/** Voids an issued invoice (with the reason kept in its history); a lodged period asks first. */
export async function voidInvoice(id: string, reason: string): Promise<void> {
  await confirmingLockedPeriod((confirm) =>
    api.post(confirmedPath(`/invoices/${encodeURIComponent(id)}/void`, confirm), {
      data: { type: 'invoices', id, attributes: { reason } },
    }),
  );
}

export function useVoidInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { id: string; reason: string }) => voidInvoice(change.id, change.reason),
    onSuccess: () => refreshAfterChange(queryClient, true),
  });
}

export interface PaidChange {
  id: string;
  paid: boolean;
}

/** What the invoices' and the dashboard's keys hold; an invoice's payments are left as they are. */
type Cached = InvoicePage | Invoice | DashboardSummaryAttributes | { payments: unknown[] } | undefined;

/** An invoice as it reads once paid (today: a payment of the balance) or unpaid again (no payments). */
function withPaid<
  T extends {
    status: number;
    due_date: string;
    paid_date: string | null;
    amount: string;
    balance_due: string;
    payment_state: PaymentState;
  },
>(invoice: T, paid: boolean, today: string): T & { display_status: DisplayStatus } {
  const status = paid ? PAID : UNPAID;
  return {
    ...invoice,
    status,
    paid_date: paid ? today : null,
    display_status: displayStatus(status, invoice.due_date, today),
    balance_due: paid ? '0.00' : invoice.amount,
    payment_state: paid ? 'paid' : 'unpaid',
    ...('amount_paid' in invoice ? { amount_paid: paid ? invoice.amount : '0.00' } : {}),
  };
}

/** The cached answers (lists, an invoice, the dashboard) with the invoice marked paid or unpaid. */
function markedIn(data: Cached, { id, paid }: PaidChange, today: string): Cached {
  if (!data) return data;
  if ('outstanding_invoices' in data) {
    // The dashboard offers Paid only: the row leaves the outstanding list, the recent one says paid.
    if (!paid || !data.outstanding_invoices.some((invoice) => invoice.id === id)) return data;
    return {
      ...data,
      outstanding_invoices: data.outstanding_invoices.filter((invoice) => invoice.id !== id),
      outstanding: { ...data.outstanding, count: Math.max(0, data.outstanding.count - 1) },
      recent_invoices: data.recent_invoices.map((invoice) =>
        invoice.id === id ? { ...withPaid(invoice, true, today), activity_status: 'paid' } : invoice,
      ),
    };
  }
  if ('items' in data) return data.id === id ? withPaid(data, paid, today) : data;
  // An invoice's payments (under the invoices' key too) are asked for again once the change is made.
  if (!('invoices' in data)) return data;
  return {
    ...data,
    invoices: data.invoices.map((invoice) => (invoice.id === id ? withPaid(invoice, paid, today) : invoice)),
  };
}

const markPaidKey = [...invoicesKey, 'paid'] as const;

/**
 * Marks an invoice paid (today) or unpaid, for every screen that offers it. The cached lists, the
 * invoice's page and the dashboard show it at once; they go back should the server refuse, and are
 * asked for again either way.
 */
export function useMarkPaid() {
  const queryClient = useQueryClient();
  const shown = [invoicesKey, dashboardKey];
  return useMutation({
    mutationKey: markPaidKey,
    mutationFn: ({ id, paid }: PaidChange) => setInvoicePaid(id, paid),
    onMutate: async (change) => {
      await Promise.all(shown.map((queryKey) => queryClient.cancelQueries({ queryKey })));
      const before = shown.flatMap((queryKey) => queryClient.getQueriesData<Cached>({ queryKey }));
      const today = todayIn(appTimeZone());
      for (const queryKey of shown) {
        queryClient.setQueriesData<Cached>({ queryKey }, (data) => markedIn(data, change, today));
      }
      return { before };
    },
    onError: (_error, _change, context) => {
      for (const [queryKey, data] of context?.before ?? []) queryClient.setQueryData(queryKey, data);
    },
    onSettled: () => refreshAfterChange(queryClient, true),
  });
}

/** What an invoice's card or row can be busy with. */
export type InvoiceAction = 'paid' | 'send' | 'remind';

/** E-mails the invoice, or a reminder, to its client; its page then shows the sending. */
export function useSendInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...invoicesKey, 'send'],
    mutationFn: ({ id, kind }: { id: string; kind: 'invoice' | 'reminder' }) => sendInvoice(id, kind),
    // The invoice itself sent: the lists mark it Sent too; a reminder changes only its own history.
    onSuccess: (_, { id, kind }) =>
      queryClient.invalidateQueries({ queryKey: kind === 'invoice' ? invoicesKey : invoiceKey(id) }),
  });
}

/**
 * What each invoice is busy with while its call runs (cards and rows work independently of each
 * other): the pending mark-paid and send calls, by invoice id.
 */
export function useInvoicesBusy(): ReadonlyMap<string, InvoiceAction> {
  const pending = useMutationState({
    filters: { mutationKey: invoicesKey, status: 'pending' },
    select: (mutation) => ({ key: mutation.options.mutationKey, variables: mutation.state.variables }),
  });
  const busy = new Map<string, InvoiceAction>();
  for (const { key, variables } of pending) {
    const id = (variables as { id?: string } | undefined)?.id;
    const action = key?.[1];
    if (!id) continue;
    if (action === 'send') {
      busy.set(id, (variables as { kind: string }).kind === 'reminder' ? 'remind' : 'send');
    } else if (action === 'paid') busy.set(id, action);
  }
  return busy;
}

/** Fills a form with what this client is usually billed (role grow). */
export function useSuggestion() {
  return useMutation({
    mutationFn: ({ customerId, companyId }: { customerId: string; companyId: string | null }) =>
      fetchSuggestion(customerId, companyId),
  });
}

/** What a form in one of an invoice's panels is given: the invoice, the amount it starts from, what closes it. */
export type InvoicePanelFormProps<Amount extends string> = { invoice: Invoice; onDone: () => void } & Record<
  Amount,
  string
>;
