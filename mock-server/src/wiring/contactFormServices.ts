// Builds the contact form feature's repositories and services from the database and its
// settings (app.ts calls it once). The run-time switches are one plain object the service reads
// on every submission: production sets it from the settings and leaves it; the test plugin
// (mock-server/test/testSwitches.ts) flips it.
import type Database from 'better-sqlite3';
import { createCaptchaService, type CaptchaService } from '../domain/forms/captcha';
import { createFormCatalog, type FormCatalog } from '../domain/forms/catalog';
import { createContactFormService } from '../domain/forms/contactFormService';
import { loadFormFiles } from '../domain/forms/formFiles';
import type { ContactFormSource } from '../domain/forms/formSource';
import { outboxTransport, smtpTransport, type MailTransport } from '../domain/forms/mailer';
import { createPostedDataHasher } from '../domain/forms/postedDataHash';
import { createQuizHasher, type QuizHasher } from '../domain/forms/quiz';
import { createRateLimiter, type RateLimitSettings } from '../domain/forms/rateLimit';
import { createSpamCheck } from '../domain/forms/spam';
import {
  DEFAULT_FEEDBACK_LIMITS,
  DEFAULT_SMTP_TIMEOUT_MS,
  type FeedbackLimits,
} from '../routes/contactFormsOptions';
import type { FilledContactFormsOptions } from '../settings/defaults';
import {
  createSqliteCaptchaRepository,
  type CaptchaRepository,
} from '../storage/contactFormCaptchaRepository';
import {
  createSqliteContactFormsRepository,
  type ContactFormsRepository,
} from '../storage/contactFormsRepository';
import {
  createSqliteSubmissionsRepository,
  type SubmissionsRepository,
} from '../storage/contactFormSubmissionsRepository';

/** Settings the service reads on every submission, so they can change while the app runs. */
export interface ContactFormSwitches {
  mailFails: boolean;
  captchaTestAnswer: string | undefined;
  disallowedWords: string[];
  rateLimit: RateLimitSettings | undefined;
}

export interface ContactFormServices {
  /** The stored forms. */
  forms: ContactFormsRepository<ContactFormSource>;
  catalog: FormCatalog;
  submissions: SubmissionsRepository;
  captchaRepository: CaptchaRepository;
  captcha: CaptchaService;
  quiz: QuizHasher;
  service: ReturnType<typeof createContactFormService>;
  transport: MailTransport;
  limits: FeedbackLimits;
  switches: ContactFormSwitches;
}

export function buildContactFormServices(
  db: Database.Database,
  deps: {
    secret: string;
    clock: () => Date;
    siteTitle: string;
    options: FilledContactFormsOptions;
    log: (message: string, error: unknown) => void;
  },
): ContactFormServices {
  const { clock, options } = deps;
  const overrides = [
    ...(options.forms ?? []),
    ...(options.formsDir === undefined ? [] : loadFormFiles(options.formsDir)),
  ];
  const forms = createSqliteContactFormsRepository<ContactFormSource>(db);
  const catalog = createFormCatalog(forms, overrides);
  const submissions = createSqliteSubmissionsRepository(db);
  const captchaRepository = createSqliteCaptchaRepository(db);
  const switches: ContactFormSwitches = {
    mailFails: options.mailFails ?? false,
    captchaTestAnswer: options.captchaTestAnswer,
    disallowedWords: options.disallowedWords ?? [],
    rateLimit: options.rateLimit,
  };
  const transport: MailTransport =
    options.smtpUrl === undefined
      ? outboxTransport()
      : smtpTransport(options.smtpUrl, options.smtpTimeoutMs ?? DEFAULT_SMTP_TIMEOUT_MS);
  const quiz = createQuizHasher(deps.secret);
  const captcha = createCaptchaService({
    repository: captchaRepository,
    testAnswer: () => switches.captchaTestAnswer,
  });
  const service = createContactFormService({
    submissions,
    captcha,
    quiz,
    postedDataHash: createPostedDataHasher(deps.secret),
    spam: createSpamCheck(() => switches.disallowedWords),
    rateLimiter: createRateLimiter(() => switches.rateLimit),
    transport: () => transport,
    mailFails: () => switches.mailFails,
    site: {
      title: deps.siteTitle,
      adminEmail: options.adminEmail,
      mailFrom: options.mailFrom,
    },
    clock,
    log: deps.log,
  });
  const limits: FeedbackLimits = { ...DEFAULT_FEEDBACK_LIMITS, ...options.limits };
  return {
    forms,
    catalog,
    submissions,
    captchaRepository,
    captcha,
    quiz,
    service,
    transport,
    limits,
    switches,
  };
}
