// Image uploads soak (issue 11, item 4): the real server process (main.ts, as `npm run serve`)
// takes rounds of 8 parallel 12-megapixel uploads plus 4 decompression bombs (31 KB PNGs that
// declare 16000x16000), and its resident memory is read from /proc after each round. Before the
// fix the bombs were accepted and rounds ratcheted RSS 231 -> 726 MiB for good.
// Run with and without MALLOC_ARENA_MAX=2 (the npm serve script sets it), beside the budget.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { pngBomb } from '../mock-server/test/imageBomb';
import { startMain } from '../mock-server/test/mainProcess';
import { residentMiB } from '../mock-server/test/processMemory';
import { sampleImage } from '../mock-server/test/server';
import { visitSite, type SiteVisitor } from '../mock-server/test/siteVisitor';
import { addStaff } from '../mock-server/test/staffAccounts';

/** The security suite's bound for the whole process (imageBombs.test.ts). */
export const RSS_BUDGET_MIB = 400;
const ROUNDS = 6;
const PHOTOS = 8;
const BOMBS = 4;

function upload(author: SiteVisitor, bytes: Buffer, name: string): Promise<number> {
  return author
    .fetch('/wp-json/wp/v2/media', {
      method: 'POST',
      headers: {
        'content-type': 'image/png',
        'content-disposition': `attachment; filename="${name}"`,
      },
      body: new Uint8Array(bytes),
    })
    .then(async (response) => {
      await response.arrayBuffer();
      return response.status;
    });
}

async function soak(env: Record<string, string>, label: string): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-soak-'));
  const database = path.join(dir, 'shop.sqlite');
  const shop = await startMain({
    DATABASE: database,
    UPLOADS_DIR: path.join(dir, 'uploads'),
    LOG_LEVEL: 'info',
    ...env,
  });
  try {
    const pid = shop.child.pid ?? 0;
    const db = new Database(database);
    const staff = await addStaff(db, 'author', 'soak');
    db.close();
    const author = await visitSite(shop.url);
    await author.signIn(staff.login, staff.password);
    const photo = await sampleImage(4000, 3000, 'png');
    const bomb = pngBomb(16_000, 16_000);
    const lines = [`${label}: RSS at start ${Math.round(residentMiB(pid))} MiB`];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const started = performance.now();
      const statuses = await Promise.all([
        ...Array.from({ length: PHOTOS }, (_, i) => upload(author, photo, `p${round}-${i}.png`)),
        ...Array.from({ length: BOMBS }, (_, i) => upload(author, bomb, `b${round}-${i}.png`)),
      ]);
      const took = (performance.now() - started) / 1000;
      const accepted = statuses.filter((status) => status === 201).length;
      const refused = statuses.filter((status) => status === 400).length;
      const rss = Math.round(residentMiB(pid));
      lines.push(
        `  round ${round}: RSS ${rss} MiB (budget ${RSS_BUDGET_MIB}) ${rss <= RSS_BUDGET_MIB ? 'ok' : 'OVER'}` +
          ` | ${accepted} accepted, ${refused} refused (400) | ${took.toFixed(1)} s`,
      );
    }
    return lines;
  } finally {
    await shop.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function imageSoakReport(): Promise<string[]> {
  return [
    `${PHOTOS} parallel 4000x3000 PNG uploads + ${BOMBS} bombs per round, ${ROUNDS} rounds, one server process`,
    ...(await soak({ MALLOC_ARENA_MAX: '2' }, 'MALLOC_ARENA_MAX=2 (npm run serve)')),
    ...(await soak({}, 'glibc default arenas')),
  ];
}

if (require.main === module) {
  imageSoakReport().then((lines) => console.log(lines.join('\n')));
}
