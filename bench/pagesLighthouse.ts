// One Lighthouse 12.8.2 run of one page in Debian's Chromium, with Lighthouse's own mobile
// defaults (Moto G Power screen, simulated slow 4G, 4x CPU slowdown). Each run gets a Chromium of
// its own with a new empty profile (pagesChromium.ts), so each is a first visit.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { startChromium } from './pagesChromium';
import { figuresFromReport, type LighthouseFigures, type LighthouseReport } from './pagesFigures';

const run = promisify(execFile);
const bin = path.resolve(__dirname, '..', 'node_modules', '.bin', 'lighthouse');
/** Runs of one page before a lost trace (NO_NAVSTART) counts as a failure. */
const LIGHTHOUSE_ATTEMPTS = 3;

/** How Lighthouse was set up for the run, as its report states it. */
export interface LighthouseSettings {
  lighthouseVersion: string;
  formFactor: string;
  throttlingMethod: string;
  rttMs: number;
  throughputKbps: number;
  cpuSlowdown: number;
}

interface ReportSettings {
  lighthouseVersion: string;
  configSettings: {
    formFactor: string;
    throttlingMethod: string;
    throttling: { rttMs: number; throughputKbps: number; cpuSlowdownMultiplier: number };
  };
}

export interface LighthouseRun {
  figures: LighthouseFigures;
  settings: LighthouseSettings;
}

/** `cookie` (a Cookie header) is in the browser's cookie jar before the page is loaded. */
export async function lighthouseOnce(
  baseUrl: string,
  pagePath: string,
  output: string,
  cookie = '',
): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    const browser = await startChromium(baseUrl, cookie);
    try {
      await run(
        bin,
        [
          baseUrl + pagePath,
          `--port=${browser.port}`,
          '--only-categories=performance',
          '--no-enable-error-reporting',
          '--output=json',
          `--output-path=${output}`,
          '--quiet',
        ],
        { maxBuffer: 64 * 1024 * 1024 },
      );
      break;
    } catch (error) {
      // Lighthouse now and then loses the start of a page load in its trace and asks to be run
      // again; one lost trace should not throw away a bench's other figures.
      if (attempt >= LIGHTHOUSE_ATTEMPTS || !String(error).includes('NO_NAVSTART')) throw error;
    } finally {
      await browser.close();
    }
  }
  const report = JSON.parse(fs.readFileSync(output, 'utf8')) as LighthouseReport & ReportSettings;
  const { configSettings } = report;
  return {
    figures: figuresFromReport(report),
    settings: {
      lighthouseVersion: report.lighthouseVersion,
      formFactor: configSettings.formFactor,
      throttlingMethod: configSettings.throttlingMethod,
      rttMs: configSettings.throttling.rttMs,
      throughputKbps: configSettings.throttling.throughputKbps,
      cpuSlowdown: configSettings.throttling.cpuSlowdownMultiplier,
    },
  };
}
