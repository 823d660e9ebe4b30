import type { SupportRequestResource } from '@sorted/core/contract/support';
import { supportRequestSchema } from '@sorted/core/schemas/support';
import type { FastifyPluginAsync } from 'fastify';
import { singleDocument } from '../../lib/json-api-document.ts';
import { parseAttributes, requestLocale } from '../../lib/validation.ts';
import type { ContractReply } from '../../plugins/contract.ts';
import { currentUserId, requireUser } from '../../plugins/sessions/sessions.ts';
import { type SupportDeps, submitSupportRequest } from './submit-support-request.ts';
import type { SupportRequestRow } from './support.repository.ts';

function supportRequestResource(row: SupportRequestRow): SupportRequestResource {
  return {
    type: 'support-requests',
    id: String(row.id),
    attributes: {
      subject: row.subject,
      message: row.message,
      invoice_ref: row.invoice_ref,
      created_at: row.created_at,
    },
    relationships: { user: { data: { type: 'users', id: String(row.user_id) } } },
  };
}

/**
 * GET /support-contact: the address the help page shows (anyone may read it);
 * POST /support-requests: a signed-in user's request, kept and e-mailed to that address.
 */
export function supportRoutes(deps: SupportDeps): FastifyPluginAsync {
  return async (api) => {
    api.get<{ Reply: ContractReply<'GET /support-contact'> }>('/support-contact', async () =>
      singleDocument({ type: 'support-contacts', id: 'support', attributes: { email: deps.supportEmail } }),
    );

    api.post<{ Reply: ContractReply<'POST /support-requests'> }>(
      '/support-requests',
      { preHandler: requireUser },
      async (request, reply) => {
        const userId = currentUserId(request);
        const input = parseAttributes(supportRequestSchema, request);
        const row = await submitSupportRequest(deps, userId, input, requestLocale(request));
        return reply.code(201).send(singleDocument(supportRequestResource(row)));
      },
    );
  };
}
