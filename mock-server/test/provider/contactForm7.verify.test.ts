// Replays the contact-form-7 pact against the shop's own server, and shows the verification
// would catch a server that broke it.
import {
  CF7_PACT_FILE,
  CF7_STATES,
  CF7_TEST_SERVER_ONLY_STATES,
  SPAM_WORD,
} from '../../../contracts/consumer/contactForm7Contract';
import { startTestServer } from '../server';
import {
  contactForm7ProviderHooks,
  unconfiguredFormStates,
} from '../../../contracts/provider/contactForm7States';
import { contactFormSwitches } from './contactForm7TestServer';
import { openSiteSession } from '../../../contracts/provider/siteSession';
import { providerTestServerForFile } from './testServerSite';
import { formatReport, verifyPacts } from '../../../contracts/provider/verifyPacts';
import { interaction, removeTamperedCopy, tamperedCopy } from './tamperedPact';

const VERIFY_TIMEOUT = 60_000;

type StateHandler = ReturnType<typeof contactForm7ProviderHooks>['stateHandlers'][string];

/** Our handlers are plain setup functions (contactForm7States.ts); call one as the verifier does. */
function runState(handler: StateHandler | undefined): Promise<unknown> {
  if (typeof handler !== 'function') throw new Error('no such state');
  return (handler as (parameters: Record<string, never>) => Promise<unknown>)({});
}

const provider = providerTestServerForFile();

const EVERY_INTERACTION = [
  'a message sent',
  'a message without consent to the privacy terms',
  'a message with a disallowed word',
  'a message the site could not mail',
  'a message over the per-visitor limit',
  'a message with an empty name and a broken email address',
  'a message to an unknown contact form',
  'a message sent as a urlencoded body',
  'a refill of a form with a quiz and a captcha',
  'a refill of a form without quiz or captcha',
  'the validation schema of the message form',
];

it(
  'honours every interaction of the contact-form-7 pact',
  async () => {
    const reports = await verifyPacts({ site: provider.site, pactFiles: [CF7_PACT_FILE] });

    expect(reports.filter((report) => report.outcome !== 'passed')).toEqual([]);
    expect(reports.map((report) => report.description).sort()).toEqual(
      [...EVERY_INTERACTION].sort(),
    );
  },
  VERIFY_TIMEOUT,
);

it(
  'stores the sent message and leaves the fault switches off afterwards',
  async () => {
    const before = provider.server.db
      .prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM contact_submissions')
      .get()?.n;
    const reports = await verifyPacts({ site: provider.site, pactFiles: [CF7_PACT_FILE] });
    expect(reports.every((report) => report.outcome === 'passed')).toBe(true);
    const after = provider.server.db
      .prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM contact_submissions')
      .get()?.n;
    // mail_sent and mail_failed are kept; every rejected message writes nothing.
    expect((after ?? 0) - (before ?? 0)).toBe(2);
  },
  VERIFY_TIMEOUT,
);

it(
  'fails the interactions of a tampered pact, and only those',
  async () => {
    const file = tamperedCopy(CF7_PACT_FILE, (interactions) => {
      interaction(interactions, 'a message sent').response.body.content.status = 'mail_failed';
      interaction(interactions, 'a message sent as a urlencoded body').response.status = 400;
    });

    const reports = await verifyPacts({ site: provider.site, pactFiles: [file] });
    removeTamperedCopy(file);

    const failed = reports.filter((report) => report.outcome === 'failed');
    expect(failed.map((report) => report.description).sort()).toEqual([
      'a message sent',
      'a message sent as a urlencoded body',
    ]);
    expect(formatReport(reports)).toMatch(
      /FAILED +a message sent as a urlencoded body\n +expected 400 but was 415/,
    );
  },
  VERIFY_TIMEOUT,
);

it(
  'reports the states a live site cannot be put in as skipped',
  async () => {
    const reports = await verifyPacts({
      site: provider.site,
      pactFiles: [CF7_PACT_FILE],
      skipStates: CF7_TEST_SERVER_ONLY_STATES,
      skipReason: 'needs a switch of the shop test server',
    });

    expect(
      reports
        .filter((report) => report.outcome === 'skipped')
        .map((report) => report.description)
        .sort(),
    ).toEqual(['a message over the per-visitor limit', 'a message the site could not mail']);
    expect(reports.filter((report) => report.outcome === 'failed')).toEqual([]);
  },
  VERIFY_TIMEOUT,
);

it(
  'verifies a live site the way a backend team does: forms by id, no switches',
  async () => {
    // A site that holds the pact's forms and lists the spam word, like a prepared WordPress.
    const live = await startTestServer({ contactForms: { disallowedWords: [SPAM_WORD] } });
    try {
      const ids = contactFormSwitches(live).ensurePactForms();
      const env = {
        CF7_MESSAGE_FORM_ID: String(ids.message),
        CF7_CHALLENGE_FORM_ID: String(ids.challenge),
      };
      const site = { baseUrl: live.url, session: await openSiteSession(live.url) };
      expect(unconfiguredFormStates(env)).toEqual({});
      expect(Object.keys(unconfiguredFormStates({}))).toEqual([
        CF7_STATES.messageForm,
        CF7_STATES.challengeForm,
      ]);

      const hooks = contactForm7ProviderHooks(site, env);
      await expect(runState(hooks.stateHandlers[CF7_STATES.messageForm])).resolves.toEqual({
        formId: ids.message,
      });
      await expect(runState(hooks.stateHandlers[CF7_STATES.mailFails])).rejects.toThrow(
        "only the shop's test server",
      );

      const previous = { ...process.env };
      Object.assign(process.env, env);
      try {
        const reports = await verifyPacts({
          site,
          pactFiles: [CF7_PACT_FILE],
          skipStates: CF7_TEST_SERVER_ONLY_STATES,
          skipReason: 'needs a switch',
        });
        expect(reports.filter((report) => report.outcome === 'failed')).toEqual([]);
        expect(reports.filter((report) => report.outcome === 'passed')).toHaveLength(9);
      } finally {
        process.env = previous;
      }
    } finally {
      await live.close();
    }
  },
  VERIFY_TIMEOUT,
);
