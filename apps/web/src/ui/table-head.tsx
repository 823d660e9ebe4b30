import { Table, VisuallyHidden } from '@mantine/core';
import { Fragment } from 'react';

/** A column of amounts, right-aligned. */
export interface AmountColumn {
  amount: string;
}
/** A column named for screen readers only (its cells hold actions). */
export interface HiddenColumn {
  hidden: string;
}
/** A column's heading: plain text, an amount column, a hidden one, or false (left out). */
export type Column = string | AmountColumn | HiddenColumn | false;

function heading(column: Exclude<Column, false>) {
  if (typeof column === 'string') return <Table.Th>{column}</Table.Th>;
  if ('amount' in column) return <Table.Th ta="right">{column.amount}</Table.Th>;
  return (
    <Table.Th>
      <VisuallyHidden>{column.hidden}</VisuallyHidden>
    </Table.Th>
  );
}

/** A table's one row of column headings. */
export function TableHead({ columns }: { columns: readonly Column[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column, index) =>
          // The columns are fixed for a table, so their places are stable keys.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          column === false ? null : <Fragment key={index}>{heading(column)}</Fragment>,
        )}
      </Table.Tr>
    </Table.Thead>
  );
}
