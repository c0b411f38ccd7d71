// `npm start` with a wrong setting: it stops before opening anything, with one line on stderr that
// names the variable, and exit code 1.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runMain } from '../../test/mainProcess';

jest.setTimeout(60_000);

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-settings-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it.each([
  [{ PORT: 'eighty' }, 'PORT must be integer, got "eighty"'],
  [{ ATTRIBUTION_ALLOWED: 'maybe' }, 'ATTRIBUTION_ALLOWED must be 1, true'],
  [{ CONTACT_RATE_LIMIT: '5 per minute' }, 'CONTACT_RATE_LIMIT must be "MESSAGES/SECONDS"'],
])('stops on %p with one line naming the variable', async (env, line) => {
  const database = path.join(dir, 'shop.sqlite');
  const result = await runMain({
    UPLOADS_DIR: path.join(dir, 'uploads'),
    DATABASE: database,
    ...env,
  });
  expect(result.code).toBe(1);
  expect(result.stderr.trim().split('\n')).toEqual([expect.stringContaining(line)]);
  expect(result.logs).toEqual([]);
  // Refused before the database opened: nothing left behind.
  expect(fs.existsSync(database)).toBe(false);
});
