// A contact form posted without JavaScript (issue 25): the form's own action is its page
// (`/contact#wpcf7-f101-o1`, as CF7 writes it), so a plain post arrives at the page's path. It is
// judged by the same service, rules and messages as the REST feedback route, and answered with a
// small page in Persian (domain/forms/plainAnswerPage.ts).
import type { FastifyInstance } from 'fastify';
import { CONTACT_PAGE_SLUG } from '../../../contracts/contactForm7';
import { SITE_PAGE_SLUGS } from '../../../contracts/sitePages';
import { ROUTE_REFUSALS } from './contactFormMessages';
import { plainAnswerPage } from '../domain/forms/plainAnswerPage';
import { requestOrigin } from '../http/origin';
import { refused } from '../http/refusals';
import type { ContactFormServices } from '../wiring/contactFormServices';
import { cleanUnitTag } from './contactForms';
import { readFeedbackBody } from './contactFormsBody';
import { plainFormPostSchema } from './schemas/pages';

export function registerContactFormPosts(
  app: FastifyInstance,
  deps: { services: ContactFormServices; siteName: string },
): void {
  const { catalog, service, limits } = deps.services;
  for (const slug of [CONTACT_PAGE_SLUG, ...SITE_PAGE_SLUGS]) {
    const path = `/${slug}`;
    app.post(path, { schema: plainFormPostSchema }, async (request, reply) => {
      const type = (request.headers['content-type'] ?? '').toLowerCase();
      if (!type.startsWith('multipart/form-data')) {
        throw refused(ROUTE_REFUSALS.unsupportedMediaType);
      }
      const body = await readFeedbackBody(request, limits);
      const field = (name: string) => body.fields.find(([key]) => key === name)?.[1];
      // Only a form this page holds: a post cannot reach a form placed elsewhere.
      const form = catalog.onPage(slug).find((placed) => String(placed.id) === field('_wpcf7'));
      if (form === undefined) throw refused(ROUTE_REFUSALS.notFound);
      const unitTag = cleanUnitTag(field('_wpcf7_unit_tag'));
      if (unitTag === '') throw refused(ROUTE_REFUSALS.noUnitTag);
      const containerPost = Math.abs(
        Number.parseInt(field('_wpcf7_container_post') ?? '0', 10) || 0,
      );
      const answer = await service.feedback(
        form,
        { ...body, remoteIp: request.ip, userAgent: request.headers['user-agent'] ?? '' },
        { unitTag, containerPost },
        { origin: requestOrigin(request) },
      );
      reply.header('cache-control', 'no-store');
      reply.type('text/html; charset=utf-8');
      reply.code(answer.status === 'mail_sent' ? 200 : 400);
      return plainAnswerPage(answer, `${path}#${unitTag}`, deps.siteName);
    });
  }
}
