/** The one way resources leave the API: JSON:API documents. */
export interface ResourceIdentifier {
  type: string;
  id: string;
}

export interface Resource extends ResourceIdentifier {
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: ResourceIdentifier | ResourceIdentifier[] | null }>;
}

export function singleDocument(data: Resource, included: Resource[] = []) {
  return { data, ...(included.length > 0 ? { included } : {}) };
}

export function listDocument(
  data: Resource[],
  page: { total: number; number: number; size: number },
  included: Resource[] = [],
) {
  return { data, meta: { page }, ...(included.length > 0 ? { included } : {}) };
}
