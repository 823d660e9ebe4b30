import { describe, expect, it } from 'vitest';
import { CONFIDENCE } from './confidence.ts';
import { kindNamedIn } from './narrative-kind.ts';

const kindOf = (amountCents: number, description: string) =>
  kindNamedIn({ amountCents, description })?.kind ?? null;

describe('kindNamedIn', () => {
  it.each([
    // The ATO, paid or paying back.
    [-45_000, 'BPAY ATO 551234567890 BAS Q3', 'ato-payment'],
    [-120_000, 'BPAY ATO 75556 551234567890123', 'ato-payment'],
    [-250_000, 'AUSTRALIAN TAXATION OFFICE 4412345', 'ato-payment'],
    [-99_000, 'TAX OFFICE PAYMENTS NETBANK BPAY 75556', 'ato-payment'],
    [183_200, 'ATO REFUND 012345678', 'ato-refund'],
    [183_200, 'Direct Credit 012721 ATO ATO007000012345678', 'ato-refund'],
    // The owner's own accounts.
    [-5_000, 'Transfer to xx1234 NetBank Savings', 'transfer'],
    [5_000, 'Transfer from xx1234 NetBank Savings', 'transfer'],
    [-110_000, 'ANZ INTERNET BANKING FUNDS TFER TRANSFER 123456 TO 0123456789, SAVINGS', 'transfer'],
    [-30_000, 'ONLINE A1234567 TO SAVINGS', 'transfer'],
    [-100_000, 'WITHDRAWAL-OSKO PAYMENT 1234567 OWNER SAVINGS', 'transfer'],
    [-100_000, 'TFR TO OFFSET ACCOUNT 4455', 'transfer'],
    // Neither: purchases, clients, fees, and names that merely contain the letters.
    [-8_990, 'BUNNINGS 341000 BALGOWLAH AU Card xx2784', null],
    [-1_526, 'WOOLWORTHS 1234 SYDNEY AU Card xx2784 Value Date: 28/02/2026', null],
    [200_000, 'Transfer from J CITIZEN INV-1042', null],
    [99_000, 'Fast Transfer From COOGEE CAFE PTY LTD INV-0044', null],
    [-2_400, 'PLATO CAFE MANLY', null],
    [-1_899, 'TOMATO FARM SHOP', null],
    [-1_000, 'Account Fee', null],
  ])('%i "%s" → %s', (amountCents, description, kind) => {
    expect(kindOf(amountCents, description)).toBe(kind);
  });

  it('is surer of the ATO than of a transfer, and of neither enough to accept in bulk', () => {
    expect(kindNamedIn({ amountCents: -1, description: 'BPAY ATO' })?.confidence).toBe(
      CONFIDENCE.narrativeNamesAto,
    );
    expect(kindNamedIn({ amountCents: -1, description: 'Transfer to xx1234' })?.confidence).toBe(
      CONFIDENCE.narrativeOwnTransfer,
    );
    expect(CONFIDENCE.narrativeNamesAto).toBeLessThan(80);
    expect(CONFIDENCE.narrativeOwnTransfer).toBeLessThan(CONFIDENCE.narrativeNamesAto);
  });

  it('says nothing of a zero or an unsafe amount', () => {
    expect(kindNamedIn({ amountCents: 0, description: 'BPAY ATO' })).toBeNull();
    expect(kindNamedIn({ amountCents: Number.NaN, description: 'BPAY ATO' })).toBeNull();
  });
});
