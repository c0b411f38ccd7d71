// Load measurement on loopback only: bounded in time, medians over rounds, always beside a baseline
// route of the same server in the same process, because this machine is shared and noisy.
import autocannon from 'autocannon';

export interface LoadTarget {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface LoadFigure {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** One autocannon run of one target against a loopback address (the full autocannon result). */
export async function once(
  baseUrl: string,
  target: LoadTarget,
  seconds: number,
  connections: number,
) {
  if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(baseUrl)) {
    throw new Error(`refusing to load anything but loopback: ${baseUrl}`);
  }
  return autocannon({
    url: baseUrl + target.path,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections,
    duration: seconds,
  });
}

/** Each target is measured `rounds` times, interleaved, so drift in machine load hits all alike. */
export async function measure(
  baseUrl: string,
  targets: LoadTarget[],
  { rounds = 3, seconds = 3, connections = 10 } = {},
): Promise<LoadFigure[]> {
  const samples = new Map<
    string,
    { rps: number[]; p99: number[]; errors: number; non2xx: number }
  >();
  for (let round = 0; round < rounds; round += 1) {
    for (const target of targets) {
      const result = await once(baseUrl, target, seconds, connections);
      const entry = samples.get(target.name) ?? { rps: [], p99: [], errors: 0, non2xx: 0 };
      entry.rps.push(result.requests.average);
      entry.p99.push(result.latency.p99);
      entry.errors += result.errors + result.timeouts;
      entry.non2xx += result.non2xx;
      samples.set(target.name, entry);
    }
  }
  return targets.map((target) => {
    const entry = samples.get(target.name)!;
    return {
      name: target.name,
      requestsPerSecond: median(entry.rps),
      p99Ms: median(entry.p99),
      errors: entry.errors,
      non2xx: entry.non2xx,
    };
  });
}

export function formatFigures(figures: LoadFigure[], baselineName: string): string[] {
  const baseline = figures.find((figure) => figure.name === baselineName);
  return figures.map((figure) => {
    const ratio = baseline
      ? ` (${((figure.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(1)}% of ${baselineName})`
      : '';
    const failures =
      figure.errors || figure.non2xx ? `, errors ${figure.errors}, non-2xx ${figure.non2xx}` : '';
    return `${figure.name}: ${Math.round(figure.requestsPerSecond)} req/s median, p99 ${figure.p99Ms} ms${ratio}${failures}`;
  });
}
