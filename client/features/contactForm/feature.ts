// The contact form feature as a page loads it: its reducer, its saga, and whether the server runs it.
import type { LazyFeature } from '../../kernel/lazyFeature';
import contactForms from './slice';
import { contactFormSaga } from './sagas';

export const contactFormFeature: LazyFeature = {
  name: 'contactForms',
  reducer: contactForms,
  saga: contactFormSaga,
  loadsOnServer: true,
};
