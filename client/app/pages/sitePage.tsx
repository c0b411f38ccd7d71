// The site page page's chunk: its component and the features and strings only it brings
// (registry.ts).
import { PageContactForms } from '../../features/contactForm';
import { contactFormFeature } from '../../features/contactForm';
import { SitePage } from '../../features/sitePage';
import { sitePageFeature } from '../../features/sitePage';
import type { Page } from '../../features/route';
import { contactFormStrings } from '../../i18n/catalogue/contactForm';
import { notFoundStrings } from '../../i18n/catalogue/notFound';
import type { PageModule } from './types';
import { siteMessageStrings } from '../../i18n/catalogue/siteMessages';

// A site page draws the contact forms its content holds, as WordPress draws a CF7 block anywhere.
function SitePageOf({ page }: { page: Page }) {
  return page.name === 'sitePage' ? (
    <SitePage key={page.slug} slug={page.slug} after={<PageContactForms slug={page.slug} />} />
  ) : null;
}

export const page: PageModule = {
  features: [sitePageFeature, contactFormFeature],
  Component: SitePageOf,
  strings: [notFoundStrings, contactFormStrings, siteMessageStrings],
};
