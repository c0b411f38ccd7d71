import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export const IN_MEMORY = ':memory:';

/** Opens (creating file and folder when needed) a connection set up for a web server. */
export function openDatabase(file: string): Database.Database {
  if (file !== IN_MEMORY) fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // With WAL, NORMAL is durable across application crashes and much faster than FULL.
  db.pragma('synchronous = NORMAL');
  // Each checkpoint syncs the file on the request thread; checkpointing every ~16 MB of WAL instead
  // of every 4 MB keeps that stall off most requests (closeDatabase folds the rest back in).
  db.pragma('wal_autocheckpoint = 4000');
  return db;
}

/** Folds the WAL back into the main file so the database is one self-contained file at rest. */
export function closeDatabase(db: Database.Database): void {
  if (!db.open) return;
  if (!db.memory) db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}
