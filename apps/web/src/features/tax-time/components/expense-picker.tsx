import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatAmount, formatDisplayDate } from '@sorted/core/i18n/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Expense, useExpense, useExpenses } from '../../expenses/index.ts';

interface ExpensePickerProps {
  /** Only this business's expenses (all the person's while none is chosen). */
  companyId: string | null;
  value: string | null;
  /** Expenses other assets were recorded from, with those assets' names: shown, not offered again. */
  linked: ReadonlyMap<string, string>;
  onPick: (expense: Expense | null) => void;
  error?: string | undefined;
}

const describe = (expense: Expense) =>
  [
    expense.description ? `${expense.supplier_name} – ${expense.description}` : expense.supplier_name,
    formatDisplayDate(expense.expense_date),
    formatAmount(expense.amount),
  ].join(' · ');

/**
 * "From an expense": one of the business's expenses chosen by typing, searched on the server a page at a
 * time (as the client picker is), so a business with 100,000 expenses loads 20.
 */
export function ExpensePicker({ companyId, value, linked, onPick, error }: ExpensePickerProps) {
  const { t } = useTranslation();
  const chosen = useExpense(value);
  const chosenLabel = chosen.data ? describe(chosen.data) : null;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  // While the box shows the chosen expense, list the latest ones rather than search for that label.
  const term = chosenLabel !== null && debounced === chosenLabel ? '' : debounced;
  const expenses = useExpenses({ search: term, companyId, category: null, from: null, to: null, page: 1 });
  const found = expenses.data?.expenses ?? [];
  const known = chosen.data && !found.some((expense) => expense.id === chosen.data.id) ? [chosen.data] : [];
  const all = [...known, ...found];
  const options = all.map((expense) => {
    const asset = expense.id === value ? undefined : linked.get(expense.id);
    return {
      value: expense.id,
      label: asset
        ? `${describe(expense)} (${t('assets.fromExpense.linked', { name: asset })})`
        : describe(expense),
      disabled: asset !== undefined,
    };
  });

  return (
    <Select
      label={t('assets.fromExpense.label')}
      description={t('assets.fromExpense.hint')}
      placeholder={t('assets.fromExpense.placeholder')}
      searchable
      clearable
      data={options}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: every }) => every}
      onChange={(id) => onPick(all.find((expense) => expense.id === id) ?? null)}
      nothingFoundMessage={expenses.isFetching ? t('common.loading') : t('assets.fromExpense.none')}
      error={error}
      name="expense"
    />
  );
}
