// The shop's own settings kept in the database, one named value per row.
import type Database from 'better-sqlite3';

export interface SettingsRepository {
  get(name: string): string | undefined;
  set(name: string, value: string): void;
}

export function createSqliteSettingsRepository(db: Database.Database): SettingsRepository {
  const select = db.prepare<[string], { value: string }>(
    'SELECT value FROM settings WHERE name = ?',
  );
  const upsert = db.prepare<[string, string]>(
    'INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value',
  );
  return {
    get: (name) => select.get(name)?.value,
    set: (name, value) => {
      upsert.run(name, value);
    },
  };
}
