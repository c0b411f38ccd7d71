// Server render time of each page: autocannon at 10 connections asking for HTML as a browser does,
// rounds interleaved over the pages so drift in this shared machine's load hits all alike.
import { once } from './load';
import { median } from './pagesFigures';
import type { BenchPage } from './pagesSetup';

export interface RenderFigure {
  name: string;
  path: string;
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
  errors: number;
  non2xx: number;
}

/** What Chromium sends for a page navigation. */
const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'fa-IR,fa;q=0.9',
};

export const RENDER_LOAD = { rounds: 3, seconds: 2, connections: 10 } as const;

export async function measureRenderTimes(
  baseUrl: string,
  pages: BenchPage[],
): Promise<RenderFigure[]> {
  const samples = pages.map(() => ({
    p50: [] as number[],
    p99: [] as number[],
    rps: [] as number[],
    errors: 0,
    non2xx: 0,
  }));
  for (let round = 0; round < RENDER_LOAD.rounds; round += 1) {
    for (const [index, page] of pages.entries()) {
      const result = await once(
        baseUrl,
        {
          name: page.name,
          path: page.path,
          headers: { ...BROWSER_HEADERS, ...(page.cookie ? { cookie: page.cookie } : {}) },
        },
        RENDER_LOAD.seconds,
        RENDER_LOAD.connections,
      );
      const sample = samples[index]!;
      sample.p50.push(result.latency.p50);
      sample.p99.push(result.latency.p99);
      sample.rps.push(result.requests.average);
      sample.errors += result.errors + result.timeouts;
      sample.non2xx += result.non2xx;
    }
  }
  return pages.map((page, index) => {
    const sample = samples[index]!;
    return {
      name: page.name,
      path: page.path,
      p50Ms: median(sample.p50),
      p99Ms: median(sample.p99),
      requestsPerSecond: median(sample.rps),
      errors: sample.errors,
      non2xx: sample.non2xx,
    };
  });
}
