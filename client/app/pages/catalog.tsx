import { ShopPage } from '../../features/catalog/components/ShopPage';
import { paginationStrings } from '../../i18n/catalogue/pagination';
import { notFoundStrings } from '../../i18n/catalogue/notFound';
import { shopStrings } from '../../i18n/catalogue/shop';
import type { PageModule } from './types';

// The catalogue's reducer and saga are in the main chunk: the header's menu lists the categories.
export const page: PageModule = {
  features: [],
  Component: ShopPage,
  strings: [paginationStrings, shopStrings, notFoundStrings],
};
