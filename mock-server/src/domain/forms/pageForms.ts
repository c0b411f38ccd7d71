// The contact forms a page holds, written into the page's content as CF7 writes them in a REST
// answer: outside the post loop, so unit tags `wpcf7-f{id}-o{n}` and container post 0, and fresh
// quiz questions and captcha images for every answer.
import { unitTagFor } from '../../../../contracts/contactForm7';
import type { FormCatalog } from './catalog';
import type { ContactFormService, RequestSite } from './contactFormService';
import { contactFormMarkup } from './formMarkup';

/** The markup appended to a page's `content.rendered` ("" for a page without forms). */
export type PageFormsMarkup = (page: { id: number; slug: string }, site: RequestSite) => string;

export function createPageFormsMarkup(
  catalog: FormCatalog,
  service: Pick<ContactFormService, 'challenges'>,
): PageFormsMarkup {
  return (page, site) =>
    catalog
      .onPage(page.slug)
      .map((form, index) =>
        contactFormMarkup(form, {
          unitTag: unitTagFor(form.id, 0, index + 1),
          containerPost: 0,
          challenges: service.challenges(form, site),
          action: `/wp-json/wp/v2/pages/${page.id}`,
        }),
      )
      .join('');
}
