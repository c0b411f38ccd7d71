// Background WAL checkpoints fold committed pages into the database file long before the in-thread
// checkpoint would, and closing leaves one self-contained file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { closeDatabase, openDatabase } from './database';

const MB = 1024 * 1024;
const sizeOf = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);

describe('WAL checkpoints in the background', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-wal-'));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('folds committed pages into the file long before the in-thread checkpoint would', async () => {
    const file = path.join(dir, 'shop.sqlite');
    const db = openDatabase(file);
    const threshold = Number(db.pragma('wal_autocheckpoint', { simple: true }));
    db.exec('CREATE TABLE notes (body TEXT NOT NULL)');
    const insert = db.prepare('INSERT INTO notes (body) VALUES (?)');
    const body = 'ی'.repeat(2000);
    const batch = db.transaction(() => {
      for (let row = 0; row < 20; row += 1) insert.run(body);
    });
    // About 6 MB of rows in small commits with event-loop turns between them, as a busy server
    // writes: a quarter of the log SQLite would let grow before checkpointing in this thread.
    for (let round = 0; round < 75; round += 1) {
      batch();
      await sleep(2);
    }
    const pageSize = Number(db.pragma('page_size', { simple: true }));
    expect(sizeOf(`${file}-wal`)).toBeLessThan((threshold * pageSize) / 2);
    const deadline = Date.now() + 5000;
    while (sizeOf(file) < 5 * MB && Date.now() < deadline) await sleep(20);
    expect(sizeOf(file)).toBeGreaterThan(5 * MB);
    closeDatabase(db);
  });

  it('leaves the database one self-contained file on close', async () => {
    const file = path.join(dir, 'shop.sqlite');
    const db = openDatabase(file);
    db.exec("CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('سلام')");
    await sleep(250);
    closeDatabase(db);
    expect(sizeOf(`${file}-wal`)).toBe(0);
    const again = openDatabase(file);
    expect(again.prepare('SELECT body FROM notes').pluck().get()).toBe('سلام');
    closeDatabase(again);
  });
});
