import { MIN_PASSWORD_LENGTH } from '@festival/shared/validation/form-values';
import { loadConfig } from '../config';
import { grantStaffAccess } from '../services/account/staff-service';
import { createDb } from './create-db';
import { migrateToLatest } from './migrate';

/**
 * Creates a staff account (editor and dashboard access) or grants it to an existing one.
 * The password comes from the environment, so that it never shows in the process list:
 *   STAFF_EMAIL=… STAFF_PASSWORD=… [STAFF_FIRST_NAME=… STAFF_LAST_NAME=…] pnpm run create-staff
 */
async function main() {
  const input = {
    email: process.env.STAFF_EMAIL ?? '',
    password: process.env.STAFF_PASSWORD ?? '',
    first_name: process.env.STAFF_FIRST_NAME ?? '',
    last_name: process.env.STAFF_LAST_NAME ?? '',
  };
  if (!/^[^\s@]+@[^\s@]+$/.test(input.email) || input.password.length < MIN_PASSWORD_LENGTH) {
    console.error(`Set STAFF_EMAIL to an e-mail address and STAFF_PASSWORD to at least ${MIN_PASSWORD_LENGTH} characters.`);
    process.exitCode = 2;
    return;
  }
  const db = createDb(loadConfig());
  try {
    await migrateToLatest(db.kysely);
    const { user, created } = await grantStaffAccess(db.kysely, input, new Date());
    console.log(`${created ? 'created' : 'updated'} staff account ${user.email}`);
  } finally {
    await db.kysely.destroy();
  }
}

void main();
