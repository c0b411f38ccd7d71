// `npm run bench -- renderCpu [--baseline DIR]`: the CPU time of one uncached server render of
// home, custom-sneaker and a simple product, in process (the renderer asking the shop's own
// routes), median of 10 after 2 warm-ups. CPU time, not wall time: on a shared machine a render
// waits for a core, and the load (printed) changes wall time several-fold between sittings.
// --baseline DIR (an older checkout or its dist/) is measured right after this build, its renderer
// asking this checkout's routes: a page it cannot draw in full with them is named, not compared.
import path from 'node:path';
import type { BootstrapConfig } from '../contracts/bootstrap';
import { loadOwnPageRenderer } from '../mock-server/src/routes/pageRenderer';
import { buildTestApp } from '../mock-server/test/server';
import { loadNote, maxWaitOption, optionValue, waitForQuiet } from './machineLoad';
import { median } from './pagesFigures';
import { baselineSource, pageProblem } from './baseline';

const PATHS = ['/', '/product/custom-sneaker/', '/product/power-bank-20000/'];
const RUNS = 12;
const WARM_UPS = 2;
const CONFIG: BootstrapConfig = {
  siteName: 'bench',
  apiRoot: '/wp-json/',
  nonceEndpoint: '/wp-admin/admin-ajax.php?action=rest-nonce',
  nonce: '',
  locale: 'fa',
  contactButtons: {},
};

const distOf = (dir: string) => baselineSource(dir).dist;

/** CPU milliseconds per render, by path, and the paths not drawn in full, with why. */
async function measure(
  dist: string,
): Promise<{ figures: Map<string, number>; problems: Map<string, string> }> {
  const built = await buildTestApp({ clientDist: dist });
  try {
    const render = loadOwnPageRenderer(built.app, dist);
    if (!render) throw new Error(`${dist}/server/renderPage.js is missing: build first`);
    const figures = new Map<string, number>();
    const problems = new Map<string, string>();
    for (const url of PATHS) {
      const samples: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const before = process.cpuUsage();
        const page = await render({ url, config: CONFIG, siteUrl: 'http://shop.bench.invalid' });
        const used = process.cpuUsage(before);
        if (run >= WARM_UPS) samples.push((used.user + used.system) / 1000);
        const problem = pageProblem(page.status, page.markup);
        if (problem) problems.set(url, problem);
      }
      figures.set(url, median(samples));
    }
    return { figures, problems };
  } finally {
    await built.close();
  }
}

export async function renderCpuReport(args: string[] = []): Promise<string[]> {
  const maxWaitS = maxWaitOption(args);
  const baseline = optionValue(args, '--baseline');
  const builds = [{ label: 'this build', dist: path.resolve(__dirname, '..', 'dist') }];
  if (baseline) builds.push({ label: `baseline ${distOf(baseline)}`, dist: distOf(baseline) });
  const lines = [
    `server render CPU time per uncached render (renderer + the shop's routes it asks), median of ` +
      `${RUNS - WARM_UPS}; budget (issue 29, wall time at load < 1) 20 ms home and product, 40 ms custom-sneaker:`,
  ];
  // One round: a renderer module stays loaded in this process and keeps what it fetched, so a
  // second round of the same build would measure its caches.
  const rounds = 1;
  const results = builds.map(() => [] as Array<Map<string, number>>);
  const notDrawn = new Set<string>();
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, build] of builds.entries()) {
      const wait = await waitForQuiet(maxWaitS);
      const { figures, problems } = await measure(build.dist);
      results[index]!.push(figures);
      lines.push(
        `  ${build.label} (${loadNote(wait)}): ` +
          PATHS.map((url) => `${url} ${figures.get(url)!.toFixed(1)} ms`).join(', '),
      );
      for (const [url, why] of problems) {
        notDrawn.add(url);
        lines.push(`    not drawn in full: ${url} (${why})`);
      }
    }
  }
  if (baseline) {
    const of = (index: number, url: string) =>
      median(results[index]!.map((figures) => figures.get(url)!));
    lines.push(
      '  this build / baseline: ' +
        PATHS.map((url) =>
          notDrawn.has(url)
            ? `${url} not compared`
            : `${url} ${(of(0, url) / of(1, url)).toFixed(2)}×`,
        ).join(', '),
    );
  }
  return lines;
}

if (require.main === module) {
  renderCpuReport(process.argv.slice(2)).then(
    (lines) => console.log(lines.join('\n')),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
