import type { CSSProperties, ReactNode } from 'react';
import classes from './stacked-table.module.css';

/**
 * The frame of a table that never scrolls sideways on a phone: from 768 px up the table as it is
 * (scrolling within the frame below `minWidth`), below it each row a card of "label: value" lines. A
 * cell names its line with `labelled(label)` (`data-label`); a cell without one (actions) has none.
 */
export function StackedTable({ minWidth, children }: { minWidth: number; children: ReactNode }) {
  return (
    <div
      className={classes.frame}
      style={{ '--stacked-table-min-width': `${minWidth}px` } as CSSProperties}
      data-stacked-table
    >
      {children}
    </div>
  );
}

/** A cell's label on a phone's card (its column's heading). */
export const labelled = (label: string) => ({ 'data-label': label });
