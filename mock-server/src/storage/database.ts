// Opens (creating file and folder when needed) a connection set up for a web server.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { startWalCheckpointer, type WalCheckpointer } from './walCheckpointer';

export const IN_MEMORY = ':memory:';

/** Opens (creating file and folder when needed) a connection set up for a web server. */
export function openDatabase(file: string): Database.Database {
  if (file !== IN_MEMORY) fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = setUpConnection(new Database(file));
  if (file !== IN_MEMORY) checkpointInBackground(db, file);
  return db;
}

/** What every connection of the shop's runs with (also a test's copy of a seeded database). */
export function setUpConnection(db: Database.Database): Database.Database {
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // With WAL, NORMAL is durable across application crashes and much faster than FULL.
  db.pragma('synchronous = NORMAL');
  db.pragma('wal_autocheckpoint = 4000');
  return db;
}

const checkpointers = new WeakMap<Database.Database, WalCheckpointer>();

/**
 * A worker thread folds the WAL back into the file as it grows (see walCheckpointer.ts). SQLite's
 * own checkpoint still runs in-thread every ~16 MB of log, but finds the work done, so it only
 * tops up and lets the log start over; should the worker ever stop, it simply does all the work.
 */
function checkpointInBackground(db: Database.Database, file: string): void {
  checkpointers.set(db, startWalCheckpointer(file));
}

/** Folds the WAL back into the main file so the database is one self-contained file at rest. */
export function closeDatabase(db: Database.Database): void {
  if (!db.open) return;
  void checkpointers.get(db)?.stop();
  checkpointers.delete(db);
  if (!db.memory) db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}
