// The seam between the shop's server and the client's server-side renderer (dist/server/
// renderPage.js, built from client/server/): the server hands in the request and a way to answer
// API requests; the renderer gives back the page's markup, head, state and status.
import type { BootstrapConfig } from './bootstrap';

/**
 * The element listing the first page's own scripts (JSON array of paths): the browser starts
 * downloading them beside the app's once the page is painted (client/index.tsx).
 */
export const PAGE_SCRIPTS_ELEMENT_ID = 'shop-page-scripts';

export interface PageRenderRequest {
  /** The path and query the browser asked for. */
  url: string;
  /** The visitor's config; the renderer uses its public parts (site name, API root, locale). */
  config: BootstrapConfig;
  /** The configured canonical origin (SITE_URL), for canonical links and structured data. */
  siteUrl: string;
  /**
   * A page drawn for one visitor (their cart, checkout, account): the headers that make its API
   * requests theirs (cookie, nonces). Such a page is never shared with another visitor.
   */
  visitor?: VisitorRequestHeaders;
  /** A plain form post (no JavaScript) the page acts on first, with the same sagas as the app. */
  posted?: Record<string, string>;
  /** A visitor's page after a plain post's 303: the post's notice, which the page shows. */
  notice?: CarriedNotice;
}

/**
 * A notice's undo (WooCommerce's «بازگرداندن» after a cart line is removed): its label, the
 * action the app dispatches, and the form it posts without JavaScript (its page and fields; the
 * nonce is added as the form is drawn).
 */
export interface NoticeUndo {
  label: string;
  action: { type: string; payload?: unknown };
  form?: { to: string; fields: Record<string, string> };
}

/** A plain post's success notice, carried across its 303 to the page it leads to. */
export interface CarriedNotice {
  message: string;
  undo?: NoticeUndo;
}

/** Header name (lower case) to value, put on every API request of a visitor's render. */
export type VisitorRequestHeaders = Record<string, string>;

export interface RenderedPage {
  /**
   * 404 when the page names a product, post, page or category that does not exist; 502/503/504
   * when the site failed a request the page needed (the page then shows the app's Persian failure
   * and its retry button, and is never cached).
   */
  status: 200 | 404 | 502 | 503 | 504;
  /** With a 5xx: which request the site failed, for the server's log. */
  failedRequest?: string;
  /** Elements for <head>: title, description, canonical, Open Graph, JSON-LD. */
  head: string;
  /** The app's markup, the content of the root element. */
  markup: string;
  /** The store's state once the page's data arrived, for the client to hydrate with. */
  state: unknown;
  /** The webpack chunk that draws the page (its name), for the page's preload hints. */
  chunk: string;
  /**
   * The chunk of what this page draws later that it needs (a site page holding contact forms):
   * its scripts download beside the page's, so hydration does not wait for one more request.
   */
  laterChunk?: string;
  /** A posted form that succeeded: the page to send the browser to (303), no markup needed. */
  redirect?: string;
  /** With `redirect`: what the app would have said (a success notice), for the next page. */
  notice?: CarriedNotice;
  /** A posted form drawn again because it was refused (sent as 400). */
  refused?: boolean;
  /** Cookies the visitor's API answers set (a sign-in's new session), for the browser. */
  setCookies?: string[];
}

export interface PageRendererOptions {
  /** The REST root the renderer's API requests go to (absolute, with a trailing slash). */
  apiRoot: string;
  /** Answers those requests: the shop's own routes, or a WordPress site. */
  fetch: (request: Request) => Promise<Response>;
}

export type RenderPage = (request: PageRenderRequest) => Promise<RenderedPage>;

/** What dist/server/renderPage.js exports. */
export interface PageRendererModule {
  createPageRenderer(options: PageRendererOptions): RenderPage;
}

/** id of the <script type="application/json"> element that carries the rendered state */
export const SERVER_STATE_ELEMENT_ID = 'shop-state';
