import type { PageMeta } from '@sorted/core/contract/json-api';

// The documents themselves are typed by the contract (@sorted/core/contract/*: CustomerDocument,
// InvoiceListDocument, …), which the API's test run checks every answer against; these read them.

interface Linkage {
  type: string;
  id: string;
}

/** Any resource of the contract: its relationships are named, each `{ data }`. */
interface ContractResource {
  type: string;
  id: string;
  relationships?: { [name: string]: { data: Linkage | Linkage[] | null } } | undefined;
}

/** What a contract document may include. */
type IncludedOf<D> = D extends { included?: ReadonlyArray<infer I> | undefined } ? I : never;

/** `meta.page.total` of a paginated list, 0 when missing. */
export function pageTotal(meta: Record<string, unknown> | PageMeta | undefined): number {
  const page = meta?.page;
  if (typeof page !== 'object' || page === null || !('total' in page)) return 0;
  const { total } = page;
  return typeof total === 'number' ? total : 0;
}

/** The included resources of one type, typed as the document's contract says they are. */
export function includedOfType<
  D extends { included?: ReadonlyArray<ContractResource> | undefined },
  T extends IncludedOf<D>['type'],
>(document: D, type: T): Extract<IncludedOf<D>, { type: T }>[] {
  return (document.included ?? []).filter(
    (resource): resource is Extract<IncludedOf<D>, { type: T }> => resource.type === type,
  );
}

/**
 * The included resource a to-one relationship of `resource` points at, or undefined (not included,
 * or pointing at nothing). `type` says which kind the caller expects.
 */
export function related<
  D extends { included?: ReadonlyArray<ContractResource> | undefined },
  T extends IncludedOf<D>['type'],
>(
  document: D,
  resource: ContractResource,
  name: string,
  type: T,
): Extract<IncludedOf<D>, { type: T }> | undefined {
  const linkage = resource.relationships?.[name]?.data;
  if (!linkage || Array.isArray(linkage) || linkage.type !== type) return undefined;
  return includedOfType(document, type).find((included) => included.id === linkage.id);
}
