// The contact forms a site page's content holds, in a chunk of their own (sitePage.tsx): most
// site pages hold none, and the forms' code is the larger part of what a page with them loads.
import { contactFormFeature } from '../../features/contactForm';
import { contactFormStrings } from '../../i18n/catalogue/contactForm';
import { siteMessageStrings } from '../../i18n/catalogue/siteMessages';
import type { FeatureSet } from './types';

export { PageContactForms } from '../../features/contactForm';

export const forms: FeatureSet = {
  features: [contactFormFeature],
  strings: [contactFormStrings, siteMessageStrings],
};
