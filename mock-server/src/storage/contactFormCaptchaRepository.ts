// Captcha challenges: the digits shown in an image, keyed by the numeric prefix in its URL.
import type Database from 'better-sqlite3';

export interface CaptchaRepository {
  /** false when the prefix is taken. */
  insert(prefix: string, answer: string, now: Date): boolean;
  find(prefix: string): { answer: string; created: Date } | undefined;
  /** Single use: a checked challenge is gone. */
  remove(prefix: string): void;
  removeOlderThan(limit: Date): number;
  count(): number;
}

export function createSqliteCaptchaRepository(db: Database.Database): CaptchaRepository {
  const insert = db.prepare<[string, string, string]>(
    'INSERT OR IGNORE INTO captcha_challenges (prefix, answer, created_gmt) VALUES (?, ?, ?)',
  );
  const find = db.prepare<[string], { answer: string; created_gmt: string }>(
    'SELECT answer, created_gmt FROM captcha_challenges WHERE prefix = ?',
  );
  const remove = db.prepare<[string]>('DELETE FROM captcha_challenges WHERE prefix = ?');
  const removeOld = db.prepare<[string]>('DELETE FROM captcha_challenges WHERE created_gmt < ?');
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM captcha_challenges');
  return {
    insert: (prefix, answer, now) => insert.run(prefix, answer, now.toISOString()).changes > 0,
    find: (prefix) => {
      const row = find.get(prefix);
      return row && { answer: row.answer, created: new Date(row.created_gmt) };
    },
    remove: (prefix) => {
      remove.run(prefix);
    },
    removeOlderThan: (limit) => removeOld.run(limit.toISOString()).changes,
    count: () => count.get()?.n ?? 0,
  };
}
