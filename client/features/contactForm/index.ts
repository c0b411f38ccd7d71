// The contactForm feature's public face: what other features and the app may import.
export { ContactPage } from './components/ContactPage';
export { contactFormFeature } from './feature';
export { PageContactForms } from './components/FormSection';
export type { ContactFormsState } from './slice';
