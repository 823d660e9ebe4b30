import type { HistoryRecordType } from '@sorted/core/books/history';
import type { HistoryDocument, HistoryEntryAttributes } from '@sorted/core/contract/history';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { historiesKey } from '../../lib/query-keys.ts';

// A record's history (invoice, quote, expense, BAS period), written by the server with each change and
// never edited. Screens that change a record ask for its key again (`historyKey`).

export interface HistoryEntry extends HistoryEntryAttributes {
  id: string;
}

export { historiesKey } from '../../lib/query-keys.ts';
export const historyKey = (type: HistoryRecordType, id: string) => [...historiesKey, type, id] as const;

export async function fetchHistory(
  type: HistoryRecordType,
  id: string,
  signal?: AbortSignal,
): Promise<HistoryEntry[]> {
  const document = await api.get<HistoryDocument>(
    `/history/${type}/${encodeURIComponent(id)}`,
    signal ? { signal } : {},
  );
  return document.data.map((resource) => ({ id: resource.id, ...resource.attributes }));
}

export function useHistory(type: HistoryRecordType, id: string) {
  return useQuery({
    queryKey: historyKey(type, id),
    queryFn: ({ signal }) => fetchHistory(type, id, signal),
  });
}
