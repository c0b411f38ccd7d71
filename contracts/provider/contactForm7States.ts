// Provider states of the contact-form-7 pact. The shop's test server arranges them with its
// switches (contactForm7TestServer.ts); a live WordPress holds the pact's two forms, named to the
// verifier by id (CF7_MESSAGE_FORM_ID, CF7_CHALLENGE_FORM_ID), and lists the spam word in
// Settings > Discussion > Disallowed Comment Keys. docs/contracts.md tells a backend team how.
import { CF7_STATES, FORM_ID_PARAM, SPAM_WORD } from '../consumer/contactForm7Contract';
import type { StateHandlers, WordpressProviderHooks, WordpressSite } from './wordpressStates';

/** What the shop's own test server can be made to do; a live site has none of it. */
export interface ContactFormSwitches {
  /** Puts the pact's two forms on the site (once) and answers their ids. */
  ensurePactForms(): { message: number; challenge: number };
  setMailFailing(failing: boolean): void;
  setDisallowedWords(words: string[]): void;
  /** true: every further submission from any address is over the limit. */
  setRateLimited(limited: boolean): void;
}

export type ContactFormSite = WordpressSite & { contactForms?: ContactFormSwitches };

type Environment = Record<string, string | undefined>;

function formIdFrom(env: Environment, variable: string, form: string): number {
  const id = Number(env[variable]);
  if (!Number.isInteger(id) || id <= 0) {
    throw new Error(
      `set ${variable} to the id of the ${form} form (its template is in docs/contracts.md)`,
    );
  }
  return id;
}

function requireSwitches(site: ContactFormSite): ContactFormSwitches {
  if (!site.contactForms) throw new Error("only the shop's test server can be put in this state");
  return site.contactForms;
}

export function contactForm7ProviderHooks(
  site: ContactFormSite,
  env: Environment = process.env,
): WordpressProviderHooks {
  const ids = (kind: 'message' | 'challenge'): number => {
    if (site.contactForms) return site.contactForms.ensurePactForms()[kind];
    return kind === 'message'
      ? formIdFrom(env, 'CF7_MESSAGE_FORM_ID', 'message')
      : formIdFrom(env, 'CF7_CHALLENGE_FORM_ID', 'challenge');
  };

  const stateHandlers: StateHandlers = {
    [CF7_STATES.messageForm]: async () => ({ [FORM_ID_PARAM]: ids('message') }),
    [CF7_STATES.challengeForm]: async () => ({ [FORM_ID_PARAM]: ids('challenge') }),
    // A live site lists the word itself; the test server is told to.
    [CF7_STATES.spamWord]: async () => {
      site.contactForms?.setDisallowedWords([SPAM_WORD]);
      return undefined;
    },
    [CF7_STATES.mailFails]: async () => {
      requireSwitches(site).setMailFailing(true);
      return undefined;
    },
    [CF7_STATES.rateLimited]: async () => {
      requireSwitches(site).setRateLimited(true);
      return undefined;
    },
    // Nothing to arrange: no site should have a form with that id.
    [CF7_STATES.noSuchForm]: async () => undefined,
  };

  return {
    stateHandlers,
    async afterEach() {
      site.contactForms?.setMailFailing(false);
      site.contactForms?.setDisallowedWords([]);
      site.contactForms?.setRateLimited(false);
    },
  };
}

/**
 * On a live site the pact's forms are found by id from the environment. A form whose id is not
 * given cannot be verified; its interactions are reported as skipped with what to set.
 */
export function unconfiguredFormStates(env: Environment = process.env): Record<string, string> {
  const missing: Record<string, string> = {};
  const need = (variable: string, state: string, form: string) => {
    if (!(Number(env[variable]) > 0)) {
      missing[state] =
        `set ${variable} to the id of the pact's ${form} form on your site (docs/contracts.md)`;
    }
  };
  need('CF7_MESSAGE_FORM_ID', CF7_STATES.messageForm, 'message');
  need('CF7_CHALLENGE_FORM_ID', CF7_STATES.challengeForm, 'quiz and captcha');
  return missing;
}
