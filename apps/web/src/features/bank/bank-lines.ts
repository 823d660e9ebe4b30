import type {
  BankLineAttributes,
  BankLineResource,
  bankLineDocument,
  bankLineListDocument,
} from '@sorted/core/contract/bank';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';
import { pageTotal } from '../../lib/json-api.ts';
import { bankKey } from './bank-accounts.ts';

// A bank account's lines, a page at a time, newest first: all of them, or those still to reconcile or
// reconciled, searched by description.

/** A line as screens use it: its attributes and its id. */
export type BankLine = BankLineAttributes & { id: string };

type BankLineDocument = z.infer<typeof bankLineDocument>;
type BankLineListDocument = z.infer<typeof bankLineListDocument>;

export const BANK_LINE_PAGE_SIZE = 25;

export const LINE_STATUS_FILTERS = ['all', 'unreconciled', 'reconciled'] as const;
export type LineStatusFilter = (typeof LINE_STATUS_FILTERS)[number];

export interface LineFilters {
  search: string;
  status: LineStatusFilter;
  page: number;
}

export interface BankLinePage {
  lines: BankLine[];
  total: number;
}

const lineFrom = (resource: BankLineResource): BankLine => ({ id: resource.id, ...resource.attributes });

async function fetchBankLines(accountId: string, filters: LineFilters, signal: AbortSignal) {
  const params = new URLSearchParams({
    'page[number]': String(filters.page),
    'page[size]': String(BANK_LINE_PAGE_SIZE),
    'filter[status]': filters.status,
  });
  const term = filters.search.trim();
  if (term) params.set('filter[search]', term);
  const document = await api.get<BankLineListDocument>(
    `/bank-accounts/${encodeURIComponent(accountId)}/lines?${params.toString()}`,
    { signal },
  );
  return { lines: document.data.map(lineFrom), total: pageTotal(document.meta) } satisfies BankLinePage;
}

export function useBankLines(accountId: string, filters: LineFilters) {
  return useQuery({
    queryKey: [...bankKey, 'lines', accountId, filters],
    queryFn: ({ signal }) => fetchBankLines(accountId, filters, signal),
    placeholderData: keepPreviousData,
  });
}

/** One line as its own screen shows it: with its account's id, to name the account and link to it. */
export type BankLineWithAccount = BankLine & { accountId: string };

async function fetchBankLine(id: string, signal: AbortSignal): Promise<BankLineWithAccount> {
  const document = await api.get<BankLineDocument>(`/bank-lines/${encodeURIComponent(id)}`, { signal });
  return { ...lineFrom(document.data), accountId: document.data.relationships.bank_account.data.id };
}

/** One line; under the bank's key, so that an undo (which refreshes the bank) refreshes it too. */
export function useBankLine(id: string) {
  return useQuery({
    queryKey: [...bankKey, 'line', id],
    queryFn: ({ signal }) => fetchBankLine(id, signal),
  });
}
