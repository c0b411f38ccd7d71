// Contact Form 7's three REST routes (SPEC section 7), spoken the way CF7's own front end speaks
// them: plain fetch, multipart bodies, `Accept: application/json, */*;q=0.1`, and never the
// X-WP-Nonce header (a cached page's stale nonce would make a real WordPress refuse the message).
// The global fetch is looked up on every call, so the observed wrapper (client/api/observedFetch)
// reports these requests to the network slice like every other.
import type {
  FeedbackResponse,
  PageContactForms,
  RefillResponse,
  SwvSchema,
} from '../../contracts/contactForm7';
import { feedbackPath, refillPath, schemaPath } from '../../contracts/contactForm7';
import { readPageForms } from '../../contracts/contactForm7/markup/readPageForms';
import type { WpPage } from '../../contracts/wp';
import { __ } from '../i18n';
import { WpApiError, toWpApiError } from './errors';
import { wpFetch } from './wp';

export const CONTACT_FORM_ACCEPT = 'application/json, */*;q=0.1';

/**
 * The REST root may be pretty ("/wp-json/") or plain ("https://shop.example/?rest_route=/"), as
 * WordPress gives either depending on its permalink setting; both must reach the same route.
 */
export function contactFormEndpoint(apiRoot: string, path: string): string {
  const queryAt = apiRoot.indexOf('?');
  if (queryAt === -1) return `${apiRoot.replace(/\/*$/, '/')}${path}`;
  const base = apiRoot.slice(0, queryAt);
  const params = new URLSearchParams(apiRoot.slice(queryAt + 1));
  const route = params.get('rest_route');
  if (route === null) return `${apiRoot.replace(/\/*$/, '/')}${path}`;
  params.set('rest_route', `${route.replace(/\/*$/, '/')}${path}`);
  return `${base}?${params.toString()}`;
}

async function request<T>(url: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await globalThis.fetch(url, {
      ...init,
      headers: { Accept: CONTACT_FORM_ACCEPT },
      credentials: 'same-origin',
    });
  } catch (reason) {
    throw await toWpApiError({ code: 'fetch_error', reason });
  }
  if (response.status < 200 || response.status >= 300) throw await toWpApiError(response);
  if (response.status === 204) return null as T;
  const text = await response.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw await toWpApiError({ code: 'invalid_json', data: { status: response.status } });
  }
}

/** POST contact-forms/{id}/feedback with the whole form as multipart data. */
export function sendFeedback(
  apiRoot: string,
  formId: number,
  body: FormData,
): Promise<FeedbackResponse> {
  return request<FeedbackResponse>(contactFormEndpoint(apiRoot, feedbackPath(formId)), {
    method: 'POST',
    body,
  });
}

/** GET contact-forms/{id}/refill: new quiz questions and captcha images (`[]` when none). */
export function getRefill(apiRoot: string, formId: number): Promise<RefillResponse> {
  return request<RefillResponse>(contactFormEndpoint(apiRoot, refillPath(formId)), {
    method: 'GET',
  });
}

/** GET contact-forms/{id}/feedback/schema: the SWV rules change-validation runs. */
export function getSchema(apiRoot: string, formId: number): Promise<SwvSchema> {
  return request<SwvSchema>(contactFormEndpoint(apiRoot, schemaPath(formId)), { method: 'GET' });
}

/**
 * The forms a page holds, read from the page itself: CF7 writes each form's markup into the page's
 * `content.rendered`, on a WordPress site and on the shop's own server alike. A WordPress route,
 * so it goes through the WordPress transport (nonce refresh, _locale=user).
 */
export async function getPageContactForms(pageSlug: string): Promise<PageContactForms> {
  const pages = await wpFetch<Array<Pick<WpPage, 'id' | 'content'>>>({
    path: `/wp/v2/pages?slug=${encodeURIComponent(pageSlug)}&_fields=id,content`,
  });
  const page = pages[0];
  if (page === undefined) {
    throw new WpApiError('rest_post_invalid_id', __('The contact page was not found.'), 404);
  }
  return readPageForms(page.content.rendered, page.id);
}
