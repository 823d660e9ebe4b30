import { describe, expect, it } from 'vitest';
import { collapseSpaces, isBalanceRow, isPending, joinDescription } from './statement-descriptions.ts';

describe('joinDescription', () => {
  it.each<[string[], string]>([
    [['TRANSFER FROM J CITIZEN', 'INV-1060'], 'TRANSFER FROM J CITIZEN - INV-1060'],
    [['  BP   MANLY ', ''], 'BP MANLY'],
    [['', '', ''], ''],
    [['BUNNINGS 341000', 'BUNNINGS 341000'], 'BUNNINGS 341000'],
    [['ACCOUNT FEE', 'Account fee'], 'ACCOUNT FEE'],
    [['MISCELLANEOUS DEBIT', 'V1234 06/04 KFC MANLY', 'KFC'], 'MISCELLANEOUS DEBIT - V1234 06/04 KFC MANLY'],
    [['BP MANLY', 'BP MANLY VALE NSW'], 'BP MANLY VALE NSW'],
    [['Coffee', 'Cake', 'Coffee'], 'Coffee - Cake'],
    [['Line\tone\nand two'], 'Line one and two'],
  ])('%j → %j', (parts, description) => {
    expect(joinDescription(parts)).toBe(description);
  });

  it('collapses whitespace', () => {
    expect(collapseSpaces(' a \t b\u00a0 c ')).toBe('a b c');
  });
});

describe('lines that are not transactions', () => {
  it.each([
    ['PENDING - SHELL COLES EXPRESS', true],
    ['Pending', true],
    ['  pending: coffee', true],
    ['PENDINGS', false],
    ['Refund of pending charge', false],
    ['', false],
  ])('pending: %j → %s', (text, pending) => {
    expect(isPending(text)).toBe(pending);
  });

  it.each([
    ['Opening Balance', true],
    ['OPENING BALANCE 01/02/2025', true],
    ['Closing balance', true],
    ['Balance brought forward', true],
    ['Balance carried forward', true],
    ['BALANCE B/F', true],
    ['Balance transfer to card', false],
    ['Closing Balance: $1,234.50', true],
    ['Opening balance adjustment fee', false],
    ['Transfer of opening stock', false],
  ])('balance row: %j → %s', (text, balanceRow) => {
    expect(isBalanceRow(text)).toBe(balanceRow);
  });
});
