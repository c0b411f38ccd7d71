import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BootstrapConfig } from '../../../contracts/bootstrap';
import { REST_NONCE_PATH } from '../../../contracts/wp';
import {
  DEFAULT_ATTRIBUTION_SETTINGS,
  attributionBootstrap,
  type AttributionSettings,
} from '../domain/attribution/settings';
import { renderShellPage } from '../domain/bootstrapPage';
import { mintNonce } from '../domain/nonce';
import { messages } from '../http/messages';
import { ensureSession } from '../http/session';
import type { SiteIdentity } from '../options';
import { createFontHints } from './fontHints';
import { shellPageSchema } from './schemas/pages';
import type { PreloadForPage } from './pagePreloads';

/** The SPA's pages (client/features/route/routes.ts); trailing slashes are ignored. */
export const SHELL_PATHS = [
  '/',
  '/shop',
  '/product/:slug',
  '/cart',
  '/checkout',
  '/checkout/order-received/:id',
  '/my-account',
  '/contact',
  '/blog',
  '/blog/:slug',
  '/search',
  '/shop-admin/attribution',
] as const;

export interface ShellDeps {
  clientDist: string;
  site: SiteIdentity;
  secret: string;
  clock: () => Date;
  attribution?: AttributionSettings;
  /** API answers and hints inlined into a page (routes/pagePreloads.ts). */
  preload?: PreloadForPage;
}

export interface Shell {
  send(request: FastifyRequest, reply: FastifyReply, status: 200 | 404): Promise<FastifyReply>;
}

export function createShell(deps: ShellDeps): Shell {
  const indexFile = path.join(deps.clientDist, 'index.html');
  const fontHints = createFontHints(deps.clientDist);
  return {
    async send(request, reply, status) {
      // The session starts even when the client is not built, so API callers can still get a nonce.
      const sessionId = ensureSession(request, reply);
      reply.header('cache-control', 'no-store');
      let html: string;
      try {
        // Read on every request: `npm run dev` rebuilds index.html while the server runs.
        html = await fs.readFile(indexFile, 'utf8');
      } catch {
        return reply.code(503).type('text/plain; charset=utf-8').send(messages.clientNotBuilt);
      }
      const preload = status === 200 ? await deps.preload?.(request) : undefined;
      const config: BootstrapConfig = {
        siteName: deps.site.name,
        apiRoot: '/wp-json/',
        nonceEndpoint: REST_NONCE_PATH,
        nonce: mintNonce(deps.secret, sessionId, deps.clock()),
        locale: 'fa',
        contactButtons: deps.site.contactButtons,
        attribution: attributionBootstrap(
          deps.attribution ?? DEFAULT_ATTRIBUTION_SETTINGS,
          request.ip,
        ),
        ...(preload && Object.keys(preload.responses).length > 0
          ? { preload: preload.responses }
          : {}),
      };
      return reply
        .code(status)
        .type('text/html; charset=utf-8')
        .send(renderShellPage(html, config, (await fontHints(html)) + (preload?.headExtras ?? '')));
    },
  };
}

/** Paths that are never a page, even for a browser asking for HTML. */
const NOT_PAGES = ['/wp-json', '/wp-admin/', '/wp-content/', '/assets/'];

export function wantsShell(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (NOT_PAGES.some((prefix) => request.url.startsWith(prefix))) return false;
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html');
}

export async function registerShellRoutes(
  app: FastifyInstance,
  shell: Shell,
  clientDist: string,
): Promise<void> {
  for (const url of SHELL_PATHS) {
    app.get(url, { schema: shellPageSchema }, (request, reply) => shell.send(request, reply, 200));
  }
  // Asset names carry a content hash, so a year-long immutable cache is safe.
  await app.register(fastifyStatic, {
    root: path.join(clientDist, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    index: false,
    redirect: false,
    maxAge: '365d',
    immutable: true,
    // Source maps stay on the build machine: they hand out the whole client source.
    allowedPath: (pathName) => !pathName.endsWith('.map'),
  });
}
