// The contact page (/contact): the Contact Form 7 forms placed on that page, each drawn with its
// own unit tag, with a retry when they could not be loaded.
import { CONTACT_PAGE_SLUG } from '../../../../contracts/contactForm7';
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { __ } from '../../../i18n';
import { selectContactFormsBoot, selectPageForms } from '../selectors';
import { pageFormsReloadRequested } from '../slice';
import { FormSection } from './FormSection';

/** /contact: the page's contact forms, each with its own unit tag. */
export function ContactPage() {
  const dispatch = useAppDispatch();
  const boot = useAppSelector(selectContactFormsBoot);
  const page = useAppSelector((state) => selectPageForms(state, CONTACT_PAGE_SLUG));
  return (
    <div className="page page--contact">
      <h1>{__('Contact us')}</h1>
      <p className="lead">
        {__(
          'Send us your question, suggestion or order enquiry; we answer within one working day.',
        )}
      </p>
      {boot?.ok !== false && page.status === 'loading' && (
        <p className="loading" aria-busy="true">
          {__('Loading the contact forms…')}
        </p>
      )}
      {page.status === 'failed' && (
        <div className="load-failure">
          <p>{page.error ?? __('An unknown error occurred.')}</p>
          <button
            type="button"
            className="button"
            onClick={() => dispatch(pageFormsReloadRequested({ slug: CONTACT_PAGE_SLUG }))}
          >
            {__('Try again')}
          </button>
        </div>
      )}
      {page.status === 'loaded' && (
        <div className="contact-page__forms">
          {page.unitTags.map((unitTag) => (
            <FormSection key={unitTag} unitTag={unitTag} />
          ))}
        </div>
      )}
    </div>
  );
}
