// The demo seed takes seconds (the catalogue's thousands of variations) and the tests start
// hundreds of shops: each seed is made once per test run and clock, kept as a database image in
// the run's folder (jest/seedCache.ts), and every shop gets a copy of it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { seedIfEmpty } from '../src/seed';
import { IN_MEMORY, openDatabase, setUpConnection } from '../src/storage/database';
import { migrate } from '../src/storage/migrations';

/** Set by Jest's global set-up: a folder that lives as long as the test run. */
export const SEED_CACHE_VARIABLE = 'SHOP_TEST_SEED_CACHE';

function freshImage(now: Date): Buffer {
  const db = openDatabase(IN_MEMORY);
  migrate(db);
  seedIfEmpty(db, now);
  const image = db.serialize();
  db.close();
  return image;
}

/**
 * The seeded database as of `now`. `liveClock`: the shop runs on the real clock, so a seed made
 * earlier in this run stands in (its dates are at most the run's length old).
 */
export function seededImage(now: Date, liveClock: boolean): Buffer {
  const folder = process.env[SEED_CACHE_VARIABLE];
  if (!folder) return freshImage(now);
  const key = liveClock ? 'live' : now.toISOString();
  const file = path.join(
    folder,
    `seed-${crypto.createHash('sha256').update(key).digest('hex').slice(0, 16)}.sqlite`,
  );
  if (fs.existsSync(file)) return fs.readFileSync(file);
  const image = freshImage(now);
  // Two workers may make the same seed at once: each writes its own file, the rename is atomic.
  const partial = `${file}.${process.pid}`;
  fs.writeFileSync(partial, image);
  fs.renameSync(partial, file);
  return image;
}

/** An in-memory copy of the seeded database, set up as the shop's connections are. */
export function seededDatabase(now: Date, liveClock: boolean): Database.Database {
  return setUpConnection(new Database(seededImage(now, liveClock)));
}
