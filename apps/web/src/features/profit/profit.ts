import type {
  ProfitAndLossAttributes,
  ProfitAndLossDocument,
  SetAsideAttributes,
  SetAsideDocument,
  TaxProfileAttributes,
  TaxProfileDocument,
} from '@sorted/core/contract/profit';
import type { BusinessType } from '@sorted/core/tax/business';
import type { Residency } from '@sorted/core/tax/individual-tax';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiGetFile } from '../../lib/api.ts';
import { profitKey } from '../../lib/query-keys.ts';

// Profit and tax: the profit and loss of a financial year (GET /profit-and-loss), what to set aside
// (GET /set-aside), the tax profile they read (GET/PATCH /tax-profile) and the CSV exports. The figures
// follow every invoice and expense write, so they are asked for afresh each time a screen shows them.

export type ProfitAndLoss = ProfitAndLossAttributes;
export type SetAside = SetAsideAttributes;
export type TaxProfile = TaxProfileAttributes;

export { profitKey } from '../../lib/query-keys.ts';

const setAsideKey = [...profitKey, 'set-aside'] as const;
const taxProfileKey = [...profitKey, 'tax-profile'] as const;

export async function fetchProfitAndLoss(year: number | null, signal?: AbortSignal): Promise<ProfitAndLoss> {
  const query = year === null ? '' : `?year=${year}`;
  const document = await api.get<ProfitAndLossDocument>(`/profit-and-loss${query}`, signal ? { signal } : {});
  return document.data.attributes;
}

export async function fetchSetAside(signal?: AbortSignal): Promise<SetAside> {
  const document = await api.get<SetAsideDocument>('/set-aside', signal ? { signal } : {});
  return document.data.attributes;
}

export async function fetchTaxProfile(signal?: AbortSignal): Promise<TaxProfile> {
  const document = await api.get<TaxProfileDocument>('/tax-profile', signal ? { signal } : {});
  return document.data.attributes;
}

/** The year's profit and loss (null: this financial year); the last year shown stays while another loads. */
export function useProfitAndLoss(year: number | null) {
  return useQuery({
    queryKey: [...profitKey, 'profit-and-loss', year],
    queryFn: ({ signal }) => fetchProfitAndLoss(year, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export const setAsideQuery = {
  queryKey: setAsideKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchSetAside(signal),
  // Asked again whenever a screen shows it, unless only moments old: the dashboard's prefetch
  // (dashboard.ts) is used, not repeated as the screen mounts.
  staleTime: 5_000,
};

export function useSetAside() {
  return useQuery(setAsideQuery);
}

export function useTaxProfile() {
  return useQuery({ queryKey: taxProfileKey, queryFn: ({ signal }) => fetchTaxProfile(signal) });
}

export interface TaxProfileFormValues {
  residency: Residency;
  medicare_levy: boolean;
  businesses: {
    id: string;
    name: string;
    business_type: BusinessType;
    /** A number from 1 to 100, or '' while none is typed. */
    partnership_share_percent: number | '';
    company_tax_rate: 'base' | 'full';
  }[];
}

export function formValuesOf(profile: TaxProfile): TaxProfileFormValues {
  return {
    residency: profile.residency,
    medicare_levy: profile.medicare_levy,
    businesses: profile.businesses.map((business) => ({
      id: business.id,
      name: business.name,
      business_type: business.business_type,
      partnership_share_percent: business.partnership_share_percent ?? '',
      company_tax_rate: business.company_tax_rate,
    })),
  };
}

/** The attributes the API and the shared schema take (a blank share is none). */
export function attributesOf(values: TaxProfileFormValues) {
  return {
    residency: values.residency,
    medicare_levy: values.medicare_levy,
    businesses: values.businesses.map((business) => ({
      id: business.id,
      business_type: business.business_type,
      partnership_share_percent:
        business.partnership_share_percent === '' ? null : business.partnership_share_percent,
      company_tax_rate: business.company_tax_rate,
    })),
  };
}

/** Saves the tax profile; the estimates that read it are asked for again. */
export function useSaveTaxProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: TaxProfileFormValues) => {
      const document = await api.patch<TaxProfileDocument>('/tax-profile', {
        data: { type: 'taxProfiles', attributes: attributesOf(values) },
      });
      return document.data.attributes;
    },
    onSuccess: (profile) => {
      queryClient.setQueryData(taxProfileKey, profile);
      return queryClient.invalidateQueries({ queryKey: setAsideKey });
    },
  });
}

export type ExportKind = 'invoices' | 'expenses' | 'history';

/** Downloads the CSV of a kind of record for a period, saved under the server's name for it. */
export async function downloadCsv(kind: ExportKind, from: string, to: string): Promise<void> {
  const params = new URLSearchParams({ from, to });
  const blob = await apiGetFile(`/exports/${kind}.csv?${params.toString()}`, 'text/csv');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${kind}-${from}-to-${to}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

export function useDownloadCsv() {
  return useMutation({
    mutationFn: ({ kind, from, to }: { kind: ExportKind; from: string; to: string }) =>
      downloadCsv(kind, from, to),
  });
}
