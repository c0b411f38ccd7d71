// `npm run seed -- --products 10000 --orders 1000000 --posts 2000 [--database FILE]`
// Builds a shop of that size into a NEW database file (DATABASE by default): the demo content,
// then generated products (simple and variable, a few with thousands of variations), a year of
// orders and more posts, through the server's own storage code. Refuses an existing file, so it
// never mixes generated orders into a real shop.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { seedScale } from '../mock-server/src/seed/scale';
import { readSettings } from '../mock-server/src/settings/readSettings';
import { IN_MEMORY, closeDatabase, openDatabase } from '../mock-server/src/storage/database';
import { migrate } from '../mock-server/src/storage/migrations';

const USAGE =
  'usage: npm run seed -- --products N --orders M --posts P [--database FILE]\n' +
  "N and P count the demo shop's own products and posts; FILE must not exist yet.";

function count(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 0)
    throw new Error(`--${name} must be a whole number`);
  return parsed;
}

function main(): void {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      orders: { type: 'string' },
      posts: { type: 'string' },
      database: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const file = values.database ?? readSettings(process.env).database;
  if (file === IN_MEMORY || fs.existsSync(file)) {
    throw new Error(`${file} already exists (or is :memory:); give a new file with --database`);
  }
  const size = {
    products: count(values.products, 'products', 1000),
    orders: count(values.orders, 'orders', 10_000),
    posts: count(values.posts, 'posts', 300),
  };
  const db = openDatabase(file);
  // A build, not a server: nothing to lose if it stops half way, so skip the per-commit sync.
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -262144');
  try {
    migrate(db);
    const started = Date.now();
    const result = seedScale(db, size, new Date(), (line) => console.log(line));
    console.log(
      `${file}: +${result.products} products (${result.variations} variations), ` +
        `${result.orders} orders (${result.orderLines} lines), +${result.posts} posts ` +
        `in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
  } finally {
    closeDatabase(db);
  }
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error(USAGE);
  process.exit(1);
}
