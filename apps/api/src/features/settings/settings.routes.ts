import type { FastifyPluginAsync } from 'fastify';
import { singleDocument } from '../../lib/json-api-document.ts';
import type { ContractReply } from '../../plugins/contract.ts';

export interface PublicSettings {
  /** Where "today", overdue and financial years are decided (APP_TIMEZONE). */
  timeZone: string;
  /** Whether this server has Google credentials (the provider may still be down). */
  googleSignIn: boolean;
}

/**
 * GET /settings: what the web app must know of this server before anyone signs in, so that it keeps no
 * copy of its own: the time zone of the dates, and whether to offer Google sign-in.
 */
export function settingsRoutes(settings: PublicSettings): FastifyPluginAsync {
  const document = singleDocument({
    type: 'settings',
    id: 'app',
    attributes: { time_zone: settings.timeZone, google_sign_in: settings.googleSignIn },
  });
  return async (api) => {
    api.get<{ Reply: ContractReply<'GET /settings'> }>('/settings', async () => document);
  };
}
