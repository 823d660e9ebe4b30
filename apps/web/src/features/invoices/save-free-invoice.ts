import type { CompanyDocument } from '@sorted/core/contract/companies';
import type { CustomerDocument } from '@sorted/core/contract/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { dashboardKey } from '../../lib/query-keys.ts';
import { companiesKey } from '../businesses/index.ts';
import { customersKey } from '../clients/index.ts';
import { profitKey } from '../profit/index.ts';
import type { FreeInvoiceValues } from './free-invoice-model.ts';
import { payloadOf } from './invoice-form-model.ts';
import { createInvoice, type Invoice, invoicesKey } from './invoices.ts';

const optional = (value: string) => value.trim() || undefined;

/**
 * Turns the free invoice into a real one once signed in: its business (with the PayID) and client are
 * created from it, then the invoice. Should a later step fail, the records made before it are removed
 * again, so a failed save leaves nothing behind.
 */
export async function saveFreeInvoice(values: FreeInvoiceValues): Promise<Invoice> {
  const created: string[] = [];
  try {
    const payId = values.payment_enabled && values.payment_method === 'payid';
    const company = await api.post<CompanyDocument>('/companies', {
      data: {
        type: 'companies',
        attributes: {
          name: values.seller.name.trim(),
          abn: values.seller.abn.replaceAll(/\s/g, ''),
          email: optional(values.seller.email),
          address: optional(values.seller.address),
          gst_registered: values.gst_registered,
          ...(payId
            ? { payment_details: { payid: values.payid.payid.trim(), name: values.payid.name.trim() } }
            : {}),
        },
      },
    });
    created.push(`/companies/${company.data.id}`);
    const customer = await api.post<CustomerDocument>('/customers', {
      data: {
        type: 'customers',
        attributes: {
          name: values.buyer.name.trim(),
          abn: optional(values.buyer.abn.replaceAll(/\s/g, '')),
          email: optional(values.buyer.email),
          address: optional(values.buyer.address),
        },
      },
    });
    created.push(`/customers/${customer.data.id}`);
    const paymentDetail = (company.included ?? []).find((resource) => resource.type === 'paymentDetails');
    return await createInvoice({
      ...payloadOf({ ...values, payment_detail_id: paymentDetail?.id ?? null }),
      company_id: company.data.id,
      customer_id: customer.data.id,
    });
  } catch (error) {
    for (const path of created.reverse()) await api.delete(path).catch(() => undefined);
    throw error;
  }
}

/** Saves the free invoice to the account: a new business, client and invoice appear everywhere. */
export function useSaveFreeInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFreeInvoice,
    onSuccess: () =>
      Promise.all(
        [invoicesKey, companiesKey, customersKey, dashboardKey, profitKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
