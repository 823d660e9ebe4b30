import { homeOfficeClaimDocument, homeOfficeDayDocument, homeOfficeDayListDocument } from '../home-office.ts';
import type { RouteContract } from '../routes.ts';

export const homeOfficeRoutes = {
  'GET /home-office-days': { response: { 200: homeOfficeDayListDocument } },
  'PUT /home-office-days/:date': { response: { 200: homeOfficeDayDocument } },
  'DELETE /home-office-days/:date': { response: { 204: 'empty' } },
  /** The days the pattern filled (none when every day was recorded already). */
  'POST /home-office-days/pattern': { response: { 200: homeOfficeDayListDocument } },
  'GET /tax-years/:year/home-office': { response: { 200: homeOfficeClaimDocument } },
} as const satisfies Record<string, RouteContract>;
