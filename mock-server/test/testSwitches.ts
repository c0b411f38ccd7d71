// Run-time switches for tests and Pact provider states, decorated on the test server's app only:
// production builds the same services (src/wiring/services.ts) but never exposes these.
import type { FastifyInstance } from 'fastify';
import type { FormCatalog } from '../src/domain/forms/catalog';
import type { RateLimitSettings } from '../src/domain/forms/rateLimit';
import type { SubsizeFaults } from '../src/domain/faults';
import type { SubmissionsRepository } from '../src/storage/contactFormSubmissionsRepository';
import type { AppServices } from '../src/wiring/services';

/** The contact form feature's switches (`app.contactForms`). */
export interface ContactFormsControl {
  setMailFailing(failing: boolean): void;
  setCaptchaTestAnswer(answer: string | undefined): void;
  setDisallowedWords(words: string[]): void;
  setRateLimit(settings: RateLimitSettings | undefined): void;
  /** Stores a challenge (a fixed prefix/answer for a recorded pact); returns the prefix. */
  issueCaptcha(options?: { prefix?: string; answer?: string }): string;
  /** Resolves when background mail (Mail 2) started so far is done. */
  mailSettled(): Promise<void>;
  /** wp_hash of a quiz answer with the app's secret (for building requests). */
  quizHash(answer: string): string;
  submissions: SubmissionsRepository;
  catalog: FormCatalog;
}

declare module 'fastify' {
  interface FastifyInstance {
    contactForms: ContactFormsControl;
    /** Arms image sub-size failures at run time (e.g. from a Pact provider state). */
    subsizeFaults: SubsizeFaults;
    /** The unpaid-order sweep: run() cancels what is due now (tests call it after moving the clock). */
    unpaidOrderSweep: { run(): number };
  }
}

export function registerTestSwitches(
  app: FastifyInstance,
  services: AppServices,
  clock: () => Date,
): void {
  const forms = services.contactForms;
  const { switches, captcha, captchaRepository } = forms;
  app.decorate('contactForms', {
    setMailFailing: (failing: boolean) => {
      switches.mailFails = failing;
    },
    setCaptchaTestAnswer: (answer: string | undefined) => {
      switches.captchaTestAnswer = answer;
    },
    setDisallowedWords: (words: string[]) => {
      switches.disallowedWords = words;
    },
    setRateLimit: (settings: RateLimitSettings | undefined) => {
      switches.rateLimit = settings;
    },
    issueCaptcha: ({ prefix, answer }: { prefix?: string; answer?: string } = {}) => {
      if (prefix === undefined && answer === undefined) return captcha.issue(clock());
      const chosen = prefix ?? String(Date.now());
      captchaRepository.remove(chosen);
      captchaRepository.insert(chosen, answer ?? '0000', clock());
      return chosen;
    },
    mailSettled: () => forms.service.settled(),
    quizHash: (answer: string) => forms.quiz.hash(answer),
    submissions: forms.submissions,
    catalog: forms.catalog,
  } satisfies ContactFormsControl);
  app.decorate('subsizeFaults', services.media.subsizeFaults);
  app.decorate('unpaidOrderSweep', { run: services.checkout.sweepUnpaidOrders });
}
