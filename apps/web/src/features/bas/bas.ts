import type {
  BasFigure,
  BasPeriodDocument,
  BasPeriodListDocument,
  BasRecordAttributes,
  BasRecordListDocument,
  PaygOptionDocument,
} from '@sorted/core/contract/bas';
import { financialYearOf, todayIn } from '@sorted/core/dates/calendar';
import { basFileName } from '@sorted/core/gst/bas-periods';
import type { PaygOption } from '@sorted/core/tax-time/payg-instalments';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, apiGetFile } from '../../lib/api.ts';
import { appTimeZone } from '../../lib/app-settings.ts';
import { pageTotal } from '../../lib/json-api.ts';
import { basKey, historiesKey, profitKey } from '../../lib/query-keys.ts';
import { allCompaniesQuery, companiesKey, fetchAllCompanies } from '../businesses/index.ts';

export type {
  BasFigure,
  BasPeriodAttributes,
  BasRecordAttributes,
  PaygLabelsAttributes,
  PaygOptionAttributes,
} from '@sorted/core/contract/bas';

// The BAS of the user's GST-registered businesses: a financial year's periods, the records behind a
// figure, marking a period lodged, and the worksheet as a PDF or CSV file.

export { basKey } from '../../lib/query-keys.ts';

const companyPath = (companyId: string) => `/companies/${encodeURIComponent(companyId)}/bas-periods`;

export async function fetchBasYear(companyId: string, year: number, signal?: AbortSignal) {
  const document = await api.get<BasPeriodListDocument>(
    `${companyPath(companyId)}?year=${year}`,
    signal ? { signal } : {},
  );
  return document.data.map((resource) => resource.attributes);
}

export interface BasRecordPage {
  records: (BasRecordAttributes & { id: string })[];
  total: number;
}

export async function fetchBasRecords(
  companyId: string,
  key: string,
  figure: BasFigure,
  page: number,
  signal?: AbortSignal,
): Promise<BasRecordPage> {
  const document = await api.get<BasRecordListDocument>(
    `${companyPath(companyId)}/${encodeURIComponent(key)}/records?figure=${figure}&page[number]=${page}&page[size]=20`,
    signal ? { signal } : {},
  );
  return {
    records: document.data.map((resource) => ({ id: resource.id, ...resource.attributes })),
    total: pageTotal(document.meta),
  };
}

/** The user's businesses registered for GST: those that have a BAS. */
export function useGstBusinesses() {
  return useQuery({
    ...allCompaniesQuery,
    select: (companies) => companies.filter((company) => company.gst_registered),
  });
}

/** The business whose BAS the screen shows: the one the address names, else the first. */
export function chosenBusiness<T extends { id: string }>(
  gstBusinesses: T[],
  named: string | null,
): T | undefined {
  return gstBusinesses.find((company) => company.id === named) ?? gstBusinesses[0];
}

/** The financial year the screen shows (its first year): the one the address names, else this one. */
export function basYearOf(params: URLSearchParams): number {
  return Number(params.get('year')) || financialYearOf(todayIn(appTimeZone())).start;
}

const basYearQuery = (companyId: string, year: number) => ({
  queryKey: [...basKey, companyId, year],
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchBasYear(companyId, year, signal),
});

/**
 * The BAS screen opened from its address (app/routes.ts): the businesses asked for while its code
 * loads, then the periods of the year it shows first.
 */
export function prefetch(client: QueryClient, { search }: { search: URLSearchParams }): void {
  client
    .fetchQuery(allCompaniesQuery)
    .then((companies) => {
      const chosen = chosenBusiness(
        companies.filter((company) => company.gst_registered),
        search.get('company'),
      );
      return chosen ? client.prefetchQuery(basYearQuery(chosen.id, basYearOf(search))) : undefined;
    })
    .catch(() => undefined);
}

/**
 * The businesses as the frame asks for them at start (app/layouts/frame-data.ts prefetches it). A key of
 * its own: its answer must not stand in for the business lists screens ask for later (a business added
 * meanwhile by another tab or the API would be missing).
 */
export const gstRegisteredQuery = {
  queryKey: [...companiesKey, 'gst-registered'],
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchAllCompanies(signal),
};

/** Whether the signed-in user has a GST-registered business (the sidebar's BAS link); asked only when signed in. */
export function useHasGstBusiness(signedIn: boolean): boolean {
  const query = useQuery({
    ...gstRegisteredQuery,
    select: (companies) => companies.some((company) => company.gst_registered),
    enabled: signedIn,
  });
  return signedIn && query.data === true;
}

export function useBasYear(companyId: string | null, year: number) {
  return useQuery({
    ...basYearQuery(companyId ?? '', year),
    queryKey: [...basKey, companyId, year],
    enabled: companyId !== null,
    placeholderData: keepPreviousData,
  });
}

export function useBasRecords(companyId: string, key: string, figure: BasFigure | null, page: number) {
  return useQuery({
    queryKey: [...basKey, companyId, 'records', key, figure, page],
    queryFn: ({ signal }) => fetchBasRecords(companyId, key, figure ?? 'g1', page, signal),
    enabled: figure !== null,
    placeholderData: keepPreviousData,
  });
}

export function useLodgeBasPeriod(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (key: string) => {
      const document = await api.post<BasPeriodDocument>(
        `${companyPath(companyId)}/${encodeURIComponent(key)}/lodgement`,
      );
      return document.data.attributes;
    },
    // The set-aside (the profit screen and the dashboard's card and notice) counts the periods not lodged.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: basKey }),
        queryClient.invalidateQueries({ queryKey: profitKey }),
        queryClient.invalidateQueries({ queryKey: historiesKey }),
      ]),
  });
}

/** Has the server make the worksheet's PDF or CSV and saves it. */
export async function downloadBasFile(companyId: string, key: string, kind: 'pdf' | 'csv'): Promise<void> {
  const blob = await apiGetFile(
    `${companyPath(companyId)}/${encodeURIComponent(key)}/${kind}`,
    kind === 'pdf' ? 'application/pdf' : 'text/csv',
  );
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = basFileName(key, kind);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

// PAYG instalments (issue 31): the year's option, and a quarter's variation.

const paygOptionPath = (companyId: string, year: number) =>
  `/companies/${encodeURIComponent(companyId)}/payg-instalments/${year}`;

export function usePaygOption(companyId: string, year: number, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: [...basKey, companyId, 'payg', year],
    queryFn: async ({ signal }) =>
      (await api.get<PaygOptionDocument>(paygOptionPath(companyId, year), { signal })).data.attributes,
  });
}

export interface PaygOptionValues {
  option: PaygOption;
  t7: string;
  t2: string;
}

/** Saving a change to the instalments: the BAS periods and the set-aside read it. */
const refreshAfterPayg = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: basKey }),
    queryClient.invalidateQueries({ queryKey: profitKey }),
  ]);

export function useSavePaygOption(companyId: string, year: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: PaygOptionValues) => {
      const attributes =
        values.option === 'amount' ? { option: 'amount', t7: values.t7 } : { option: 'rate', t2: values.t2 };
      const document = await api.put<PaygOptionDocument>(paygOptionPath(companyId, year), {
        data: { type: 'paygInstalmentOptions', attributes },
      });
      return document.data.attributes;
    },
    onSuccess: () => refreshAfterPayg(queryClient),
  });
}

export interface PaygVariationValues {
  t8: string;
  t3: string;
  t4: string;
}

export function usePaygVariation(companyId: string, key: string) {
  const queryClient = useQueryClient();
  const path = `${companyPath(companyId)}/${encodeURIComponent(key)}/payg-variation`;
  const save = useMutation({
    mutationFn: async ({ option, values }: { option: PaygOption; values: PaygVariationValues }) => {
      const attributes =
        option === 'amount' ? { t8: values.t8, t4: values.t4 } : { t3: values.t3, t4: values.t4 };
      const document = await api.put<BasPeriodDocument>(path, {
        data: { type: 'paygInstalmentVariations', attributes },
      });
      return document.data.attributes;
    },
    onSuccess: () => refreshAfterPayg(queryClient),
  });
  const remove = useMutation({
    mutationFn: async () => (await api.delete<BasPeriodDocument>(path)).data.attributes,
    onSuccess: () => refreshAfterPayg(queryClient),
  });
  return { save, remove };
}
