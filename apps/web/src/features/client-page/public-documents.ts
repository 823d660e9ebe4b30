import type { PublicDocumentAttributes, PublicDocumentDocument } from '@sorted/core/contract/document-links';
import type { DocumentDecisionRequest } from '@sorted/core/contract/requests';
import type { DocumentDecision } from '@sorted/core/schemas/document-decisions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api.ts';

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

/** The answer was refused because the quote changed since the page showed it (a new revision). */
export const isRevisionChanged = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.errors[0]?.code === 'quote_revision_changed';

/**
 * The client accepts or declines the document (a quote) at the revision the page shows. The answer is
 * the document as it now stands, put in place of the one shown: the page is not asked for again, which
 * would count another view. When the quote changed meanwhile (409), nothing was answered and the page is
 * loaded again, so the client reads the new revision before answering it.
 */
export function useDecideOnDocument(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ decision, revision }: { decision: DocumentDecision; revision: number }) => {
      const request: DocumentDecisionRequest = {
        data: { type: 'documentDecisions', attributes: { decision, revision } },
      };
      const path = `/public/documents/${encodeURIComponent(token)}/decision`;
      return (await api.post<PublicDocumentDocument>(path, request)).data.attributes;
    },
    onSuccess: (attributes) => queryClient.setQueryData(publicDocumentKey(token), attributes),
    onError: (error) => {
      if (isRevisionChanged(error))
        return queryClient.invalidateQueries({ queryKey: publicDocumentKey(token) });
      return undefined;
    },
  });
}
