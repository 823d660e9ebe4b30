import type { PublicDocumentAttributes, PublicDocumentDocument } from '@sorted/core/contract/document-links';
import type { DocumentDecision } from '@sorted/core/schemas/document-decisions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

// A document opened by its link's token, without signing in (the client's page). Each load of the page
// counts as a view on the server, so it is asked for once and never again in the background.

export const publicDocumentKey = (token: string) => ['public-documents', token] as const;

/** Where the page's "Download PDF" points: a plain link, the server names the file. */
export const publicPdfUrl = (token: string) => `/api/v1/public/documents/${encodeURIComponent(token)}/pdf`;

export async function fetchPublicDocument(
  token: string,
  signal?: AbortSignal,
): Promise<PublicDocumentAttributes> {
  const document = await api.get<PublicDocumentDocument>(
    `/public/documents/${encodeURIComponent(token)}`,
    signal ? { signal } : {},
  );
  return document.data.attributes;
}

export function usePublicDocument(token: string) {
  return useQuery({
    queryKey: publicDocumentKey(token),
    queryFn: ({ signal }) => fetchPublicDocument(token, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The client accepts or declines the document (a quote). The answer is the document as it now stands,
 * put in place of the one shown: the page is not asked for again, which would count another view.
 */
export function useDecideOnDocument(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (decision: DocumentDecision) =>
      (
        await api.post<PublicDocumentDocument>(`/public/documents/${encodeURIComponent(token)}/decision`, {
          data: { type: 'documentDecisions', attributes: { decision } },
        })
      ).data.attributes,
    onSuccess: (attributes) => queryClient.setQueryData(publicDocumentKey(token), attributes),
  });
}
