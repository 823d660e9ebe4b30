import type { PageMeta } from '@sorted/core/contract/json-api';

/**
 * The one way resources leave the API: JSON:API documents, shaped as the contract
 * (packages/core/src/contract) says; each handler declares which document it answers with.
 */
export function singleDocument<const Data, Included = never>(data: Data, included: Included[] = []) {
  return (included.length > 0 ? { data, included } : { data }) as { data: Data; included?: Included[] };
}

export function listDocument<const Data, Included = never>(
  data: Data[],
  page: PageMeta['page'],
  included: Included[] = [],
) {
  return (included.length > 0 ? { data, meta: { page }, included } : { data, meta: { page } }) as {
    data: Data[];
    meta: PageMeta;
    included?: Included[];
  };
}
