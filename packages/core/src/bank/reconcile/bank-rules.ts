import type { ExpenseCategory } from '../../expenses/categories.ts';
import type { Cents } from '../../money/cents.ts';
import { payeeKey } from './payee-key.ts';

// Bank rules: "a narrative like this is that" — written by the owner, or learnt when they accept a
// suggestion, and applied in the owner's order, the first that matches winning (Xero's and MYOB's
// model). A rule only goes one way when it says so: the supplier paid is not the customer refunded.

export interface RuleCondition {
  field: 'description';
  kind: 'contains' | 'equals';
  text: string;
}

export type RuleAction =
  | {
      kind: 'expense';
      supplierName: string;
      category: ExpenseCategory;
      gstFree: boolean;
      /** 1–100. */
      businessUsePercent: number;
    }
  | { kind: 'transfer' }
  | { kind: 'drawing' }
  | { kind: 'contribution' }
  /** A payment to the ATO on a debit, a refund from it on a credit. */
  | { kind: 'ato' };

export interface BankRule {
  id: number;
  match: RuleCondition[];
  /** Every condition must hold (true), or any one (false). */
  matchAll: boolean;
  /** Money out, money in, or either. */
  direction: 'spend' | 'receive' | 'any';
  action: RuleAction;
}

export type BankRuleDraft = Omit<BankRule, 'id'>;

interface BankLine {
  amountCents: Cents;
  description: string;
}

const collapsed = (text: string) => text.toUpperCase().replace(/\s+/g, ' ');

/**
 * A condition holds on the narrative as written or on its payee key, ignoring case and runs of spaces:
 * so "BUNNINGS BALGOWLAH", learnt from one line, still matches "… BUNNINGS 341000 BALGOWLAH" on the
 * next. A "contains" keeps the spaces the owner typed at its ends, the way to say a whole word ("BP "
 * for the fuel, not the "BP" of "BPAY"); the narrative's ends count as spaces. A condition of no text
 * holds on nothing (it would match every line).
 */
function holds(condition: RuleCondition, narrative: { written: string; key: string }): boolean {
  const text = collapsed(condition.text);
  if (text.trim() === '') return false;
  if (condition.kind === 'equals') return narrative.written === text.trim() || narrative.key === text.trim();
  return ` ${narrative.written} `.includes(text) || ` ${narrative.key} `.includes(text);
}

function goesWay(direction: BankRule['direction'], amountCents: Cents): boolean {
  if (direction === 'spend') return amountCents < 0;
  if (direction === 'receive') return amountCents > 0;
  return true;
}

/** The first rule, in the owner's order, whose direction and conditions the line meets; null when none does. A rule of no conditions matches nothing. */
export function ruleFor<Rule extends BankRule>(line: BankLine, rules: readonly Rule[]): Rule | null {
  const narrative = { written: collapsed(line.description).trim(), key: payeeKey(line.description) };
  return (
    rules.find(
      (rule) =>
        rule.match.length > 0 &&
        goesWay(rule.direction, line.amountCents) &&
        (rule.matchAll
          ? rule.match.every((condition) => holds(condition, narrative))
          : rule.match.some((condition) => holds(condition, narrative))),
    ) ?? null
  );
}

/**
 * The rule learnt from a decision the owner accepted on a line: the same payee (the narrative's payee
 * key, so that the next line's card number, date or reference do not matter), the same direction, the
 * same action.
 */
export function learnRule(line: BankLine, action: RuleAction): BankRuleDraft {
  return {
    match: [{ field: 'description', kind: 'contains', text: payeeKey(line.description) }],
    matchAll: true,
    direction: line.amountCents < 0 ? 'spend' : 'receive',
    action,
  };
}
