// Instant search: what one debounced keystroke costs the server (Store API search with and
// without `_fields`, the bytes each answer carries) and the client (normalising the query and
// marking six names), each beside a baseline of the same run; plus the announcement route.
import { performance } from 'node:perf_hooks';
import { ANNOUNCEMENT_ROUTE } from '../contracts/announcement';
import { highlightParts } from '../client/features/search/highlight';
import { normaliseForSearch } from '../client/features/search/searchText';
import { SEARCH_PRODUCT_FIELDS } from '../client/features/search/slice';
import { startTestServer } from '../mock-server/test/server';
import { formatFigures, measure } from './load';
import { openDatabase } from '../mock-server/src/storage/database';
import { formatQuality, scoreQuality } from './searchQuality';
import { profileSearch } from './searchProfile';
import { formatSpeed, measureSpeed } from './searchSpeed';

const BASELINE = 'GET /health (baseline)';
const QUERY = encodeURIComponent('كيف');

async function answerBytes(url: string): Promise<number> {
  const response = await fetch(url);
  return (await response.arrayBuffer()).byteLength;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Microseconds per keystroke's client work, median of rounds, against a plain toLowerCase. */
function clientFigures(): string[] {
  const names = [
    'کیف پول چرمی مردانه',
    'کیف پول زیپ‌دار زنانه',
    'کیف دستی چرم زنانه',
    'کیف دوشی کوچک',
    'کیف مجلسی کلاچ',
    'پاوربانک ۲۰۰۰۰ میلی‌آمپر',
  ];
  const time = (work: () => void, repeats = 2_000) => {
    const rounds: number[] = [];
    for (let round = 0; round < 7; round += 1) {
      const start = performance.now();
      for (let n = 0; n < repeats; n += 1) work();
      rounds.push(((performance.now() - start) * 1000) / repeats);
    }
    return median(rounds);
  };
  let sink = 0;
  const baseline = time(() => {
    for (const name of names) sink += name.toLowerCase().length;
  });
  const keystroke = time(() => {
    const query = normaliseForSearch('كيف پول ۲۰');
    for (const name of names) sink += highlightParts(name, query).length;
  });
  if (sink < 0) console.log(sink);
  return [
    `client: toLowerCase of 6 names (baseline): ${baseline.toFixed(2)} µs`,
    `client: normalise the query + mark 6 names: ${keystroke.toFixed(2)} µs (${(keystroke / baseline).toFixed(1)}× baseline, ${((keystroke / 16_667) * 100).toFixed(3)}% of a 60 Hz frame)`,
  ];
}

/**
 * Quality on the seeded demo, speed on it and, with `--database FILE` (a copy of a database made
 * by `npm run seed -- --products 10000`: the bench writes to it), on the large catalogue.
 */
async function qualityAndSpeed(options: string[]): Promise<string[]> {
  const lines: string[] = [];
  const server = await startTestServer();
  try {
    lines.push(...formatQuality(await scoreQuality(server.url)));
  } finally {
    await server.close();
  }
  lines.push(...formatSpeed('seed catalogue', await measureSpeed()));
  const at = options.indexOf('--database');
  const file = at >= 0 ? options[at + 1] : undefined;
  if (file !== undefined) {
    const db = openDatabase(file);
    try {
      const products = db
        .prepare<[], { n: number }>(
          `SELECT COUNT(*) AS n FROM products WHERE type IN ('simple', 'variable')`,
        )
        .get()?.n;
      lines.push(...formatSpeed(`${products ?? '?'} products`, await measureSpeed(db)));
    } finally {
      db.close();
    }
    lines.push(...profileSearch(file).map((line) => `${file}: stages: ${line}`));
  }
  return lines;
}

export async function searchReport(options: string[] = []): Promise<string[]> {
  const measured = await qualityAndSpeed(options);
  const server = await startTestServer();
  try {
    const products = `/wp-json/wc/store/v1/products?search=${QUERY}&per_page=6`;
    const withFields = `${products}&_fields=${SEARCH_PRODUCT_FIELDS.join(',')}`;
    const fullBytes = await answerBytes(server.url + products);
    const fieldBytes = await answerBytes(server.url + withFields);
    const figures = await measure(
      server.url,
      [
        { name: BASELINE, path: '/health' },
        { name: 'GET products?search (instant results, _fields)', path: withFields },
        { name: 'GET products?search (every field)', path: products },
        { name: 'GET persian-shop/v1/announcement', path: `/wp-json/${ANNOUNCEMENT_ROUTE}` },
      ],
      { rounds: 3, seconds: 2 },
    );
    return [
      ...measured,
      ...formatFigures(figures, BASELINE),
      `answer size: ${fieldBytes} B with _fields, ${fullBytes} B without (${((fieldBytes / fullBytes) * 100).toFixed(1)}%)`,
      ...clientFigures(),
    ];
  } finally {
    await server.close();
  }
}

if (require.main === module) {
  searchReport().then((lines) => console.log(lines.join('\n')));
}
