import { rebuildInvoiceTotals } from '../books/invoice-totals.repository.ts';
import { rebuildLedgerTotals } from '../books/ledger-totals.repository.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

// npm run totals:rebuild [-- <user id>]: recomputes the dashboard's totals (income by month and by
// client, unpaid by due date) from the invoices, and the BAS's and profit and loss's from the invoices
// and expenses, for everyone or for one user. The app keeps them right
// as invoices are written; this is for repairs, and after loading invoices straight into the database.
const argument = process.argv[2];
const userId = argument === undefined ? undefined : Number(argument);
if (userId !== undefined && (!Number.isSafeInteger(userId) || userId < 1)) {
  console.error('Usage: npm run totals:rebuild [-- <user id>]');
  process.exit(2);
}
const db = openDatabase(loadConfig());
try {
  await migrateToLatest(db);
  const started = performance.now();
  await rebuildInvoiceTotals(db.kysely, userId);
  await rebuildLedgerTotals(db.kysely, userId);
  const took = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Dashboard, BAS and profit totals rebuilt for ${userId === undefined ? 'every user' : `user ${userId}`} in ${took} s.`,
  );
} finally {
  await db.close();
}
