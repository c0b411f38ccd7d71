// Search speed on a catalogue (the seeded demo or a large one made by `npm run seed`): uncached
// searches at 10 connections (every request a query not asked before, so no answer cache
// hides the work), the dropdown's answer alone, and the event loop's delay while searches run.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type Database from 'better-sqlite3';
import { SEARCH_PRODUCT_FIELDS } from '../client/features/search/slice';
import { startTestServer } from '../mock-server/test/server';
import { loadNow, mainThreadCpuMs } from './machineLoad';
import { runClients } from './searchClients';
import { QUALITY_QUERIES } from './searchQueries';

export const SPEED_BUDGET = { medianMs: 20, p99Ms: 50, dropdownMs: 30, loopP99Ms: 20 };
const CONNECTIONS = 10;

export interface SpeedFigures {
  searches: number;
  medianMs: number;
  p99Ms: number;
  dropdownMs: number;
  loopP99Ms: number;
  /** The server thread's CPU per search (NaN where the system does not say). */
  cpuMsPerSearch: number;
  /** The first search, after the start-up build had 3 s. */
  firstMs: number;
  /** Event-loop delay p99 in the start-up's first 3 s, while the index is built. */
  buildLoopP99Ms: number;
  /** The 1-minute load average when the searches began (a shared machine: see bench/machineLoad.ts). */
  load: number;
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

/**
 * Queries shoppers might type of this catalogue: the quality list's, then one to three leading
 * words of its product names, each once (a name's words often repeat: duplicates are dropped).
 */
function queriesOf(db: Database.Database, wanted: number): string[] {
  const names = db
    .prepare<[], { name: string }>(
      `SELECT name FROM products WHERE type IN ('simple', 'variable') AND status = 'publish'
       ORDER BY id`,
    )
    .all()
    .map((row) => row.name);
  const queries = new Set(QUALITY_QUERIES.map((query) => query.query));
  for (let at = 0; queries.size < wanted && at < names.length * 3; at += 1) {
    const words = (names[(at * 7919) % names.length] ?? '').split(/\s+/);
    queries.add(words.slice(0, 1 + (at % 3)).join(' '));
  }
  return [...queries].slice(0, wanted);
}

/** Times `queries`, CONNECTIONS at a time, from the clients' own thread (bench/searchClients.ts). */
function timeSearches(
  url: string,
  queries: string[],
  perPage: number,
  connections = CONNECTIONS,
): Promise<number[]> {
  const fields = SEARCH_PRODUCT_FIELDS.join(',');
  const paths = queries.map(
    (query) =>
      `/wp-json/wc/store/v1/products?per_page=${perPage}&_fields=${fields}&search=${encodeURIComponent(query)}`,
  );
  return runClients({ url, paths, connections });
}

/** Speed figures on `database` (a file made by `npm run seed`), or on the seeded demo shop. */
export async function measureSpeed(
  database?: Database.Database,
  searches = 600,
): Promise<SpeedFigures> {
  const server = await startTestServer(database ? { database, seed: false } : {});
  try {
    const queries = queriesOf(server.db, searches);
    // The index is built as the server starts (between requests): the loop's delay meanwhile.
    const building = monitorEventLoopDelay({ resolution: 5 });
    building.enable();
    for (let turn = 0; turn < 30; turn += 1) {
      await fetch(`${server.url}/health`).then((response) => response.arrayBuffer());
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    building.disable();
    const load = loadNow();
    const [firstMs = 0] = await timeSearches(server.url, ['گرم'], 20, 1);
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const cpuBefore = mainThreadCpuMs();
    const times = await timeSearches(server.url, queries, 20);
    const cpuAfter = mainThreadCpuMs();
    loop.disable();
    // The dropdown asks six products as the shopper types, one request at a time (a page size
    // not asked above, so these are uncached too).
    const dropdown = await timeSearches(server.url, queries.slice(0, 60), 6, 1);
    return {
      searches: times.length,
      medianMs: percentile(times, 0.5),
      p99Ms: percentile(times, 0.99),
      dropdownMs: percentile(dropdown, 0.5),
      loopP99Ms: loop.percentile(99) / 1e6,
      cpuMsPerSearch:
        cpuBefore === undefined || cpuAfter === undefined
          ? Number.NaN
          : (cpuAfter - cpuBefore) / times.length,
      firstMs,
      buildLoopP99Ms: building.percentile(99) / 1e6,
      load,
    };
  } finally {
    await server.close();
  }
}

export function formatSpeed(label: string, figures: SpeedFigures): string[] {
  const b = SPEED_BUDGET;
  const round = (ms: number) => ms.toFixed(1);
  return [
    `${label}: ${figures.searches} uncached searches at ${CONNECTIONS} connections: median ${round(figures.medianMs)} ms (budget ≤ ${b.medianMs}), p99 ${round(figures.p99Ms)} ms (budget ≤ ${b.p99Ms}); the server's thread's CPU ${figures.cpuMsPerSearch.toFixed(2)} ms a search`,
    `${label}: dropdown answer (6 products, one at a time) median ${round(figures.dropdownMs)} ms (budget ≤ ${b.dropdownMs}); event-loop delay p99 while searching ${round(figures.loopP99Ms)} ms (budget ≤ ${b.loopP99Ms})`,
    `${label}: event-loop delay p99 in the first 3 s, the index building ${round(figures.buildLoopP99Ms)} ms; first search then ${round(figures.firstMs)} ms; 1-minute load ${figures.load.toFixed(2)} (2 cores, shared)`,
  ];
}
