import { ContactPage } from '../../features/contactForm/components/ContactPage';
import { contactFormFeature } from '../../features/contactForm/feature';
import { contactFormStrings } from '../../i18n/catalogue/contactForm';
import type { PageModule } from './types';
import { siteMessageStrings } from './siteMessages';

export const page: PageModule = {
  features: [contactFormFeature],
  Component: ContactPage,
  strings: [contactFormStrings, siteMessageStrings],
};
