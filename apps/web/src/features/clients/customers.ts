import type {
  CustomerAttributes,
  CustomerDocument,
  CustomerListDocument,
  CustomerResource,
} from '@sorted/core/contract/customers';
import type { InvoiceSummaryAttributes } from '@sorted/core/contract/invoice-summaries';
import type { CustomerRequest } from '@sorted/core/contract/requests';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { includedOfType, pageTotal } from '../../lib/json-api.ts';

/** A client as screens use it: its attributes with its id. */
export type Customer = CustomerAttributes & { id: string };

/** One of a client's newest invoices, as its page lists them. */
export type InvoiceSummary = InvoiceSummaryAttributes & { id: string };

export interface CustomerFormValues {
  name: string;
  email: string;
  abn: string;
  phone: string;
  address: string;
}

export const PAGE_SIZE = 24;
export const customersKey = ['customers'] as const;

const customerFrom = (resource: CustomerResource): Customer => ({
  id: resource.id,
  ...resource.attributes,
});

export interface CustomerPage {
  customers: Customer[];
  total: number;
}

export async function fetchCustomers(
  search: string,
  page: number,
  signal?: AbortSignal,
): Promise<CustomerPage> {
  const params = new URLSearchParams({
    'page[number]': String(page),
    'page[size]': String(PAGE_SIZE),
    sort: 'name',
  });
  const term = search.trim();
  if (term) params.set('filter[search]', term);
  const document = await api.get<CustomerListDocument>(
    `/customers?${params.toString()}`,
    signal ? { signal } : {},
  );
  return { customers: document.data.map(customerFrom), total: pageTotal(document.meta) };
}

export interface CustomerDetail {
  customer: Customer;
  invoices: InvoiceSummary[];
  received: string;
  outstanding: string;
}

export async function fetchCustomer(id: string, signal?: AbortSignal): Promise<CustomerDetail> {
  const document = await api.get<CustomerDocument>(
    `/customers/${encodeURIComponent(id)}?include=invoices`,
    signal ? { signal } : {},
  );
  const invoices = includedOfType(document, 'invoices').map((item) => ({ id: item.id, ...item.attributes }));
  const { received, outstanding } = document.meta?.invoices ?? { received: '0.00', outstanding: '0.00' };
  return { customer: customerFrom(document.data), invoices, received, outstanding };
}

function attributesOf(values: CustomerFormValues, forUpdate: boolean): CustomerRequest['data']['attributes'] {
  const attributes: CustomerRequest['data']['attributes'] = { name: values.name.trim() };
  for (const field of ['email', 'abn', 'phone', 'address'] as const) {
    const raw = field === 'abn' ? values.abn.replaceAll(/\s/g, '') : values[field].trim();
    if (raw) attributes[field] = raw;
    else if (forUpdate) attributes[field] = null;
  }
  return attributes;
}

export async function createCustomer(values: CustomerFormValues): Promise<Customer> {
  const document = await api.post<CustomerDocument>('/customers', {
    data: { type: 'customers', attributes: attributesOf(values, false) },
  } satisfies CustomerRequest);
  return customerFrom(document.data);
}

export async function updateCustomer(id: string, values: CustomerFormValues): Promise<void> {
  await api.patch(`/customers/${encodeURIComponent(id)}`, {
    data: { type: 'customers', id, attributes: attributesOf(values, true) },
  } satisfies CustomerRequest);
}

export async function deleteCustomer(id: string): Promise<void> {
  await api.delete(`/customers/${encodeURIComponent(id)}`);
}

export const emptyCustomer: CustomerFormValues = { name: '', email: '', abn: '', phone: '', address: '' };

export const formValuesOf = (customer: Customer): CustomerFormValues => ({
  name: customer.name,
  email: customer.email ?? '',
  abn: customer.abn ?? '',
  phone: customer.phone ?? '',
  address: customer.address ?? '',
});

// Queries and mutations: every screen that reads or changes clients goes through these, so each change
// refreshes whatever shows clients (lists, a client's page, the invoice form's Bill To).

export function useCustomers(search: string, page: number) {
  return useQuery({
    queryKey: [...customersKey, 'list', search, page],
    queryFn: ({ signal }) => fetchCustomers(search, page, signal),
    placeholderData: keepPreviousData,
  });
}

export const customerQuery = (id: string) => ({
  queryKey: [...customersKey, 'one', id],
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchCustomer(id, signal),
});

export function useCustomer(id: string) {
  return useQuery(customerQuery(id));
}

/** Adds a client, or saves an edited one; answers the client as saved. */
export function useSaveCustomer(customer?: Customer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: CustomerFormValues): Promise<Customer> => {
      if (!customer) return createCustomer(values);
      await updateCustomer(customer.id, values);
      return { ...customer, ...values };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customersKey }),
  });
}

export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (customer: Customer) => deleteCustomer(customer.id),
    onSuccess: (_, customer) => {
      // Its page is left behind, not asked for again (it would answer 404).
      queryClient.removeQueries({ queryKey: [...customersKey, 'one', customer.id] });
      return queryClient.invalidateQueries({ queryKey: customersKey });
    },
  });
}
