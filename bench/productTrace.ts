// `npm run bench -- productTrace [--runs N] [--baseline DIR] [--max-wait S] [--save DIR]`: issue 29's main
// thread while custom-sneaker (5,316 variations) loads. A Chromium trace at 4x CPU from the
// navigation until the variation form is ready (wvs-loaded, so the list has arrived and been
// indexed): the main thread's script time (top-level script events, as Lighthouse groups
// scripting), its busy time and its longest task, against the budgets (a third of the baseline's
// scripting, no task over 100 ms). With --baseline DIR an older build is served beside this one
// and measured alternately, run by run, so the ratio comes from one sitting. With --save DIR each
// run's trace is written there (for DevTools' Performance panel) and its tasks over 50 ms listed
// with what ran inside them, to find what makes them long. Each run also gives the layout time
// and the font-service round trips (Chromium on Linux asks the browser for a local font's
// hinting once per size and weight): counts that machine load does not move, where the first
// layout's length does (docs/decisions.md, "The first layout").
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, CDPSession } from 'playwright-core';
import { launchChromium } from '../e2e/browser';
import { startShop } from '../e2e/shop';
import {
  benchmarkIndexIn,
  loadNote,
  maxWaitOption,
  optionValue,
  waitForQuiet,
  type LoadWait,
} from './machineLoad';
import { PRODUCT_SLUG } from './pagesSetup';
import {
  baselineLabel,
  baselineSource,
  checkPage,
  startBaselineShop,
  type BenchShop,
} from './baseline';

const CPU_SLOWDOWN = 4;
const LONG_TASK_BUDGET_MS = 100;
/** Lighthouse's scriptEvaluation and scriptParseCompile events. */
const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'FireIdleCallback',
  'FireAnimationFrame',
  'RunMicrotasks',
  'V8.Execute',
  'v8.compile',
  'v8.compileModule',
  'v8.parseOnBackground',
]);
const TASK_EVENTS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
/**
 * The document's first task (the navigation's commit) creates the page's script contexts, which
 * a browser driven through the DevTools protocol does at once (its own world as well), and starts
 * the requests the preload scanner found: the parts of the longest task that are the browser's
 * and its driver's, and the part the page's head decides.
 */
const SCRIPT_CONTEXT = 'LocalWindowProxy::Initialize';
const PRELOAD_REQUESTS = 'HTMLDocumentParser::MaybeFetchQueuedPreloads';
/** A synchronous request to the browser's font service for a local font's rendering style. */
const FONT_ROUND_TRIP = 'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { functionName?: string; url?: string; type?: string } };
}

export interface TraceFigure {
  scriptingMs: number;
  busyMs: number;
  longestTaskMs: number;
  /** Inside the longest task: script-context creation, and the preload scanner's requests. */
  longestTaskContextsMs: number;
  longestTaskPreloadsMs: number;
  /** All Layout events of the main thread, and how many took over 5 ms (full layouts). */
  layoutMs: number;
  longLayouts: number;
  fontRoundTrips: number;
  benchmarkIndex: number;
  load: number;
}

/** The figures of one trace: the renderer main thread that ran the most tasks is the page's. */
export function traceFigures(events: TraceEvent[]): Omit<TraceFigure, 'benchmarkIndex' | 'load'> {
  const mainThreads = new Set(
    events
      .filter((event) => event.ph === 'M' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const busy = new Map<string, number>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph === 'X' && TASK_EVENTS.has(event.name) && mainThreads.has(thread)) {
      busy.set(thread, (busy.get(thread) ?? 0) + (event.dur ?? 0));
    }
  }
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  const own = events
    .filter((event) => event.ph === 'X' && `${event.pid}:${event.tid}` === main)
    .sort((a, b) => a.ts - b.ts);
  let scripting = 0;
  let scriptEnd = -Infinity;
  let longest = 0;
  let longestTask: TraceEvent | undefined;
  let busyTotal = 0;
  let layout = 0;
  let longLayouts = 0;
  let fontRoundTrips = 0;
  for (const event of own) {
    const end = event.ts + (event.dur ?? 0);
    if (event.name === 'Layout') {
      layout += event.dur ?? 0;
      if ((event.dur ?? 0) > 5000) longLayouts += 1;
    } else if (event.name === FONT_ROUND_TRIP) {
      fontRoundTrips += 1;
    }
    if (TASK_EVENTS.has(event.name)) {
      busyTotal += event.dur ?? 0;
      if ((event.dur ?? 0) > longest) {
        longest = event.dur ?? 0;
        longestTask = event;
      }
    } else if (SCRIPT_EVENTS.has(event.name) && event.ts >= scriptEnd) {
      // Only outermost script events count: nested ones are inside an outer one's time.
      scripting += event.dur ?? 0;
      scriptEnd = end;
    }
  }
  const insideLongest = (name: string) => {
    if (!longestTask) return 0;
    const { ts } = longestTask;
    let total = 0;
    let end = -Infinity;
    for (const event of own) {
      if (event.name !== name || event.ts < ts || event.ts >= ts + longest) continue;
      // A context created inside another's creation (the driver's world) is in its time already.
      if (event.ts >= end) total += event.dur ?? 0;
      end = Math.max(end, event.ts + (event.dur ?? 0));
    }
    return total / 1000;
  };
  if (process.env.BENCH_TRACE_DEBUG) {
    // What the longest task spent its time on, for finding it (not a figure).
    const task = longestTask;
    if (task) {
      const inside = own.filter(
        (event) => event.ts >= task.ts && event.ts < task.ts + longest && event !== task,
      );
      const top = inside
        .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
        .slice(0, 12)
        .map(
          (event) =>
            `${event.name} ${Math.round((event.dur ?? 0) / 1000)} ms ${event.args?.data?.functionName ?? ''} ` +
            `${event.args?.data?.type ?? ''} ${event.args?.data?.url ?? ''}`,
        );
      console.error(`longest task ${Math.round(longest / 1000)} ms:\n  ${top.join('\n  ')}`);
    }
  }
  return {
    scriptingMs: scripting / 1000,
    busyMs: busyTotal / 1000,
    longestTaskMs: longest / 1000,
    longestTaskContextsMs: insideLongest(SCRIPT_CONTEXT),
    longestTaskPreloadsMs: insideLongest(PRELOAD_REQUESTS),
    layoutMs: layout / 1000,
    longLayouts,
    fontRoundTrips,
  };
}

/**
 * Waits for the started variation form by asking the page through the DevTools protocol every
 * 50 ms: playwright's locators evaluate its injected script in the page, a task of 80-100 ms at 4x
 * CPU that the trace then counted as the page's own scripting and longest task.
 */
async function formReady(cdp: CDPSession): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const answer = await cdp.send('Runtime.evaluate', {
      expression: "document.querySelector('form.variations_form.wvs-loaded') !== null",
      returnByValue: true,
    });
    if (answer.result.value === true) return;
    if (Date.now() > deadline) throw new Error('the variation form did not start in 120 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A task's longest script events and the functions they ran, for the --save listing. */
export function longTasks(events: TraceEvent[], overMs = 50): string[] {
  const tasks = events.filter(
    (event) => event.ph === 'X' && TASK_EVENTS.has(event.name) && (event.dur ?? 0) > overMs * 1000,
  );
  const main = new Set(
    events
      .filter((event) => event.ph === 'M' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const start = Math.min(...events.filter((event) => event.ts > 0).map((event) => event.ts));
  return tasks
    .filter((task) => main.has(`${task.pid}:${task.tid}`))
    .map((task) => {
      const inside = events.filter(
        (event) =>
          event.ph === 'X' &&
          event !== task &&
          event.pid === task.pid &&
          event.tid === task.tid &&
          event.ts >= task.ts &&
          event.ts < task.ts + (task.dur ?? 0) &&
          (event.dur ?? 0) > 2000,
      );
      const parts = inside
        .sort((a, b) => a.ts - b.ts)
        .slice(0, 14)
        .map(
          (event) =>
            `    +${Math.round((event.ts - task.ts) / 1000)} ${event.name} ${Math.round((event.dur ?? 0) / 1000)} ms ` +
            `${event.args?.data?.functionName ?? ''} ${event.args?.data?.type ?? ''} ` +
            `${(event.args?.data?.url ?? '').replace(/^.*\//, '')}`,
        );
      return [
        `  task at ${Math.round((task.ts - start) / 1000)} ms: ${Math.round((task.dur ?? 0) / 1000)} ms`,
        ...parts,
      ].join('\n');
    });
}

async function traceOnce(
  browser: Browser,
  url: string,
  wait: LoadWait,
  save?: string,
): Promise<TraceFigure> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const benchmarkIndex = await benchmarkIndexIn(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (data) => {
      events.push(...(data.value as unknown as TraceEvent[]));
    });
    const done = new Promise<void>((resolve) =>
      cdp.once('Tracing.tracingComplete', () => resolve()),
    );
    await cdp.send('Tracing.start', {
      // A saved trace also samples the functions that ran (the Performance panel's call tree).
      categories:
        'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,v8,fonts' +
        (save ? ',disabled-by-default-v8.cpu_profiler' : ''),
      transferMode: 'ReportEvents',
    });
    await page.goto(`${url}/product/${PRODUCT_SLUG}/`);
    await formReady(cdp);
    // The availability of the first selection is computed a task after the form starts.
    await page.waitForTimeout(500);
    await cdp.send('Tracing.end');
    await done;
    if (save) {
      fs.mkdirSync(path.dirname(save), { recursive: true });
      fs.writeFileSync(save, JSON.stringify({ traceEvents: events }));
      console.error(`productTrace: ${save}\n${longTasks(events).join('\n')}`);
    }
    return { ...traceFigures(events), benchmarkIndex, load: wait.load };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function medianFigure(runs: TraceFigure[]): TraceFigure {
  const of = (key: keyof TraceFigure) => median(runs.map((run) => run[key]));
  return {
    scriptingMs: of('scriptingMs'),
    busyMs: of('busyMs'),
    longestTaskMs: of('longestTaskMs'),
    longestTaskContextsMs: of('longestTaskContextsMs'),
    longestTaskPreloadsMs: of('longestTaskPreloadsMs'),
    layoutMs: of('layoutMs'),
    longLayouts: of('longLayouts'),
    fontRoundTrips: of('fontRoundTrips'),
    benchmarkIndex: of('benchmarkIndex'),
    load: of('load'),
  };
}

const line = (label: string, figure: TraceFigure) =>
  `  ${label.padEnd(18)} scripting ${Math.round(figure.scriptingMs)} ms, main thread busy ` +
  `${Math.round(figure.busyMs)} ms, longest task ${Math.round(figure.longestTaskMs)} ms ` +
  `(budget ${LONG_TASK_BUDGET_MS}; in it script contexts ${Math.round(figure.longestTaskContextsMs)} ms, ` +
  `preload requests ${Math.round(figure.longestTaskPreloadsMs)} ms), layout ${Math.round(figure.layoutMs)} ms ` +
  `(${figure.longLayouts} over 5 ms), font round trips ${figure.fontRoundTrips}, ` +
  `benchmarkIndex ${Math.round(figure.benchmarkIndex)}`;

export async function productTraceReport(args: string[] = []): Promise<string[]> {
  const runs = Number(optionValue(args, '--runs') ?? 3);
  const maxWaitS = maxWaitOption(args);
  const baselineDir = optionValue(args, '--baseline');
  const saveDir = optionValue(args, '--save');
  const shops: { label: string; shop: BenchShop }[] = [
    { label: 'this build', shop: await startShop() },
  ];
  if (baselineDir) {
    const source = baselineSource(baselineDir);
    const shop = await startBaselineShop(source);
    shops.push({ label: 'baseline', shop });
    console.error(`productTrace: ${baselineLabel(source)}`);
  }
  for (const { label, shop } of shops) {
    const problem = await checkPage(shop.url, `/product/${PRODUCT_SLUG}/`);
    if (problem) {
      for (const running of shops) await running.shop.stop();
      throw new Error(`${label}: /product/${PRODUCT_SLUG}/ is not drawn in full (${problem})`);
    }
  }
  const browser = await launchChromium();
  const figures = shops.map(() => [] as TraceFigure[]);
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const [index, { label, shop }] of shops.entries()) {
        const wait = await waitForQuiet(maxWaitS);
        const save = saveDir
          ? path.join(saveDir, `${index ? 'baseline' : 'build'}-${run + 1}.json`)
          : undefined;
        const figure = await traceOnce(browser, shop.url, wait, save);
        figures[index]!.push(figure);
        console.error(
          `productTrace: ${line(`${label} ${run + 1}/${runs}`, figure)}, ${loadNote(wait)}`,
        );
      }
    }
  } finally {
    await browser.close();
    for (const { shop } of shops) await shop.stop();
  }
  const medians = figures.map(medianFigure);
  const lines = [
    `custom-sneaker load, Chromium trace at ${CPU_SLOWDOWN}x CPU until the variation form is ready, ` +
      `median of ${runs}:`,
    ...shops.map(
      ({ label }, index) =>
        `${line(label, medians[index]!)}, load ${medians[index]!.load.toFixed(2)}`,
    ),
  ];
  if (medians[1]) {
    const ratio = medians[0]!.scriptingMs / medians[1].scriptingMs;
    lines.push(
      `  scripting after / before = ${ratio.toFixed(2)}× (budget ≤ 0.33×) ` +
        `${ratio <= 1 / 3 ? 'ok' : 'OVER'}; longest task ${Math.round(medians[0]!.longestTaskMs)} ms ` +
        `${medians[0]!.longestTaskMs <= LONG_TASK_BUDGET_MS ? 'ok' : 'OVER'}`,
    );
  }
  return lines;
}
