// Helpers for tests and the bench: multipart bodies as a browser's FormData makes them, the
// hidden fields of a placed form, and a page's forms read from its content as the client reads them.
import { unitTagFor, type PageContactForms } from '../../../contracts/contactForm7';
import { readPageForms } from '../../../contracts/contactForm7/markup/readPageForms';
import type { WpPage } from '../../../contracts/wp';

/** Anything that answers like the app (Fastify's inject). */
interface Injector {
  inject(request: { method: 'GET'; url: string }): PromiseLike<{ json<T>(): T }>;
}

/** GET wp/v2/pages?slug=… and the forms in its content, as the client reads them. */
export async function pageForms(app: Injector, slug: string): Promise<PageContactForms> {
  const response = await app.inject({
    method: 'GET',
    url: `/wp-json/wp/v2/pages?slug=${encodeURIComponent(slug)}`,
  });
  const [page] = response.json<WpPage[]>();
  if (page === undefined) throw new Error(`no page ${slug}`);
  return readPageForms(page.content.rendered, page.id);
}

export interface FilePart {
  fileName: string;
  type: string;
  content: Buffer | string;
}

export type Part = readonly [name: string, value: string | FilePart];

export interface MultipartBody {
  body: Buffer;
  contentType: string;
}

/** Encodes parts with Node's own FormData, so boundaries and escaping are a browser's. */
export async function multipart(parts: readonly Part[]): Promise<MultipartBody> {
  const form = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else {
      const content =
        typeof value.content === 'string' ? value.content : new Uint8Array(value.content);
      form.append(name, new Blob([content], { type: value.type }), value.fileName);
    }
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

/** The hidden fields CF7 renders, for form `formId` as the n-th form of page `containerPost`. */
export function hiddenFields(formId: number, containerPost: number, ordinal = 1): Part[] {
  return [
    ['_wpcf7', String(formId)],
    ['_wpcf7_version', '6.1.6'],
    ['_wpcf7_locale', 'fa_IR'],
    ['_wpcf7_unit_tag', unitTagFor(formId, containerPost, ordinal)],
    ['_wpcf7_container_post', String(containerPost)],
    ['_wpcf7_posted_data_hash', ''],
  ];
}

/** A valid wholesale inquiry (form 102): no quiz or captcha, so it can be sent again and again. */
export function wholesaleParts(containerPost: number): Part[] {
  return [
    ...hiddenFields(102, containerPost, 2),
    ['company', 'پوشاک نگین'],
    ['buyer-name', 'مریم احمدی'],
    ['buyer-mobile', '۰۹۱۲۳۴۵۶۷۸۹'],
    ['buyer-email', 'maryam@example.com'],
    ['city', 'اصفهان'],
    ['categories[]', 'پوشاک'],
    ['categories[]', 'کیف و کفش'],
    ['business-type', 'فروشگاه اینترنتی'],
    ['monthly-quantity', '۲۵۰'],
    ['start-date', '2025-03-21'],
    ['contact-method', 'تلفن'],
    ['details', 'برای شعبهٔ جدیدمان در اصفهان به پوشاک زمستانی نیاز داریم.'],
  ];
}
