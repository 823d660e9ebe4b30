import type { BuyerDetails, SellerDetails } from '@sorted/core/contract/invoices';
import { formatAbn } from '@sorted/core/identifiers/abn';
import { centsToDecimal } from '@sorted/core/money/cents';
import { quantityText } from '@sorted/core/sales-documents/lines';
import type { StoredDocument, StoredLine } from './sales-documents.repository.ts';

// The JSON:API frame of a sales document, the same for every kind: its lines, the business and client it
// was saved with, and its relationships. Each kind's resource (resources/invoices.ts, quotes.ts) adds
// what is its own.

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

/** A document's amounts, as decimal strings. */
export const amountAttributes = (
  row: Pick<StoredDocument, 'subtotal_cents' | 'gst_cents' | 'total_cents'>,
) => ({
  subtotal: centsToDecimal(row.subtotal_cents),
  gst: centsToDecimal(row.gst_cents),
  total: centsToDecimal(row.total_cents),
});

/**
 * A whole document: its summary (as lists show it) with its GST choice, note, what is the kind's own
 * (`own`), the details it was saved with, and its lines as a relationship.
 */
export function wholeDocument<
  Summary extends { attributes: object; relationships: object },
  Own extends object,
  ItemsType extends string,
>(summary: Summary, row: StoredDocument, own: Own, itemsType: ItemsType, items: readonly { id: number }[]) {
  return {
    ...summary,
    attributes: {
      ...summary.attributes,
      prices_include_gst: Boolean(row.prices_include_gst),
      note: row.note,
      ...own,
      ...savedDetails(row),
    },
    relationships: { ...summary.relationships, items: itemsRelationship(itemsType, items) },
  };
}

/** A contact detail the business filled in, or null. */
const filled = (value: string | null | undefined) => value?.trim() || null;

/**
 * What a client's page shows of any document: what its PDF prints (the business and client as saved, the
 * lines, totals and note), and nothing of the owner's records (no ids, no e-mail of the client); of the
 * business only its name, ABN, how to reach it (e-mail, phone, address, as the PDF prints them) and its
 * look (`look`: the logo as a data: URL, the colour).
 */
export function publicDocumentFrame(
  row: StoredDocument,
  items: readonly Omit<StoredLine, 'position'>[],
  look: { logo: string | null; accent_color: string | null },
) {
  const { company_details: seller, customer_details: customer } = savedDetails(row);
  return {
    seller: {
      name: seller.name,
      abn: seller.abn ? formatAbn(seller.abn) : '',
      email: filled(seller.email),
      phone: filled(seller.phone),
      address: filled(seller.address),
      ...look,
    },
    client_name: customer?.name ?? null,
    gst_registered: Boolean(row.gst_registered),
    prices_include_gst: Boolean(row.prices_include_gst),
    items: items.map(lineAttributes),
    ...amountAttributes(row),
    note: row.note,
  };
}
