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
import type { RenderPage, RenderedPage } from '../../../contracts/serverRender';
import { withRenderedPage } from '../domain/renderedPage';
import { createFontHints } from './fontHints';
import { builtFile } from './builtFile';
import { sendPage } from '../http/pageAnswer';
import { SHELL_PATHS } from '../../../contracts/pagePaths';
import { START_CHUNK_GROUP, createPageChunks } from './pageChunks';
import { redirectToCanonicalListing } from './listingRedirects';
import { shellPageSchema } from './schemas/pages';
import type { PreloadForPage } from './pagePreloads';

export { SHELL_PATHS };

export interface ShellDeps {
  clientDist: string;
  /** This visitor's bootstrap JSON (the shop's own, or one read from WordPress). */
  bootstrap: BootstrapFor;
  /** API answers and hints inlined into a page (routes/pagePreloads.ts) when not rendered. */
  preload?: PreloadForPage;
  /** The client's server-side renderer (routes/pageRenderer.ts); absent: the page is drawn by
   * the browser alone. */
  render?: RenderPage;
  log?: (message: string, error: unknown) => void;
}

export interface Shell {
  send(request: FastifyRequest, reply: FastifyReply, status: 200 | 404): Promise<FastifyReply>;
}

export function createShell(deps: ShellDeps): Shell {
  // index.html as built; undefined while there is no build.
  const indexHtml = builtFile(path.join(deps.clientDist, 'index.html'), (text) => text);
  const fontHints = createFontHints(deps.clientDist);
  const pageChunks = createPageChunks(deps.clientDist);
  // A cached rendering is put into the page once, not on every visit (only the visitor's
  // bootstrap differs between them).
  const composed = new WeakMap<RenderedPage, { template: string; html: string }>();
  const compose = async (template: string, rendered: RenderedPage) => {
    const known = composed.get(rendered);
    if (known?.template === template) return known.html;
    const chunks = await pageChunks();
    const app = chunks[START_CHUNK_GROUP] ?? [];
    const page = chunks[rendered.chunk] ?? [];
    // The app's styles and the page's apply before the first paint; the page's own scripts
    // download beside the app's after it.
    const html = withRenderedPage(
      template,
      rendered,
      [...app, ...page],
      page.filter((file) => !app.includes(file)),
    );
    composed.set(rendered, { template, html });
    return html;
  };

  /** The rendered page, or undefined to send the page for the browser to draw. */
  const renderPage = async (request: FastifyRequest, config: BootstrapConfig) => {
    if (!deps.render) return undefined;
    try {
      return await deps.render({ url: request.url, config, siteUrl: request.server.siteOrigin() });
    } catch (error) {
      // A page the server cannot draw is still a page: the browser draws it, as before.
      (deps.log ?? ((message, cause) => request.log.error({ err: cause }, message)))(
        `Server rendering of ${request.url} failed`,
        error,
      );
      return undefined;
    }
  };

  return {
    async send(request, reply, status) {
      // The session starts even when the client is not built, so API callers can still get a nonce.
      const config = await deps.bootstrap(request, reply);
      reply.header('cache-control', 'no-store');
      const html = await indexHtml();
      if (html === undefined) {
        return reply.code(503).type('text/plain; charset=utf-8').send(messages.clientNotBuilt);
      }
      const rendered = await renderPage(request, config);
      if (rendered) {
        if (rendered.failedRequest) {
          request.log.warn(`${request.url} drawn as ${rendered.status}: ${rendered.failedRequest}`);
        }
        reply.code(rendered.status).type('text/html; charset=utf-8');
        const page = renderShellPage(await compose(html, rendered), config, await fontHints(html));
        return sendPage(request, reply, page);
      }
      const preload = status === 200 ? await deps.preload?.(request) : undefined;
      if (preload && Object.keys(preload.responses).length > 0) config.preload = preload.responses;
      reply.code(status).type('text/html; charset=utf-8');
      const extras = (await fontHints(html)) + (preload?.headExtras ?? '');
      return sendPage(request, reply, renderShellPage(html, config, extras));
    },
  };
}

export type BootstrapFor = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<BootstrapConfig>;

export interface OwnBootstrapDeps {
  site: SiteIdentity;
  secret: string;
  clock: () => Date;
  attribution?: AttributionSettings;
  /** CHECKOUT_EMAIL_OPTIONAL (default on). */
  emailOptional?: boolean;
}

/** The bootstrap of the shop's own server: its session (started here) and a nonce for it. */
export function ownBootstrap(deps: OwnBootstrapDeps): BootstrapFor {
  return async (request, reply) => {
    const sessionId = ensureSession(request, reply);
    return {
      siteName: deps.site.name,
      apiRoot: '/wp-json/',
      nonceEndpoint: REST_NONCE_PATH,
      nonce: mintNonce(deps.secret, sessionId, deps.clock()),
      locale: 'fa',
      contactButtons: deps.site.contactButtons,
      ...(deps.site.details ? { shopDetails: deps.site.details } : {}),
      checkoutEmail: (deps.emailOptional ?? true) ? 'optional' : 'required',
      attribution: attributionBootstrap(
        deps.attribution ?? DEFAULT_ATTRIBUTION_SETTINGS,
        request.ip,
      ),
    };
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
    app.get(
      url,
      { schema: shellPageSchema, preHandler: redirectToCanonicalListing },
      (request, reply) => shell.send(request, reply, 200),
    );
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
    // The build writes a .br and a .gz beside every text asset (webpack/compressedCopies.ts):
    // sent with Content-Encoding to a browser that accepts one, the plain file otherwise, and
    // Vary: Accept-Encoding on both.
    preCompressed: true,
    // Source maps stay on the build machine: they hand out the whole client source.
    allowedPath: (pathName) => !pathName.endsWith('.map'),
  });
}
