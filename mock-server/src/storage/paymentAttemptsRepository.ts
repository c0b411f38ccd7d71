// The online payment attempts in SQLite: one gateway token per attempt, at most one live per
// order, and each token spent once.
import type Database from 'better-sqlite3';

export type AttemptOutcome = 'paid' | 'cancelled' | 'failed';

export interface PaymentAttempt {
  token: string;
  orderId: number;
  amount: number;
  createdGmt: string;
  usedGmt: string | null;
  outcome: AttemptOutcome | null;
}

export interface PaymentAttemptsRepository {
  /** Throws (SQLite's unique constraint) while the order still has a live attempt. */
  insert(attempt: Omit<PaymentAttempt, 'usedGmt' | 'outcome'>): void;
  find(token: string): PaymentAttempt | undefined;
  /** The order's one unused attempt, if any. */
  findLive(orderId: number): PaymentAttempt | undefined;
  /** Spends the order's live attempt without a payment (the order was cancelled). */
  closeLive(orderId: number, outcome: Exclude<AttemptOutcome, 'paid'>, nowGmt: string): void;
  /** Marks the token used, only if it was not: the single-use guarantee. */
  use(token: string, outcome: AttemptOutcome, nowGmt: string): boolean;
}

interface AttemptRow {
  token: string;
  order_id: number;
  amount: number;
  created_gmt: string;
  used_gmt: string | null;
  outcome: AttemptOutcome | null;
}

function attemptOf(row: AttemptRow | undefined): PaymentAttempt | undefined {
  return row
    ? {
        token: row.token,
        orderId: row.order_id,
        amount: row.amount,
        createdGmt: row.created_gmt,
        usedGmt: row.used_gmt,
        outcome: row.outcome,
      }
    : undefined;
}

export function createSqlitePaymentAttemptsRepository(
  db: Database.Database,
): PaymentAttemptsRepository {
  const insert = db.prepare<[string, number, number, string]>(
    'INSERT INTO payment_attempts (token, order_id, amount, created_gmt) VALUES (?, ?, ?, ?)',
  );
  const find = db.prepare<[string], AttemptRow>('SELECT * FROM payment_attempts WHERE token = ?');
  const findLive = db.prepare<[number], AttemptRow>(
    'SELECT * FROM payment_attempts WHERE order_id = ? AND used_gmt IS NULL',
  );
  const closeLive = db.prepare<[string, AttemptOutcome, number]>(
    'UPDATE payment_attempts SET used_gmt = ?, outcome = ? WHERE order_id = ? AND used_gmt IS NULL',
  );
  const use = db.prepare<[string, AttemptOutcome, string]>(
    'UPDATE payment_attempts SET used_gmt = ?, outcome = ? WHERE token = ? AND used_gmt IS NULL',
  );
  return {
    insert: (attempt) =>
      insert.run(attempt.token, attempt.orderId, attempt.amount, attempt.createdGmt),
    find: (token) => attemptOf(find.get(token)),
    findLive: (orderId) => attemptOf(findLive.get(orderId)),
    closeLive(orderId, outcome, nowGmt) {
      closeLive.run(nowGmt, outcome, orderId);
    },
    use: (token, outcome, nowGmt) => use.run(nowGmt, outcome, token).changes === 1,
  };
}
