// Replays every pact in contracts/pacts against the shop's own server.
import { WORDPRESS_PACT_FILE } from '../../../contracts/consumer/wordpressContract';
import { providerTestServerForFile } from './testServerSite';
import { formatReport, pactFilesIn, verifyPacts } from '../../../contracts/provider/verifyPacts';
import { interaction, removeTamperedCopy, tamperedCopy } from './tamperedPact';

const VERIFY_TIMEOUT = 60_000;

const provider = providerTestServerForFile();

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

it(
  'fails the interactions of a tampered pact, and only those',
  async () => {
    const file = tamperedCopy(WORDPRESS_PACT_FILE, (interactions) => {
      interaction(
        interactions,
        'a request whose nonce the site no longer accepts',
      ).response.body.content.code = 'rest_forbidden';
      interaction(interactions, 'deleting a media item for good').response.status = 410;
    });

    const reports = await verifyPacts({ site: provider.site, pactFiles: [file] });
    removeTamperedCopy(file);

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
