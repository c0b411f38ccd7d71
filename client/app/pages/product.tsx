// The product page's chunk: its component and the features and strings only it brings
// (registry.ts).
import { ProductPage } from '../../features/product';
import { swatchesFeature } from '../../features/swatches';
import type { Page } from '../../features/route';
import { productStrings } from '../../i18n/catalogue/product';
import type { PageModule } from './types';
import { siteMessageStrings } from '../../i18n/catalogue/siteMessages';

function ProductOf({ page }: { page: Page }) {
  return page.name === 'product' ? <ProductPage key={page.slug} slug={page.slug} /> : null;
}

export const page: PageModule = {
  features: [swatchesFeature],
  Component: ProductOf,
  strings: [productStrings, siteMessageStrings],
};
