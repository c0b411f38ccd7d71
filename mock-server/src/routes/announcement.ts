// The shop's announcement route: the popup (a discount code, say) the client shows once per visitor.
import type { FastifyInstance } from 'fastify';
import {
  ANNOUNCEMENT_ROUTE,
  announcementResponseSchema,
  type Announcement,
  type AnnouncementResponse,
} from '../../../contracts/announcement';
import { announcementAt } from '../domain/announcement/announcement';
import type { AnnouncementRepository } from '../domain/announcement/announcements';
import { noQueryArgumentsSchema } from './schemas/paths';

export interface AnnouncementRouteDeps {
  announcements: AnnouncementRepository;
  clock: () => Date;
  /** From AppOptions: undefined reads the database; null or an announcement overrides it. */
  configured?: Announcement | null;
}

/** Short enough that a new announcement reaches shoppers within a minute. */
const MAX_AGE_SECONDS = 60;

export function registerAnnouncementRoute(app: FastifyInstance, deps: AnnouncementRouteDeps): void {
  app.get(
    `/wp-json/${ANNOUNCEMENT_ROUTE}`,
    {
      schema: {
        querystring: noQueryArgumentsSchema,
        response: { 200: announcementResponseSchema },
      },
    },
    async (_request, reply): Promise<AnnouncementResponse> => {
      const source =
        deps.configured !== undefined ? deps.configured : (deps.announcements.get() ?? null);
      reply.header('cache-control', `public, max-age=${MAX_AGE_SECONDS}`);
      return { announcement: announcementAt(source, deps.clock()) };
    },
  );
}
