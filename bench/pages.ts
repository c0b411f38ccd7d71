// `npm run bench -- pages [--runs N] [--only home,product] [--base-url URL] [--baseline DIR]
// [--max-wait S]`: issue 13's page budgets. Lighthouse mobile on ten pages (median of N first
// visits), server render time at 10 connections, and swatch click-to-paint on custom-sneaker, each
// figure beside its budget, the machine's 1-minute load and Lighthouse's benchmarkIndex.
// Measures the production build in dist/ (or E2E_DIST) served by this checkout's server on a
// temporary database, or with --base-url a shop already running on this machine. Each measurement
// waits for a load below 1.0 (up to --max-wait seconds, 60 by default). --baseline DIR (an older
// checkout, served by its own server, or a build folder) is served by a second shop and measured
// alternately with this build, run by run, so the before/after ratios come from one sitting
// (issue 29); each build's pages are found on its own shop, and a page either build does not draw
// in full is named instead of compared (baseline.ts).
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
import { loadNote, waitForQuiet, DEFAULT_MAX_WAIT_S, type LoadWait } from './machineLoad';
import { PRODUCT_SLUG, findPages, type BenchPage } from './pagesSetup';
import { measureClickToPaint, type PaintFigure } from './swatches';
import { baselineLabel, baselineSource, checkPage, startBaselineShop } from './baseline';

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
        cell('JS decoded', 12),
        cell('scripting', 11),
        cell('benchmarkIndex', 16),
        'load',
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
          cell(kb(median.jsResourceBytes), 12),
          cell(`${Math.round(median.scriptingMs)} ms`, 11),
          cell(`${Math.round(median.benchmarkIndex)}`, 16),
          median.load.toFixed(2),
        ].join(''),
    );
  }
  return lines;
}

function renderLines(figures: RenderFigure[], wait: LoadWait): string[] {
  return [
    `server render, ${RENDER_LOAD.connections} connections, Accept: text/html (as Chromium asks), ` +
      `median of ${RENDER_LOAD.rounds} × ${RENDER_LOAD.seconds} s; budget median ≤ ` +
      `${BUDGETS.renderMedianMs} ms on ${RENDER_BUDGET_PAGES.join(' and ')} (${loadNote(wait)}):`,
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

function swatchLines(figure: PaintFigure, wait: LoadWait): string[] {
  const verdict = figure.medianMs < BUDGETS.swatchPaintMs ? 'ok' : 'OVER';
  const other = figure.slug === PRODUCT_SLUG ? '' : ` (not ${PRODUCT_SLUG}: the largest product)`;
  return [
    `swatch click-to-paint (bench/swatches.ts measureClickToPaint), ${figure.slug}${other}, ` +
      `${figure.clicks} clicks, desktop viewport, no throttling (${loadNote(wait)}, ` +
      `benchmarkIndex ${Math.round(figure.benchmarkIndex)}):`,
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

/** One build being measured: this one, or the baseline beside it. */
interface Target {
  label: string;
  url: string;
  stop(): Promise<void>;
  /** Found on this build's own shop: its paths, and a cart of its own for the cart pages. */
  pages: BenchPage[];
  /** Pages this build does not draw in full (baseline.ts), by name, with why. */
  problems: Map<PageName, string>;
  runs: Map<PageName, LighthouseFigures[]>;
  render?: { figures: RenderFigure[]; wait: LoadWait };
  swatch?: { figure: PaintFigure; wait: LoadWait };
}

const ratio = (after: number, before: number) =>
  Number.isFinite(after / before) ? `${(after / before).toFixed(2)}×` : 'n/a';

/** Baseline against this build, page by page: scripting and TBT, and the swatch click. */
function comparisonLines(current: Target, baseline: Target, pages: BenchPage[]): string[] {
  const lines = [`this build against the baseline (after / before, medians of the same sitting):`];
  for (const page of pages) {
    const problem = [current, baseline]
      .map((target, index) => {
        const why = target.problems.get(page.name);
        return why && `${index ? 'the baseline' : 'this build'}: ${why}`;
      })
      .filter(Boolean);
    if (problem.length > 0) {
      lines.push(`  ${cell(page.name, 10)}not compared (${problem.join('; ')})`);
      continue;
    }
    const now = medianFigures(current.runs.get(page.name) ?? []);
    const before = medianFigures(baseline.runs.get(page.name) ?? []);
    lines.push(
      `  ${cell(page.name, 10)}scripting ${Math.round(now.scriptingMs)} / ${Math.round(before.scriptingMs)} ms ` +
        `= ${ratio(now.scriptingMs, before.scriptingMs)}, longest task ` +
        `${Math.round(now.longestTaskMs)} / ${Math.round(before.longestTaskMs)} ms, TBT ${Math.round(now.tbtMs)} / ` +
        `${Math.round(before.tbtMs)} ms, score ${Math.round(now.score)} / ${Math.round(before.score)}`,
    );
  }
  if (current.swatch && baseline.swatch) {
    const [now, before] = [current.swatch.figure, baseline.swatch.figure];
    lines.push(
      `  swatch click-to-paint median ${now.medianMs.toFixed(1)} / ${before.medianMs.toFixed(1)} ms ` +
        `= ${ratio(now.medianMs, before.medianMs)}`,
    );
  }
  return lines;
}

export async function pagesReport(args: string[] = []): Promise<string[]> {
  const options = parsePagesOptions(args);
  const maxWaitS = options.maxWaitS ?? DEFAULT_MAX_WAIT_S;
  const started = new Date();
  const dist = distFolder();
  if (!options.baseUrl && !fs.existsSync(path.join(dist, 'index.html'))) {
    throw new Error(
      `${dist}/index.html is missing: this bench measures a production build and builds nothing ` +
        'itself. Run `npm run build` first (or set E2E_DIST to a build folder, or pass --base-url).',
    );
  }
  const shop = options.baseUrl ? { url: options.baseUrl, stop: async () => {} } : await startShop();
  const shops = [{ label: options.baseUrl ?? dist, shop }];
  if (options.baseline) {
    const source = baselineSource(options.baseline);
    shops.push({ label: baselineLabel(source), shop: await startBaselineShop(source) });
  }
  const targets: Target[] = [];
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pages-bench-'));
  try {
    for (const { label, shop: running } of shops) {
      const found = await findPages(running.url, options.only);
      const problems = new Map<PageName, string>();
      for (const page of found) {
        const problem = await checkPage(running.url, page.path, page.cookie);
        if (problem) problems.set(page.name, `${decodeURI(page.path)}: ${problem}`);
      }
      targets.push({ label, ...running, pages: found, problems, runs: new Map() });
    }
    const pages = targets[0]!.pages;
    const failures: string[] = [];
    let settings: LighthouseSettings | undefined;
    // Round by round over all pages and, page by page, over both builds, so a noisy minute
    // spreads over every page and over before and after alike.
    for (let round = 0; round < options.runs; round += 1) {
      for (const name of options.only) {
        for (const [index, target] of targets.entries()) {
          const page = target.pages.find((candidate) => candidate.name === name)!;
          const output = path.join(folder, `${page.name}-${round}-${index}.json`);
          let figures = NOT_MEASURED;
          const wait = await waitForQuiet(maxWaitS);
          // One failed run (a page that errors, a crashed browser) must not cost the whole bench.
          try {
            const measured = await lighthouseOnce(target.url, page.path, output, page.cookie);
            settings ??= measured.settings;
            figures = { ...measured.figures, load: wait.load };
            // Progress on stderr: the whole bench takes a quarter of an hour.
            console.error(
              `pages: ${index ? 'baseline ' : ''}${page.name} run ${round + 1}/${options.runs}: ` +
                `LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms, ` +
                `score ${Math.round(figures.score)}, scripting ${Math.round(figures.scriptingMs)} ms, ` +
                `longest task ${Math.round(figures.longestTaskMs)} ms, ` +
                `benchmarkIndex ${Math.round(figures.benchmarkIndex)}, ${loadNote(wait)}`,
            );
          } catch (error) {
            failures.push(
              `  Lighthouse ${index ? 'baseline ' : ''}${page.name} run ${round + 1} failed: ` +
                String(error).split('\n')[0],
            );
          }
          target.runs.set(page.name, [...(target.runs.get(page.name) ?? []), figures]);
        }
      }
    }
    for (const target of targets) {
      const wait = await waitForQuiet(maxWaitS);
      target.render = { figures: await measureRenderTimes(target.url, target.pages), wait };
    }
    if (options.only.includes('product')) {
      for (const [index, target] of targets.entries()) {
        try {
          const wait = await waitForQuiet(maxWaitS);
          target.swatch = { figure: await measureClickToPaint(SWATCH_CLICKS, target.url), wait };
        } catch (error) {
          failures.push(
            `  ${index ? 'baseline ' : ''}swatch click-to-paint failed: ${String(error).split('\n')[0]}`,
          );
        }
      }
    }

    const results = targets.map((target) =>
      target.pages.map((page) => ({
        page,
        runs: target.runs.get(page.name) ?? [],
        median: medianFigures(target.runs.get(page.name) ?? []),
      })),
    );
    const lines = [
      `shop: ${options.baseUrl ?? `${dist} served by this checkout on a temporary database`}`,
      'pages: ' + pages.map((page) => `${page.name} ${decodeURI(page.path)}`).join(', '),
    ];
    for (const [index, target] of targets.entries()) {
      if (targets.length > 1) lines.push(`--- ${index ? target.label : 'this build'} ---`);
      if (settings) lines.push(...lighthouseLines(results[index]!, settings, options.runs));
      if (target.render) lines.push(...renderLines(target.render.figures, target.render.wait));
      if (target.swatch) lines.push(...swatchLines(target.swatch.figure, target.swatch.wait));
      for (const [name, why] of target.problems) lines.push(`  not drawn in full: ${name} ${why}`);
    }
    if (targets.length > 1) lines.push(...comparisonLines(targets[0]!, targets[1]!, pages));
    lines.push(...failures);
    const file = saveResults(started, {
      started: started.toISOString(),
      benchCommit: commit(),
      shop: options.baseUrl ?? dist,
      runs: options.runs,
      budgets: BUDGETS,
      builds: targets.map((target, index) => ({
        label: target.label,
        notDrawnInFull: Object.fromEntries(target.problems),
        lighthouse: { settings, pages: results[index] },
        render: target.render ? { load: RENDER_LOAD, ...target.render } : null,
        swatch: target.swatch ?? null,
      })),
      failures,
    });
    lines.push(`results: ${path.relative(process.cwd(), file)}`);
    return lines;
  } finally {
    for (const { shop: running } of shops) await running.stop();
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
