// Before each client test file: jest-dom's matchers, the Persian strings of every page chunk,
// and what jsdom lacks (matchMedia, painted frames).
import '@testing-library/jest-dom';
import { addStrings } from '../client/i18n';
import { accountStrings } from '../client/i18n/catalogue/account';
import { announcementStrings } from '../client/i18n/catalogue/announcement';
import { attributionReportStrings } from '../client/i18n/catalogue/attributionReport';
import { blogStrings } from '../client/i18n/catalogue/blog';
import { cartPageStrings } from '../client/i18n/catalogue/cartPage';
import { checkoutStrings } from '../client/i18n/catalogue/checkout';
import { consentDialogStrings } from '../client/i18n/catalogue/consentDialog';
import { contactFormStrings } from '../client/i18n/catalogue/contactForm';
import { formStrings } from '../client/i18n/catalogue/forms';
import { carouselStrings } from '../client/i18n/catalogue/carousel';
import { homeStrings } from '../client/i18n/catalogue/home';
import { listingStrings } from '../client/i18n/catalogue/listing';
import { notFoundStrings } from '../client/i18n/catalogue/notFound';
import { orderStrings } from '../client/i18n/catalogue/orders';
import { pageFootStrings } from '../client/i18n/catalogue/pageFoot';
import { paginationStrings } from '../client/i18n/catalogue/pagination';
import { productStrings } from '../client/i18n/catalogue/product';
import { searchResultsStrings } from '../client/i18n/catalogue/searchResults';
import { shopStrings } from '../client/i18n/catalogue/shop';

// jsdom has no matchMedia; react-slick and the reduced-motion check need one.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// Tests draw a page's features without loading its chunk, so the strings that travel with the
// page chunks (app/pages/*.tsx `strings`) are registered up front, as once every chunk arrived.
addStrings([
  accountStrings,
  announcementStrings,
  attributionReportStrings,
  blogStrings,
  cartPageStrings,
  checkoutStrings,
  consentDialogStrings,
  contactFormStrings,
  formStrings,
  homeStrings,
  carouselStrings,
  notFoundStrings,
  orderStrings,
  pageFootStrings,
  paginationStrings,
  productStrings,
  searchResultsStrings,
  shopStrings,
  listingStrings,
]);

// jsdom draws no frames worth waiting for: work put after the next paint (a swatch click's
// availability) runs in the next microtask here. The order itself (choice first, availability
// after the paint) is tested with a paint the test controls in features/swatches/sagas.test.ts.
jest.mock('../client/kernel/nextTask', () => ({
  ...jest.requireActual<object>('../client/kernel/nextTask'),
  afterNextPaint: jest.fn(() => Promise.resolve()),
}));
