import type {
  TaxYearFiguresAttributes,
  TaxYearFiguresDocument,
  YearEstimateAttributes,
  YearEstimateDocument,
} from '@sorted/core/contract/tax-estimate';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { profitKey } from '../../lib/query-keys.ts';

// The year's tax estimate (GET /tax-years/:year/estimate) and the figures of the year only the person
// knows (GET/PATCH /tax-years/:year/figures). The estimate follows every invoice and expense write, so it
// is asked for afresh each time the screen shows it.

export type YearEstimate = YearEstimateAttributes;
export type TaxYearFigures = TaxYearFiguresAttributes;

const estimateKey = (year: string) => [...profitKey, 'tax-estimate', year] as const;
const figuresKey = (year: string) => [...profitKey, 'tax-year-figures', year] as const;

export function useYearEstimate(year: string) {
  return useQuery({
    queryKey: estimateKey(year),
    queryFn: async ({ signal }) =>
      (await api.get<YearEstimateDocument>(`/tax-years/${year}/estimate`, { signal })).data.attributes,
    staleTime: 0,
  });
}

export function useTaxYearFigures(year: string) {
  return useQuery({
    queryKey: figuresKey(year),
    queryFn: async ({ signal }) =>
      (await api.get<TaxYearFiguresDocument>(`/tax-years/${year}/figures`, { signal })).data.attributes,
  });
}

/** The form's values: amounts as typed ("5,000.00"), the notice as a tick. */
export interface TaxYearFiguresFormValues {
  super_contributions: string;
  employer_super: string;
  super_carry_forward: string;
  super_notice_acknowledged: boolean;
  payg_withheld: string;
  salary_wages: string;
}

export const formValuesOf = (figures: TaxYearFigures): TaxYearFiguresFormValues => ({
  super_contributions: figures.super_contributions,
  employer_super: figures.employer_super,
  super_carry_forward: figures.super_carry_forward,
  super_notice_acknowledged: figures.super_notice_acknowledged,
  payg_withheld: figures.payg_withheld,
  salary_wages: figures.salary_wages,
});

/** A blank amount is nothing. */
export const attributesOf = (values: TaxYearFiguresFormValues) => ({
  super_contributions: values.super_contributions.trim() || '0',
  employer_super: values.employer_super.trim() || '0',
  super_carry_forward: values.super_carry_forward.trim() || '0',
  super_notice_acknowledged: values.super_notice_acknowledged,
  payg_withheld: values.payg_withheld.trim() || '0',
  salary_wages: values.salary_wages.trim() || '0',
});

/** Saves the year's figures; the estimate that reads them is asked for again. */
export function useSaveTaxYearFigures(year: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: TaxYearFiguresFormValues) => {
      const document = await api.patch<TaxYearFiguresDocument>(`/tax-years/${year}/figures`, {
        data: { type: 'taxYearFigures', attributes: attributesOf(values) },
      });
      return document.data.attributes;
    },
    onSuccess: (figures) => {
      queryClient.setQueryData(figuresKey(year), figures);
      void queryClient.invalidateQueries({ queryKey: estimateKey(year) });
    },
  });
}
