import type { PublicDocumentAttributes, PublicDocumentDocument } from '@sorted/core/contract/document-links';
import { useQuery } from '@tanstack/react-query';
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
