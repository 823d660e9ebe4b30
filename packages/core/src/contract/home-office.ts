import { z } from 'zod';
import { all, resource, single } from './json-api.ts';

// Working from home (issue 31): the diary of hours at home, a resource a day named by its date (one per
// owner and day), and the year's claim at the fixed rate per hour.

export const homeOfficeDayAttributes = z.strictObject({
  date: z.string(),
  /** Whole minutes, 1 to 1440. */
  minutes: z.number(),
});
export type HomeOfficeDayAttributes = z.infer<typeof homeOfficeDayAttributes>;
const homeOfficeDay = resource('home-office-days', homeOfficeDayAttributes);
export type HomeOfficeDay = z.infer<typeof homeOfficeDay>;
export const homeOfficeDayDocument = single(homeOfficeDay);
/** The owner's days of a financial year (or the days a pattern made), by date. */
export const homeOfficeDayListDocument = all(homeOfficeDay);
export type HomeOfficeDayListDocument = z.infer<typeof homeOfficeDayListDocument>;

export const homeOfficeClaimAttributes = z.strictObject({
  /** The financial year, "2025-26". */
  year: z.string(),
  /** The year's time at home: total_minutes, and the same as whole hours and the minutes over. */
  total_minutes: z.number(),
  hours: z.number(),
  minutes: z.number(),
  /** The fixed rate per hour, in cents, and how sure its figure is (confirmed, secondary, estimate). */
  rate_cents: z.number(),
  basis: z.enum(['confirmed', 'secondary', 'estimate']),
  /** total_minutes × rate ÷ 60, rounded once, half up to the cent. */
  claim_cents: z.number(),
  /** Dates in the diary that fall outside the year (not counted). */
  outside_year: z.array(z.string()),
});
export type HomeOfficeClaimAttributes = z.infer<typeof homeOfficeClaimAttributes>;
export const homeOfficeClaimDocument = single(resource('home-office-claims', homeOfficeClaimAttributes));
export type HomeOfficeClaimDocument = z.infer<typeof homeOfficeClaimDocument>;
