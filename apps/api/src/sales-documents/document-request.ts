import type { FastifyRequest } from 'fastify';
import { relationshipId } from '../lib/validation.ts';
import type { SalesDocumentKind } from './kinds.ts';
import type { DocumentRefs } from './save-document.ts';

/** A JSON:API body's attributes. */
export const attributesOf = (body: unknown): Record<string, unknown> => ({
  ...((body ?? {}) as { data?: { attributes?: Record<string, unknown> } }).data?.attributes,
});

/**
 * A document's attributes, with its lines wherever the payloads put them: `items`, or the kind's line
 * resources in `included` (and, for an invoice, `item`, as the spec's examples send it).
 */
export function documentAttributes(kind: SalesDocumentKind, body: unknown): Record<string, unknown> {
  const document = (body ?? {}) as { included?: unknown };
  const attributes = attributesOf(body);
  if (kind.kind === 'invoice' && attributes.items === undefined && attributes.item !== undefined) {
    attributes.items = attributes.item;
  }
  if (attributes.items === undefined && Array.isArray(document.included)) {
    attributes.items = (document.included as Array<{ type?: unknown; attributes?: unknown }>)
      .filter((resource) => resource?.type === kind.itemsType)
      .map((resource) => resource.attributes);
  }
  return attributes;
}

/** The business and client a document's request names (its relationships). */
export const documentRefs = (request: FastifyRequest): DocumentRefs => ({
  companyId: relationshipId(request, 'company', 'company_required'),
  customerId: relationshipId(request, 'customer', 'customer_required'),
});
