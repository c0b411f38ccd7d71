// The WordPress REST transport: @wordpress/api-fetch (loaded by the first request) with the
// middlewares WordPress itself installs (root URL, nonce + rest-nonce refresh, media post-process) on
// top of its defaults (_locale=user, method override, fetch-all for per_page=-1).
import '../i18n';
import type { ApiFetch, APIFetchMiddleware, APIFetchOptions } from '@wordpress/api-fetch';
import type { BootstrapConfig } from '../../contracts/bootstrap';
import type { CollectionQuery, WpDeleted, WpMedia, WpPage, WpPost } from '../../contracts/wp';
import { toWpApiError } from './errors';
import { observeFetch } from './observedFetch';
import { pathQueryMiddleware } from './pathQuery';
import { readPage, type Page } from './responses';

export { WpApiError, errorMessage } from './errors';
export { onRequest } from './requestEvents';
export type { RequestEvent } from './requestEvents';
export { addQueryForPathsContaining } from './pathQuery';
export type { APIFetchOptions };

export type { Page } from './responses';

type ApiConfig = Pick<BootstrapConfig, 'apiRoot' | 'nonceEndpoint' | 'nonce' | 'preload'>;

/** The latest configuration, applied to api-fetch when it arrives and on each later call. */
let configured: ApiConfig | undefined;
/** The nonce while api-fetch has not arrived; from then on its nonce middleware holds it. */
let pendingNonce = '';

// A caller that needs headers asks for parse: false, and then api-fetch rejects with
// the raw Response, whose code its nonce-refresh check cannot see. Parsing it here,
// outside every other middleware, keeps the refresh working for those calls too.
const parsedErrorsMiddleware: APIFetchMiddleware = (options, next) =>
  next(options).catch(async (reason: unknown) => {
    if (options.parse === false && reason instanceof Response && !reason.ok) {
      throw await toWpApiError(reason);
    }
    throw reason;
  });

/** api-fetch with the middlewares WordPress installs, once it has arrived. */
interface Transport {
  apiFetch: ApiFetch;
  nonceMiddleware: ReturnType<ApiFetch['createNonceMiddleware']>;
  configure: (config: ApiConfig) => void;
}

function install(apiFetch: ApiFetch): Transport {
  let rootUrlMiddleware: APIFetchMiddleware = (options, next) => next(options);
  /** Serves the API answers the page came with (bootstrap `preload`), each once. */
  let preloadMiddleware: APIFetchMiddleware = (options, next) => next(options);
  const nonceMiddleware = apiFetch.createNonceMiddleware(pendingNonce);
  // api-fetch would send `X-WP-Nonce: ` while the page has no nonce yet (a guest behind the
  // storefront, a server render); WordPress refuses an empty one with 403 and answers the same
  // request without the header.
  const nonceWhenKnown: APIFetchMiddleware = (options, next) =>
    nonceMiddleware.nonce ? nonceMiddleware(options, next) : next(options);
  // use() prepends, so the last one registered runs first. This is WordPress's own
  // order: media post-process outside the nonce, so its follow-up calls carry it.
  apiFetch.use((options, next) => rootUrlMiddleware(options, next));
  apiFetch.use(nonceWhenKnown);
  apiFetch.use(apiFetch.mediaUploadMiddleware);
  apiFetch.use(pathQueryMiddleware);
  apiFetch.use(parsedErrorsMiddleware);
  // Outermost: an answer the page came with is served before any other middleware adds to the
  // path (the _locale query, the root URL), where WordPress registers it too.
  apiFetch.use((options, next) => preloadMiddleware(options, next));
  const configure = (config: ApiConfig) => {
    rootUrlMiddleware = apiFetch.createRootURLMiddleware(config.apiRoot);
    nonceMiddleware.nonce = config.nonce;
    preloadMiddleware = config.preload
      ? apiFetch.createPreloadingMiddleware(config.preload)
      : (options, next) => next(options);
    apiFetch.nonceMiddleware = nonceMiddleware;
    apiFetch.nonceEndpoint = config.nonceEndpoint;
  };
  if (configured) configure(configured);
  nonceMiddleware.nonce = pendingNonce;
  return { apiFetch, nonceMiddleware, configure };
}

let transport: Transport | undefined;
let arriving: Promise<Transport> | undefined;

/**
 * api-fetch (with @wordpress/url) comes in its own chunk, asked for by the first request: the
 * first paint and hydration need neither (issue 29).
 */
function loadTransport(): Promise<Transport> {
  arriving ??= import(/* webpackChunkName: "api-fetch" */ '@wordpress/api-fetch').then(
    ({ default: apiFetch }) => (transport = install(apiFetch)),
  );
  return arriving;
}

/** Call once at boot (again to point at another site); later calls replace the values. */
export function configureApi(config: ApiConfig): void {
  observeFetch();
  configured = config;
  pendingNonce = config.nonce;
  transport?.configure(config);
}

/** Whether requests carry a nonce: on WordPress, only a signed-in visitor is given one. */
export function hasRestNonce(): boolean {
  return Boolean(transport ? transport.nonceMiddleware.nonce : pendingNonce);
}

/** From now on requests carry this nonce (the server sent a new one with a new session). */
export function setRestNonce(nonce: string): void {
  pendingNonce = nonce;
  if (transport) transport.nonceMiddleware.nonce = nonce;
}

/** Parsed JSON (undefined for 204), or the Response itself when parse is false. */
export async function wpFetch<T>(options: APIFetchOptions): Promise<T> {
  let result: unknown;
  try {
    const { apiFetch } = transport ?? (await loadTransport());
    result = await apiFetch(options);
  } catch (reason) {
    throw await toWpApiError(reason);
  }
  // api-fetch answers null for 204; the shop's convention is undefined.
  return (result === null ? undefined : result) as T;
}

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export async function getPosts(query: CollectionQuery = {}): Promise<Page<WpPost>> {
  const response = await wpFetch<Response>({
    path: withQuery('/wp/v2/posts', { ...query }),
    parse: false,
  });
  return readPage<WpPost>(response);
}

/** Every post: api-fetch's fetch-all follows the Link headers in pages of 100. */
export function getAllPosts(): Promise<WpPost[]> {
  return wpFetch<WpPost[]>({ path: '/wp/v2/posts?per_page=-1' });
}

export async function getPostBySlug(slug: string): Promise<WpPost | null> {
  const posts = await wpFetch<WpPost[]>({ path: withQuery('/wp/v2/posts', { slug }) });
  return posts[0] ?? null;
}

/** A published page by its slug (wp/v2/pages?slug=…); null when the site has none. */
export async function getPageBySlug(slug: string): Promise<WpPage | null> {
  const pages = await wpFetch<WpPage[]>({ path: withQuery('/wp/v2/pages', { slug }) });
  return pages[0] ?? null;
}

export function updatePost(
  id: number,
  changes: Partial<{ title: string; excerpt: string; content: string }>,
): Promise<WpPost> {
  return wpFetch<WpPost>({ path: `/wp/v2/posts/${id}`, method: 'PUT', data: changes });
}

export function deletePost(id: number): Promise<WpDeleted<WpPost>> {
  return wpFetch<WpDeleted<WpPost>>({ path: `/wp/v2/posts/${id}?force=true`, method: 'DELETE' });
}

// The path must start with /wp/v2/media and the method be exactly POST: that is
// how api-fetch's media middleware recognises an upload it should post-process.
export function uploadMedia(
  file: Blob,
  fileName: string,
  fields: { title?: string; alt_text?: string } = {},
): Promise<WpMedia> {
  const form = new FormData();
  form.append('file', file, fileName);
  if (fields.title !== undefined) form.append('title', fields.title);
  if (fields.alt_text !== undefined) form.append('alt_text', fields.alt_text);
  return wpFetch<WpMedia>({ path: '/wp/v2/media', method: 'POST', body: form });
}

export function deleteMedia(id: number): Promise<WpDeleted<WpMedia>> {
  return wpFetch<WpDeleted<WpMedia>>({ path: `/wp/v2/media/${id}?force=true`, method: 'DELETE' });
}
