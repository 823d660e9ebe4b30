import type { DocumentLinkAttributes, DocumentLinkDocument } from '@sorted/core/contract/document-links';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { invoiceKey } from './invoices.ts';

// The link to an invoice's page for its client: its address while it works and how often it was
// opened; a new one (the old one stops working) and revoking it. Sending the invoice makes one too, so
// the key sits under the invoice's, which a send refreshes.

const linkPath = (invoiceId: string) => `/invoices/${encodeURIComponent(invoiceId)}/link`;
export const documentLinkKey = (invoiceId: string) => [...invoiceKey(invoiceId), 'link'] as const;

const attributesOf = (document: DocumentLinkDocument): DocumentLinkAttributes => document.data.attributes;

export async function fetchDocumentLink(invoiceId: string, signal?: AbortSignal) {
  return attributesOf(await api.get<DocumentLinkDocument>(linkPath(invoiceId), signal ? { signal } : {}));
}

export function useDocumentLink(invoiceId: string) {
  return useQuery({
    queryKey: documentLinkKey(invoiceId),
    queryFn: ({ signal }) => fetchDocumentLink(invoiceId, signal),
  });
}

function settle(queryClient: QueryClient, invoiceId: string) {
  return (link: DocumentLinkAttributes) => queryClient.setQueryData(documentLinkKey(invoiceId), link);
}

export function useCreateDocumentLink(invoiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => attributesOf(await api.post<DocumentLinkDocument>(linkPath(invoiceId))),
    onSuccess: settle(queryClient, invoiceId),
  });
}

export function useRevokeDocumentLink(invoiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => attributesOf(await api.delete<DocumentLinkDocument>(linkPath(invoiceId))),
    onSuccess: settle(queryClient, invoiceId),
  });
}
