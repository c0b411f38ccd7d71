// Creating a staff account (administrator, editor or author) for `npm run user:create`: a login
// name, an email, and a password longer than a shopper's must be.
import { PASSWORD_MAX_LENGTH } from '../../../../contracts/account';
import type { AccountsRepository, CustomerRecord } from '../../storage/accountsRepository';
import { isStaffRole, STAFF_ROLES, type StaffRole } from './capabilities';
import { normaliseEmail, normaliseStaffLogin } from './loginIdentity';
import { DEFAULT_SCRYPT_COST, hashPassword, type ScryptCost } from './passwordHash';

/** Staff can publish and delete: a longer minimum than a shopper's 8 characters. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;

export interface StaffInput {
  role: string;
  login: string;
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

export type StaffResult = { ok: true; value: CustomerRecord } | { ok: false; problem: string };

export interface StaffDeps {
  clock: () => Date;
  /** Tests pass a cheap cost; `npm run user:create` uses the same default as registration. */
  scryptCost?: ScryptCost;
}

const refuse = (problem: string): StaffResult => ({ ok: false, problem });

/**
 * A staff account (administrator, editor or author) with a login name, an email and a password
 * hashed as registration hashes it. Problems come back in words for the command line; the
 * password never appears in them.
 */
export async function createStaffAccount(
  accounts: Pick<
    AccountsRepository,
    'insertCustomer' | 'findCustomerByEmail' | 'findCustomerByLogin'
  >,
  input: StaffInput,
  deps: StaffDeps,
): Promise<StaffResult> {
  const role: StaffRole | undefined = isStaffRole(input.role) ? input.role : undefined;
  if (role === undefined) return refuse(`role must be one of ${STAFF_ROLES.join(', ')}`);
  const login = normaliseStaffLogin(input.login);
  if (login === null) {
    return refuse(
      'login must be 3 to 60 characters: letters a-z (at least one), digits, ".", "-" or "_"',
    );
  }
  const email = normaliseEmail(input.email);
  if (email === null) return refuse('email is not a valid email address');
  const length = [...input.password].length;
  if (length < STAFF_PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) {
    return refuse(
      `the password must be ${STAFF_PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
    );
  }
  if (accounts.findCustomerByLogin(login)) return refuse(`the login "${login}" is taken`);
  if (accounts.findCustomerByEmail(email)) return refuse(`an account with ${email} exists`);
  const record = accounts.insertCustomer({
    email,
    mobile: null,
    firstName: input.firstName?.trim() ?? '',
    lastName: input.lastName?.trim() ?? '',
    passwordHash: await hashPassword(input.password, deps.scryptCost ?? DEFAULT_SCRYPT_COST),
    createdGmt: deps.clock().toISOString(),
    role,
    login,
  });
  // Taken meanwhile (the unique indexes decide).
  if (record === null) return refuse(`the login "${login}" or the email ${email} is taken`);
  return { ok: true, value: record };
}
