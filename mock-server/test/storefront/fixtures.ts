// For the storefront's tests: temporary folders, removed when the test file ends.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const made: string[] = [];

/** A temporary folder, removed when the test file ends. */
export function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-storefront-'));
  made.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
