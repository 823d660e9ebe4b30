// An OFX or QFX statement (bank or credit card): the STMTTRN elements of each statement's transaction
// list, and the ledger balance the bank states at the end. QFX is OFX with Intuit's extra tags
// (INTU.BID), which are read past like any other.

import { childNamed, descendantsNamed, type OfxElement, ofxTree } from './ofx-tree.ts';
import type { StatementLine, StatementReading } from './statement.ts';
import { parseStatementAmount } from './statement-amounts.ts';
import { parseOfxDate } from './statement-dates.ts';
import { joinDescription } from './statement-descriptions.ts';
import { StatementProblem } from './statement-problem.ts';

const leafText = (element: OfxElement | undefined, name: string) => {
  const leaf = element ? childNamed(element, name) : undefined;
  return leaf?.value ?? '';
};

function requiredLeaf(element: OfxElement, name: string): OfxElement & { value: string } {
  const leaf = childNamed(element, name);
  if (!leaf?.value)
    throw new StatementProblem('missing_field', element.line, `<${element.name}> without <${name}>`);
  return leaf as OfxElement & { value: string };
}

function amountOf(leaf: OfxElement & { value: string }): number {
  const cents = parseStatementAmount(leaf.value);
  // OFX amounts are plain numbers: a "$" or a bracket is a file we misread, not money.
  if (cents === null || !/^[+-]?[\d.,]+$/.test(leaf.value)) {
    throw new StatementProblem('bad_amount', leaf.line, leaf.value);
  }
  return cents;
}

function dateOf(leaf: OfxElement & { value: string }): string {
  const date = parseOfxDate(leaf.value);
  if (date === null) throw new StatementProblem('bad_date', leaf.line, leaf.value);
  return date;
}

/** The lines of an OFX/QFX file, bank and credit card statements alike, and its closing (ledger) balance. */
export function readOfxStatement(text: string): StatementReading {
  const root = ofxTree(text, /^\s*<\?xml/i.test(text));
  const statements = [...descendantsNamed(root, 'STMTRS'), ...descendantsNamed(root, 'CCSTMTRS')].sort(
    (a, b) => a.line - b.line,
  );
  if (statements.length === 0) {
    const ofx = descendantsNamed(root, 'OFX')[0];
    throw new StatementProblem('broken_ofx', ofx?.line ?? 1, ofx ? '<OFX> without a statement' : null);
  }
  const lines: StatementLine[] = [];
  const skipped: StatementReading['skipped'] = [];
  let closingBalance: StatementReading['closingBalance'] = null;
  for (const statement of statements) {
    const list = childNamed(statement, 'BANKTRANLIST');
    if (!list)
      throw new StatementProblem('broken_ofx', statement.line, `<${statement.name}> without <BANKTRANLIST>`);
    for (const transaction of list.children.filter((child) => child.name === 'STMTTRN')) {
      const date = dateOf(requiredLeaf(transaction, 'DTPOSTED'));
      const amountCents = amountOf(requiredLeaf(transaction, 'TRNAMT'));
      if (amountCents === 0) {
        skipped.push({ sourceLine: transaction.line, reason: 'zero' });
        continue;
      }
      const name = leafText(transaction, 'NAME') || leafText(childNamed(transaction, 'PAYEE'), 'NAME');
      const said = joinDescription([name, leafText(transaction, 'MEMO')]);
      lines.push({
        sourceLine: transaction.line,
        date,
        amountCents,
        // Without a name or memo, what kind of transaction it is (and its cheque number) is all there is.
        description:
          said || joinDescription([leafText(transaction, 'TRNTYPE'), leafText(transaction, 'CHECKNUM')]),
        balanceCents: null,
        bankId: leafText(transaction, 'FITID') || null,
      });
    }
    const ledger = childNamed(statement, 'LEDGERBAL');
    if (ledger && closingBalance === null) {
      closingBalance = {
        date: dateOf(requiredLeaf(ledger, 'DTASOF')),
        cents: amountOf(requiredLeaf(ledger, 'BALAMT')),
      };
    }
  }
  return { format: 'ofx', lines, skipped, closingBalance };
}
