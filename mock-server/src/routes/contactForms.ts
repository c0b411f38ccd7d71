// Contact Form 7's REST routes (contact-form-7/v1), the captcha images, and the shop's own
// "which forms does this page hold" route. Handlers only read the request and call the service.
import type Database from 'better-sqlite3';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API_NAMESPACE,
  CAPTCHA_URL_PATH,
  SWV_META_SCHEMA,
  unitTagFor,
  type PageContactForms,
} from '../../../contracts/contactForm7';
import { renderCaptchaPng } from '../domain/forms/captchaImage';
import { createCaptchaService } from '../domain/forms/captcha';
import { createFormCatalog, type FormCatalog } from '../domain/forms/catalog';
import type { CompiledForm } from '../domain/forms/compileForm';
import { createContactFormService } from '../domain/forms/contactFormService';
import { loadFormFiles } from '../domain/forms/formFiles';
import { outboxTransport, smtpTransport, type MailTransport } from '../domain/forms/mailer';
import { ROUTE_MESSAGES } from '../domain/forms/messages';
import { createPostedDataHasher } from '../domain/forms/postedDataHash';
import { createQuizHasher } from '../domain/forms/quiz';
import { createRateLimiter, type RateLimitSettings } from '../domain/forms/rateLimit';
import { createSpamCheck } from '../domain/forms/spam';
import { requestOrigin } from '../http/origin';
import { WpHttpError } from '../http/wpError';
import { createSqliteCaptchaRepository } from '../storage/contactFormCaptchaRepository';
import { createSqliteContactFormsRepository } from '../storage/contactFormsRepository';
import {
  createSqliteSubmissionsRepository,
  type SubmissionsRepository,
} from '../storage/contactFormSubmissionsRepository';
import { readFeedbackBody } from './contactFormsBody';
import {
  DEFAULT_ADMIN_EMAIL,
  DEFAULT_FEEDBACK_LIMITS,
  DEFAULT_MAIL_FROM,
  DEFAULT_SMTP_TIMEOUT_MS,
  type ContactFormsOptions,
  type FeedbackLimits,
} from './contactFormsOptions';

/** Run-time switches for tests and Pact provider states (`app.contactForms`). */
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
  }
}

export interface ContactFormRoutesDeps {
  db: Database.Database;
  secret: string;
  clock: () => Date;
  siteTitle: string;
  options: ContactFormsOptions;
}

const BASE = `/wp-json/${API_NAMESPACE}/contact-forms/:id(^\\d+$)`;
/** Drawn captcha images kept in memory (oldest dropped first). */
const CAPTCHA_IMAGE_CACHE = 2000;
const PAGE_FORMS = '/wp-json/shop/v1/pages/:slug/contact-forms';

interface IdParams {
  id: string;
}

function notFound(): WpHttpError {
  return new WpHttpError(404, 'wpcf7_not_found', ROUTE_MESSAGES.notFound);
}

/** CF7 5.8.7+: keep [A-Za-z0-9_-]; nothing left is a 400. */
export function cleanUnitTag(raw: string | undefined): string {
  return (raw ?? '').replace(/[^A-Za-z0-9_-]/g, '');
}

function firstField(
  fields: ReadonlyArray<readonly [string, string]>,
  name: string,
): string | undefined {
  return fields.find(([key]) => key === name)?.[1];
}

/**
 * Caps for one form: a file is kept up to the form's largest `limit:` (so one byte more fails the
 * size rule with CF7's message), and the body may hold two such files plus 1 MiB of text; anything
 * bigger is a 413 before parsing. Never above the configured maxima.
 */
function limitsFor(form: CompiledForm, limits: FeedbackLimits): FeedbackLimits {
  const fileBytes = Math.min(limits.fileBytes, Math.max(form.largestFileLimit, 1));
  const bodyBytes = Math.min(limits.bodyBytes, 2 * form.largestFileLimit + 1024 * 1024);
  return { ...limits, fileBytes, bodyBytes };
}

export async function registerContactFormRoutes(
  app: FastifyInstance,
  deps: ContactFormRoutesDeps,
): Promise<void> {
  const { db, clock, options } = deps;
  const forms = createSqliteContactFormsRepository(db);
  const overrides = [
    ...(options.forms ?? []),
    ...(options.formsDir === undefined ? [] : loadFormFiles(options.formsDir)),
  ];
  const catalog = createFormCatalog(forms, overrides);
  const submissions = createSqliteSubmissionsRepository(db);
  const captchaRepository = createSqliteCaptchaRepository(db);

  let captchaTestAnswer = options.captchaTestAnswer;
  let disallowedWords = options.disallowedWords ?? [];
  let rateLimit = options.rateLimit;
  let mailFails = options.mailFails ?? false;
  const transport: MailTransport =
    options.smtpUrl === undefined
      ? outboxTransport()
      : smtpTransport(options.smtpUrl, options.smtpTimeoutMs ?? DEFAULT_SMTP_TIMEOUT_MS);

  const quiz = createQuizHasher(deps.secret);
  const captcha = createCaptchaService({
    repository: captchaRepository,
    testAnswer: () => captchaTestAnswer,
  });
  const service = createContactFormService({
    submissions,
    captcha,
    quiz,
    postedDataHash: createPostedDataHasher(deps.secret),
    spam: createSpamCheck(() => disallowedWords),
    rateLimiter: createRateLimiter(() => rateLimit),
    transport: () => transport,
    mailFails: () => mailFails,
    site: {
      title: deps.siteTitle,
      adminEmail: options.adminEmail ?? DEFAULT_ADMIN_EMAIL,
      mailFrom: options.mailFrom ?? DEFAULT_MAIL_FROM,
    },
    clock,
    log: (message, error) => app.log.warn({ err: error }, message),
  });
  const limits: FeedbackLimits = { ...DEFAULT_FEEDBACK_LIMITS, ...options.limits };
  // Auto-replies already started finish before the SMTP pool closes.
  app.addHook('onClose', async () => {
    await service.settled();
    transport.close();
  });

  app.decorate('contactForms', {
    setMailFailing: (failing: boolean) => {
      mailFails = failing;
    },
    setCaptchaTestAnswer: (answer: string | undefined) => {
      captchaTestAnswer = answer;
    },
    setDisallowedWords: (words: string[]) => {
      disallowedWords = words;
    },
    setRateLimit: (settings: RateLimitSettings | undefined) => {
      rateLimit = settings;
    },
    issueCaptcha: ({ prefix, answer }: { prefix?: string; answer?: string } = {}) => {
      if (prefix === undefined && answer === undefined) return captcha.issue(clock());
      const chosen = prefix ?? String(Date.now());
      captchaRepository.remove(chosen);
      captchaRepository.insert(chosen, answer ?? '0000', clock());
      return chosen;
    },
    mailSettled: () => service.settled(),
    quizHash: (answer: string) => quiz.hash(answer),
    submissions,
    catalog,
  } satisfies ContactFormsControl);

  const formFor = (request: FastifyRequest<{ Params: IdParams }>): CompiledForm => {
    const form = catalog.get(Number(request.params.id));
    if (form === undefined) throw notFound();
    return form;
  };

  app.post<{ Params: IdParams }>(
    `${BASE}/feedback`,
    {
      // CF7 checks the payload format before anything else, the form id included.
      onRequest: async (request) => {
        const type = (request.headers['content-type'] ?? '').toLowerCase();
        if (!type.startsWith('multipart/form-data')) {
          throw new WpHttpError(
            415,
            'wpcf7_unsupported_media_type',
            ROUTE_MESSAGES.unsupportedMediaType,
          );
        }
      },
    },
    async (request, reply) => {
      const form = formFor(request);
      const body = await readFeedbackBody(request, limitsFor(form, limits));
      const unitTag = cleanUnitTag(firstField(body.fields, '_wpcf7_unit_tag'));
      if (unitTag === '')
        throw new WpHttpError(400, 'wpcf7_unit_tag_not_found', ROUTE_MESSAGES.noUnitTag);
      const containerPost = Math.abs(
        Number.parseInt(firstField(body.fields, '_wpcf7_container_post') ?? '0', 10) || 0,
      );
      reply.header('cache-control', 'no-store');
      return service.feedback(
        form,
        { ...body, remoteIp: request.ip, userAgent: request.headers['user-agent'] ?? '' },
        { unitTag, containerPost },
        { origin: requestOrigin(request) },
      );
    },
  );

  app.get<{ Params: IdParams }>(`${BASE}/refill`, async (request, reply) => {
    const form = formFor(request);
    reply.header('cache-control', 'no-store');
    return service.refill(form, { origin: requestOrigin(request) });
  });

  app.get<{ Params: IdParams }>(
    `${BASE}/feedback/schema`,
    async (request) => formFor(request).schema,
  );

  app.options<{ Params: IdParams }>(`${BASE}/feedback/schema`, async (request) => {
    formFor(request);
    return {
      namespace: API_NAMESPACE,
      methods: ['GET'],
      endpoints: [{ methods: ['GET'], args: {} }],
      schema: SWV_META_SCHEMA,
    };
  });

  app.get<{ Params: { slug: string } }>(PAGE_FORMS, async (request, reply) => {
    const containerPost = forms.pageId(request.params.slug);
    if (containerPost === undefined) {
      throw new WpHttpError(404, 'rest_post_invalid_id', ROUTE_MESSAGES.pageNotFound);
    }
    const origin = requestOrigin(request);
    const answer: PageContactForms = {
      containerPost,
      forms: catalog.onPage(request.params.slug).map((form, index) => ({
        unitTag: unitTagFor(form.id, containerPost, index + 1),
        containerPost,
        form: form.definition,
        challenges: service.challenges(form, { origin }),
      })),
    };
    reply.header('cache-control', 'no-store');
    return answer;
  });

  // One drawing per challenge: fetching an image again must not give a fresh noise pattern to
  // average out, and must not cost another render.
  const images = new Map<string, Promise<Buffer>>();
  app.get<{ Params: { file: string } }>(`${CAPTCHA_URL_PATH}:file`, async (request, reply) => {
    const prefix = /^(\d{1,12})\.png$/.exec(request.params.file)?.[1];
    const digits = prefix === undefined ? undefined : captcha.answerFor(prefix, clock());
    if (prefix === undefined || digits === undefined) {
      throw new WpHttpError(404, 'wpcf7_captcha_not_found', ROUTE_MESSAGES.captchaNotFound);
    }
    let image = images.get(prefix);
    if (image === undefined) {
      image = renderCaptchaPng(digits);
      images.set(prefix, image);
      if (images.size > CAPTCHA_IMAGE_CACHE) images.delete(images.keys().next().value ?? prefix);
    }
    return reply
      .header('cache-control', 'no-store')
      .type('image/png')
      .send(await image);
  });
}
