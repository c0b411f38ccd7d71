// Staff accounts in a test database, made the way `npm run user:create` makes them.
import type Database from 'better-sqlite3';
import { createSqliteAccountsRepository } from '../src/storage/accountsRepository';
import type { Role } from '../src/domain/accounts/capabilities';
import { hashSessionToken, newSessionToken } from '../src/domain/accounts/sessionToken';
import { createStaffAccount } from '../src/domain/accounts/staffAccounts';
import { CUSTOMER_COOKIE, CUSTOMER_SESSION_SECONDS } from '../src/http/customerSession';
import { sessionCookieFor } from './server';

/** Cheap enough for tests; the cost is stored with each hash, so sign-in verifies it as cheaply. */
export const TEST_SCRYPT_COST = { N: 1024, r: 8, p: 1 };
export const STAFF_PASSWORD = 'staff-password-2025';

export interface StaffMember {
  id: number;
  login: string;
  email: string;
  password: string;
}

export async function addStaff(
  db: Database.Database,
  role: Exclude<Role, 'customer'>,
  login: string,
): Promise<StaffMember> {
  const email = `${login}@staff.example`;
  const result = await createStaffAccount(
    createSqliteAccountsRepository(db),
    { role, login, email, password: STAFF_PASSWORD },
    { clock: () => new Date(), scryptCost: TEST_SCRYPT_COST },
  );
  if (!result.ok) throw new Error(`cannot create ${role} ${login}: ${result.problem}`);
  return { id: result.value.id, login, email, password: STAFF_PASSWORD };
}

/** The customer-session cookie of a signed-in `memberId`, as sign-in would set it. */
export function signedInCookie(db: Database.Database, memberId: number, now = new Date()): string {
  const token = newSessionToken();
  createSqliteAccountsRepository(db).insertSession({
    tokenHash: hashSessionToken(token),
    customerId: memberId,
    createdGmt: now.toISOString(),
    expiresGmt: new Date(now.getTime() + CUSTOMER_SESSION_SECONDS * 1000).toISOString(),
  });
  return `${CUSTOMER_COOKIE}=${token}`;
}

/**
 * Headers of a signed-in visitor without going through sign-in (for app.inject tests): a
 * session row for `memberId` and a nonce for a fresh shop_session, as sign-in would leave them.
 */
export function signedInHeaders(
  db: Database.Database,
  memberId: number,
  options: { now?: Date; secret?: string } = {},
): { cookie: string; 'x-wp-nonce': string } {
  const now = options.now ?? new Date();
  const session = sessionCookieFor({ now, secret: options.secret });
  return {
    cookie: `${session.cookie}; ${signedInCookie(db, memberId, now)}`,
    'x-wp-nonce': session.nonce,
  };
}
