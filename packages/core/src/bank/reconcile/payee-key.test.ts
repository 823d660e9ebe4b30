import { describe, expect, it } from 'vitest';
import { payeeKey } from './payee-key.ts';

describe('payeeKey keeps who was paid and drops what changes from line to line', () => {
  it.each([
    // ANZ: card purchases with the card's last digits and the store number; BPAY with its reference.
    ['VISA DEBIT PURCHASE CARD 8003 BUNNINGS 341000 BALGOWLAH', 'BUNNINGS BALGOWLAH'],
    ['VISA DEBIT PURCHASE CARD 4417 BUNNINGS 339120 BALGOWLAH', 'BUNNINGS BALGOWLAH'],
    ['EFTPOS PURCHASE CARD 8003 OFFICEWORKS 0412 BROOKVALE', 'OFFICEWORKS BROOKVALE'],
    ['ANZ INTERNET BANKING BPAY TAX OFFICE PAYMENTS {549951}', 'TAX OFFICE PAYMENTS'],
    ['ANZ M-BANKING FUNDS TFER TRANSFER 778812 TO 012345678', 'TRANSFER TO 012345678'],
    ['ANZ M-BANKING FUNDS TFER TRANSFER 901233 TO 012345678', 'TRANSFER TO 012345678'],
    // CommBank: card lines end in the card and the value date; transfers name the account.
    ['Officeworks Mosman NS AUS Card xx2784 Value Date: 09/02/2025', 'OFFICEWORKS MOSMAN'],
    ['OFFICEWORKS MOSMAN NS AUS Card xx9931 Value Date: 17/03/2025', 'OFFICEWORKS MOSMAN'],
    ['Direct Debit 062934 TELSTRA CORP 2938471', 'TELSTRA CORP'],
    ['Direct Credit 301500 ACME PLUMBING INV-0012', 'ACME PLUMBING'],
    ['Transfer to xx4410 CommBank app', 'XX4410'],
    ['Transfer from xx4410 NetBank', 'XX4410'],
    ['Fast Transfer From J Citizen INV-0012', 'J CITIZEN'],
    // Westpac: the channel, references and the card number.
    ['DEBIT CARD PURCHASE WOOLWORTHS 1432 MANLY AUS Card No. ~007002', 'WOOLWORTHS MANLY'],
    ['DEBIT CARD PURCHASE WOOLWORTHS 1432 MANLY AUS Card No. ~005519', 'WOOLWORTHS MANLY'],
    ['DEPOSIT-OSKO PAYMENT 2686772 ACME PLUMBING PTY LTD', 'ACME PLUMBING PTY LTD'],
    ['WITHDRAWAL ONLINE 1827364 BPAY AGL ENERGY 55512', 'AGL ENERGY'],
    ['WITHDRAWAL ONLINE 1827365 TFR Westpac Cho Savings', 'WESTPAC CHO SAVINGS'],
    ['PAYMENT BY AUTHORITY TO NRMA INSURANCE 449182', 'NRMA INSURANCE'],
    // NAB: the type and the details joined, a card and a date in the details.
    ['MISCELLANEOUS DEBIT - V1234 25/12 KFC MANLY', 'KFC MANLY'],
    ['MISCELLANEOUS DEBIT - V9876 02/01 KFC MANLY', 'KFC MANLY'],
    ['INTER-BANK CREDIT - SMITH J', 'SMITH J'],
    ['TRANSFER DEBIT - ONLINE SAVER', 'ONLINE SAVER'],
    // Names with a digit or two stay whole; spaces and case are made one; country and state go.
    ['EFTPOS 7-ELEVEN 2145   north   sydney', '7-ELEVEN NORTH SYDNEY'],
    ['  bp   manly vale  ', 'BP MANLY VALE'],
    ['Australia Post 123456 Manly AUS', 'AUSTRALIA POST MANLY'],
    ['SHELL COLES EXPRESS SYDNEY NSW AU', 'SHELL COLES EXPRESS SYDNEY'],
    ['BP MANLY VALE NSW', 'BP MANLY VALE NSW'],
  ])('%j → %j', (description, key) => {
    expect(payeeKey(description)).toBe(key);
  });

  it.each([
    // Nothing but noise: the whole narrative is the key, so that a rule learnt from it never matches every line.
    ['EFTPOS', 'EFTPOS'],
    ['OSKO PAYMENT 2686772', 'OSKO PAYMENT 2686772'],
    ['  12345678 ', '12345678'],
    ['', ''],
  ])('nothing but noise: %j → %j', (description, key) => {
    expect(payeeKey(description)).toBe(key);
  });
});
