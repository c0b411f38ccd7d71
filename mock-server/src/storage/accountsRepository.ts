// Storage of customers, their sessions and saved addresses (SQLite today, swappable later).
import type Database from 'better-sqlite3';
import { isRole, type Role } from '../../../contracts/account';

/** Who a session belongs to: the account's id and role (the domain's `User`). */
export interface SessionAccount {
  id: number;
  role: Role;
}

export type AddressKind = 'billing' | 'shipping';

export interface CustomerRecord {
  id: number;
  email: string | null;
  mobile: string | null;
  firstName: string;
  lastName: string;
  passwordHash: string;
  createdGmt: string;
  /** WordPress role; every registered shopper is a customer, staff come from user:create. */
  role: Role;
  /** Staff login name (lower case), null for customers. */
  login: string | null;
}

/** Registration leaves role and login out: a customer with no login name. */
export type NewCustomer = Omit<CustomerRecord, 'id' | 'role' | 'login'> &
  Partial<Pick<CustomerRecord, 'role' | 'login'>>;

/** Storage of customers, their sessions and saved addresses (SQLite today, swappable later). */
export interface AccountsRepository {
  /**
   * null when the email or mobile is already taken (the unique index decides, atomically). In
   * the same transaction, guest orders whose billing email or mobile is the new customer's become
   * theirs, as WooCommerce's wc_update_new_customer_past_orders does on registration.
   */
  insertCustomer(customer: NewCustomer): CustomerRecord | null;
  findCustomerById(id: number): CustomerRecord | undefined;
  findCustomerByEmail(email: string): CustomerRecord | undefined;
  findCustomerByMobile(mobile: string): CustomerRecord | undefined;
  findCustomerByLogin(login: string): CustomerRecord | undefined;
  insertSession(session: {
    tokenHash: string;
    customerId: number;
    createdGmt: string;
    expiresGmt: string;
  }): void;
  /** The account (id and role, one indexed join) of an unexpired session, or null. */
  sessionCustomer(tokenHash: string, nowGmt: string): SessionAccount | null;
  deleteSession(tokenHash: string): void;
  deleteExpiredSessions(nowGmt: string): number;
  /** Saved addresses as stored JSON text, by kind. */
  readAddresses(customerId: number): Partial<Record<AddressKind, string>>;
  /** Replaces both addresses in one transaction. */
  saveAddresses(customerId: number, addresses: Record<AddressKind, string>, nowGmt: string): void;
}

interface CustomerRow {
  id: number;
  email: string | null;
  mobile: string | null;
  first_name: string;
  last_name: string;
  password_hash: string;
  created_gmt: string;
  role: string;
  login: string | null;
}

function toRecord(row: CustomerRow | undefined): CustomerRecord | undefined {
  if (!row) return undefined;
  return {
    id: row.id,
    email: row.email,
    mobile: row.mobile,
    firstName: row.first_name,
    lastName: row.last_name,
    passwordHash: row.password_hash,
    createdGmt: row.created_gmt,
    // The column's CHECK allows only the four roles; anything else would be no role at all.
    role: isRole(row.role) ? row.role : 'customer',
    login: row.login,
  };
}

type CustomerFields = Omit<CustomerRecord, 'id'>;

function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    Reflect.get(error, 'code') === 'SQLITE_CONSTRAINT_UNIQUE'
  );
}

export function createSqliteAccountsRepository(db: Database.Database): AccountsRepository {
  const insertCustomer = db.prepare(
    `INSERT INTO customers (email, mobile, first_name, last_name, password_hash, created_gmt,
       role, login)
     VALUES (@email, @mobile, @firstName, @lastName, @passwordHash, @createdGmt, @role, @login)`,
  );
  const byId = db.prepare<[number], CustomerRow>('SELECT * FROM customers WHERE id = ?');
  const byEmail = db.prepare<[string], CustomerRow>('SELECT * FROM customers WHERE email = ?');
  const byMobile = db.prepare<[string], CustomerRow>('SELECT * FROM customers WHERE mobile = ?');
  const byLogin = db.prepare<[string], CustomerRow>('SELECT * FROM customers WHERE login = ?');
  const insertSession = db.prepare(
    `INSERT INTO customer_sessions (token_hash, customer_id, created_gmt, expires_gmt)
     VALUES (@tokenHash, @customerId, @createdGmt, @expiresGmt)`,
  );
  // The role comes with the session in the same lookup: routes need it, and a second query
  // on every request would cost more than the join.
  const sessionCustomer = db.prepare<[string, string], { customer_id: number; role: string }>(
    `SELECT s.customer_id, c.role FROM customer_sessions s JOIN customers c ON c.id = s.customer_id
     WHERE s.token_hash = ? AND s.expires_gmt > ?`,
  );
  const deleteSession = db.prepare('DELETE FROM customer_sessions WHERE token_hash = ?');
  const deleteExpired = db.prepare('DELETE FROM customer_sessions WHERE expires_gmt <= ?');
  const readAddresses = db.prepare<[number], { kind: AddressKind; address: string }>(
    'SELECT kind, address FROM customer_addresses WHERE customer_id = ?',
  );
  const upsertAddress = db.prepare(
    `INSERT INTO customer_addresses (customer_id, kind, address, updated_gmt)
     VALUES (@customerId, @kind, @address, @updatedGmt)
     ON CONFLICT (customer_id, kind) DO UPDATE SET address = excluded.address,
       updated_gmt = excluded.updated_gmt`,
  );
  // Orders and their addresses belong to the checkout's migration; prepared on first use so
  // this repository does not depend on the order of the schema steps.
  let linkOrders: Database.Statement | undefined;
  const insertAndLink = db.transaction((customer: CustomerFields): number => {
    const id = Number(insertCustomer.run(customer).lastInsertRowid);
    linkOrders ??= db.prepare(
      `UPDATE orders SET customer_id = @id
       WHERE customer_id = 0 AND id IN (
         SELECT order_id FROM order_addresses
         WHERE type = 'billing' AND ((@email IS NOT NULL AND email = @email)
           OR (@mobile IS NOT NULL AND phone = @mobile)))`,
    );
    linkOrders.run({ id, email: customer.email, mobile: customer.mobile });
    return id;
  });
  const saveBoth = db.transaction(
    (customerId: number, addresses: Record<AddressKind, string>, nowGmt: string) => {
      for (const kind of ['billing', 'shipping'] as const) {
        upsertAddress.run({ customerId, kind, address: addresses[kind], updatedGmt: nowGmt });
      }
    },
  );

  return {
    insertCustomer(customer) {
      const fields: CustomerFields = {
        ...customer,
        role: customer.role ?? 'customer',
        login: customer.login ?? null,
      };
      try {
        return { ...fields, id: insertAndLink(fields) };
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },
    findCustomerById: (id) => toRecord(byId.get(id)),
    findCustomerByEmail: (email) => toRecord(byEmail.get(email)),
    findCustomerByMobile: (mobile) => toRecord(byMobile.get(mobile)),
    findCustomerByLogin: (login) => toRecord(byLogin.get(login)),
    insertSession(session) {
      insertSession.run(session);
    },
    sessionCustomer(tokenHash, nowGmt) {
      const row = sessionCustomer.get(tokenHash, nowGmt);
      if (!row) return null;
      return { id: row.customer_id, role: isRole(row.role) ? row.role : 'customer' };
    },
    deleteSession(tokenHash) {
      deleteSession.run(tokenHash);
    },
    deleteExpiredSessions(nowGmt) {
      return deleteExpired.run(nowGmt).changes;
    },
    readAddresses(customerId) {
      const stored: Partial<Record<AddressKind, string>> = {};
      for (const row of readAddresses.all(customerId)) stored[row.kind] = row.address;
      return stored;
    },
    saveAddresses(customerId, addresses, nowGmt) {
      saveBoth(customerId, addresses, nowGmt);
    },
  };
}
