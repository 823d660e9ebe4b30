import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseStatement } from './parse-statement.ts';
import type { ParsedStatement, StatementFormat, StatementLine } from './statement.ts';

// Sample exports written for these tests in each bank's layout and each format, with the quirks of
// real files: a byte-order mark, CRLF or CR line ends, quoted commas, a spreadsheet's re-save
// (windows-1252, "$" and thousands, D/MM/YYYY), pending and zero lines, card lines, 2-digit years.

const sample = (name: string) => readFileSync(new URL(`./samples/${name}`, import.meta.url));

const line = (
  sourceLine: number,
  date: string,
  amountCents: number,
  description: string,
  balanceCents: number | null = null,
  bankId: string | null = null,
): StatementLine => ({ sourceLine, date, amountCents, description, balanceCents, bankId });

interface Expected {
  format: StatementFormat;
  lines: StatementLine[];
  skipped?: Extract<ParsedStatement, { ok: true }>['skipped'];
  closingBalance?: { date: string; cents: number };
}

const SAMPLES: Record<string, Expected> = {
  'commbank.csv': {
    format: 'csv-commbank',
    lines: [
      line(2, '2025-02-11', -990, 'Account Fee', 436_034),
      line(3, '2025-02-10', 132_000, 'Direct Credit 123456 ACME PTY LTD INV-1043', 437_024),
      line(4, '2025-02-07', -5_000, 'Transfer to xx1234 NetBank Savings', 305_024),
      line(5, '2025-02-07', -5_000, 'Transfer to xx1234 NetBank Savings', 310_024),
      line(
        6,
        '2025-02-05',
        -8_450,
        'WOOLWORTHS 1234, MANLY NSW AUS Card xx2784 Value Date: 03/02/2025',
        315_024,
      ),
      line(
        7,
        '2025-02-04',
        -1_526,
        'BUNNINGS 341000 BALGOWLAH NS AUS Card xx2784 Value Date: 02/02/2025',
        323_474,
      ),
      line(8, '2025-02-03', 200_000, 'Transfer from J CITIZEN INV-1042', 325_000),
    ],
    skipped: [{ sourceLine: 1, reason: 'pending' }],
  },
  'commbank-excel.csv': {
    format: 'csv-commbank',
    lines: [
      line(1, '2025-03-03', -105_000, 'Transfer to xx1234 NetBank Savings', 550_164),
      line(2, '2025-02-28', -990, 'Account Fee', 655_164),
      line(4, '2025-02-24', 345_000, 'Direct Credit 401234 HARBOUR CAFE PTY INV-1044 INV-1045', 656_154),
      line(5, '2025-02-20', -120_000, 'BPAY ATO 75556 551234567890123', 311_154),
      line(6, '2025-02-17', -680, 'Café Sorrento Manly Card xx2784 Value Date: 15/02/2025', 431_154),
      line(
        7,
        '2025-02-13',
        -4_200,
        'SHELL COLES EXPRESS 4321 MANLY Card xx2784 Value Date: 12/02/2025',
        431_834,
      ),
    ],
    skipped: [{ sourceLine: 3, reason: 'zero' }],
  },
  'anz.csv': {
    format: 'csv-anz',
    lines: [
      line(1, '2025-03-01', -4_560, 'VISA DEBIT PURCHASE CARD 8003 BUNNINGS 341000 BALGOWLAH'),
      line(2, '2025-03-03', -12_900, 'ANZ INTERNET BANKING BPAY TELSTRA {549951}'),
      line(3, '2025-03-04', 275_000, 'PAYMENT FROM HARBOUR CAFE PTY LTD INV-1046'),
      line(
        4,
        '2025-03-04',
        -110_000,
        'ANZ INTERNET BANKING FUNDS TFER TRANSFER 123456 TO 0123456789, SAVINGS',
      ),
      line(6, '2025-03-06', 42, 'CREDIT INTEREST PAID'),
    ],
    skipped: [{ sourceLine: 5, reason: 'pending' }],
  },
  'anz-headed.csv': {
    format: 'csv-anz',
    lines: [
      line(2, '2025-03-07', -5_840, 'VISA DEBIT PURCHASE CARD 8003 CALTEX MANLY'),
      line(3, '2025-03-10', 198_000, 'PAYMENT FROM J CITIZEN INV-1047'),
      line(4, '2025-03-12', -2_200, 'MONTHLY ACCOUNT FEE'),
      line(5, '2025-03-14', -65_000, 'ANZ INTERNET BANKING PAYMENT 654321 TO RENT, SHOP 3'),
    ],
  },
  'nab-2022.csv': {
    format: 'csv-nab',
    lines: [
      line(
        2,
        '2022-04-20',
        -6_510,
        'MISCELLANEOUS DEBIT - V1234 18/04 BUNNINGS 341000 - Bunnings Warehouse',
        284_095,
      ),
      line(3, '2022-04-12', 120_000, 'INTER-BANK CREDIT - ACME PTY LTD INV-1031', 290_605),
      line(4, '2022-04-08', -2_395, 'MISCELLANEOUS DEBIT - V1234 06/04 KFC MANLY', 170_605),
      line(5, '2022-04-05', -12_000, 'TRANSFER DEBIT - ONLINE N1234567 RENT SHOP 3', 173_000),
      line(6, '2022-04-01', 85_000, 'TRANSFER CREDIT - INTERNET TRANSFER J CITIZEN INV-1030', 185_000),
    ],
  },
  'nab-2026.csv': {
    format: 'csv-nab',
    lines: [
      line(
        2,
        '2026-02-05',
        -4_235,
        'MISCELLANEOUS DEBIT - V1234 04/02 WOOLWORTHS 1234 - Woolworths Brookvale',
        723_915,
      ),
      line(3, '2026-02-04', -30_000, 'TRANSFER DEBIT - ONLINE A1234567 TO SAVINGS', 728_150),
      line(4, '2026-02-03', 240_000, 'INTER-BANK CREDIT - HARBOUR CAFE PTY INV-1101', 758_150),
      line(5, '2026-02-02', -1_850, 'MISCELLANEOUS DEBIT - V1234 31/01 KFC BROOKVALE', 518_150),
    ],
  },
  'westpac.csv': {
    format: 'csv-westpac',
    lines: [
      line(2, '2025-04-10', -30_000, 'CHEQUE 000123', 831_842),
      line(3, '2025-04-09', 87, 'INTEREST PAID', 861_842),
      line(4, '2025-04-07', -100_000, 'WITHDRAWAL-OSKO PAYMENT 1234567 OWNER SAVINGS', 861_755),
      line(5, '2025-04-02', -500, 'MONTHLY PLAN FEE', 961_755),
      line(
        6,
        '2025-04-02',
        -2_745,
        'DEBIT CARD PURCHASE BP MANLY VALE, MANLY VALE AU Card No. ~007002',
        962_255,
      ),
      line(7, '2025-04-01', 165_000, 'DEPOSIT-OSKO PAYMENT 2686772 J CITIZEN INV-1050', 965_000),
    ],
  },
  'statement-sgml.ofx': {
    format: 'ofx',
    lines: [
      line(
        39,
        '2025-04-02',
        187_500,
        'TRANSFER FROM J CITIZEN - INV-1060 kitchen joinery',
        null,
        '20250402.1',
      ),
      line(47, '2025-04-03', -6_420, 'BUNNINGS 341000 BALGOWLAH', null, '20250403.1'),
      line(55, '2025-04-04', 41_250, 'SMITH & SONS PTY LTD - Café fit-out deposit', null, '20250404.1'),
      line(
        63,
        '2025-04-07',
        -125_000,
        'TAX OFFICE PAYMENTS - BPAY 75556 551234567890123',
        null,
        '20250407.1',
      ),
      line(78, '2025-04-30', -1_000, 'ACCOUNT SERVICE FEE', null, '20250430.1'),
    ],
    skipped: [{ sourceLine: 71, reason: 'zero' }],
    closingBalance: { date: '2025-04-30', cents: 523_455 },
  },
  'statement-xml.ofx': {
    format: 'ofx',
    lines: [
      line(
        21,
        '2025-05-03',
        -8_995,
        'OFFICEWORKS 0412 BROOKVALE - Printer paper & toner',
        null,
        'CC202505030001',
      ),
      line(29, '2025-05-06', 1_995, 'OFFICEWORKS 0412 BROOKVALE', null, 'CC202505060001'),
      line(37, '2025-05-12', -124_900, 'JB HI-FI MANLY - Laptop', null, 'CC202505120001'),
      line(45, '2025-05-20', 50_000, 'PAYMENT RECEIVED - THANK YOU', null, 'CC202505200001'),
    ],
    closingBalance: { date: '2025-05-31', cents: -81_900 },
  },
  'statement.qfx': {
    format: 'ofx',
    lines: [
      line(41, '2025-06-02', 98_000, 'HARBOUR CAFE PTY INV-1080', null, '1'),
      line(48, '2025-06-09', -25_000, 'TRANSFER TO SAVINGS', null, '2'),
      line(55, '2025-06-09', -25_000, 'TRANSFER TO SAVINGS', null, '3'),
      line(62, '2025-06-16', -42_000, 'CHECK - 000124', null, '4'),
      line(69, '2025-06-30', 112, 'INTEREST', null, '5'),
    ],
    closingBalance: { date: '2025-06-30', cents: 306_112 },
  },
  'statement.qif': {
    format: 'qif',
    lines: [
      line(8, '2025-05-02', -8_640, 'CALTEX MANLY - Fuel for the van'),
      line(13, '2025-05-05', 231_000, 'J CITIZEN - INV-1070'),
      line(20, '2025-05-13', -4_999, 'ADOBE SYSTEMS - Creative Cloud monthly'),
      line(26, '2025-05-20', -150_000, 'TRANSFER TO SAVINGS'),
      line(30, '2025-05-31', -1_200, 'ACCOUNT FEE'),
    ],
    skipped: [{ sourceLine: 2, reason: 'balance_row' }],
  },
};

describe('parseStatement on sample exports', () => {
  it.each(Object.entries(SAMPLES))('reads %s exactly', (name, expected) => {
    const parsed = parseStatement(sample(name));
    expect(parsed).toEqual({
      ok: true,
      format: expected.format,
      lines: expected.lines,
      skipped: expected.skipped ?? [],
      closingBalance: expected.closingBalance ?? null,
    });
  });

  it('reads the two overlapping CommBank exports, newest first, with the overlap in both', () => {
    const first = parseStatement(sample('commbank-export-1.csv'));
    const second = parseStatement(sample('commbank-export-2.csv'));
    if (!first.ok || !second.ok) throw new Error('both exports should read');
    expect(first.lines.map((l) => l.date)).toEqual([
      '2025-01-20',
      '2025-01-15',
      '2025-01-14',
      '2025-01-14',
      '2025-01-12',
      '2025-01-10',
      '2025-01-08',
      '2025-01-05',
      '2025-01-02',
    ]);
    expect(second.lines.map((l) => l.date)).toEqual([
      '2025-01-31',
      '2025-01-28',
      '2025-01-24',
      '2025-01-20',
      '2025-01-15',
      '2025-01-14',
      '2025-01-14',
      '2025-01-12',
      '2025-01-10',
    ]);
    expect(first.lines.at(-1)).toEqual(
      line(9, '2025-01-02', 150_000, 'Direct Credit 123456 ACME PTY LTD INV-1001', 210_000),
    );
    expect(second.lines[0]).toEqual(line(1, '2025-01-31', -990, 'Account Fee', 354_491));
  });
});
