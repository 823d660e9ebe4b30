import type { ReconcileKind } from '@sorted/core/bank/reconcile/reconcile-kinds';
import type {
  BalanceGapAttributes,
  BankAccountResource,
  BankImportResource,
  BankLineReconciliation,
  BankLineResource,
  BankRuleResource,
} from '@sorted/core/contract/bank';
import { centsToDecimal } from '@sorted/core/money/cents';
import { columnMappingSchema } from '@sorted/core/schemas/bank-accounts';
import type { BankAccountWithFigures } from './bank-accounts.repository.ts';
import type { BankImportWithState } from './bank-imports.repository.ts';
import type { BankLineRow } from './bank-lines.repository.ts';
import type { recordsOfLines } from './bank-reconciliation.repository.ts';
import { type BankRuleRow, ruleOfRow } from './bank-rules.repository.ts';

// The JSON:API resources of bank accounts, imports, lines and rules (contract: core's contract/bank.ts).

/** "•••• 4321": an account number is never sent whole. */
export function maskedAccountNumber(number: string | null): string | null {
  return number === null ? null : `•••• ${number.slice(-4)}`;
}

/** A saved column mapping as kept (JSON), read leniently: one this version cannot read is none. */
export function columnMappingOf(json: string | null) {
  if (json === null) return null;
  try {
    const parsed = columnMappingSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function bankAccountResource(row: BankAccountWithFigures): BankAccountResource {
  const mapping = columnMappingOf(row.column_mapping);
  return {
    type: 'bank-accounts',
    id: String(row.id),
    attributes: {
      name: row.name,
      company_name: row.company_name,
      bsb: row.bsb,
      account_number_masked: maskedAccountNumber(row.account_number),
      opening_balance: centsToDecimal(Number(row.opening_balance_cents)),
      opening_date: row.opening_date,
      statement_balance: centsToDecimal(row.statement_balance_cents),
      reconciled_balance: centsToDecimal(row.reconciled_balance_cents),
      unreconciled_count: row.unreconciled_count,
      has_column_mapping: mapping !== null,
      column_mapping: mapping,
      created_at: row.created_at,
      updated_at: row.updated_at,
    },
    relationships: { company: { data: { type: 'companies', id: String(row.company_id) } } },
  };
}

/** A balance gap as an import keeps it (cents; see import-statement.ts). */
export interface StoredGap {
  after_line: number | null;
  after_date: string;
  before_line: number | null;
  before_date: string;
  expected_cents: number;
  found_cents: number;
  missing_cents: number;
}

function gapsOf(json: string): BalanceGapAttributes[] {
  const gaps = JSON.parse(json) as StoredGap[];
  return gaps.map((gap) => ({
    after_line: gap.after_line,
    after_date: gap.after_date,
    before_line: gap.before_line,
    before_date: gap.before_date,
    expected_balance: centsToDecimal(gap.expected_cents),
    found_balance: centsToDecimal(gap.found_cents),
    missing_amount: centsToDecimal(gap.missing_cents),
  }));
}

export function bankImportResource(row: BankImportWithState): BankImportResource {
  return {
    type: 'bank-imports',
    id: String(row.id),
    attributes: {
      file_name: row.file_name,
      format: row.format,
      new_count: row.new_count,
      duplicate_count: row.duplicate_count,
      skipped_count: row.skipped_count,
      first_date: row.first_date,
      last_date: row.last_date,
      gaps: gapsOf(row.gaps),
      created_at: row.created_at,
      undone_at: row.undone_at,
      undoable: row.undoable,
    },
    relationships: { bank_account: { data: { type: 'bank-accounts', id: String(row.bank_account_id) } } },
  };
}

type LineRecords = Awaited<ReturnType<typeof recordsOfLines>>;

/** What a reconciled line became, from the records of its page (null while unreconciled). */
function reconciliationOf(row: BankLineRow, records: LineRecords): BankLineReconciliation | null {
  if (row.reconciled_kind === null || row.reconciled_at === null) return null;
  const kind = row.reconciled_kind as ReconcileKind;
  const expense = records.expenses.find((entry) => entry.bank_line_id === row.id);
  const line = Math.abs(Number(row.amount_cents));
  return {
    kind,
    reconciled_at: row.reconciled_at,
    payments: records.payments
      .filter((payment) => payment.bank_line_id === row.id)
      .map((payment) => ({
        payment_id: String(payment.id),
        invoice_id: String(payment.invoice_id),
        invoice_number: payment.invoice_number,
        amount: centsToDecimal(Number(payment.amount_cents)),
      })),
    expense: expense
      ? {
          expense_id: String(expense.id),
          supplier_name: expense.supplier_name,
          category: expense.category,
          amount: centsToDecimal(Number(expense.amount_cents)),
        }
      : null,
    private_amount: kind === 'split' && expense ? centsToDecimal(line - Number(expense.amount_cents)) : null,
  };
}

/** A line, and what it became once reconciled (`records`: recordsOfLines of its page). */
export function bankLineResource(
  row: BankLineRow,
  records: LineRecords = { payments: [], expenses: [] },
): BankLineResource {
  return {
    type: 'bank-lines',
    id: String(row.id),
    attributes: {
      date: row.date,
      amount: centsToDecimal(Number(row.amount_cents)),
      description: row.description,
      balance: row.balance_cents === null ? null : centsToDecimal(Number(row.balance_cents)),
      // Lines still 'importing' are never read out (bank-lines.repository.ts hides them).
      status: row.status === 'reconciled' ? 'reconciled' : 'unreconciled',
      source_line: row.source_line,
      created_at: row.created_at,
      reconciliation: reconciliationOf(row, records),
    },
    relationships: {
      bank_account: { data: { type: 'bank-accounts', id: String(row.bank_account_id) } },
      bank_import: { data: { type: 'bank-imports', id: String(row.import_id) } },
    },
  };
}

/** A stored rule as the API shows it (contract: bankRuleResource); null when its JSON cannot be read. */
export function bankRuleResource(row: BankRuleRow): BankRuleResource | null {
  const rule = ruleOfRow(row);
  if (rule === null) return null;
  const { action } = rule;
  return {
    type: 'bank-rules',
    id: String(row.id),
    attributes: {
      position: row.position,
      conditions: rule.match.map(({ field, kind, text }) => ({ field, kind, text })),
      match_all: rule.matchAll,
      direction: rule.direction,
      action:
        action.kind === 'expense'
          ? {
              kind: 'expense',
              supplier_name: action.supplierName,
              category: action.category,
              gst_free: action.gstFree,
              business_use_percent: action.businessUsePercent,
            }
          : { kind: action.kind },
      learnt: Boolean(row.learnt),
      created_at: row.created_at,
      updated_at: row.updated_at,
    },
    relationships: {
      company: { data: row.company_id === null ? null : { type: 'companies', id: String(row.company_id) } },
    },
  };
}
