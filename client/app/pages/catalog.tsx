// The catalog page's chunk: its component and the features and strings only it brings
// (registry.ts).
import { listingFeature } from '../../features/listing';
import { ShopPage } from '../../features/listing';
import { listingStrings } from '../../i18n/catalogue/listing';
import { paginationStrings } from '../../i18n/catalogue/pagination';
import { notFoundStrings } from '../../i18n/catalogue/notFound';
import { shopStrings } from '../../i18n/catalogue/shop';
import type { PageModule } from './types';

// The catalogue's reducer and saga are in the main chunk: the header's menu lists the categories.
// The listing (its lists, sorting and filters) comes with this page.
export const page: PageModule = {
  features: [listingFeature],
  Component: ShopPage,
  strings: [paginationStrings, shopStrings, listingStrings, notFoundStrings],
};
