// The contact page's chunk: its component and the features and strings only it brings
// (registry.ts).
import { ContactPage } from '../../features/contactForm';
import { contactFormFeature } from '../../features/contactForm';
import { contactFormStrings } from '../../i18n/catalogue/contactForm';
import type { PageModule } from './types';
import { siteMessageStrings } from '../../i18n/catalogue/siteMessages';

export const page: PageModule = {
  features: [contactFormFeature],
  Component: ContactPage,
  strings: [contactFormStrings, siteMessageStrings],
};
