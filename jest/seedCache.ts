// Global set-up and tear-down: a folder for the seeded database images of this run
// (mock-server/test/seededDatabase.ts). Workers inherit the variable.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SEED_CACHE_VARIABLE } from '../mock-server/test/seededDatabase';

export function makeSeedCache(): void {
  process.env[SEED_CACHE_VARIABLE] = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-seed-'));
}

export function removeSeedCache(): void {
  const folder = process.env[SEED_CACHE_VARIABLE];
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
}
