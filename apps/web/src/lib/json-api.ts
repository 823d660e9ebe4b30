/** A JSON:API resource object as the server sends it. */
export interface Resource<A> {
  id: string;
  type: string;
  attributes: A;
  relationships?: Record<string, { data?: Linkage | Linkage[] | null }>;
}

export interface Linkage {
  type: string;
  id: string;
}

export interface Document<D, I = Resource<unknown>> {
  data: D;
  included?: I[];
  meta?: Record<string, unknown>;
}

/** `meta.page.total` of a paginated list, 0 when missing. */
export function pageTotal(meta: Record<string, unknown> | undefined): number {
  const page = meta?.page;
  if (typeof page !== 'object' || page === null || !('total' in page)) return 0;
  const { total } = page;
  return typeof total === 'number' ? total : 0;
}
