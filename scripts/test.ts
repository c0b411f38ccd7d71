// `npm test`: every check the project has, in the order that fails fastest, with one closing count.
// `npm test -- pact` (or any stage names) runs only those stages.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium';
import { PACT_SITE, startRealWordpressSetUp, type BackgroundSetUp } from './realWordpress';

interface JestSummary {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTotalTestSuites: number;
}

interface StageResult {
  ok: boolean;
  summary?: JestSummary;
}

interface Stage {
  name: string;
  run: () => StageResult | Promise<StageResult>;
}

const root = path.resolve(__dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
// A hung test run (e.g. a jsdom Blob through Node's fetch) must not hang CI: each stage has a ceiling.
const STAGE_TIMEOUT_MS = 25 * 60 * 1000;

function command(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  const result = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
    timeout: STAGE_TIMEOUT_MS,
    killSignal: 'SIGKILL',
  });
  if (result.error) console.error(`${cmd}: ${result.error.message}`);
  return result.status === 0;
}

function jest(
  projects: string[],
  extra: string[] = [],
  env: NodeJS.ProcessEnv = {},
): { ok: boolean; summary?: JestSummary } {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'jest-')), 'result.json');
  const ok = command(
    bin('jest'),
    ['--selectProjects', ...projects, '--json', `--outputFile=${out}`, ...extra],
    { PACT_DO_NOT_TRACK: 'true', ...env },
  );
  const summary = fs.existsSync(out)
    ? (JSON.parse(fs.readFileSync(out, 'utf8')) as JestSummary)
    : undefined;
  // jest exits 0 on "no tests found" only with --passWithNoTests, which we never pass: an empty project fails.
  return { ok: ok && summary !== undefined && summary.numPassedTests > 0, summary };
}

const pactDir = path.join(root, 'contracts', 'pacts');

/**
 * The main journeys again with the storefront in WORDPRESS_URL mode and the shop's own server,
 * started on its own port, as the WordPress behind it (e2e/shop.ts).
 */
export const WORDPRESS_JOURNEYS = [
  'e2e/shell.e2e.test.ts',
  'e2e/catalog.e2e.test.ts',
  'e2e/checkout.e2e.test.ts',
  'e2e/account.e2e.test.ts',
  'e2e/contactForm.e2e.test.ts',
  'e2e/trust.e2e.test.ts',
  'e2e/accountOnPlainWooCommerce.e2e.test.ts',
];

/** Started with the first stage when the real-WordPress stage will run (see main). */
let realWordpressSetUp: BackgroundSetUp | undefined;

export const stages: Stage[] = [
  {
    name: 'chromium',
    run: () => {
      try {
        ensureChromium();
        return { ok: true };
      } catch (error) {
        console.error((error as Error).message);
        return { ok: false };
      }
    },
  },
  { name: 'typecheck', run: () => ({ ok: command(bin('tsc'), ['-p', 'tsconfig.json']) }) },
  {
    name: 'lint',
    run: () => ({
      ok: command(bin('eslint'), ['.']) && command(bin('prettier'), ['--check', '.']),
    }),
  },
  // Both cores: under CI=true Jest would take one worker on a 2-core machine, and the unit tests
  // alone then ran past 15 minutes.
  { name: 'unit', run: () => jest(['client', 'server'], ['--maxWorkers=2']) },
  {
    // Pact files are regenerated from the consumer tests each run (they merge otherwise), then replayed.
    name: 'pact',
    run: () => {
      for (const file of fs.existsSync(pactDir) ? fs.readdirSync(pactDir) : []) {
        if (file.endsWith('.json')) fs.rmSync(path.join(pactDir, file));
      }
      // In band: parallel workers each start Pact's mock server, and on two busy cores a request
      // to one of them was once dropped (a flaky "expected but not received").
      const consumer = jest(['pact-consumer'], ['--runInBand']);
      if (!consumer.ok) return consumer;
      const provider = jest(['pact-provider'], ['--runInBand']);
      return { ok: provider.ok, summary: add(consumer.summary, provider.summary) };
    },
  },
  { name: 'build', run: () => ({ ok: command(bin('webpack'), ['--mode', 'production']) }) },
  // Both cores: a journey mostly waits (on the browser, on timers), so two files at once took the
  // stage from 774 to 472 s; each file starts its own shop on a free port and its own browser.
  { name: 'e2e', run: () => jest(['e2e'], ['--maxWorkers=2']) },
  {
    // In band: on two workers, closing shell.e2e's storefront and the shop behind it once went
    // past the 60 s hook limit after every test had passed (docs/decisions.md).
    name: 'e2e-wordpress',
    run: () =>
      jest(['e2e'], ['--runInBand', '--runTestsByPath', ...WORDPRESS_JOURNEYS], {
        E2E_IN_FRONT_OF_WORDPRESS: '1',
      }),
  },
  {
    // Production mode against the real thing: a stock WordPress + WooCommerce + CF7 from
    // ../shared/wordpress, set up here when missing (scripts/realWordpress.ts); then the pacts
    // verified against that site as a backend team would.
    name: 'e2e-real-wordpress',
    run: async () => {
      const setUp = realWordpressSetUp ?? startRealWordpressSetUp();
      const ready = await setUp.finished;
      process.stdout.write(fs.readFileSync(setUp.log));
      if (!ready) return { ok: false };
      const journeys = jest(['e2e-real-wordpress'], ['--runInBand']);
      if (!journeys.ok) return journeys;
      return { ok: journeys.ok && verifyAgainstRealSite(), summary: journeys.summary };
    },
  },
];

/**
 * `contracts:verify` against the reference site. Its checkout interactions stay skipped: one of
 * them is the shop's Iranian address rule, which a stock WooCommerce does not have, and the
 * journeys above place real orders on a stock site already.
 */
function verifyAgainstRealSite(): boolean {
  const cookie = fs.readFileSync(PACT_SITE.cookieFile, 'utf8').trim();
  return command(
    bin('ts-node'),
    [
      '--transpile-only',
      'contracts/verify-cli.ts',
      '--base-url',
      PACT_SITE.url,
      '--cookie',
      cookie,
    ],
    {
      CF7_MESSAGE_FORM_ID: PACT_SITE.messageFormId,
      CF7_CHALLENGE_FORM_ID: PACT_SITE.challengeFormId,
      STORE_COUPON_CODE: 'welcome10',
    },
  );
}

function add(a?: JestSummary, b?: JestSummary): JestSummary | undefined {
  if (!a || !b) return a ?? b;
  return {
    numPassedTests: a.numPassedTests + b.numPassedTests,
    numFailedTests: a.numFailedTests + b.numFailedTests,
    numPendingTests: a.numPendingTests + b.numPendingTests,
    numTotalTestSuites: a.numTotalTestSuites + b.numTotalTestSuites,
  };
}

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !stages.some((stage) => stage.name === name));
  if (unknown.length > 0) {
    console.error(
      `Unknown stage(s): ${unknown.join(', ')}. Stages: ${stages.map((s) => s.name).join(', ')}`,
    );
    process.exit(2);
  }
  const selected = wanted.length ? stages.filter((stage) => wanted.includes(stage.name)) : stages;
  // Setting up the real WordPress is mostly installing and waiting: it runs beside the stages
  // before its own.
  if (selected.some((stage) => stage.name === 'e2e-real-wordpress')) {
    realWordpressSetUp = startRealWordpressSetUp();
  }
  let passed = 0;
  let failed = 0;
  const timings: string[] = [];
  for (const stage of selected) {
    console.log(`\n=== ${stage.name} ===`);
    const started = Date.now();
    const result = await stage.run();
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    timings.push(`${stage.name} ${seconds}s${result.ok ? '' : ' FAILED'}`);
    if (result.summary) {
      passed += result.summary.numPassedTests;
      failed += result.summary.numFailedTests;
    }
    if (!result.ok) {
      if (!result.summary || result.summary.numFailedTests === 0) failed += 1; // a failed non-jest stage counts once
      console.log(`\nstages: ${timings.join(', ')}`);
      console.log(`tests: ${passed} passed, ${failed} failed`);
      process.exit(1);
    }
  }
  console.log(`\nstages: ${timings.join(', ')}`);
  console.log(`tests: ${passed} passed, ${failed} failed`);
}

if (require.main === module) void main();
