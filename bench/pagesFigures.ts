// The pure half of `npm run bench -- pages`: its options, the figures read from one Lighthouse
// report, medians, and the budgets of issue 13 with an ok/OVER verdict per figure.

/** The pages the bench measures, in the order it prints them. */
export const PAGE_NAMES = [
  'home',
  'shop',
  'category',
  'product',
  'cart',
  'checkout',
  'contact',
  // A site page without forms (issue 29: its scripts leave the forms' code out).
  'about',
  'blog',
  'post',
] as const;
export type PageName = (typeof PAGE_NAMES)[number];

export interface PagesOptions {
  runs: number;
  only: PageName[];
  /** An already running shop (e.g. another checkout's `npm run serve`) instead of starting one. */
  baseUrl?: string;
  /** An older build (its checkout or its dist folder), measured alternately with this one. */
  baseline?: string;
  /** Seconds to wait for a quiet machine before each measurement (bench/machineLoad.ts). */
  maxWaitS?: number;
}

/**
 * `--runs N`, `--only home,product`, `--base-url http://127.0.0.1:PORT`, `--baseline DIR`,
 * `--max-wait SECONDS`; other words are ignored.
 */
export function parsePagesOptions(args: string[]): PagesOptions {
  const options: PagesOptions = { runs: 3, only: [...PAGE_NAMES] };
  for (let index = 0; index < args.length; index += 1) {
    const [flag, inline] = args[index]!.split(/=(.*)/s, 2);
    if (!['--runs', '--only', '--base-url', '--baseline', '--max-wait'].includes(flag!)) continue;
    const value = inline ?? args[(index += 1)];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    if (flag === '--runs') {
      const runs = Number(value);
      if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs ${value}: not a count`);
      options.runs = runs;
    } else if (flag === '--only') {
      const names = value.split(',').filter(Boolean);
      const unknown = names.filter((name) => !(PAGE_NAMES as readonly string[]).includes(name));
      if (unknown.length || !names.length) {
        throw new Error(`--only ${value}: pages are ${PAGE_NAMES.join(', ')}`);
      }
      options.only = PAGE_NAMES.filter((name) => names.includes(name));
    } else if (flag === '--baseline') {
      options.baseline = value;
    } else if (flag === '--max-wait') {
      const seconds = Number(value);
      if (!Number.isFinite(seconds) || seconds < 0)
        throw new Error(`--max-wait ${value}: not seconds`);
      options.maxWaitS = seconds;
    } else {
      options.baseUrl = value.replace(/\/+$/, '');
    }
  }
  return options;
}

export interface LighthouseFigures {
  lcpMs: number;
  tbtMs: number;
  cls: number;
  score: number;
  /** Bytes on the wire of every script (compressed when the server compressed it). */
  jsTransferBytes: number;
  /** Bytes of every script once decoded. */
  jsResourceBytes: number;
  /** Main-thread script evaluation, parse and compile (mainthread-work-breakdown), ms. */
  scriptingMs: number;
  /** The longest main-thread task Lighthouse lists (0 when none reaches its 50 ms line). */
  longestTaskMs: number;
  /** Lighthouse's benchmarkIndex of the run (the machine's speed as it measured). */
  benchmarkIndex: number;
  /** This machine's 1-minute load when the run started (NaN when not taken). */
  load: number;
}

/** The part of a Lighthouse 12 JSON report the bench reads. */
export interface LighthouseReport {
  runtimeError?: { code: string; message: string };
  environment?: { benchmarkIndex?: number };
  categories: { performance: { score: number | null } };
  audits: Record<
    string,
    | {
        numericValue?: number;
        details?: {
          items?: Array<{
            resourceType?: string;
            transferSize?: number;
            resourceSize?: number;
            group?: string;
            duration?: number;
          }>;
        };
      }
    | undefined
  >;
}

export function figuresFromReport(report: LighthouseReport): LighthouseFigures {
  if (report.runtimeError) {
    throw new Error(`Lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
  }
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const requests = report.audits['network-requests']?.details?.items;
  const scripts = (requests ?? []).filter((item) => item.resourceType === 'Script');
  const sum = (key: 'transferSize' | 'resourceSize') =>
    requests ? scripts.reduce((total, item) => total + (item[key] ?? 0), 0) : Number.NaN;
  return {
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    score: (report.categories.performance.score ?? Number.NaN) * 100,
    jsTransferBytes: sum('transferSize'),
    jsResourceBytes: sum('resourceSize'),
    scriptingMs: scripting(report),
    longestTaskMs: longestTask(report),
    benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
    load: Number.NaN,
  };
}

/** Lighthouse's long-tasks audit (tasks of 50 ms and more, at its throttling): the longest. */
function longestTask(report: LighthouseReport): number {
  const audit = report.audits['long-tasks'];
  if (!audit) return Number.NaN;
  return Math.max(0, ...(audit.details?.items ?? []).map((item) => item.duration ?? 0));
}

/** Script evaluation, parsing and compiling on the main thread, as Lighthouse groups its work. */
function scripting(report: LighthouseReport): number {
  const items = report.audits['mainthread-work-breakdown']?.details?.items;
  if (!items) return Number.NaN;
  return items
    .filter((item) => item.group === 'scriptEvaluation' || item.group === 'scriptParseCompile')
    .reduce((total, item) => total + (item.duration ?? 0), 0);
}

/**
 * The middle value (the mean of the two middle ones for an even count) of the values measured;
 * NaN (a failed run) is left out, and NaN comes back when nothing was measured.
 */
export function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (!sorted.length) return Number.NaN;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A run that failed: every figure unknown. */
export const NOT_MEASURED: LighthouseFigures = {
  lcpMs: Number.NaN,
  tbtMs: Number.NaN,
  cls: Number.NaN,
  score: Number.NaN,
  jsTransferBytes: Number.NaN,
  jsResourceBytes: Number.NaN,
  scriptingMs: Number.NaN,
  longestTaskMs: Number.NaN,
  benchmarkIndex: Number.NaN,
  load: Number.NaN,
};

export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const of = (key: keyof LighthouseFigures) => median(runs.map((run) => run[key]));
  return {
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    score: of('score'),
    jsTransferBytes: of('jsTransferBytes'),
    jsResourceBytes: of('jsResourceBytes'),
    scriptingMs: of('scriptingMs'),
    longestTaskMs: of('longestTaskMs'),
    benchmarkIndex: of('benchmarkIndex'),
    load: of('load'),
  };
}

/** Issue 13's budgets (Lighthouse mobile on this machine, median of 3). */
export const BUDGETS = {
  lcpMs: 2000,
  tbtMs: 200,
  cls: 0.05,
  score: 90,
  homeJsBytes: 130 * 1024,
  /** What any other page may add to the home page's scripts. */
  pageJsExtraBytes: 40 * 1024,
  /** Server render median, home and product. */
  renderMedianMs: 20,
  swatchPaintMs: 16,
} as const;

export type Verdict = 'ok' | 'OVER' | 'n/a';

export function atMost(figure: number, budget: number): Verdict {
  if (Number.isNaN(figure)) return 'n/a';
  return figure <= budget ? 'ok' : 'OVER';
}

export function atLeast(figure: number, budget: number): Verdict {
  if (Number.isNaN(figure)) return 'n/a';
  return figure >= budget ? 'ok' : 'OVER';
}

/**
 * A page's script budget: the home page's own, or what home measured plus 40 KB ("each other page
 * adds at most 40 KB of its own"); the home budget stands in when home was not measured.
 */
export function jsBudget(page: PageName, homeJsBytes: number | undefined): number {
  if (page === 'home') return BUDGETS.homeJsBytes;
  const home =
    homeJsBytes === undefined || Number.isNaN(homeJsBytes) ? BUDGETS.homeJsBytes : homeJsBytes;
  return home + BUDGETS.pageJsExtraBytes;
}
