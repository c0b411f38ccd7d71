// Contact form feedback under load: a valid multipart inquiry (stored, mailed to the outbox)
// against the trivial /health route of the same server in the same run, 10 connections.
// The server runs in its own process on a SQLite file (WAL), as `npm start` does, so autocannon
// and the server each get a core of this 2-core machine.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readPageForms } from '../contracts/contactForm7/markup/readPageForms';
import type { WpPage } from '../contracts/wp';
import { openDatabase } from '../mock-server/src/storage/database';
import { multipart, wholesaleParts } from '../mock-server/src/routes/contactFormsTestKit';
import { startTestServer } from '../mock-server/test/server';
import { formatFigures, measure, type LoadFigure, type LoadTarget } from './load';

const SERVE_FLAG = '--serve-contact-forms';
const BASELINE = 'GET /health (baseline)';
const FEEDBACK = 'POST feedback, valid multipart (mail_sent)';
const INVALID = 'POST feedback, invalid multipart (validation_failed)';

/**
 * Targets: 50× what a real WordPress 7.0 + WooCommerce 9.9 + CF7 6.1.6 serves on this machine
 * (22.6 req/s with 10 connections, the architecture issue's measure), and p99. The share of the
 * trivial route is printed beside its earlier 15% target, which the hand-written multipart reader
 * met and @fastify/multipart does not (docs/decisions.md).
 */
export const WORDPRESS_FEEDBACK_REQUESTS_PER_SECOND = 22.6;
export const TARGETS = { shareOfBaseline: 0.15, requestsPerSecond: 1130, p99Ms: 20 } as const;

/** Child side: a seeded shop on a temporary SQLite file; prints its URL, serves until killed. */
async function serve(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cf7-'));
  const server = await startTestServer({
    database: openDatabase(path.join(dir, 'shop.sqlite')),
    uploadsDir: path.join(dir, 'uploads'),
  });
  process.stdout.write(`${server.url}\n`);
  const stop = () => {
    void server.close().finally(() => {
      fs.rmSync(dir, { recursive: true, force: true });
      process.exit(0);
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

function startServerProcess(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ['-r', 'ts-node/register/transpile-only', __filename, SERVE_FLAG],
    { cwd: path.resolve(__dirname, '..'), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /^(http:\/\/\S+)\n/.exec(out)?.[1];
      if (url !== undefined) resolve({ url, child });
    });
    child.on('exit', (code) => reject(new Error(`bench server exited (${code}) before listening`)));
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

function medianFigure(name: string, entry: { figures: LoadFigure[] } | undefined): LoadFigure {
  const figures = entry?.figures ?? [];
  return {
    name,
    requestsPerSecond: median(figures.map((figure) => figure.requestsPerSecond)),
    p99Ms: median(figures.map((figure) => figure.p99Ms)),
    errors: figures.reduce((sum, figure) => sum + figure.errors, 0),
    non2xx: figures.reduce((sum, figure) => sum + figure.non2xx, 0),
  };
}

/** User + system CPU time of a process, in microseconds (Linux /proc; 0 elsewhere). */
function cpuMicros(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // Fields 14 and 15 of stat (utime, stime) in clock ticks of 1/100 s on Linux.
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return 0;
  }
}

function verdict(figures: LoadFigure[]): string[] {
  const baseline = figures.find((figure) => figure.name === BASELINE);
  const feedback = figures.find((figure) => figure.name === FEEDBACK);
  if (baseline === undefined || feedback === undefined) return [];
  const share = feedback.requestsPerSecond / baseline.requestsPerSecond;
  const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');
  return [
    `ratio feedback/health: ${(share * 100).toFixed(1)}% (earlier target ${TARGETS.shareOfBaseline * 100}%, dropped for the library parser: ${mark(share >= TARGETS.shareOfBaseline)})`,
    `feedback throughput: ${Math.round(feedback.requestsPerSecond)} req/s (target >= ${TARGETS.requestsPerSecond}, 50x WordPress + WooCommerce + CF7 at ${WORDPRESS_FEEDBACK_REQUESTS_PER_SECOND} req/s: ${mark(feedback.requestsPerSecond >= TARGETS.requestsPerSecond)}; ${(feedback.requestsPerSecond / WORDPRESS_FEEDBACK_REQUESTS_PER_SECOND).toFixed(0)}x)`,
    `feedback p99: ${feedback.p99Ms} ms (target < ${TARGETS.p99Ms} ms, WordPress 141 ms: ${mark(feedback.p99Ms < TARGETS.p99Ms)})`,
  ];
}

export async function contactFormsReport(
  options: { rounds?: number; seconds?: number } = {},
): Promise<string[]> {
  const { url, child } = await startServerProcess();
  try {
    const [contactPage] = (await (
      await fetch(`${url}/wp-json/wp/v2/pages?slug=contact&_fields=id,content`)
    ).json()) as Array<Pick<WpPage, 'id' | 'content'>>;
    if (contactPage === undefined) throw new Error('the server has no contact page');
    const page = readPageForms(contactPage.content.rendered, contactPage.id);
    const valid = await multipart(wholesaleParts(page.containerPost));
    const invalid = await multipart(
      wholesaleParts(page.containerPost).map(([name, value]) =>
        name === 'buyer-mobile' ? ([name, '12'] as const) : ([name, value] as const),
      ),
    );
    const post = (body: { body: Buffer; contentType: string }) => ({
      method: 'POST' as const,
      path: '/wp-json/contact-form-7/v1/contact-forms/102/feedback',
      headers: { 'content-type': body.contentType, 'user-agent': 'autocannon' },
      body: body.body,
    });
    const targets: LoadTarget[] = [
      { name: BASELINE, path: '/health' },
      { name: FEEDBACK, ...post(valid) },
      { name: INVALID, ...post(invalid) },
    ];
    const rounds = options.rounds ?? 5;
    const seconds = options.seconds ?? 4;
    // Rounds interleave the targets, so drift in the machine's load hits all of them alike; the
    // server's own CPU time per request is read from /proc beside each run, a figure that other
    // processes on this shared machine disturb far less than requests per second.
    const samples = new Map<string, { figures: LoadFigure[]; cpuMicros: number[] }>();
    for (let round = 0; round < rounds; round += 1) {
      for (const target of targets) {
        const before = cpuMicros(child.pid);
        const [figure] = await measure(url, [target], { rounds: 1, seconds, connections: 10 });
        const used = cpuMicros(child.pid) - before;
        const entry = samples.get(target.name) ?? { figures: [], cpuMicros: [] };
        if (figure !== undefined) {
          entry.figures.push(figure);
          entry.cpuMicros.push(used / Math.max(1, figure.requestsPerSecond * seconds));
        }
        samples.set(target.name, entry);
      }
    }
    const figures = targets.map((target) => medianFigure(target.name, samples.get(target.name)));
    const cpu = targets.map((target) => ({
      name: target.name,
      micros: median(samples.get(target.name)?.cpuMicros ?? []),
    }));
    const baselineCpu = cpu[0]?.micros ?? 0;
    return [
      `10 connections, median of ${rounds} rounds x ${seconds} s, body ${valid.body.length} bytes`,
      ...formatFigures(figures, BASELINE),
      ...cpu.map(
        (entry) =>
          `server CPU per request, ${entry.name}: ${entry.micros.toFixed(0)} µs` +
          (baselineCpu > 0 ? ` (${(entry.micros / baselineCpu).toFixed(1)}x the baseline)` : ''),
      ),
      ...verdict(figures),
    ];
  } finally {
    child.kill('SIGTERM');
  }
}

if (require.main === module) {
  if (process.argv.includes(SERVE_FLAG)) {
    void serve();
  } else {
    contactFormsReport().then(
      (lines) => console.log(lines.join('\n')),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  }
}
