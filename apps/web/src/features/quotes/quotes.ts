import type {
  InvoiceDocument,
  InvoiceItemAttributes,
  NextNumberDocument,
} from '@sorted/core/contract/invoices';
import type { requestDocument } from '@sorted/core/contract/json-api';
import type {
  QuoteAttributes,
  QuoteDisplayStatusValue,
  QuoteDocument,
  QuoteListDocument,
  QuoteRevisionAttributes,
  QuoteRevisionsDocument,
  QuoteSummaryAttributes,
} from '@sorted/core/contract/quotes';
import type { quoteSchema } from '@sorted/core/schemas/quotes';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, api } from '../../lib/api.ts';
import { includedOfType, pageTotal, related } from '../../lib/json-api.ts';
import { dashboardKey, documentKey, documentsKey } from '../../lib/query-keys.ts';
import { refusalText } from '../../lib/refusal-text.ts';
import { historiesKey } from '../history/index.ts';
import type { QuotePayload } from './quote-form-model.ts';

// The quote calls of the API and the shapes the screens use; the documents are typed by the contract
// (packages/core/src/contract/quotes.ts).

export type { QuoteDisplayStatusValue as QuoteDisplayStatus } from '@sorted/core/contract/quotes';

export interface QuoteSummary extends QuoteSummaryAttributes {
  id: string;
  customerName: string | null;
}

export interface Quote extends QuoteAttributes {
  id: string;
  companyId: string;
  customerId: string | null;
  items: (InvoiceItemAttributes & { id: string })[];
}

export type QuoteStatusFilter = 'all' | QuoteDisplayStatusValue;

export const QUOTE_PAGE_SIZE = 10;
export const quotesKey = documentsKey('quote');
export const quoteKey = (id: string) => documentKey('quote', id);
/** Under the quote's key: whatever refreshes the quote refreshes its revisions. */
export const quoteRevisionsKey = (id: string) => [...quoteKey(id), 'revisions'] as const;

export interface QuoteRevision extends QuoteRevisionAttributes {
  id: string;
}

export interface QuotePage {
  quotes: QuoteSummary[];
  total: number;
}

export async function fetchQuotes(
  options: { search: string; status: QuoteStatusFilter; page: number },
  signal?: AbortSignal,
): Promise<QuotePage> {
  const params = new URLSearchParams({
    sort: '-issue_date',
    include: 'customer',
    'page[number]': String(options.page),
    'page[size]': String(QUOTE_PAGE_SIZE),
  });
  const term = options.search.trim();
  if (term) params.set('filter[search]', term);
  if (options.status !== 'all') params.set('filter[status]', options.status);
  const document = await api.get<QuoteListDocument>(`/quotes?${params.toString()}`, signal ? { signal } : {});
  return {
    quotes: document.data.map((resource) => ({
      id: resource.id,
      ...resource.attributes,
      customerName: related(document, resource, 'customer', 'customers')?.attributes.name ?? null,
    })),
    total: pageTotal(document.meta),
  };
}

function quoteFrom(document: QuoteDocument): Quote {
  const resource = document.data;
  return {
    id: resource.id,
    ...resource.attributes,
    companyId: resource.relationships.company.data.id,
    customerId: resource.relationships.customer.data?.id ?? null,
    items: includedOfType(document, 'quoteItems')
      .map((item) => ({ id: item.id, ...item.attributes }))
      .sort((a, b) => a.position - b.position),
  };
}

export async function fetchQuote(id: string, signal?: AbortSignal): Promise<Quote> {
  return quoteFrom(
    await api.get<QuoteDocument>(`/quotes/${encodeURIComponent(id)}?include=items`, signal ? { signal } : {}),
  );
}

/**
 * A quote's request document, as the contract builds every request (requests.ts has no quote's yet):
 * the attributes the API parses with quoteSchema, the business and client as relationships.
 */
type QuoteRequest = z.input<ReturnType<typeof requestDocument<'quotes', typeof quoteSchema>>>;

function body(payload: QuotePayload, id?: string): QuoteRequest {
  const { customer_id, company_id, ...attributes } = payload;
  return {
    data: {
      type: 'quotes',
      ...(id ? { id } : {}),
      attributes,
      relationships: {
        company: { data: company_id ? { type: 'companies', id: company_id } : null },
        customer: { data: customer_id ? { type: 'customers', id: customer_id } : null },
      },
    },
  };
}

export async function fetchNextQuoteNumber(companyId: string, signal?: AbortSignal): Promise<string> {
  const document = await api.get<NextNumberDocument>(
    `/quotes/next-number?company_id=${encodeURIComponent(companyId)}`,
    signal ? { signal } : {},
  );
  return document.meta.number;
}

/** What the API refuses a quote's action with: its state (409), a client without an e-mail, the mail limit. */
const QUOTE_REFUSALS = [409, 422, 429];

/** Why the API would not do what was asked, in the person's language; null for other failures. */
export const quoteRefusalText = (error: unknown, language: string | undefined): string | null =>
  refusalText(error, language, QUOTE_REFUSALS);

export async function fetchQuoteRevisions(id: string, signal?: AbortSignal): Promise<QuoteRevision[]> {
  const document = await api.get<QuoteRevisionsDocument>(
    `/quotes/${encodeURIComponent(id)}/revisions`,
    signal ? { signal } : {},
  );
  return document.data.map((resource) => ({ id: resource.id, ...resource.attributes }));
}

/** Withdraws a sent quote, with the owner's reason. */
export async function withdrawQuote(id: string, reason: string): Promise<void> {
  await api.post(`/quotes/${encodeURIComponent(id)}/withdraw`, {
    data: { type: 'quotes', id, attributes: { reason } },
  });
}

// Queries and mutations: each change refreshes whatever shows quotes (their revisions included) and
// the histories the books wrote with it.

const refreshQuotes = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: quotesKey }),
    queryClient.invalidateQueries({ queryKey: historiesKey }),
  ]);

export function useQuotes(filter: { search: string; status: QuoteStatusFilter; page: number }) {
  return useQuery({
    queryKey: [...quotesKey, 'list', filter],
    queryFn: ({ signal }) => fetchQuotes(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useQuote(id: string) {
  return useQuery({
    queryKey: quoteKey(id),
    queryFn: ({ signal }) => fetchQuote(id, signal),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

/** The number suggested for the business's next quote; nothing is asked while `companyId` is null. */
export function useNextQuoteNumber(companyId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['quote-next-number', companyId],
    queryFn: ({ signal }) => fetchNextQuoteNumber(companyId ?? '', signal),
    enabled: enabled && companyId !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

export function useSaveQuote(quote?: Quote) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: QuotePayload) =>
      quoteFrom(
        quote
          ? await api.patch<QuoteDocument>(
              `/quotes/${encodeURIComponent(quote.id)}?include=items`,
              body(payload, quote.id),
            )
          : await api.post<QuoteDocument>('/quotes?include=items', body(payload)),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData<Quote>(quoteKey(saved.id), saved);
      return refreshQuotes(queryClient);
    },
  });
}

/** The quote's revisions, the first first, the current one last. */
export function useQuoteRevisions(id: string) {
  return useQuery({
    queryKey: quoteRevisionsKey(id),
    queryFn: ({ signal }) => fetchQuoteRevisions(id, signal),
  });
}

export function useWithdrawQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { id: string; reason: string }) => withdrawQuote(change.id, change.reason),
    onSuccess: () => refreshQuotes(queryClient),
  });
}

export function useDeleteQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quote: { id: string }) => api.delete(`/quotes/${encodeURIComponent(quote.id)}`),
    onSuccess: (_, quote) => {
      queryClient.removeQueries({ queryKey: quoteKey(quote.id) });
      return refreshQuotes(queryClient);
    },
  });
}

export type QuoteAction = 'send' | 'accept' | 'decline';

/** Mails the quote to its client, or records the client's answer; the quote is asked for again. */
export function useQuoteAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: QuoteAction }) =>
      api.post(`/quotes/${encodeURIComponent(id)}/${action}`, {}),
    onSuccess: () => refreshQuotes(queryClient),
  });
}

/** Turns an accepted quote into an invoice; answers the invoice's id (the same one if done before). */
export function useConvertQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (quote: { id: string }) =>
      (await api.post<InvoiceDocument>(`/quotes/${encodeURIComponent(quote.id)}/invoice`, {})).data.id,
    onSuccess: () =>
      Promise.all([
        refreshQuotes(queryClient),
        queryClient.invalidateQueries({ queryKey: documentsKey('invoice') }),
        queryClient.invalidateQueries({ queryKey: dashboardKey }),
      ]),
  });
}
