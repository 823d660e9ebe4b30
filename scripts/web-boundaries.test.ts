import { describe, expect, it } from 'vitest';
import { type WebImport, webBreaches } from './web-boundaries.ts';

const F = 'apps/web/src/features/';
const edge = (file: string, target: string, line = 1): WebImport => ({ file, line, target });
const rulesOf = (imports: WebImport[]) =>
  webBreaches(imports).map(({ file, line, rule }) => `${file}:${line} ${rule}`);

describe('the web boundaries', () => {
  it('lets a feature import another through its index.ts or its folder, and anything of lib/ and ui/', () => {
    expect(
      rulesOf([
        edge(`${F}expenses/expenses.ts`, `${F}businesses/index.ts`),
        edge(`${F}expenses/routes/expense-list-screen.tsx`, `${F}history`),
        edge(`${F}expenses/expenses.ts`, 'apps/web/src/lib/books-queries.ts'),
        edge(`${F}expenses/expenses.ts`, `${F}expenses/expense-labels.ts`),
        edge('apps/web/src/app/routes.ts', `${F}expenses/routes/expense-list-screen.tsx`),
        edge(`${F}expenses/expenses.ts`, '@tanstack/react-query'),
      ]),
    ).toEqual([]);
  });

  it('fails an import of another feature’s inner file or screen', () => {
    expect(
      rulesOf([
        edge(`${F}expenses/expenses.ts`, `${F}businesses/companies.ts`, 3),
        edge(`${F}profit/labels.ts`, `${F}expenses/routes/expense-list-screen.tsx`, 4),
        edge(`${F}profit/labels.ts`, `${F}expenses-old/index.ts`, 5),
      ]),
    ).toEqual([
      `${F}expenses/expenses.ts:3 web feature "expenses" imports an inner file of "businesses" (import its index.ts): ${F}businesses/companies.ts`,
      `${F}profit/labels.ts:4 web feature "profit" imports a screen of "expenses": ${F}expenses/routes/expense-list-screen.tsx`,
    ]);
  });

  it('fails two features that import each other, on both sides', () => {
    expect(
      rulesOf([
        edge(`${F}expenses/expenses.ts`, `${F}bas/index.ts`, 7),
        edge(`${F}bas/routes/bas-screen.tsx`, `${F}expenses`, 9),
        edge(`${F}bas/bas.ts`, `${F}businesses/index.ts`, 2),
      ]),
    ).toEqual([
      `${F}expenses/expenses.ts:7 web features "expenses" and "bas" import each other: ${F}bas/index.ts`,
      `${F}bas/routes/bas-screen.tsx:9 web features "bas" and "expenses" import each other: ${F}expenses`,
    ]);
  });

  it('fails a screen offered in an index.ts, and a feature imported by lib/ or ui/', () => {
    expect(
      rulesOf([
        edge(`${F}bas/index.ts`, `${F}bas/routes/bas-screen.tsx`),
        edge('apps/web/src/ui/bar-chart.tsx', `${F}profit/index.ts`, 2),
        edge('apps/web/src/lib/form.test.ts', `${F}profit/index.ts`),
      ]),
    ).toEqual([
      `${F}bas/index.ts:1 web feature "bas" offers a screen in its index.ts: ${F}bas/routes/bas-screen.tsx`,
      `apps/web/src/ui/bar-chart.tsx:2 web ui/ imports a feature: ${F}profit/index.ts`,
    ]);
  });

  it('names each breach by its import, as the KNOWN list of scripts/check-boundaries.ts does', () => {
    expect(
      webBreaches([edge(`${F}tax/labels.ts`, `${F}profit/profit.ts`)]).map((breach) => breach.key),
    ).toEqual([`${F}tax/labels.ts -> ${F}profit/profit.ts`]);
  });
});
