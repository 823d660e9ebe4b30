import { describe, expect, it } from 'vitest';
import { type BankRule, learnRule, type RuleAction, ruleFor } from './bank-rules.ts';

const fuel: RuleAction = {
  kind: 'expense',
  supplierName: 'BP',
  category: 'motor-vehicle',
  gstFree: false,
  businessUsePercent: 75,
};

const RULES: BankRule[] = [
  {
    id: 1,
    match: [{ field: 'description', kind: 'contains', text: 'bp ' }],
    matchAll: true,
    direction: 'spend',
    action: fuel,
  },
  {
    id: 2,
    match: [
      { field: 'description', kind: 'contains', text: 'TAX OFFICE' },
      { field: 'description', kind: 'contains', text: 'ATO' },
    ],
    matchAll: false,
    direction: 'any',
    action: { kind: 'ato' },
  },
  {
    id: 3,
    match: [
      { field: 'description', kind: 'contains', text: 'transfer' },
      { field: 'description', kind: 'contains', text: 'xx4410' },
    ],
    matchAll: true,
    direction: 'any',
    action: { kind: 'transfer' },
  },
  {
    id: 4,
    match: [{ field: 'description', kind: 'equals', text: 'interest' }],
    matchAll: true,
    direction: 'receive',
    action: { kind: 'contribution' },
  },
  // A supplier's refund is not their bill: this rule is for money out only.
  {
    id: 5,
    match: [{ field: 'description', kind: 'contains', text: 'OFFICEWORKS' }],
    matchAll: true,
    direction: 'spend',
    action: {
      kind: 'expense',
      supplierName: 'Officeworks',
      category: 'tools-equipment',
      gstFree: false,
      businessUsePercent: 100,
    },
  },
  { id: 6, match: [], matchAll: true, direction: 'any', action: { kind: 'drawing' } },
  {
    id: 7,
    match: [{ field: 'description', kind: 'contains', text: '  ' }],
    matchAll: false,
    direction: 'any',
    action: { kind: 'drawing' },
  },
  {
    id: 8,
    match: [{ field: 'description', kind: 'contains', text: 'OFFICEWORKS' }],
    matchAll: true,
    direction: 'any',
    action: { kind: 'drawing' },
  },
];

describe('ruleFor', () => {
  it.each<[string, number, number | null]>([
    ['EFTPOS BP MANLY VALE 4417', -6_512, 1],
    ['eftpos   bp  manly vale', -6_512, 1],
    // "bp " with its space is not the "BP" inside "BPAY".
    ['ANZ INTERNET BANKING BPAY TAX OFFICE PAYMENTS {549951}', -250_000, 2],
    ['ATO REFUND 0012345', 120_000, 2],
    ['Transfer to xx4410 CommBank app', -50_000, 3],
    ['Transfer from xx4410 NetBank', 50_000, 3],
    // Every condition of a match-all rule must hold.
    ['Transfer to xx9999 CommBank app', -50_000, null],
    ['INTEREST', 12, 4],
    ['Interest', 12, 4],
    ['INTEREST PAID', 12, null],
    // The spend rule never matches money in: an Officeworks refund falls to the rule that goes either way.
    ['VISA DEBIT PURCHASE CARD 8003 OFFICEWORKS 0412 BROOKVALE', -4_599, 5],
    ['VISA DEBIT REFUND CARD 8003 OFFICEWORKS 0412 BROOKVALE', 4_599, 8],
    ['INTEREST', -12, null],
    ['COFFEE', -450, null],
  ])('%j (%i) → rule %s', (description, amountCents, id) => {
    expect(ruleFor({ amountCents, description }, RULES)?.id ?? null).toBe(id);
  });

  it('takes the first matching rule in the owner’s order', () => {
    const both: BankRule[] = [
      {
        id: 10,
        match: [{ field: 'description', kind: 'contains', text: 'BUNNINGS' }],
        matchAll: true,
        direction: 'any',
        action: { kind: 'drawing' },
      },
      {
        id: 11,
        match: [{ field: 'description', kind: 'contains', text: 'BUNNINGS' }],
        matchAll: true,
        direction: 'any',
        action: fuel,
      },
    ];
    expect(ruleFor({ amountCents: -100, description: 'BUNNINGS' }, both)?.id).toBe(10);
    expect(ruleFor({ amountCents: -100, description: 'BUNNINGS' }, [...both].reverse())?.id).toBe(11);
  });

  it('gives back the caller’s own rule object, extra fields and all', () => {
    const rules = [{ ...RULES[0], name: 'Fuel' } as BankRule & { name: string }];
    expect(ruleFor({ amountCents: -100, description: 'BP MANLY' }, rules)?.name).toBe('Fuel');
  });
});

describe('learnRule', () => {
  it.each<[string, string, number, string, string, number]>([
    // Each bank's narrative, and the same payee's next line with another card, date or reference.
    [
      'ANZ',
      'VISA DEBIT PURCHASE CARD 8003 BUNNINGS 341000 BALGOWLAH',
      -8_950,
      'BUNNINGS BALGOWLAH',
      'VISA DEBIT PURCHASE CARD 4417 BUNNINGS 339120 BALGOWLAH',
      -23_410,
    ],
    [
      'CommBank',
      'Officeworks Mosman NS AUS Card xx2784 Value Date: 09/02/2025',
      -4_599,
      'OFFICEWORKS MOSMAN',
      'OFFICEWORKS MOSMAN NS AUS Card xx9931 Value Date: 17/03/2025',
      -1_250,
    ],
    [
      'Westpac',
      'DEBIT CARD PURCHASE WOOLWORTHS 1432 MANLY AUS Card No. ~007002',
      -3_310,
      'WOOLWORTHS MANLY',
      'DEBIT CARD PURCHASE WOOLWORTHS 1432 MANLY AUS Card No. ~005519',
      -870,
    ],
    [
      'NAB',
      'MISCELLANEOUS DEBIT - V1234 25/12 KFC MANLY',
      -1_495,
      'KFC MANLY',
      'MISCELLANEOUS DEBIT - V9876 02/01 KFC MANLY',
      -2_190,
    ],
    [
      'ANZ transfer',
      'ANZ M-BANKING FUNDS TFER TRANSFER 778812 TO 012345678',
      -100_000,
      'TRANSFER TO 012345678',
      'ANZ M-BANKING FUNDS TFER TRANSFER 901233 TO 012345678',
      -40_000,
    ],
  ])('%s: learnt from %j, matches the next line', (_, description, amountCents, key, next, nextAmount) => {
    const draft = learnRule({ amountCents, description }, fuel);
    expect(draft).toEqual({
      match: [{ field: 'description', kind: 'contains', text: key }],
      matchAll: true,
      direction: 'spend',
      action: fuel,
    });
    expect(ruleFor({ amountCents: nextAmount, description: next }, [{ id: 1, ...draft }])?.id).toBe(1);
  });

  it('learns the direction from the sign, so a payee’s refund does not take the purchase’s rule', () => {
    const draft = learnRule(
      { amountCents: 50_000, description: 'Transfer from xx4410 NetBank' },
      { kind: 'transfer' },
    );
    expect(draft.direction).toBe('receive');
    const rules = [{ id: 1, ...draft }];
    expect(ruleFor({ amountCents: 20_000, description: 'Transfer from xx4410 NetBank' }, rules)?.id).toBe(1);
    expect(ruleFor({ amountCents: -20_000, description: 'Transfer from xx4410 NetBank' }, rules)).toBeNull();
  });

  it('does not match another payee', () => {
    const draft = learnRule(
      { amountCents: -8_950, description: 'VISA DEBIT PURCHASE CARD 8003 BUNNINGS 341000 BALGOWLAH' },
      fuel,
    );
    const rules = [{ id: 1, ...draft }];
    expect(
      ruleFor(
        { amountCents: -100, description: 'VISA DEBIT PURCHASE CARD 8003 BUNNINGS 339120 MONA VALE' },
        rules,
      ),
    ).toBeNull();
  });
});
