// Contact Form 7's REST routes (contact-form-7/v1) and the captcha images. The forms themselves
// reach the client inside their page's content (wp/v2/pages, domain/forms/pageForms.ts), as on a
// WordPress site. Handlers only read the request and call the service.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API_NAMESPACE,
  CAPTCHA_URL_PATH,
  SWV_META_SCHEMA,
  type ContactFormListItem,
} from '../../../contracts/contactForm7';
import type { DomainError } from '../domain/domainError';
import { renderCaptchaPng } from '../domain/forms/captchaImage';
import type { CompiledForm } from '../domain/forms/compileForm';
import { ROUTE_MESSAGES, ROUTE_REFUSALS } from './contactFormMessages';
import { hasCapability } from '../domain/accounts/capabilities';
import { slugify } from '../domain/slug';
import { restUser } from '../http/capability';
import { requestOrigin } from '../http/origin';
import { refused } from '../http/refusals';
import {
  captchaImageRouteSchema,
  contactFormListRouteSchema,
  feedbackRouteSchema,
  refillRouteSchema,
  swvSchemaOptionsRouteSchema,
  swvSchemaRouteSchema,
} from './schemas/contactForms';
import type { RouteRequest } from './schemas/requestTypes';
import type { ContactFormServices } from '../wiring/contactFormServices';
import { readFeedbackBody } from './contactFormsBody';
import type { FeedbackLimits } from './contactFormsOptions';

export interface ContactFormRoutesDeps {
  /** Built once in app.ts (wiring/contactFormServices.ts). */
  services: ContactFormServices;
  clock: () => Date;
}

const LIST = `/wp-json/${API_NAMESPACE}/contact-forms`;
const BASE = `${LIST}/:id(^\\d+$)`;
/** Drawn captcha images kept in memory (oldest dropped first). */
const CAPTCHA_IMAGE_CACHE = 2000;

type IdParams = RouteRequest<typeof feedbackRouteSchema>['Params'];

function notFound(): DomainError {
  return refused(ROUTE_REFUSALS.notFound);
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
 * bigger is a 413 as soon as it is declared or read. Never above the configured maxima.
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
  const { clock } = deps;
  const { catalog, captcha, service, transport, limits } = deps.services;
  // Auto-replies already started finish before the SMTP pool closes.
  app.addHook('onClose', async () => {
    await service.settled();
    transport.close();
  });

  const formFor = (request: FastifyRequest<{ Params: IdParams }>): CompiledForm => {
    const form = catalog.get(Number(request.params.id));
    if (form === undefined) throw notFound();
    return form;
  };

  // CF7's permission: wpcf7_read_contact_forms, mapped to edit_posts; refused with 403 even to a
  // visitor (CF7 does not use rest_authorization_required_code).
  app.get(LIST, { schema: contactFormListRouteSchema }, async (request, reply) => {
    if (!hasCapability(restUser(request), 'edit_posts')) {
      throw refused({
        kind: 'forbidden',
        code: 'wpcf7_forbidden',
        message: ROUTE_MESSAGES.forbidden,
      });
    }
    reply.header('cache-control', 'no-store');
    return catalog.all().map((form): ContactFormListItem => ({
      id: form.id,
      slug: slugify(form.source.title) || String(form.id),
      title: form.source.title,
      locale: form.source.locale,
    }));
  });

  app.post<{ Params: IdParams }>(
    `${BASE}/feedback`,
    {
      schema: feedbackRouteSchema,
      // CF7 checks the payload format before anything else, the form id included.
      onRequest: async (request) => {
        const type = (request.headers['content-type'] ?? '').toLowerCase();
        if (!type.startsWith('multipart/form-data')) {
          throw refused(ROUTE_REFUSALS.unsupportedMediaType);
        }
      },
    },
    async (request, reply) => {
      const form = formFor(request);
      const body = await readFeedbackBody(request, limitsFor(form, limits));
      const unitTag = cleanUnitTag(firstField(body.fields, '_wpcf7_unit_tag'));
      if (unitTag === '') throw refused(ROUTE_REFUSALS.noUnitTag);
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

  app.get<{ Params: IdParams }>(
    `${BASE}/refill`,
    { schema: refillRouteSchema },
    async (request, reply) => {
      const form = formFor(request);
      reply.header('cache-control', 'no-store');
      return service.refill(form, { origin: requestOrigin(request) });
    },
  );

  app.get<{ Params: IdParams }>(
    `${BASE}/feedback/schema`,
    { schema: swvSchemaRouteSchema },
    async (request) => formFor(request).schema,
  );

  app.options<{ Params: IdParams }>(
    `${BASE}/feedback/schema`,
    { schema: swvSchemaOptionsRouteSchema },
    async (request) => {
      formFor(request);
      return {
        namespace: API_NAMESPACE,
        methods: ['GET'],
        endpoints: [{ methods: ['GET'], args: {} }],
        schema: SWV_META_SCHEMA,
      };
    },
  );

  // One drawing per challenge: fetching an image again must not give a fresh noise pattern to
  // average out, and must not cost another render.
  const images = new Map<string, Promise<Buffer>>();
  app.get<RouteRequest<typeof captchaImageRouteSchema>>(
    `${CAPTCHA_URL_PATH}:file`,
    { schema: captchaImageRouteSchema },
    async (request, reply) => {
      const prefix = /^(\d{1,12})\.png$/.exec(request.params.file)?.[1];
      const digits = prefix === undefined ? undefined : captcha.answerFor(prefix, clock());
      if (prefix === undefined || digits === undefined) {
        throw refused({
          kind: 'notFound',
          code: 'wpcf7_captcha_not_found',
          message: ROUTE_MESSAGES.captchaNotFound,
        });
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
    },
  );
}
