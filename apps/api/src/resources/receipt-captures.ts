import type { ReceiptCaptureResource } from '@sorted/core/contract/receipt-captures';
import type { CaptureRow } from '../features/expenses/receipt-captures.repository.ts';
import { parseReadingRecord, readingAttributes } from '../features/expenses/receipt-reading-record.ts';
import type { SupplierMemory } from '../features/expenses/supplier-memories.repository.ts';

export const captureFileUrl = (id: number) => `/api/v1/receipt-captures/${id}/file`;

/** A receipt to confirm, with what was remembered of its supplier and the expense it may repeat. */
export function receiptCaptureResource(
  row: CaptureRow,
  remembered: SupplierMemory | undefined,
  possibleDuplicateId: number | undefined,
): ReceiptCaptureResource {
  return {
    type: 'receipt-captures',
    id: String(row.id),
    attributes: {
      state: row.state as ReceiptCaptureResource['attributes']['state'],
      file_name: row.file_name,
      file: { url: captureFileUrl(row.id), content_type: row.content_type, byte_size: Number(row.byte_size) },
      reading: row.reading === null ? null : readingAttributes(parseReadingRecord(row.reading)),
      remembered: remembered
        ? {
            supplier_name: remembered.supplier_name,
            category: remembered.category,
            business_use_percent: remembered.business_use_percent,
            company_id: remembered.company_id === null ? null : String(remembered.company_id),
          }
        : null,
      created_at: row.created_at,
    },
    relationships: {
      possible_duplicate: {
        data:
          possibleDuplicateId === undefined ? null : { type: 'expenses', id: String(possibleDuplicateId) },
      },
    },
  };
}
