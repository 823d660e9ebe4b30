import type { BuyerDetails, SellerDetails } from '@sorted/core/contract/invoices';
import { centsToDecimal } from '@sorted/core/money/cents';
import { quantityText } from '@sorted/core/sales-documents/lines';

// The JSON:API frame of a sales document, the same for every kind: its lines, the business and client it
// was saved with, and its relationships. Each kind's resource (resources/invoices.ts, quotes.ts) adds
// what is its own.

interface StoredLine {
  position: number;
  name: string;
  description: string | null;
  quantity_milli: number;
  price_cents: number;
  taxable: boolean | number;
  amount_cents: number;
}

/** A line as every answer shows it (the owner's screens, the client's page, a quote's revisions). */
export const lineAttributes = (line: Omit<StoredLine, 'position'>) => ({
  name: line.name,
  description: line.description ?? null,
  quantity: quantityText(line.quantity_milli),
  price: centsToDecimal(Number(line.price_cents)),
  taxable: Boolean(line.taxable),
  amount: centsToDecimal(Number(line.amount_cents)),
});

/** A line as a resource of its own (included with its document), of the kind's type. */
export function lineResource<Type extends string>(type: Type, line: StoredLine & { id: number }) {
  const { name, description, quantity, price, taxable, amount } = lineAttributes(line);
  return {
    type,
    id: String(line.id),
    attributes: { position: line.position, name, description, quantity, price, taxable, amount },
  };
}

/** The business and the client as the document was saved with them (JSON columns). */
export const savedDetails = (row: { company_details: string; customer_details: string | null }) => ({
  company_details: JSON.parse(row.company_details) as SellerDetails,
  customer_details: row.customer_details ? (JSON.parse(row.customer_details) as BuyerDetails) : null,
});

/** A document's business and client, as relationships. */
export const partyRelationships = (row: { company_id: number; customer_id: number | null }) => ({
  company: { data: { type: 'companies' as const, id: String(row.company_id) } },
  customer: { data: row.customer_id ? { type: 'customers' as const, id: String(row.customer_id) } : null },
});

/** The document's lines, as its relationship. */
export const itemsRelationship = <Type extends string>(type: Type, items: readonly { id: number }[]) => ({
  data: items.map((item) => ({ type, id: String(item.id) })),
});
