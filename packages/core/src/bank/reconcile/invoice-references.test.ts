import { describe, expect, it } from 'vitest';
import { invoiceNumberValue, namesInvoice, referencesIn } from './invoice-references.ts';

const names = (description: string, invoiceNumber: string) =>
  namesInvoice(referencesIn(description), invoiceNumber);

const NAMED: [string, string][] = [
  ['DEPOSIT-OSKO PAYMENT 2686772 ACME INV-0012', 'INV-0012'],
  ['Direct Credit ACME INV 0012', 'INV-0012'],
  ['ACME inv0012', 'INV-0012'],
  ['ACME INV-12', 'INV-0012'],
  ['ACME INV12', 'INV-0012'],
  ['PAYMENT FOR INVOICE 12', 'INV-0012'],
  ['ACME INVOICE #12', 'INV-0012'],
  // "Invoice" and "Inv" name an invoice of any series.
  ['SMITH INV-0107', 'A-107'],
  ['ACME #12', 'INV-0012'],
  ['ACME INV#0012', 'INV-0012'],
  ['REF:INV-0012', 'INV-0012'],
  ['ACME 0012', 'INV-0012'],
  ['(0012) ACME', 'INV-0012'],
  // Several invoices in one reference.
  ['ACME INV-0012/0013', 'INV-0013'],
  ['ACME INV-0012 INV-0013', 'INV-0013'],
  ['ACME INV-0012 & INV-0013', 'INV-0012'],
  // Other series: typed numbers with their own prefixes.
  ['SMITH A-107', 'A-107'],
  ['SMITH 2026/9', '2026/9'],
  ['SMITH INV-2025-0042', 'INV-2025-0042'],
  ['10045 SMITH', '10045'],
  ['INVOICE 10045', '10045'],
  ['PAY 00451', '00451'],
  ['Invoice 12 thanks', 'A-0012'],
  ['Payment #0012', 'INV-0012'],
  ['ACME INV-0012/0013', 'INV-0013'],
  ['PAYMENT 10045', 'X10045'],
];

describe('an invoice number in a narrative', () => {
  it.each(NAMED)('%j names %s', (description, invoiceNumber) => {
    expect(names(description, invoiceNumber)).toBe(true);
  });

  it.each([
    // "12" is not "120", and a bare 12 is an amount or a day, not a reference.
    ['ACME INV-0120', 'INV-0012'],
    ['ACME INV-0012', 'INV-0120'],
    ['ACME INV-00123', 'INV-0012'],
    ['ACME 12', 'INV-0012'],
    ['ACME 1200', 'INV-0012'],
    ['ACME PAYMENT 12 MAR', 'INV-0012'],
    // A date, a card or a store number is not an invoice number.
    ['Value Date: 09/02/2025', 'INV-2025'],
    ['Card xx0012', 'INV-0012'],
    ['Card No. ~000012', 'INV-0012'],
    ['CARD 8003 BUNNINGS 341000', 'INV-8003'],
    ['ACME 2025', '2025'],
    ['ACME 0012', 'Q-0011'],
    // Another series' prefix.
    ['SMITH A-107', 'B-107'],
    ['SMITH Q-0107', 'A-107'],
    // A number that ends in no digits is never found.
    ['ACME ABC', 'ABC'],
    ['', 'INV-0001'],
  ])('%j does not name %s', (description, invoiceNumber) => {
    expect(names(description, invoiceNumber)).toBe(false);
  });
});

describe('the value an invoice number is looked up by', () => {
  it.each([
    ['INV-0012', '12'],
    ['inv-0012', '12'],
    ['INV-12', '12'],
    ['A-107', '107'],
    ['00451', '451'],
    ['2026-0001', '1'],
    ['INV-0000', '0'],
    [' INV-0012 ', '12'],
    ['ABC', null],
    ['INV-12A', null],
    ['', null],
  ])('%j is found by %j', (invoiceNumber, value) => {
    expect(invoiceNumberValue(invoiceNumber)).toBe(value);
  });

  it.each(NAMED)('an invoice %j names is looked up by one of its references (%s)', (description, number) => {
    expect(referencesIn(description).map((reference) => reference.value)).toContain(
      invoiceNumberValue(number),
    );
  });
});
