import { describe, expect, it } from 'vitest';
import { BULK_ACCEPT_CONFIDENCE } from './confidence.ts';
import { type InvoiceSuggestion, type OpenInvoice, suggestInvoices } from './invoice-suggestions.ts';

const invoice = (
  id: number,
  clientName: string,
  issueDate: string,
  dueDate: string,
  outstandingCents: number,
): OpenInvoice => ({
  id,
  number: `INV-${String(id).padStart(4, '0')}`,
  clientName,
  issueDate,
  dueDate,
  outstandingCents,
});

// A sole trader's open invoices: two of Acme's, two of one amount for different clients, two of one
// amount for the same client, and INV-0120 to tell "12" from "120".
const OPEN: OpenInvoice[] = [
  invoice(12, 'Acme Plumbing Pty Ltd', '2025-01-10', '2025-01-24', 110_000),
  invoice(13, 'Acme Plumbing Pty Ltd', '2025-01-15', '2025-01-29', 55_000),
  invoice(14, 'Bolt Electrical', '2025-01-20', '2025-02-03', 55_000),
  invoice(15, 'John Smith', '2025-01-20', '2025-02-03', 33_000),
  invoice(16, 'Harbour Cafe', '2025-02-01', '2025-02-15', 22_000),
  invoice(17, 'Harbour Cafe', '2025-02-10', '2025-02-24', 22_000),
  invoice(120, 'Bolt Electrical', '2025-01-05', '2025-01-19', 77_700),
];

const suggest = (description: string, amountCents: number, date = '2025-02-01', open = OPEN) =>
  suggestInvoices({ date, amountCents, description }, open);

/** A suggestion as "id:cents, …", for tables. */
const paid = (suggestion: InvoiceSuggestion | undefined) =>
  suggestion?.allocations.map((a) => `${a.invoiceId}:${a.amountCents}`).join(', ') ?? 'none';

describe('the best suggestion for a deposit', () => {
  it.each<[string, string, number, string, string, InvoiceSuggestion['reasons'], 'bulk' | 'review']>([
    // The number and the amount: sure.
    [
      'number and amount',
      'DEPOSIT-OSKO PAYMENT 2686772 ACME PLUMBING INV-0012',
      110_000,
      '2025-01-25',
      '12:110000',
      ['number', 'amount', 'client', 'date'],
      'bulk',
    ],
    [
      'number written "#12"',
      'TRANSFER FROM ACME #12',
      110_000,
      '2025-01-25',
      '12:110000',
      ['number', 'amount', 'date'],
      'bulk',
    ],
    [
      'number without its zeros',
      'ACME INV12',
      110_000,
      '2025-01-25',
      '12:110000',
      ['number', 'amount', 'date'],
      'bulk',
    ],
    // The client's name picks the one invoice of the amount that is theirs.
    [
      'client and amount',
      'INTER-BANK CREDIT - BOLT ELECTRICAL',
      55_000,
      '2025-02-01',
      '14:55000',
      ['amount', 'client', 'date'],
      'bulk',
    ],
    [
      'client by initial',
      'INTER-BANK CREDIT - J SMITH',
      33_000,
      '2025-02-01',
      '15:33000',
      ['amount', 'client', 'date'],
      'bulk',
    ],
    // The amount alone, one invoice of it: a medium guess, looked at before accepting.
    [
      'amount alone, one invoice of it',
      'TRANSFER FROM SAVER',
      33_000,
      '2025-02-01',
      '15:33000',
      ['amount', 'date'],
      'review',
    ],
    ['"12" is not INV-0120', 'PAYMENT 12', 77_700, '2025-02-01', '120:77700', ['amount', 'date'], 'review'],
    // One deposit, several invoices.
    [
      'several named',
      'ACME INV-0012 INV-0013',
      165_000,
      '2025-02-01',
      '12:110000, 13:55000',
      ['number', 'amount', 'date', 'several'],
      'bulk',
    ],
    [
      'several named, one reference',
      'ACME INV-0012/0013',
      165_000,
      '2025-02-01',
      '12:110000, 13:55000',
      ['number', 'amount', 'date', 'several'],
      'bulk',
    ],
    [
      'several named across clients',
      'REMITTANCE INV-0013 INV-0015',
      88_000,
      '2025-02-01',
      '13:55000, 15:33000',
      ['number', 'amount', 'date', 'several'],
      'bulk',
    ],
    [
      'one client named, two of theirs add up',
      'ACME PLUMBING',
      165_000,
      '2025-02-01',
      '12:110000, 13:55000',
      ['amount', 'client', 'date', 'several'],
      'review',
    ],
    [
      'one client’s invoices add up, nothing named',
      'DIRECT CREDIT 99',
      165_000,
      '2025-02-01',
      '12:110000, 13:55000',
      ['amount', 'date', 'several'],
      'review',
    ],
    // Part payments.
    [
      'part of a named invoice',
      'ACME INV-0012',
      50_000,
      '2025-02-01',
      '12:50000',
      ['number', 'date', 'part'],
      'review',
    ],
    [
      'part of a named client’s invoice',
      'JOHN SMITH',
      10_000,
      '2025-02-01',
      '15:10000',
      ['client', 'date', 'part'],
      'review',
    ],
    [
      'named invoices, less than their sum (net of fees): oldest first',
      'ACME INV-0012 INV-0013',
      160_000,
      '2025-02-01',
      '12:110000, 13:50000',
      ['number', 'date', 'several', 'part'],
      'review',
    ],
    [
      'named invoice, more than it owes: the rest left',
      'INV-0015',
      40_000,
      '2025-02-01',
      '15:33000',
      ['number', 'date'],
      'review',
    ],
    // The number beats the amount: INV-0013 owes exactly 550.00, but the payer named INV-0012.
    [
      'named part payment over another invoice of the amount',
      'ACME INV-0012',
      55_000,
      '2025-02-01',
      '12:55000',
      ['number', 'date', 'part'],
      'review',
    ],
    // Before the invoice was issued: unlikely, never accepted in bulk.
    [
      'named, before its issue date',
      'INV-0016',
      22_000,
      '2025-01-20',
      '16:22000',
      ['number', 'amount'],
      'review',
    ],
  ])('%s', (_, description, amountCents, date, allocations, reasons, level) => {
    const [best] = suggest(description, amountCents, date);
    expect(paid(best)).toBe(allocations);
    expect(best?.reasons).toEqual(reasons);
    expect((best?.confidence ?? 0) >= BULK_ACCEPT_CONFIDENCE).toBe(level === 'bulk');
  });
});

describe('candidates nothing tells apart', () => {
  it('offers both invoices of the amount, low, when nothing else is said (two clients)', () => {
    const suggestions = suggest('OSKO PAYMENT 12345', 55_000);
    expect(suggestions.slice(0, 2).map(paid).sort()).toEqual(['13:55000', '14:55000']);
    expect(suggestions.every((s) => s.confidence < BULK_ACCEPT_CONFIDENCE)).toBe(true);
  });

  it('offers both of the named client’s invoices of the amount, low, the one due nearest first', () => {
    const suggestions = suggest('HARBOUR CAFE', 22_000, '2025-02-16');
    expect(suggestions.map(paid)).toEqual(['16:22000', '17:22000']);
    expect(suggestions.every((s) => s.confidence < BULK_ACCEPT_CONFIDENCE)).toBe(true);
  });

  it('offers both named invoices of the amount, low, when the payer names two of one amount', () => {
    const suggestions = suggest('INV-0013 INV-0014', 55_000);
    expect(suggestions.slice(0, 2).map(paid).sort()).toEqual(['13:55000', '14:55000']);
    expect(suggestions.every((s) => s.confidence < BULK_ACCEPT_CONFIDENCE)).toBe(true);
  });

  it('keeps the other invoices of the amount below the one the client’s name picks', () => {
    const [best, ...others] = suggest('BOLT ELECTRICAL', 55_000);
    expect(paid(best)).toBe('14:55000');
    expect(others.map(paid)).toContain('13:55000');
    expect(others.every((s) => s.confidence < BULK_ACCEPT_CONFIDENCE)).toBe(true);
  });

  it('keeps a one-amount match below the bulk line when the narrative names another invoice', () => {
    const suggestions = suggest('ACME INV-0012', 55_000);
    const other = suggestions.find((s) => paid(s) === '13:55000');
    expect(other?.confidence).toBeLessThanOrEqual(53);
  });
});

describe('the date', () => {
  const twins = [
    invoice(1, 'Acme Plumbing', '2025-01-01', '2025-01-15', 10_000),
    invoice(2, 'Bolt Electrical', '2025-03-01', '2025-03-15', 20_000),
  ];

  it.each([
    ['on the due date', '2025-01-15', 63],
    ['a week early', '2025-01-08', 63],
    ['three weeks late', '2025-02-05', 62],
    ['two months late', '2025-03-16', 61],
    ['half a year late', '2025-07-15', 60],
    ['before the invoice was issued', '2024-12-20', 35],
  ])('an amount alone %s: %i', (_, date, confidence) => {
    expect(suggest('DEPOSIT', 10_000, date, twins)[0]?.confidence).toBe(confidence);
  });

  it('says "date" only when the line falls between the issue date and well after the due date', () => {
    expect(suggest('DEPOSIT', 10_000, '2025-02-05', twins)[0]?.reasons).toContain('date');
    expect(suggest('DEPOSIT', 10_000, '2025-07-15', twins)[0]?.reasons).not.toContain('date');
    expect(suggest('DEPOSIT', 10_000, '2024-12-20', twins)[0]?.reasons).not.toContain('date');
  });
});

describe('what is never suggested', () => {
  it.each([
    ['a debit', 'ACME INV-0012', -110_000],
    ['a zero line', 'ACME INV-0012', 0],
    ['a line of no whole cents', 'ACME INV-0012', 1.5],
    ['an amount nothing adds up to, nothing named', 'DEPOSIT', 1],
  ])('%s', (_, description, amountCents) => {
    expect(suggest(description, amountCents)).toEqual([]);
  });

  it('an invoice that owes nothing', () => {
    const settled = [invoice(12, 'Acme Plumbing', '2025-01-10', '2025-01-24', 0)];
    expect(suggest('ACME INV-0012', 10_000, '2025-02-01', settled)).toEqual([]);
  });

  it('more than five, or more than asked', () => {
    expect(suggest('DIRECT CREDIT 99', 165_000)).toHaveLength(5);
    expect(
      suggestInvoices({ date: '2025-02-01', amountCents: 165_000, description: 'X' }, OPEN, { limit: 2 }),
    ).toHaveLength(2);
  });
});

describe('hundreds of open invoices', () => {
  // 600 invoices of 40 clients, amounts from a small set so that many add up to any line.
  const many = Array.from({ length: 600 }, (_, index) =>
    invoice(
      1000 + index,
      `Client ${String.fromCharCode(65 + (index % 26))}${String.fromCharCode(65 + ((index % 40) % 26))} Trading`,
      '2025-01-01',
      '2025-01-31',
      [11_000, 22_000, 33_000, 44_000, 55_000][index % 5] ?? 0,
    ),
  );

  it('still finds the two invoices the narrative names among them, quickly', () => {
    const started = performance.now();
    const [best] = suggest('PAYMENT INV-1007 INV-1594', 33_000 + 55_000, '2025-02-01', many);
    expect(paid(best)).toBe('1007:33000, 1594:55000');
    expect(best?.confidence).toBeGreaterThanOrEqual(BULK_ACCEPT_CONFIDENCE);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('bounds the search when nothing is named and everything adds up', () => {
    const started = performance.now();
    const suggestions = suggest('DEPOSIT', 165_000, '2025-02-01', many);
    expect(suggestions.length).toBeLessThanOrEqual(5);
    expect(suggestions.every((s) => s.confidence < BULK_ACCEPT_CONFIDENCE)).toBe(true);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
