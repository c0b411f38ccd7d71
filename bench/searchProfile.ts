// Where an uncached search spends its time on a large catalogue: the index query, the listing's
// SQL (page and total), turning records into Store API products (the search box's fields), and products/collection-data's
// counts; each a median over the same queries, so a change can be aimed at the biggest part.
// `npx ts-node --transpile-only bench/searchProfile.ts FILE` (a copy of a seeded database).
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../mock-server/src/storage/database';
import { migrate } from '../mock-server/src/storage/migrations';
import { buildStoreServices } from '../mock-server/src/wiring/storeServices';
import { SEARCH_PRODUCT_FIELDS } from '../client/features/search/slice';
import { QUALITY_QUERIES } from './searchQueries';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
function p99(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
}

export function profileSearch(file: string): string[] {
  const db = openDatabase(file);
  migrate(db);
  const services = buildStoreServices(db, { clock: () => new Date() });
  const lines: string[] = [];
  const started = performance.now();
  services.search.search('گرم');
  lines.push(`index build + first search: ${(performance.now() - started).toFixed(0)} ms`);
  const cpu = process.cpuUsage();
  const names = db
    .prepare<[], { name: string }>(
      `SELECT name FROM products WHERE type IN ('simple','variable') AND status='publish' ORDER BY id`,
    )
    .all()
    .map((row) => row.name);
  const queries = new Set(QUALITY_QUERIES.map((query) => query.query));
  for (let at = 0; queries.size < 300; at += 1) {
    const words = (names[(at * 7919) % names.length] ?? '').split(/\s+/);
    queries.add(words.slice(0, 1 + (at % 3)).join(' '));
  }
  const parts = {
    index: [] as number[],
    listing: [] as number[],
    render: [] as number[],
    counts: [] as number[],
  };
  // Each stage timed where it runs: the reader calls the repository, which calls the index.
  let indexMs = 0;
  let listingMs = 0;
  const search = services.search.search.bind(services.search);
  services.search.search = (text) => {
    const start = performance.now();
    const hits = search(text);
    indexMs += performance.now() - start;
    return hits;
  };
  const list = services.catalog.listProducts.bind(services.catalog);
  services.catalog.listProducts = (filter) => {
    const start = performance.now();
    const listed = list(filter);
    listingMs += performance.now() - start;
    return listed;
  };
  for (const query of queries) {
    indexMs = 0;
    listingMs = 0;
    let start = performance.now();
    services.reader.listProducts(
      { search: query, orderBy: 'relevance', order: 'desc', offset: 0, limit: 20 },
      'http://shop.test',
      SEARCH_PRODUCT_FIELDS,
    );
    const total = performance.now() - start;
    parts.index.push(indexMs);
    parts.listing.push(listingMs - indexMs);
    parts.render.push(total - listingMs);
    start = performance.now();
    services.reader.collectionData(
      { search: query, orderBy: 'relevance', order: 'desc', offset: 0, limit: 20 },
      { priceRange: true, stockStatusCounts: true, attributeCounts: ['pa_color'] },
    );
    parts.counts.push(performance.now() - start);
  }
  for (const [name, values] of Object.entries(parts)) {
    lines.push(
      `${name}: median ${median(values).toFixed(2)} p99 ${p99(values).toFixed(2)} max ${Math.max(...values).toFixed(2)}`,
    );
  }
  const used = process.cpuUsage(cpu);
  lines.push(
    `CPU of the ${queries.size} searches: ${((used.user + used.system) / 1000).toFixed(0)} ms`,
  );
  db.close();
  return lines;
}

if (require.main === module) console.log(profileSearch(process.argv[2] ?? '').join('\n'));
