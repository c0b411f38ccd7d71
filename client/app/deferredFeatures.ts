// The deferred chunk's content (see deferred.tsx).
import { AnnouncementDialog } from '../features/announcement';
import { announcementFeature } from '../features/announcement';
import { ConsentDialog } from '../features/attribution';
import { attributionSaga, windowAttributionBrowser } from '../features/attribution';
import { documentTitleSaga } from '../features/route';
import { searchLookupSaga } from '../features/search';
import { ContactButtons } from '../features/shell';
import { ShopDetails } from '../features/shell';
import { announcementStrings } from '../i18n/catalogue/announcement';
import { consentDialogStrings } from '../i18n/catalogue/consentDialog';
import { pageFootStrings } from '../i18n/catalogue/pageFoot';
import type { DeferredFeatures } from './deferred';
import { selectDocumentTitle } from './documentTitle';
import type { LazyFeature } from './pages/types';
import type { RootState } from './store';

// The server drew the first page's <title>; from here on the tab follows the state (it syncs at
// once when it starts, so a navigation before the chunk arrived is caught up).
const documentTitleFeature: LazyFeature = {
  name: 'documentTitle',
  saga: () => documentTitleSaga<RootState>(selectDocumentTitle),
  loadsOnServer: false,
};

// Answers as the shopper types in the search box, shown by the dropdown this chunk also carries.
const searchLookupFeature: LazyFeature = {
  name: 'searchLookup',
  saga: searchLookupSaga,
  loadsOnServer: false,
};

export const deferredFeatures: DeferredFeatures = {
  features: [announcementFeature, documentTitleFeature, searchLookupFeature],
  strings: [announcementStrings, consentDialogStrings, pageFootStrings],
  Overlay: AnnouncementDialog,
  ConsentDialog,
  ShopDetails,
  ContactButtons,
  attribution: { saga: attributionSaga, browser: windowAttributionBrowser },
};
