// The search quality score: each query of bench/searchQueries.ts asked of a running server's
// Store API, counted right when one of its expected products is in the first five results.
import { QUALITY_QUERIES, type QualityQuery, type QueryKind } from './searchQueries';

export const QUALITY_BUDGET = 0.95;
const FIRST = 5;

export interface QualityScore {
  found: number;
  total: number;
  byKind: Map<QueryKind, { found: number; total: number }>;
  misses: { query: QualityQuery; got: string[] }[];
}

/** Asks every query of the list of `baseUrl` and scores the answers. */
export async function scoreQuality(baseUrl: string): Promise<QualityScore> {
  const score: QualityScore = { found: 0, total: 0, byKind: new Map(), misses: [] };
  for (const query of QUALITY_QUERIES) {
    const url = `${baseUrl}/wp-json/wc/store/v1/products?per_page=${FIRST}&_fields=slug&search=${encodeURIComponent(query.query)}`;
    const body = (await (await fetch(url)).json()) as { slug: string }[];
    const got = body.map((product) => product.slug);
    const hit = got.some((slug) => query.expect.includes(slug));
    const kind = score.byKind.get(query.kind) ?? { found: 0, total: 0 };
    kind.total += 1;
    score.total += 1;
    if (hit) {
      kind.found += 1;
      score.found += 1;
    } else {
      score.misses.push({ query, got });
    }
    score.byKind.set(query.kind, kind);
  }
  return score;
}

/** The score as lines: overall beside the budget, then by kind, then what was missed. */
export function formatQuality(score: QualityScore): string[] {
  const percent = (found: number, total: number) => `${((found / total) * 100).toFixed(1)}%`;
  return [
    `quality: expected product in the first ${FIRST} for ${score.found}/${score.total} queries = ${percent(score.found, score.total)} (budget ≥ ${QUALITY_BUDGET * 100}%)`,
    ...[...score.byKind].map(
      ([kind, { found, total }]) => `  ${kind}: ${found}/${total} (${percent(found, total)})`,
    ),
    ...score.misses.map(
      ({ query, got }) =>
        `  missed: "${query.query}" (${query.kind}) -> ${got.join(', ') || 'nothing'}`,
    ),
  ];
}
