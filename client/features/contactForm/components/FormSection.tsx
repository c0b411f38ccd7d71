// One contact form of a page under its title: shared by /contact and the site pages whose content
// holds forms (a form file with `pages: contact, about` shows on both).
import { useAppSelector } from '../../../kernel/hooks';
import { selectContactForm, selectPageForms } from '../selectors';
import { ContactForm } from './ContactForm';

export function FormSection({ unitTag }: { unitTag: string }) {
  const title = useAppSelector((state) => selectContactForm(state, unitTag)?.definition.title);
  const headingId = `${unitTag}-title`;
  // A form placed by a bare CF7 shortcode has no title in the page: no empty heading for it.
  if (title === undefined || title === '') {
    return (
      <section className="contact-page__form">
        <ContactForm unitTag={unitTag} />
      </section>
    );
  }
  return (
    <section className="contact-page__form" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ContactForm unitTag={unitTag} />
    </section>
  );
}

/** The forms a site page's content holds, once read; nothing for a page without any. */
export function PageContactForms({ slug }: { slug: string }) {
  const page = useAppSelector((state) => selectPageForms(state, slug));
  if (page.status !== 'loaded' || page.unitTags.length === 0) return null;
  return (
    <div className="contact-page__forms">
      {page.unitTags.map((unitTag) => (
        <FormSection key={unitTag} unitTag={unitTag} />
      ))}
    </div>
  );
}
