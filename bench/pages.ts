// `npm run bench -- pages [--runs N] [--only home,product] [--base-url URL]`: issue 13's page
// budgets. Lighthouse mobile on nine pages (median of N first visits), server render time at 10
// connections, and swatch click-to-paint on custom-sneaker, each figure beside its budget.
// Measures the production build in dist/ (or E2E_DIST) served by this checkout's server on a
// temporary database, or with --base-url a shop already running on this machine.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startShop } from '../e2e/shop';
import {
  BUDGETS,
  atLeast,
  atMost,
  jsBudget,
  medianFigures,
  NOT_MEASURED,
  parsePagesOptions,
  type LighthouseFigures,
  type PageName,
} from './pagesFigures';
import { lighthouseOnce, type LighthouseSettings } from './pagesLighthouse';
import { RENDER_LOAD, measureRenderTimes, type RenderFigure } from './pagesRender';
import { PRODUCT_SLUG, findPages, type BenchPage } from './pagesSetup';
import { measureClickToPaint, type PaintFigure } from './swatches';

const root = path.resolve(__dirname, '..');
const SWATCH_CLICKS = 20;
/** Server render budget applies to these pages only. */
const RENDER_BUDGET_PAGES: PageName[] = ['home', 'product'];

/** The build startShop serves (e2e/shop.ts reads the same variable). */
function distFolder(): string {
  return path.resolve(process.env.E2E_DIST || path.join(root, 'dist'));
}

interface PageResult {
  page: BenchPage;
  runs: LighthouseFigures[];
  median: LighthouseFigures;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const cell = (text: string, width: number) => text.padEnd(width);

function lighthouseLines(results: PageResult[], settings: LighthouseSettings, runs: number) {
  const home = results.find((result) => result.page.name === 'home')?.median.jsTransferBytes;
  const lines = [
    `Lighthouse ${settings.lighthouseVersion} ${settings.formFactor}, ${settings.throttlingMethod} ` +
      `throttling (${settings.rttMs} ms RTT, ${(settings.throughputKbps / 1024).toFixed(1)} Mbps, ` +
      `CPU ×${settings.cpuSlowdown}), median of ${runs}, a fresh Chromium profile each run:`,
    `  budgets: LCP ≤ ${(BUDGETS.lcpMs / 1000).toFixed(1)} s, TBT ≤ ${BUDGETS.tbtMs} ms, CLS ≤ ${BUDGETS.cls}, ` +
      `score ≥ ${BUDGETS.score}, JS transferred: home ≤ ${kb(BUDGETS.homeJsBytes)}, ` +
      `others ≤ home + ${kb(BUDGETS.pageJsExtraBytes)}`,
    '  ' +
      [
        cell('page', 10),
        cell('LCP', 13),
        cell('TBT', 14),
        cell('CLS', 12),
        cell('score', 10),
        cell('JS transferred (budget)', 30),
        'JS decoded',
      ].join(''),
  ];
  for (const { page, median } of results) {
    const budget = jsBudget(page.name, home);
    lines.push(
      '  ' +
        [
          cell(page.name, 10),
          cell(`${(median.lcpMs / 1000).toFixed(2)} s ${atMost(median.lcpMs, BUDGETS.lcpMs)}`, 13),
          cell(`${Math.round(median.tbtMs)} ms ${atMost(median.tbtMs, BUDGETS.tbtMs)}`, 14),
          cell(`${median.cls.toFixed(3)} ${atMost(median.cls, BUDGETS.cls)}`, 12),
          cell(`${Math.round(median.score)} ${atLeast(median.score, BUDGETS.score)}`, 10),
          cell(
            `${kb(median.jsTransferBytes)} ${atMost(median.jsTransferBytes, budget)} (≤ ${kb(budget)})`,
            30,
          ),
          kb(median.jsResourceBytes),
        ].join(''),
    );
  }
  return lines;
}

function renderLines(figures: RenderFigure[]): string[] {
  return [
    `server render, ${RENDER_LOAD.connections} connections, Accept: text/html (as Chromium asks), ` +
      `median of ${RENDER_LOAD.rounds} × ${RENDER_LOAD.seconds} s; budget median ≤ ` +
      `${BUDGETS.renderMedianMs} ms on ${RENDER_BUDGET_PAGES.join(' and ')}:`,
    ...figures.map((figure) => {
      const verdict = RENDER_BUDGET_PAGES.includes(figure.name as PageName)
        ? ` ${atMost(figure.p50Ms, BUDGETS.renderMedianMs)}`
        : '';
      const failures =
        figure.errors || figure.non2xx ? `, errors ${figure.errors}, non-2xx ${figure.non2xx}` : '';
      // Ten requests wait in turn on one Node thread, so latency is about ten times the server's
      // own time for one page, which is one second over the requests it answers in it.
      const serviceMs = 1000 / figure.requestsPerSecond;
      return (
        `  ${cell(figure.name, 10)}median ${figure.p50Ms} ms${verdict}, p99 ${figure.p99Ms} ms, ` +
        `${Math.round(figure.requestsPerSecond)} req/s (≈ ${serviceMs.toFixed(1)} ms of server time each)${failures}`
      );
    }),
  ];
}

function swatchLines(figure: PaintFigure): string[] {
  const verdict = figure.medianMs < BUDGETS.swatchPaintMs ? 'ok' : 'OVER';
  const other = figure.slug === PRODUCT_SLUG ? '' : ` (not ${PRODUCT_SLUG}: the largest product)`;
  return [
    `swatch click-to-paint (bench/swatches.ts measureClickToPaint), ${figure.slug}${other}, ` +
      `${figure.clicks} clicks, desktop viewport, no throttling:`,
    `  median ${figure.medianMs.toFixed(1)} ms ${verdict} (budget < ${BUDGETS.swatchPaintMs} ms), ` +
      `p95 ${figure.p95Ms.toFixed(1)} ms, max ${figure.maxMs.toFixed(1)} ms`,
  ];
}

function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

/** bench/results/ (git-ignored) keeps each run, named by its start time. */
function saveResults(started: Date, results: object): string {
  const folder = path.join(root, 'bench', 'results');
  fs.mkdirSync(folder, { recursive: true });
  const stamp = started.toISOString().slice(0, 16).replace(':', '-');
  const file = path.join(folder, `pages-${stamp}.json`);
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}

export async function pagesReport(args: string[] = []): Promise<string[]> {
  const options = parsePagesOptions(args);
  const started = new Date();
  const dist = distFolder();
  if (!options.baseUrl && !fs.existsSync(path.join(dist, 'index.html'))) {
    throw new Error(
      `${dist}/index.html is missing: this bench measures a production build and builds nothing ` +
        'itself. Run `npm run build` first (or set E2E_DIST to a build folder, or pass --base-url).',
    );
  }
  const shop = options.baseUrl ? { url: options.baseUrl, stop: async () => {} } : await startShop();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pages-bench-'));
  try {
    const pages = await findPages(shop.url, options.only);
    const runs = new Map<PageName, LighthouseFigures[]>();
    const failures: string[] = [];
    let settings: LighthouseSettings | undefined;
    // Round by round over all pages, so a noisy minute spreads over every page.
    for (let round = 0; round < options.runs; round += 1) {
      for (const page of pages) {
        const output = path.join(folder, `${page.name}-${round}.json`);
        let figures = NOT_MEASURED;
        // One failed run (a page that errors, a crashed browser) must not cost the whole bench.
        try {
          const measured = await lighthouseOnce(shop.url, page.path, output, page.cookie);
          settings ??= measured.settings;
          figures = measured.figures;
          // Progress on stderr: the whole bench takes a quarter of an hour.
          console.error(
            `pages: ${page.name} run ${round + 1}/${options.runs}: LCP ${Math.round(figures.lcpMs)} ms, ` +
              `TBT ${Math.round(figures.tbtMs)} ms, score ${Math.round(figures.score)}`,
          );
        } catch (error) {
          failures.push(
            `  Lighthouse ${page.name} run ${round + 1} failed: ${String(error).split('\n')[0]}`,
          );
        }
        runs.set(page.name, [...(runs.get(page.name) ?? []), figures]);
      }
    }
    const lighthouse: PageResult[] = pages.map((page) => ({
      page,
      runs: runs.get(page.name) ?? [],
      median: medianFigures(runs.get(page.name) ?? []),
    }));
    const render = await measureRenderTimes(shop.url, pages);
    let swatch: PaintFigure | undefined;
    if (options.only.includes('product')) {
      try {
        swatch = await measureClickToPaint(SWATCH_CLICKS, shop.url);
      } catch (error) {
        failures.push(`  swatch click-to-paint failed: ${String(error).split('\n')[0]}`);
      }
    }

    const lines = [
      `shop: ${options.baseUrl ?? `${dist} served by this checkout on a temporary database`}`,
      'pages: ' + pages.map((page) => `${page.name} ${decodeURI(page.path)}`).join(', '),
      ...(settings ? lighthouseLines(lighthouse, settings, options.runs) : []),
      ...renderLines(render),
      ...(swatch ? swatchLines(swatch) : []),
      ...failures,
    ];
    const file = saveResults(started, {
      started: started.toISOString(),
      benchCommit: commit(),
      shop: options.baseUrl ?? dist,
      runs: options.runs,
      budgets: BUDGETS,
      lighthouse: { settings, pages: lighthouse, failures },
      render: { load: RENDER_LOAD, pages: render },
      swatch: swatch ?? null,
    });
    lines.push(`results: ${path.relative(process.cwd(), file)}`);
    return lines;
  } finally {
    await shop.stop();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

if (require.main === module) {
  pagesReport(process.argv.slice(2)).then(
    (lines) => console.log(lines.join('\n')),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
