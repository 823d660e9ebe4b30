import { type MigrationDb, nowDefault, primaryId, timestamp } from './columns.ts';

// PAYG instalments on the activity statement (issue 31; core's tax-time/payg-instalments.ts).
//
// - payg_instalment_options: the owner's option for a business's financial year (`year_start`: 2025 for
//   2025-26), as the ATO notified it: 'amount' with the quarterly amount T7, or 'rate' with the rate T2
//   (hundredths of a per cent).
// - payg_instalment_variations: a quarter varied: the estimated tax for the year T8 (amount option) or the
//   varied rate T3 (rate option), with the reason code T4.
// - payg_instalment_lodgements: the labels of a quarter as its BAS was marked lodged, locked with it; what
//   the set-aside counts as instalments paid (5A less 5B).
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('payg_instalment_options')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('year_start', 'integer', (col) => col.notNull())
    .addColumn('option', 'text', (col) => col.notNull())
    .addColumn('t7_cents', 'bigint')
    .addColumn('t2_basis_points', 'integer')
    .addColumn('updated_at', timestamp(db), (col) => col.notNull().defaultTo(nowDefault(db)))
    .addUniqueConstraint('payg_instalment_options_company_year', ['company_id', 'year_start'])
    .execute();
  await db.schema
    .createIndex('payg_instalment_options_user')
    .on('payg_instalment_options')
    .columns(['user_id', 'company_id'])
    .execute();
  await db.schema
    .createTable('payg_instalment_variations')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('period_key', 'text', (col) => col.notNull())
    .addColumn('t8_cents', 'bigint')
    .addColumn('t3_basis_points', 'integer')
    .addColumn('t4', 'text', (col) => col.notNull())
    .addColumn('updated_at', timestamp(db), (col) => col.notNull().defaultTo(nowDefault(db)))
    .addUniqueConstraint('payg_instalment_variations_company_period', ['company_id', 'period_key'])
    .execute();
  await db.schema
    .createIndex('payg_instalment_variations_user')
    .on('payg_instalment_variations')
    .columns(['user_id', 'company_id'])
    .execute();
  await db.schema
    .createTable('payg_instalment_lodgements')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('period_key', 'text', (col) => col.notNull())
    .addColumn('year_start', 'integer', (col) => col.notNull())
    .addColumn('option', 'text', (col) => col.notNull())
    .addColumn('t1_cents', 'bigint')
    .addColumn('t2_basis_points', 'integer')
    .addColumn('t3_basis_points', 'integer')
    .addColumn('t11_cents', 'bigint')
    .addColumn('t7_cents', 'bigint')
    .addColumn('t8_cents', 'bigint')
    .addColumn('t9_cents', 'bigint')
    .addColumn('t4', 'text')
    .addColumn('a5_cents', 'bigint', (col) => col.notNull())
    .addColumn('b5_cents', 'bigint', (col) => col.notNull())
    .addColumn('lodged_at', timestamp(db), (col) => col.notNull().defaultTo(nowDefault(db)))
    .addUniqueConstraint('payg_instalment_lodgements_company_period', ['company_id', 'period_key'])
    .execute();
  await db.schema
    .createIndex('payg_instalment_lodgements_user')
    .on('payg_instalment_lodgements')
    .columns(['user_id', 'company_id', 'year_start'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('payg_instalment_lodgements').execute();
  await db.schema.dropTable('payg_instalment_variations').execute();
  await db.schema.dropTable('payg_instalment_options').execute();
}
