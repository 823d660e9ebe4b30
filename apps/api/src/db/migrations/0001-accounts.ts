import { type MigrationDb, nowDefault, primaryId, timestamp } from './columns.ts';

// Users, their roles and sessions, Google sign-ins in flight, password resets, rate limits and the mail outbox.
export async function up(db: MigrationDb): Promise<void> {
  const ts = timestamp(db);
  const now = nowDefault(db);
  const id = primaryId(db);

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('email_verified_at', ts)
    .addColumn('password_hash', 'text')
    .addColumn('google_subject', 'text', (col) => col.unique())
    .addColumn('locale', 'text', (col) => col.notNull().defaultTo('en'))
    .addColumn('profile_image', 'text')
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('remember', 'boolean', (col) => col.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', ts, (col) => col.notNull())
    .addColumn('last_seen_at', ts, (col) => col.notNull())
    .addColumn('expires_at', ts, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', ts, (col) => col.notNull())
    .addColumn('used_at', ts)
    .execute();
  await db.schema.createIndex('password_resets_user_id').on('password_resets').column('user_id').execute();

  // Google sign-in in flight: the PKCE verifier and nonce wait here, keyed by the state's hash.
  await db.schema
    .createTable('oauth_states')
    .addColumn('state_hash', 'text', (col) => col.primaryKey())
    .addColumn('code_verifier', 'text', (col) => col.notNull())
    .addColumn('nonce', 'text', (col) => col.notNull())
    .addColumn('expires_at', ts, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('window_start', ts, (col) => col.notNull())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'integer', id)
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('html_body', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', ts, (col) => col.notNull())
    .addColumn('sent_at', ts)
    .addColumn('last_error', 'text')
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('mail_outbox_due')
    .on('mail_outbox')
    .columns(['sent_at', 'next_attempt_at'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of [
    'mail_outbox',
    'rate_limits',
    'oauth_states',
    'password_resets',
    'sessions',
    'user_roles',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
