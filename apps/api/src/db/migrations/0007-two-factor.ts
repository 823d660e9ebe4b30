import { type MigrationDb, nowDefault, timestamp } from './columns.ts';

// Two-factor sign-in (TOTP): one authenticator per user (pending until its first code is confirmed),
// its single-use recovery codes, and sign-ins waiting for their second step.
export async function up(db: MigrationDb): Promise<void> {
  const ts = timestamp(db);

  await db.schema
    .createTable('two_factor')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    // AES-256-GCM (lib/secret-box.ts): the app must read the secret back to check codes.
    .addColumn('secret_ciphertext', 'text', (col) => col.notNull())
    .addColumn('enabled_at', ts)
    // The last time step whose code was accepted: no code of it or an earlier step is taken again.
    .addColumn('last_used_step', 'bigint')
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(nowDefault(db)))
    .execute();

  await db.schema
    .createTable('two_factor_recovery_codes')
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('two_factor.user_id').onDelete('cascade'),
    )
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('used_at', ts)
    .addPrimaryKeyConstraint('two_factor_recovery_codes_pk', ['user_id', 'code_hash'])
    .execute();

  await db.schema
    .createTable('two_factor_challenges')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('remember', 'boolean', (col) => col.notNull())
    .addColumn('expires_at', ts, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('two_factor_challenges_user_id')
    .on('two_factor_challenges')
    .column('user_id')
    .execute();
  await db.schema
    .createIndex('two_factor_challenges_expires_at')
    .on('two_factor_challenges')
    .column('expires_at')
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['two_factor_challenges', 'two_factor_recovery_codes', 'two_factor']) {
    await db.schema.dropTable(table).execute();
  }
}
