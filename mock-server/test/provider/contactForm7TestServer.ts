// The contact-form-7 provider states on the shop's own test server: the pact's forms are stored
// like any site owner's form, and the fault switches are the server's own (app.contactForms).
import {
  CHALLENGE_FORM_TEMPLATE,
  MESSAGE_FORM_TEMPLATE,
} from '../../../contracts/consumer/contactForm7Contract';
import { formSource } from '../../src/domain/forms/formSourceFixture';
import type { ContactFormSource } from '../../src/domain/forms/formSource';
import { createSqliteContactFormsRepository } from '../../src/storage/contactFormsRepository';
import type { TestServer } from '../server';
import type { ContactFormSwitches } from '../../../contracts/provider/contactForm7States';

/** Ids far from the seeded forms (101, 102), so a seeded server can hold both. */
export const PACT_FORM_IDS = { message: 9101, challenge: 9102 } as const;

function pactForm(id: number, title: string, template: string): ContactFormSource {
  return formSource(template, { id, title, origin: 'pact provider state' });
}

export function contactFormSwitches(server: Pick<TestServer, 'app' | 'db'>): ContactFormSwitches {
  let stored = false;
  return {
    ensurePactForms() {
      if (!stored) {
        const forms = createSqliteContactFormsRepository(server.db);
        const now = new Date();
        forms.upsert(pactForm(PACT_FORM_IDS.message, 'فرم پیام', MESSAGE_FORM_TEMPLATE), now);
        forms.upsert(
          pactForm(PACT_FORM_IDS.challenge, 'فرم پرسش و کد امنیتی', CHALLENGE_FORM_TEMPLATE),
          now,
        );
        server.app.contactForms.catalog.reload();
        stored = true;
      }
      return { ...PACT_FORM_IDS };
    },
    setMailFailing: (failing) => server.app.contactForms.setMailFailing(failing),
    setDisallowedWords: (words) => server.app.contactForms.setDisallowedWords(words),
    setRateLimited: (limited) =>
      server.app.contactForms.setRateLimit(limited ? { max: 0, windowSeconds: 3600 } : undefined),
  };
}
