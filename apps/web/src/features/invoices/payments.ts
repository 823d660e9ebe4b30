import type {
  InvoicePaymentAttributes,
  InvoicePaymentDocument,
  InvoicePaymentListDocument,
  InvoicePaymentRemovalDocument,
  InvoicePaymentsMeta,
} from '@sorted/core/contract/invoices';
import type { InvoicePaymentInput } from '@sorted/core/schemas/invoice-payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { confirmedPath, confirmingLockedPeriod } from '../../lib/locked-period.ts';
import { invoicesKey, refreshAfterChange } from './invoices.ts';

// The payments recorded against an invoice (part payments): list, record, remove. Each change moves the
// invoice's paid and balance, its status, and the figures of the dashboard, the BAS, the profit and loss
// and the client's page, so all of them are asked for again.

export interface InvoicePayment extends InvoicePaymentAttributes {
  id: string;
}

export interface InvoicePayments {
  payments: InvoicePayment[];
  figures: InvoicePaymentsMeta;
}

/** The form's values: the amount as typed ("120.50"). */
export type PaymentFormValues = Omit<InvoicePaymentInput, 'amount' | 'note'> & {
  amount: string;
  note: string;
};

const paymentsPath = (invoiceId: string) => `/invoices/${encodeURIComponent(invoiceId)}/payments`;
export const paymentsKey = (invoiceId: string) => [...invoicesKey, invoiceId, 'payments'] as const;

export async function fetchPayments(invoiceId: string, signal?: AbortSignal): Promise<InvoicePayments> {
  const document = await api.get<InvoicePaymentListDocument>(
    paymentsPath(invoiceId),
    signal ? { signal } : {},
  );
  return {
    payments: document.data.map((resource) => ({ id: resource.id, ...resource.attributes })),
    figures: document.meta,
  };
}

export async function recordPayment(invoiceId: string, values: PaymentFormValues): Promise<void> {
  await confirmingLockedPeriod((confirm) =>
    api.post<InvoicePaymentDocument>(confirmedPath(paymentsPath(invoiceId), confirm), {
      data: {
        type: 'invoicePayments',
        attributes: { ...values, note: values.note.trim() ? values.note : null },
      },
    }),
  );
}

export async function removePayment(invoiceId: string, paymentId: string): Promise<void> {
  await confirmingLockedPeriod((confirm) =>
    api.delete<InvoicePaymentRemovalDocument>(
      confirmedPath(`${paymentsPath(invoiceId)}/${encodeURIComponent(paymentId)}`, confirm),
    ),
  );
}

export function usePayments(invoiceId: string) {
  return useQuery({
    queryKey: paymentsKey(invoiceId),
    queryFn: ({ signal }) => fetchPayments(invoiceId, signal),
  });
}

export function useRecordPayment(invoiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: PaymentFormValues) => recordPayment(invoiceId, values),
    onSuccess: () => refreshAfterChange(queryClient, true),
  });
}

export function useRemovePayment(invoiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: string) => removePayment(invoiceId, paymentId),
    onSuccess: () => refreshAfterChange(queryClient, true),
  });
}
