// The catalogue feature's public face: what other features and the app may import.
export { CatalogLoadFailure } from './components/LoadFailure';
export { ProductPrice, SalePrice } from './components/Price';
export { ProductGallery } from './components/ProductGallery';
export { isRealMaximum, QuantityStepper } from './components/QuantityStepper';
export { SaleBadge } from './components/SaleBadge';
export { clampQuantity, parseQuantity } from './quantity';
export {
  selectProductById,
  selectProductPage,
  selectShopPageMissing,
  selectShopView,
} from './selectors';
export { shopHref } from './shopQuery';
export {
  catalogForPage,
  galleryChoiceCleared,
  listLoaded,
  productLoaded,
  quantityChanged,
  variationsLoaded,
  type CatalogState,
} from './slice';
export { swatchDataOf } from './swatchData';
export { MegaMenu, MobileCategories } from './components/MegaMenu';
export { ProductCard } from './components/ProductCard';
export { type MoneyFormat, discountPercent, formatMoney, moneyValue } from './money';
