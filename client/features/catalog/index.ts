// The catalogue feature's public face: what other features and the app may import.
export { CatalogLoadFailure } from './components/LoadFailure';
export { ProductPrice, SalePrice } from './components/Price';
export { ProductGallery } from './components/ProductGallery';
export { isRealMaximum, QuantityStepper } from './components/QuantityStepper';
export { SaleBadge } from './components/SaleBadge';
export { clampQuantity, parseQuantity } from './quantity';
export {
  selectCategoryTree,
  selectProductById,
  selectProductPage,
  selectShopPageMissing,
  selectShopQuery,
  selectShopView,
} from './selectors';
export { listKey, SHOP_PAGE_SIZE, shopHref, type ShopQuery } from './shopQuery';
export {
  catalogForPage,
  catalogReloadRequested,
  categoriesLoaded,
  galleryChoiceCleared,
  listFailed,
  listLoaded,
  listRequested,
  productLoaded,
  quantityChanged,
  variationsLoaded,
  type CatalogState,
} from './slice';
export { swatchDataOf } from './swatchData';
export { MegaMenu, MobileCategories } from './components/MegaMenu';
export { ProductCard } from './components/ProductCard';
export { type MoneyFormat, discountPercent, formatMoney, moneyValue } from './money';
export { productMissing, default as catalogReducer } from './slice';
export { catalogSaga } from './sagas';
