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
import { sessionFilter } from './sessionFilter';
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
}

interface PactInteraction {
  description: string;
  providerStates?: Array<{ name: string }>;
}

interface PactFile {
  provider: { name: string };
  interactions: PactInteraction[];
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

async function runVerifier(
  provider: string,
  file: string,
  options: VerifyOptions,
  hooks: ProviderHooks,
): Promise<string> {
  try {
    return await new Verifier({
      provider,
      providerBaseUrl: options.site.baseUrl,
      pactUrls: [file],
      stateHandlers: hooks.stateHandlers,
      afterEach: hooks.afterEach,
      requestFilter: hooks.requestFilter ?? sessionFilter(options.site.session),
      logLevel: 'error',
    }).verifyProvider();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
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
  const skipped = new Set(
    pact.interactions
      .filter((i) => (i.providerStates ?? []).some((state) => skipStates.has(state.name)))
      .map((i) => i.description),
  );
  const toVerify = pact.interactions.filter((i) => !skipped.has(i.description));
  const reports = pact.interactions
    .filter((i) => skipped.has(i.description))
    .map((i) => {
      const own = (i.providerStates ?? []).find((state) => options.skipReasons?.[state.name]);
      const reason = own ? options.skipReasons?.[own.name] : options.skipReason;
      return report(i.description, 'skipped', [reason ?? 'skipped']);
    });
  if (toVerify.length === 0) return reports;

  const source = skipped.size > 0 ? withoutSkipped(file, skipped) : file;
  const output = await runVerifier(provider, source, options, hooks);
  const results = readResults(output);
  for (const interaction of toVerify) {
    const result = results?.get(interaction.description);
    if (result?.ok) reports.push(report(interaction.description, 'passed', []));
    else if (result) reports.push(report(interaction.description, 'failed', result.details));
    else
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
