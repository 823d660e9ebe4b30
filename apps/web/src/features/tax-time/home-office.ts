import type {
  HomeOfficeClaimAttributes,
  HomeOfficeClaimDocument,
  HomeOfficeDayAttributes,
  HomeOfficeDayListDocument,
} from '@sorted/core/contract/home-office';
import { financialYearOf, type IsoDate } from '@sorted/core/dates/calendar';
import { fixedRatePerHour } from '@sorted/core/tax-time/home-office';
import type { Weekday } from '@sorted/core/tax-time/home-office-pattern';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

// Working from home (issue 31): the diary of the days worked at home (GET /home-office-days, PUT and
// DELETE a day, POST a week's pattern) and the year's claim at the fixed rate (GET
// /tax-years/:year/home-office). Every write asks for the year's days and claim again.

export type HomeOfficeDay = HomeOfficeDayAttributes;
export type HomeOfficeClaim = HomeOfficeClaimAttributes;

const homeOfficeKey = ['home-office'] as const;

/** The first year of the fixed rate method (from 1 July 2022). */
const FIRST_YEAR = 2022;

const labelOf = (start: number) => `${start}-${String((start + 1) % 100).padStart(2, '0')}`;

/** The financial years the picker offers: those core has a rate for, up to the current one, newest first. */
export function homeOfficeYears(today: IsoDate): string[] {
  const years: string[] = [];
  for (let start = financialYearOf(today).start; start >= FIRST_YEAR; start -= 1) {
    if (fixedRatePerHour(labelOf(start))) years.push(labelOf(start));
  }
  return years;
}

export function useHomeOfficeDays(year: string) {
  return useQuery({
    queryKey: [...homeOfficeKey, 'days', year],
    queryFn: async ({ signal }) => {
      const document = await api.get<HomeOfficeDayListDocument>(
        `/home-office-days?filter[financial_year]=${year}`,
        { signal },
      );
      return document.data.map((day) => day.attributes);
    },
    placeholderData: keepPreviousData,
  });
}

export function useHomeOfficeClaim(year: string) {
  return useQuery({
    queryKey: [...homeOfficeKey, 'claim', year],
    queryFn: async ({ signal }) => {
      const document = await api.get<HomeOfficeClaimDocument>(`/tax-years/${year}/home-office`, { signal });
      return document.data.attributes;
    },
    placeholderData: keepPreviousData,
  });
}

function useRefreshAfter<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: homeOfficeKey }),
  });
}

/** Records a day's time at home (made, or its time replaced), from what a form holds. */
export function useSaveHomeOfficeDay<Values>(dayOf: (values: Values) => HomeOfficeDay) {
  return useRefreshAfter(async (values: Values) => {
    const day = dayOf(values);
    await api.put(`/home-office-days/${day.date}`, {
      data: { type: 'home-office-days', attributes: { minutes: day.minutes } },
    });
    return day;
  });
}

export function useDeleteHomeOfficeDay() {
  return useRefreshAfter(async (date: IsoDate) => {
    await api.delete(`/home-office-days/${date}`);
    return date;
  });
}

export interface HomeOfficePatternInput {
  from: IsoDate;
  to: IsoDate;
  minutes_by_weekday: Record<Weekday, number>;
}

/** Fills the period's days not recorded yet from a week's pattern (as a form holds it); answers how many it made. */
export function useFillHomeOfficePattern<Values>(patternOf: (values: Values) => HomeOfficePatternInput) {
  return useRefreshAfter(async (values: Values) => {
    const document = await api.post<HomeOfficeDayListDocument>('/home-office-days/pattern', {
      data: { type: 'home-office-days', attributes: patternOf(values) },
    });
    return document.data.length;
  });
}

/** 450 → "7:30" (hours and minutes, as a diary shows time). */
export function formatHoursMinutes(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
