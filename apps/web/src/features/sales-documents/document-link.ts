import type {
  DocumentKind,
  DocumentLinkAttributes,
  DocumentLinkDocument,
} from '@sorted/core/contract/document-links';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { documentKey } from '../../lib/query-keys.ts';

// The link to a document's page for its client (an invoice's or a quote's): its address while it works
// and how often it was opened; a new one (the old one stops working) and revoking it. Sending the
// document makes one too, so the key sits under the document's, which a send refreshes.

const linkPath = (kind: DocumentKind, id: string) => `/${kind}s/${encodeURIComponent(id)}/link`;
export const documentLinkKey = (kind: DocumentKind, id: string) =>
  [...documentKey(kind, id), 'link'] as const;

const attributesOf = (document: DocumentLinkDocument): DocumentLinkAttributes => document.data.attributes;

export async function fetchDocumentLink(kind: DocumentKind, id: string, signal?: AbortSignal) {
  return attributesOf(await api.get<DocumentLinkDocument>(linkPath(kind, id), signal ? { signal } : {}));
}

export function useDocumentLink(kind: DocumentKind, id: string) {
  return useQuery({
    queryKey: documentLinkKey(kind, id),
    queryFn: ({ signal }) => fetchDocumentLink(kind, id, signal),
  });
}

function settle(queryClient: QueryClient, kind: DocumentKind, id: string) {
  return (link: DocumentLinkAttributes) => queryClient.setQueryData(documentLinkKey(kind, id), link);
}

export function useCreateDocumentLink(kind: DocumentKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => attributesOf(await api.post<DocumentLinkDocument>(linkPath(kind, id))),
    onSuccess: settle(queryClient, kind, id),
  });
}

export function useRevokeDocumentLink(kind: DocumentKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => attributesOf(await api.delete<DocumentLinkDocument>(linkPath(kind, id))),
    onSuccess: settle(queryClient, kind, id),
  });
}
