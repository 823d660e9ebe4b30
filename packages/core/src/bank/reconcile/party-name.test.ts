import { describe, expect, it } from 'vitest';
import { namesIn } from './party-name.ts';

describe('a client’s or supplier’s name in a narrative', () => {
  it.each([
    ['Acme Plumbing Pty Ltd', 'DEPOSIT-OSKO PAYMENT 2686772 ACME PLUMBING PTY LTD'],
    ['Acme Plumbing Pty Ltd', 'Direct Credit 301500 ACME PLUMBING'],
    ['Acme Plumbing Services Pty Ltd', 'ACME PLUMBING SERV'],
    ['Acme Plumbing Services', 'TRANSFER FROM ACME PLUMB SERVICES'],
    ['John Smith', 'INTER-BANK CREDIT - J SMITH'],
    ['John Smith', 'INTER-BANK CREDIT - SMITH J'],
    ['John Smith', 'JOHN SMITH INV-0012'],
    ['Telstra', 'Direct Debit 062934 TELSTRA CORP 2938471'],
    ['The Trustee for Harbour Family Trust', 'HARBOUR FAMILY'],
    ['Bay & Co.', 'FROM BAY'],
  ])('%s appears in %j', (name, description) => {
    expect(namesIn(description)(name)).toBe(true);
  });

  it.each([
    ['Acme Plumbing Pty Ltd', 'ACME ELECTRICAL'],
    ['John Smith', 'SMITH'],
    ['John Smith', 'K SMITH'],
    ['Jo Smith', 'JOSEPH SMITH'],
    ['Telstra', 'TELSTAR'],
    ['Acme', 'ACMETECH'],
    // A name of entity words alone names no one.
    ['The Co Pty Ltd', 'THE CO PTY LTD'],
    ['Acme Plumbing', ''],
  ])('%s does not appear in %j', (name, description) => {
    expect(namesIn(description)(name)).toBe(false);
  });

  it('gives the same answer when asked again for the same name', () => {
    const named = namesIn('ACME PLUMBING');
    expect([named('Acme Plumbing'), named('Acme Plumbing'), named('Bolt Electrical')]).toEqual([
      true,
      true,
      false,
    ]);
  });
});
