// The site pages as their chunk loads them: the reducer, the saga, and the server runs it (the
// pages are public text, the same for every visitor).
import type { LazyFeature } from '../../kernel/lazyFeature';
import sitePages from './slice';
import { sitePageSaga } from './sagas';

export const sitePageFeature: LazyFeature = {
  name: 'sitePages',
  reducer: sitePages,
  saga: sitePageSaga,
  loadsOnServer: true,
};
