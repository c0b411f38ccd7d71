// The app's pages: each page address answers index.html with the visitor's bootstrap (drawn on
// the server when it can be), and the built assets, cached for a year.
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BootstrapConfig } from '../../../contracts/bootstrap';
import { REST_NONCE_PATH } from '../../../contracts/wp';
import { attributionBootstrap, type AttributionSettings } from '../domain/attribution/settings';
import { renderShellPage } from '../domain/bootstrapPage';
import { cutShellPage, joinShellPage, type ShellParts } from '../domain/shellParts';
import { mintNonce } from '../domain/nonce';
import { messages } from '../http/messages';
import { ensureSession, SESSION_COOKIE } from '../http/session';
import { NONCE_HEADER } from '../../../contracts/wp';
import { STORE_NONCE_HEADER } from '../../../contracts/store';
import { mintStoreNonce } from '../domain/cart/storeNonce';
import type { SiteIdentity } from '../options';
import type {
  RenderPage,
  RenderedPage,
  VisitorRequestHeaders,
} from '../../../contracts/serverRender';
import { plainPostUnavailablePage } from '../domain/plainPostPages';
import { withRenderedPage } from '../domain/renderedPage';
import { createFontHints } from './fontHints';
import { builtFile } from './builtFile';
import { sendPage } from '../http/pageAnswer';
import type { FlashNotices } from '../http/flashCookie';
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
  /**
   * One visitor's pages (cart, checkout, account, order received) drawn with their own data,
   * never kept, and the plain form posts acted on there; absent: those pages are drawn by the
   * browser alone (in front of a WordPress).
   */
  visitor?: VisitorPages;
  log?: (message: string, error: unknown) => void;
}

export interface VisitorPages {
  /** The renderer without the page cache. */
  render: RenderPage;
  /** The headers that make the render's API requests the visitor's (cookie, nonces). */
  headers: (request: FastifyRequest, reply: FastifyReply) => VisitorRequestHeaders;
  /** A post's notice carried across its 303 to the page it leads to (http/flashCookie.ts). */
  notices?: FlashNotices;
  /** Which pages are drawn for the visitor (default VISITOR_PAGE). */
  pages?: RegExp;
}

/** Pages that show a visitor's own cart, order or account. */
export const VISITOR_PAGE = /^\/(cart|checkout|my-account)(\/|\?|$)/;

export interface Shell {
  send(request: FastifyRequest, reply: FastifyReply, status: 200 | 404): Promise<FastifyReply>;
  /** A form posted without JavaScript: acted on, then 303 on, or the page with the refusal. */
  sendPosted(
    request: FastifyRequest,
    reply: FastifyReply,
    posted: Record<string, string>,
  ): Promise<FastifyReply>;
}

export function createShell(deps: ShellDeps): Shell {
  // index.html as built; undefined while there is no build.
  const indexHtml = builtFile(path.join(deps.clientDist, 'index.html'), (text) => text);
  const fontHints = createFontHints(deps.clientDist);
  const pageChunks = createPageChunks(deps.clientDist);
  // A cached rendering is put into the page and cut around the visitor's parts once, not on every
  // visit (only the visitor's nonce and bootstrap differ between them).
  const composed = new WeakMap<
    RenderedPage,
    { template: string; hints: string; parts: ShellParts }
  >();
  const compose = async (template: string, hints: string, rendered: RenderedPage) => {
    const known = composed.get(rendered);
    if (known?.template === template && known.hints === hints) return known.parts;
    const chunks = await pageChunks();
    const app = chunks[START_CHUNK_GROUP] ?? [];
    const page = [
      ...(chunks[rendered.chunk] ?? []),
      ...(rendered.laterChunk ? (chunks[rendered.laterChunk] ?? []) : []),
    ];
    // The app's styles and the page's apply before the first paint; the page's own scripts
    // (with what it draws later, when it needs that) download beside the app's after it.
    const html = withRenderedPage(
      template,
      rendered,
      [...app, ...page],
      page.filter((file) => !app.includes(file)),
    );
    const parts = cutShellPage(html, hints);
    composed.set(rendered, { template, hints, parts });
    return parts;
  };

  /** The rendered page, or undefined to send the page for the browser to draw. */
  const renderPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    config: BootstrapConfig,
    posted?: Record<string, string>,
  ) => {
    const own =
      deps.visitor && (deps.visitor.pages ?? VISITOR_PAGE).test(request.url)
        ? deps.visitor
        : undefined;
    const render = own?.render ?? deps.render;
    if (!render) return undefined;
    // Only a visitor's own page (never kept in the page cache) shows a post's notice.
    const notice = own && !posted ? own.notices?.take(request, reply) : undefined;
    try {
      return await render({
        url: request.url,
        config,
        siteUrl: request.server.siteOrigin(),
        ...(own ? { visitor: own.headers(request, reply) } : {}),
        ...(own && posted ? { posted } : {}),
        ...(notice ? { notice } : {}),
      });
    } catch (error) {
      // A page the server cannot draw is still a page: the browser draws it, as before.
      (deps.log ?? ((message, cause) => request.log.error({ err: cause }, message)))(
        `Server rendering of ${request.url} failed`,
        error,
      );
      return undefined;
    }
  };

  const send = async (
    request: FastifyRequest,
    reply: FastifyReply,
    status: 200 | 404,
    posted?: Record<string, string>,
  ) => {
    // The session starts even when the client is not built, so API callers can still get a nonce.
    const config = await deps.bootstrap(request, reply);
    reply.header('cache-control', 'no-store');
    const html = await indexHtml();
    if (html === undefined) {
      return reply.code(503).type('text/plain; charset=utf-8').send(messages.clientNotBuilt);
    }
    const rendered = await renderPage(request, reply, config, posted);
    if (rendered?.setCookies) reply.header('set-cookie', rendered.setCookies);
    if (rendered?.redirect) {
      if (rendered.notice) {
        const notice = { path: rendered.redirect.split('?')[0] ?? '', ...rendered.notice };
        deps.visitor?.notices?.keep(request, reply, notice, rendered.setCookies ?? []);
      }
      return reply.code(303).redirect(rendered.redirect, 303);
    }
    if (posted && !rendered) {
      // Nothing here acts on a post (in front of a WordPress): say so rather than drop it.
      return reply
        .code(501)
        .type('text/html; charset=utf-8')
        .send(plainPostUnavailablePage(request.url, config.siteName));
    }
    if (rendered) {
      if (rendered.failedRequest) {
        request.log.warn(`${request.url} drawn as ${rendered.status}: ${rendered.failedRequest}`);
      }
      // A post drawn again is a refusal: the page says what, with what was typed.
      reply.code(rendered.refused && rendered.status === 200 ? 400 : rendered.status);
      reply.type('text/html; charset=utf-8');
      const parts = await compose(html, await fontHints(html), rendered);
      return sendPage(request, reply, joinShellPage(parts, config));
    }
    const preload = status === 200 ? await deps.preload?.(request) : undefined;
    if (preload && Object.keys(preload.responses).length > 0) config.preload = preload.responses;
    reply.code(status).type('text/html; charset=utf-8');
    const extras = (await fontHints(html)) + (preload?.headExtras ?? '');
    return sendPage(request, reply, renderShellPage(html, config, extras));
  };

  return {
    send: (request, reply, status) => send(request, reply, status),
    sendPosted: (request, reply, posted) => send(request, reply, 200, posted),
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
  attribution: AttributionSettings;
  /** CHECKOUT_EMAIL_OPTIONAL. */
  emailOptional: boolean;
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
      checkoutEmail: deps.emailOptional ? 'optional' : 'required',
      attribution: attributionBootstrap(deps.attribution, request.ip),
    };
  };
}

/**
 * The shop's own server: a visitor's render asks as the visitor's browser would, with their
 * session cookie (started now if they had none), REST nonce and Store API nonce.
 */
export function ownVisitorHeaders(deps: {
  secret: string;
  clock: () => Date;
}): (request: FastifyRequest, reply: FastifyReply) => VisitorRequestHeaders {
  return (request, reply) => {
    const sessionId = ensureSession(request, reply);
    const cookies = { ...request.cookies, [SESSION_COOKIE]: sessionId };
    const cookie = Object.entries(cookies)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('; ');
    const now = deps.clock();
    return {
      cookie,
      [NONCE_HEADER.toLowerCase()]: mintNonce(deps.secret, sessionId, now),
      [STORE_NONCE_HEADER.toLowerCase()]: mintStoreNonce(deps.secret, sessionId, now),
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
      { schema: shellPageSchema(url), preHandler: redirectToCanonicalListing },
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
