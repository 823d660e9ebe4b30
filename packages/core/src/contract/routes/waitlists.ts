import type { RouteContract } from '../routes.ts';
import { waitlistDocument, waitlistListDocument } from '../waitlists.ts';

export const waitlistsRoutes = {
  'GET /waitlists': { response: { 200: waitlistListDocument } },
  'POST /waitlists': { response: { 201: waitlistDocument } },
} as const satisfies Record<string, RouteContract>;
