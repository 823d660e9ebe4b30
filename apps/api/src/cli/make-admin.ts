import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { findUserByEmail, grantRole } from '../features/auth/users.repository.ts';

// npm run user:admin -- <email>: gives an existing account the admin role.
const email = process.argv[2]?.trim().toLowerCase();
if (!email) {
  console.error('Usage: npm run user:admin -- <email>');
  process.exit(2);
}
const db = openDatabase(loadConfig());
try {
  await migrateToLatest(db);
  const user = await findUserByEmail(db.kysely, email);
  if (!user) {
    console.error(`No account uses ${email}. Register it first.`);
    process.exitCode = 1;
  } else {
    await grantRole(db.kysely, user.id, 'admin');
    console.log(`${email} is now an administrator.`);
  }
} finally {
  await db.close();
}
