import type { ExpenseListDocument } from '@sorted/core/contract/expenses';
import type { InvoiceListDocument } from '@sorted/core/contract/invoices';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { related } from '../../lib/json-api.ts';
import { bankKey } from './bank-accounts.ts';

// What a line can be matched with by hand in the reconcile screen's "Something else…" panel: the
// invoices still owed (searched by number or client) and the bills not paid yet.

export interface OpenInvoice {
  id: string;
  number: string;
  clientName: string;
  dueDate: string;
  /** What is left to pay. */
  balanceDue: string;
}

export interface UnpaidBill {
  id: string;
  supplierName: string;
  amount: string;
  dueDate: string | null;
}

/** A page of the API's largest: enough to pick from, the search narrows it. */
const LISTED = 100;

async function fetchOpenInvoices(search: string, signal: AbortSignal): Promise<OpenInvoice[]> {
  const params = new URLSearchParams({
    sort: '-invoice_date',
    include: 'customer',
    'filter[status]': 'unpaid',
    'page[size]': String(LISTED),
  });
  const term = search.trim();
  if (term) params.set('filter[search]', term);
  const document = await api.get<InvoiceListDocument>(`/invoices?${params.toString()}`, { signal });
  return document.data
    .filter((invoice) => invoice.attributes.voided_on === null)
    .map((invoice) => ({
      id: invoice.id,
      number: invoice.attributes.name,
      clientName: related(document, invoice, 'customer', 'customers')?.attributes.name ?? '',
      dueDate: invoice.attributes.due_date,
      balanceDue: invoice.attributes.balance_due,
    }));
}

async function fetchUnpaidBills(signal: AbortSignal): Promise<UnpaidBill[]> {
  const document = await api.get<ExpenseListDocument>(`/expenses?sort=-expense_date&page[size]=${LISTED}`, {
    signal,
  });
  return document.data
    .filter((expense) => expense.attributes.paid_date === null)
    .map((expense) => ({
      id: expense.id,
      supplierName: expense.attributes.supplier_name,
      amount: expense.attributes.amount,
      dueDate: expense.attributes.due_date,
    }));
}

export function useOpenInvoices(search: string, enabled: boolean) {
  return useQuery({
    queryKey: [...bankKey, 'open-invoices', search.trim()],
    queryFn: ({ signal }) => fetchOpenInvoices(search, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useUnpaidBills(enabled: boolean) {
  return useQuery({
    queryKey: [...bankKey, 'unpaid-bills'],
    queryFn: ({ signal }) => fetchUnpaidBills(signal),
    enabled,
  });
}
