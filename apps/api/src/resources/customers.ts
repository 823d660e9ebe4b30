import type { CustomerResource } from '@sorted/core/contract/customers';
import { formatAbn } from '@sorted/core/identifiers/abn';
import type { Selectable } from 'kysely';
import type { CustomersTable } from '../db/schema.ts';

// Shared by every feature that shows clients (their own screens, and invoices that include them).
type CustomerRow = Selectable<CustomersTable>;

/** A client; with `invoiceIds`, also its invoices relationship. */
export function customerResource(row: CustomerRow, invoiceIds?: number[]): CustomerResource {
  return {
    type: 'customers',
    id: String(row.id),
    attributes: {
      name: row.name,
      email: row.email,
      abn: row.abn,
      abn_formatted: row.abn ? formatAbn(row.abn) : null,
      phone: row.phone,
      address: row.address,
      created_at: row.created_at,
      updated_at: row.updated_at,
    },
    ...(invoiceIds
      ? {
          relationships: {
            invoices: { data: invoiceIds.map((id) => ({ type: 'invoices' as const, id: String(id) })) },
          },
        }
      : {}),
  };
}
