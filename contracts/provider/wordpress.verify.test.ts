// Replays every pact in contracts/pacts against the shop's own server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WORDPRESS_PACT_FILE } from '../consumer/wordpressContract';
import { startProviderTestServer } from './testServerSite';
import type { ProviderTestServer } from './testServerSite';
import { formatReport, pactFilesIn, verifyPacts } from './verifyPacts';

const VERIFY_TIMEOUT = 60_000;

let provider: ProviderTestServer;

beforeAll(async () => {
  provider = await startProviderTestServer();
});

afterAll(async () => {
  await provider.server.close();
});

it(
  'honours every interaction of every pact in contracts/pacts',
  async () => {
    const files = pactFilesIn();
    expect(files).toContain(WORDPRESS_PACT_FILE);

    const reports = await verifyPacts({ site: provider.site, pactFiles: files });

    expect(reports.filter((report) => report.outcome !== 'passed')).toEqual([]);
    expect(reports.map((report) => report.description)).toEqual(
      expect.arrayContaining([
        'a request for a fresh REST nonce',
        'a request whose nonce the site no longer accepts',
        'page 2 of the posts, 10 per page',
        'an image upload',
        'an image upload whose sub-sizes cannot be made',
        'post-processing an uploaded image',
        'deleting a media item for good',
      ]),
    );
  },
  VERIFY_TIMEOUT,
);

function tamperedCopy(change: (interactions: Array<Record<string, unknown>>) => void): string {
  const pact = JSON.parse(fs.readFileSync(WORDPRESS_PACT_FILE, 'utf8')) as {
    interactions: Array<Record<string, unknown>>;
  };
  change(pact.interactions);
  const file = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), 'tampered-pact-')),
    'wordpress.json',
  );
  fs.writeFileSync(file, JSON.stringify(pact));
  return file;
}

function interaction(interactions: Array<Record<string, unknown>>, description: string) {
  const found = interactions.find((item) => item.description === description);
  if (!found) throw new Error(`no interaction "${description}" in the pact`);
  return found as { response: { status: number; body: { content: Record<string, unknown> } } };
}

it(
  'fails the interactions of a tampered pact, and only those',
  async () => {
    const file = tamperedCopy((interactions) => {
      interaction(
        interactions,
        'a request whose nonce the site no longer accepts',
      ).response.body.content.code = 'rest_forbidden';
      interaction(interactions, 'deleting a media item for good').response.status = 410;
    });

    const reports = await verifyPacts({ site: provider.site, pactFiles: [file] });
    fs.rmSync(path.dirname(file), { recursive: true, force: true });

    const failed = reports.filter((report) => report.outcome === 'failed');
    expect(failed.map((report) => report.description).sort()).toEqual([
      'a request whose nonce the site no longer accepts',
      'deleting a media item for good',
    ]);
    expect(failed[0]?.details.join(' ')).toMatch(/rest_forbidden|410/);
    expect(formatReport(reports)).toMatch(
      /FAILED +deleting a media item for good\n +expected 410 but was 200/,
    );
  },
  VERIFY_TIMEOUT,
);

it(
  'reports interactions in skipped states without replaying them',
  async () => {
    const reports = await verifyPacts({
      site: provider.site,
      skipStates: ['the site cannot make image sub-sizes for the next upload'],
      skipReason: 'needs a fault switch',
      pactFiles: [WORDPRESS_PACT_FILE],
    });

    expect(reports.find((report) => report.outcome === 'skipped')).toMatchObject({
      description: 'an image upload whose sub-sizes cannot be made',
      details: ['needs a fault switch'],
    });
    expect(reports.filter((report) => report.outcome === 'failed')).toEqual([]);
  },
  VERIFY_TIMEOUT,
);
