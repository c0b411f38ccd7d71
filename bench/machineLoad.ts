// How busy this machine is while a bench measures: the 1-minute load average beside each figure,
// a wait for a quiet machine before measuring (up to a limit, then measured anyway and said so),
// and Lighthouse's benchmarkIndex taken in a page, so figures from different sittings compare.
import fs from 'node:fs';
import os from 'node:os';
import type { Page } from 'playwright-core';

/** Issue 29: measure at a 1-minute load below this when the machine allows it. */
export const QUIET_LOAD = 1.0;
/** Seconds to wait for a quiet machine before each measurement unless --max-wait says otherwise. */
export const DEFAULT_MAX_WAIT_S = 60;

export const loadNow = (): number => os.loadavg()[0] ?? Number.NaN;

export interface LoadWait {
  /** The 1-minute load when measuring started. */
  load: number;
  waitedS: number;
  /** The load fell below QUIET_LOAD before the limit. */
  quiet: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits, polling every 5 s, until the 1-minute load is below QUIET_LOAD or maxWaitS passed. */
export async function waitForQuiet(maxWaitS: number): Promise<LoadWait> {
  const started = Date.now();
  for (;;) {
    const load = loadNow();
    const waitedS = (Date.now() - started) / 1000;
    if (load < QUIET_LOAD) return { load, waitedS, quiet: true };
    if (waitedS >= maxWaitS) return { load, waitedS, quiet: false };
    await sleep(Math.min(5000, (maxWaitS - waitedS) * 1000));
  }
}

/** "load 3.42 (waited 60 s, not quiet)": what stands beside a figure. */
export function loadNote(wait: LoadWait): string {
  const waited = wait.waitedS >= 1 ? `, waited ${Math.round(wait.waitedS)} s` : '';
  return `load ${wait.load.toFixed(2)}${waited}${wait.quiet ? '' : `, not below ${QUIET_LOAD}`}`;
}

// Lighthouse is an ES module; a CommonJS bench reaches it with a real dynamic import.
const importModule = new Function('specifier', 'return import(specifier)') as (
  specifier: string,
) => Promise<{ pageFunctions: { computeBenchmarkIndex: () => number } }>;

/** Lighthouse's own benchmarkIndex (its page function), run in `page`: ~1 s of the page's CPU. */
export async function benchmarkIndexIn(page: Page): Promise<number> {
  const { pageFunctions } = await importModule('lighthouse/core/lib/page-functions.js');
  return page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`) as Promise<number>;
}

/** The value of `--name value` or `--name=value` among a bench's options, if given. */
export function optionValue(args: string[], name: string): string | undefined {
  for (let index = 0; index < args.length; index += 1) {
    const [flag, inline] = args[index]!.split(/=(.*)/s, 2);
    if (flag !== name) continue;
    const value = inline ?? args[index + 1];
    if (value === undefined) throw new Error(`${name} needs a value`);
    return value;
  }
  return undefined;
}

export function maxWaitOption(args: string[]): number {
  const value = optionValue(args, '--max-wait');
  if (value === undefined) return DEFAULT_MAX_WAIT_S;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 0) throw new Error(`--max-wait ${value}: not seconds`);
  return seconds;
}

/**
 * CPU milliseconds the process's main thread has used (Linux: /proc's per-thread counters, 10 ms
 * ticks), or undefined elsewhere. Unlike event-loop utilisation, time the thread waited for a
 * core on a busy machine is not counted, so a figure per request compares across sittings.
 */
export function mainThreadCpuMs(): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis; utime and stime are the 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}
