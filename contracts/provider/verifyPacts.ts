// Replays pact files against a site and reports each interaction: shared by the
// provider test (test server) and contracts/verify-cli.ts (a live site).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { CF7_PROVIDER } from '../consumer/contactForm7Contract';
import { SHOP_PROVIDER } from '../consumer/persianShopContract';
import { STORE_PROVIDER } from '../consumer/storeApiContract';
import { PACT_DIR, PROVIDER } from '../consumer/wordpressContract';
import { contactForm7ProviderHooks, type ContactFormSite } from './contactForm7States';
import { persianShopProviderHooks } from './persianShopStates';
import { exactBodyFilter, pactFormBodies, type RequestFilter } from './requestBody';
import { sessionFilter } from './sessionFilter';
import { stateSetup } from './stateSetup';
import { storeApiProviderHooks, type StoreApiProviderHooks } from './storeApiStates';
import { wordpressProviderHooks } from './wordpressStates';
import type { WordpressProviderHooks, WordpressSite } from './wordpressStates';

export type Outcome = 'passed' | 'failed' | 'skipped';

export interface InteractionReport {
  pactFile: string;
  provider: string;
  description: string;
  outcome: Outcome;
  /** Mismatches for a failure, the reason for a skip. */
  details: string[];
}

export interface VerifyOptions {
  site: WordpressSite;
  pactFiles?: string[];
  /** Interactions in any of these states are reported as skipped, not replayed. */
  skipStates?: readonly string[];
  skipReason?: string;
  /** A reason of its own for some of the skipped states (state name -> reason). */
  skipReasons?: Readonly<Record<string, string>>;
  /** Skips any other interaction for which it answers a reason (contracts:verify: real orders). */
  skipInteraction?: (interaction: PactInteraction) => string | undefined;
}

export interface PactInteraction {
  description: string;
  providerStates?: Array<{ name: string }>;
  request?: { method?: unknown; path?: unknown };
}

interface PactFile {
  provider: { name: string };
  interactions: PactInteraction[];
  /** The urlencoded request bodies, byte for byte (requestBody.ts). */
  formBodies: string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function readPact(file: string): PactFile {
  const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (
    !isRecord(parsed) ||
    !isRecord(parsed.provider) ||
    typeof parsed.provider.name !== 'string' ||
    !Array.isArray(parsed.interactions)
  ) {
    throw new Error(`${file} is not a pact file`);
  }
  return {
    provider: { name: parsed.provider.name },
    interactions: parsed.interactions.filter(
      (interaction): interaction is PactInteraction =>
        isRecord(interaction) && typeof interaction.description === 'string',
    ),
    formBodies: pactFormBodies(parsed.interactions),
  };
}

export function pactFilesIn(dir: string = PACT_DIR): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(dir, name));
}

/** A provider's hooks; one that needs more than the session cookie brings its own filter. */
type ProviderHooks = WordpressProviderHooks & {
  requestFilter?: StoreApiProviderHooks['requestFilter'];
};

function hooksFor(provider: string, site: ContactFormSite): ProviderHooks | undefined {
  if (provider === CF7_PROVIDER) return contactForm7ProviderHooks(site);
  if (provider === STORE_PROVIDER) return storeApiProviderHooks(site);
  if (provider === SHOP_PROVIDER) return persianShopProviderHooks(site);
  return provider === PROVIDER ? wordpressProviderHooks(site) : undefined;
}

function describeMismatch(mismatch: unknown): string[] {
  if (!isRecord(mismatch)) return [String(mismatch)];
  if (Array.isArray(mismatch.mismatches)) {
    return mismatch.mismatches.map((item: unknown) =>
      isRecord(item) && typeof item.mismatch === 'string' ? item.mismatch : JSON.stringify(item),
    );
  }
  if (typeof mismatch.message === 'string') return [mismatch.message];
  return [JSON.stringify(mismatch)];
}

/** Reads the verifier's JSON summary; undefined when it crashed before making one. */
function readResults(json: string): Map<string, { ok: boolean; details: string[] }> | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (!isRecord(parsed) || !Array.isArray(parsed.interactionResults)) return undefined;
  const results = new Map<string, { ok: boolean; details: string[] }>();
  for (const item of parsed.interactionResults) {
    if (isRecord(item) && typeof item.description === 'string') {
      results.set(item.description, { ok: item.result === 'OK', details: [] });
    }
  }
  for (const error of Array.isArray(parsed.errors) ? parsed.errors : []) {
    if (!isRecord(error) || typeof error.interaction !== 'string') continue;
    const label = error.interaction;
    for (const [description, result] of results) {
      if (label.endsWith(` - ${description}`))
        result.details.push(...describeMismatch(error.mismatch));
    }
  }
  return results;
}

/** Runs the filters one after the other, as the proxy's single request filter. */
function inTurn(filters: RequestFilter[]): RequestFilter {
  return (request, response, next) => {
    const run = (index: number): void => {
      const filter = filters[index];
      if (filter) filter(request, response, () => run(index + 1));
      else next();
    };
    run(0);
  };
}

/** The verifier's JSON output, and why states could not be set up (state name -> reason). */
async function runVerifier(
  provider: string,
  file: string,
  pact: PactFile,
  options: VerifyOptions,
  hooks: ProviderHooks,
): Promise<{ output: string; stateFailures: ReadonlyMap<string, string> }> {
  // States and afterEach run in the filter, never in Pact's own handler (stateSetup.ts).
  const states = stateSetup(hooks);
  const requestFilter = inTurn([
    states.filter,
    exactBodyFilter(pact.formBodies),
    hooks.requestFilter ?? sessionFilter(options.site.session),
  ]);
  try {
    const output = await new Verifier({
      provider,
      providerBaseUrl: options.site.baseUrl,
      pactUrls: [file],
      requestFilter,
      logLevel: 'error',
    }).verifyProvider();
    return { output, stateFailures: states.failures };
  } catch (error) {
    const output = error instanceof Error ? error.message : String(error);
    return { output, stateFailures: states.failures };
  }
}

/** The verifier's words when a state change answered an error; it then sends no request. */
const STATE_SETUP_FAILED = 'setup state change handlers has failed';

/** A failed state's own reason in place of the verifier's generic line. */
function stateProblems(
  interaction: PactInteraction,
  details: string[],
  failures: ReadonlyMap<string, string>,
): string[] {
  if (!details.some((detail) => detail.includes(STATE_SETUP_FAILED))) return details;
  const problems = (interaction.providerStates ?? []).flatMap((state) => {
    const reason = failures.get(state.name);
    return reason === undefined
      ? []
      : [`provider state "${state.name}" could not be set up: ${reason}`];
  });
  return problems.length > 0 ? problems : details;
}

/** Writes a copy of the pact without the skipped interactions, for the verifier to read. */
function withoutSkipped(file: string, skipped: Set<string>): string {
  const raw: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!isRecord(raw) || !Array.isArray(raw.interactions)) return file;
  const copy = {
    ...raw,
    interactions: raw.interactions.filter(
      (item: unknown) =>
        !(isRecord(item) && typeof item.description === 'string' && skipped.has(item.description)),
    ),
  };
  const target = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), 'pact-verify-')),
    path.basename(file),
  );
  fs.writeFileSync(target, JSON.stringify(copy));
  return target;
}

async function verifyOne(file: string, options: VerifyOptions): Promise<InteractionReport[]> {
  const pact = readPact(file);
  const provider = pact.provider.name;
  const report = (description: string, outcome: Outcome, details: string[]): InteractionReport => ({
    pactFile: file,
    provider,
    description,
    outcome,
    details,
  });

  const hooks = hooksFor(provider, options.site);
  if (!hooks) {
    return pact.interactions.map((i) =>
      report(i.description, 'failed', [`no provider states are known for provider "${provider}"`]),
    );
  }

  const skipStates = new Set(options.skipStates ?? []);
  const skipReason = (i: PactInteraction): string | undefined => {
    const states = i.providerStates ?? [];
    if (states.some((state) => skipStates.has(state.name))) {
      const own = states.find((state) => options.skipReasons?.[state.name]);
      return (own ? options.skipReasons?.[own.name] : options.skipReason) ?? 'skipped';
    }
    return options.skipInteraction?.(i);
  };
  const reports: InteractionReport[] = [];
  const skipped = new Set<string>();
  for (const interaction of pact.interactions) {
    const reason = skipReason(interaction);
    if (reason === undefined) continue;
    skipped.add(interaction.description);
    reports.push(report(interaction.description, 'skipped', [reason]));
  }
  const toVerify = pact.interactions.filter((i) => !skipped.has(i.description));
  if (toVerify.length === 0) return reports;

  const source = skipped.size > 0 ? withoutSkipped(file, skipped) : file;
  const { output, stateFailures } = await runVerifier(provider, source, pact, options, hooks);
  const results = readResults(output);
  for (const interaction of toVerify) {
    const result = results?.get(interaction.description);
    if (result?.ok) reports.push(report(interaction.description, 'passed', []));
    else if (result) {
      const details = stateProblems(interaction, result.details, stateFailures);
      reports.push(report(interaction.description, 'failed', details));
    } else
      reports.push(
        report(interaction.description, 'failed', [output.slice(0, 500) || 'not verified']),
      );
  }
  if (source !== file) fs.rmSync(path.dirname(source), { recursive: true, force: true });
  const order = pact.interactions.map((i) => i.description);
  return reports.sort((a, b) => order.indexOf(a.description) - order.indexOf(b.description));
}

/** Every interaction of every pact file, in file order; never throws for a mismatch. */
export async function verifyPacts(options: VerifyOptions): Promise<InteractionReport[]> {
  const reports: InteractionReport[] = [];
  for (const file of options.pactFiles ?? pactFilesIn())
    reports.push(...(await verifyOne(file, options)));
  return reports;
}

const DETAIL_LENGTH = 240;

function shorten(detail: string): string {
  const line = detail.replace(/\s+/g, ' ');
  return line.length > DETAIL_LENGTH ? `${line.slice(0, DETAIL_LENGTH - 1)}…` : line;
}

export function formatReport(reports: InteractionReport[]): string {
  const lines: string[] = [];
  let currentFile: string | undefined;
  for (const item of reports) {
    if (item.pactFile !== currentFile) {
      currentFile = item.pactFile;
      lines.push(`${item.provider} (${path.relative(process.cwd(), item.pactFile)})`);
    }
    lines.push(`  ${item.outcome.toUpperCase().padEnd(7)} ${item.description}`);
    for (const detail of item.details) lines.push(`          ${shorten(detail)}`);
  }
  const count = (outcome: Outcome) => reports.filter((item) => item.outcome === outcome).length;
  lines.push(
    `${reports.length} interactions: ${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped`,
  );
  return lines.join('\n');
}
