import type {
  CompanyAttributes,
  CompanyDocument,
  CompanyListDocument,
  CompanyResource,
  PaymentDetailAttributes,
  PaymentDetailListDocument,
} from '@sorted/core/contract/companies';
import type { PaymentDetailRequest } from '@sorted/core/contract/requests';
import { DEFAULT_REMINDER_STEPS } from '@sorted/core/reminders/reminder-plan';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, apiUpload } from '../../lib/api.ts';
import { pageTotal, related } from '../../lib/json-api.ts';
import { confirmedPath, confirmingLockedPeriod } from '../../lib/locked-period.ts';

export type { CompanyAttributes, PaymentDetailAttributes } from '@sorted/core/contract/companies';

/** A saved PayID as screens use it. */
export type PaymentDetail = PaymentDetailAttributes & { id: string };

/** A business as screens use it, with its newest PayID (or null). */
export type Company = CompanyAttributes & { id: string; paymentDetail: PaymentDetail | null };

export interface CompanyFormValues {
  name: string;
  abn: string;
  email: string;
  phone: string;
  address: string;
  gst_registered: boolean;
  /** YYYY-MM-DD, or '' when none (not registered). */
  gst_registered_from: string;
  bas_reporting_period: CompanyAttributes['bas_reporting_period'];
  bas_accounting_basis: CompanyAttributes['bas_accounting_basis'];
  /** "#RRGGBB", or empty for the plain look. */
  accent_color: string;
  reminders_enabled: boolean;
  /** Days from the due date (core's REMINDER_STEPS). */
  reminder_steps: number[];
}

export interface PaymentFormValues {
  payid: string;
  name: string;
}

function companyFrom(resource: CompanyResource, document: CompanyDocument | CompanyListDocument): Company {
  const payment = related(document, resource, 'paymentDetail', 'paymentDetails');
  return {
    id: resource.id,
    ...resource.attributes,
    paymentDetail: payment ? { id: payment.id, ...payment.attributes } : null,
  };
}

export const companiesKey = ['companies'] as const;

export interface CompanyPage {
  company: Company | null;
  total: number;
}

/** One business per page (page[size]=1), with its newest payment detail. */
export async function fetchCompanyPage(page: number, signal?: AbortSignal): Promise<CompanyPage> {
  const document = await api.get<CompanyListDocument>(
    `/companies?page[number]=${page}&page[size]=1&include=paymentDetail`,
    signal ? { signal } : {},
  );
  const first = document.data[0];
  return { company: first ? companyFrom(first, document) : null, total: pageTotal(document.meta) };
}

/** The attributes a form sends: optional texts trimmed, empty ones as null on edit and left out on create. */
function companyAttributes(values: CompanyFormValues, forUpdate: boolean) {
  const optional = (value: string) => {
    const trimmed = value.trim();
    return trimmed ? trimmed : forUpdate ? null : undefined;
  };
  const attributes: Record<string, unknown> = {
    name: values.name.trim(),
    abn: values.abn.replaceAll(/\s/g, ''),
    gst_registered: values.gst_registered,
    gst_registered_from: values.gst_registered ? values.gst_registered_from || null : null,
    bas_reporting_period: values.bas_reporting_period,
    bas_accounting_basis: values.bas_accounting_basis,
    accent_color: values.accent_color.trim() || null,
    reminders_enabled: values.reminders_enabled,
    reminder_steps: values.reminder_steps,
  };
  for (const field of ['email', 'phone', 'address'] as const) {
    const value = optional(values[field]);
    if (value !== undefined) attributes[field] = value;
  }
  return attributes;
}

export async function createCompany(values: CompanyFormValues): Promise<Company> {
  const document = await api.post<CompanyDocument>('/companies', {
    data: { type: 'companies', attributes: companyAttributes(values, false) },
  });
  return companyFrom(document.data, document);
}

export async function updateCompany(id: string, values: CompanyFormValues): Promise<void> {
  // A registration date moved across a lodged BAS period changes only once the person confirms.
  await confirmingLockedPeriod((confirm) =>
    api.patch(confirmedPath(`/companies/${encodeURIComponent(id)}`, confirm), {
      data: { type: 'companies', id, attributes: companyAttributes(values, true) },
    }),
  );
}

export async function deleteCompany(id: string): Promise<void> {
  await api.delete(`/companies/${encodeURIComponent(id)}`);
}

/** Gives the business a logo (replacing any it had); the server judges the file by its bytes. */
export async function uploadLogo(id: string, file: File): Promise<void> {
  const form = new FormData();
  form.append('logo', file, file.name);
  await apiUpload(`/companies/${encodeURIComponent(id)}/logo`, form, { method: 'PUT' });
}

export async function removeLogo(id: string): Promise<void> {
  await api.delete(`/companies/${encodeURIComponent(id)}/logo`);
}

function paymentBody(companyId: string, values: PaymentFormValues, id?: string): PaymentDetailRequest {
  return {
    data: {
      type: 'paymentDetails',
      ...(id ? { id } : {}),
      attributes: { payid: values.payid.trim(), name: values.name.trim() },
      relationships: { company: { data: { type: 'companies', id: companyId } } },
    },
  };
}

export async function createPaymentDetail(companyId: string, values: PaymentFormValues): Promise<void> {
  await api.post('/paymentDetails', paymentBody(companyId, values));
}

export async function updatePaymentDetail(
  id: string,
  companyId: string,
  values: PaymentFormValues,
): Promise<void> {
  await api.patch(`/paymentDetails/${encodeURIComponent(id)}`, paymentBody(companyId, values, id));
}

export async function deletePaymentDetail(id: string): Promise<void> {
  await api.delete(`/paymentDetails/${encodeURIComponent(id)}`);
}

export const emptyCompany: CompanyFormValues = {
  name: '',
  abn: '',
  email: '',
  phone: '',
  address: '',
  gst_registered: false,
  gst_registered_from: '',
  bas_reporting_period: 'quarterly',
  bas_accounting_basis: 'cash',
  accent_color: '',
  reminders_enabled: false,
  reminder_steps: [...DEFAULT_REMINDER_STEPS],
};

export function formValuesOf(company: Company): CompanyFormValues {
  return {
    name: company.name,
    abn: company.abn,
    email: company.email ?? '',
    phone: company.phone ?? '',
    address: company.address ?? '',
    gst_registered: company.gst_registered,
    gst_registered_from: company.gst_registered_from ?? '',
    bas_reporting_period: company.bas_reporting_period,
    bas_accounting_basis: company.bas_accounting_basis,
    accent_color: company.accent_color ?? '',
    reminders_enabled: company.reminders_enabled,
    reminder_steps: company.reminder_steps,
  };
}

/** Every business of the user (at most BUSINESS_LIMIT, 10 by default), for choosing one on an invoice. */
export async function fetchAllCompanies(signal?: AbortSignal): Promise<Company[]> {
  const document = await api.get<CompanyListDocument>(
    '/companies?page[size]=100&sort=name',
    signal ? { signal } : {},
  );
  return document.data.map((resource) => companyFrom(resource, document));
}

/** The saved PayIDs of one business. */
export async function fetchPaymentDetails(companyId: string, signal?: AbortSignal): Promise<PaymentDetail[]> {
  const document = await api.get<PaymentDetailListDocument>(
    `/companies/${encodeURIComponent(companyId)}/payment-details`,
    signal ? { signal } : {},
  );
  return document.data.map((resource) => ({ id: resource.id, ...resource.attributes }));
}

// Queries and mutations: every screen that reads or changes businesses and their PayIDs goes through
// these, so each change refreshes whatever shows them (the list, the invoice form's Pay To and PayIDs).

export function useCompanyPage(page: number) {
  return useQuery({
    queryKey: [...companiesKey, page],
    queryFn: ({ signal }) => fetchCompanyPage(page, signal),
    placeholderData: keepPreviousData,
  });
}

/** Every business of the user, by name; screens that show them first prefetch it (their data modules). */
export const allCompaniesQuery = {
  queryKey: [...companiesKey, 'all'],
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchAllCompanies(signal),
};

export function useAllCompanies() {
  return useQuery(allCompaniesQuery);
}

const paymentDetailsQuery = (companyId: string) => ({
  queryKey: [...companiesKey, companyId, 'payment-details'],
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchPaymentDetails(companyId, signal),
});

/** The saved PayIDs of a business, asked for only while `enabled`. */
export function usePaymentDetails(companyId: string | null, enabled: boolean) {
  return useQuery({ ...paymentDetailsQuery(companyId ?? ''), enabled: enabled && companyId !== null });
}

/** The saved PayIDs of a business, from the cache when it has them. */
export const paymentDetailsOf = (queryClient: QueryClient, companyId: string) =>
  queryClient.fetchQuery(paymentDetailsQuery(companyId));

const refresh = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: companiesKey });

/** Adds a business, or saves an edited one; answers the business as saved (null for an edit). */
export function useSaveCompany(company?: Company) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: CompanyFormValues): Promise<Company | null> => {
      if (!company) return createCompany(values);
      await updateCompany(company.id, values);
      return null;
    },
    onSuccess: () => refresh(queryClient),
  });
}

export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (company: Company) => deleteCompany(company.id),
    onSuccess: () => refresh(queryClient),
  });
}

/** Uploads a new logo for the business, or (with null) takes its logo away. */
export function useSaveLogo(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null) => (file ? uploadLogo(companyId, file) : removeLogo(companyId)),
    onSuccess: () => refresh(queryClient),
  });
}

/** Adds a PayID to the business, or saves the edited `detail`. */
export function useSavePaymentDetail(companyId: string | undefined, detail?: PaymentDetail | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: PaymentFormValues) => {
      if (!companyId) return;
      if (detail) await updatePaymentDetail(detail.id, companyId, values);
      else await createPaymentDetail(companyId, values);
    },
    onSuccess: () => refresh(queryClient),
  });
}

export function useDeletePaymentDetail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (detail: PaymentDetail) => deletePaymentDetail(detail.id),
    onSuccess: () => refresh(queryClient),
  });
}
