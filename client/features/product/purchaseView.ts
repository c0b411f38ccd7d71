// What the product page's summary shows for the current choice: the price, stock text, SKU and
// image follow the chosen variation (as WooCommerce's found_variation does), and whether the
// add-to-cart button may act.
import { createSelector } from '@reduxjs/toolkit';
import type { StoreProduct } from '../../../contracts/store';
import { __, sprintf } from '../../i18n';
import { htmlToText } from '../../ui/html';
import type { CartState } from '../cart';
import { maxQuantity } from '../swatches';
import { selectVariationFormView, swatchDataOf } from '../swatches';
import type { SwatchesState, VariationFormView } from '../swatches';
import type { CatalogState } from '../catalog';
import { siteMessage } from '../../i18n/siteMessages';

interface PurchaseSources {
  catalog: CatalogState;
  swatches: SwatchesState;
  cart: CartState;
}

export interface PurchaseView {
  product: StoreProduct;
  variable: boolean;
  form: VariationFormView | null;
  /** The chosen variation's price in Toman; null: show the product's own (range) price. */
  variationPrice: { price: number; regular: number } | null;
  stockText: string;
  inStock: boolean;
  sku: string;
  /** The chosen variation's image, shown first in the gallery. */
  variationImage: { src: string; alt: string } | null;
  /** A complete, available choice (or a purchasable simple product). */
  canAdd: boolean;
  /** Why the button does nothing yet: the form says so when it is pressed. */
  blockedReason: 'chooseOptions' | 'unavailable' | null;
  maxQuantity: number;
  quantity: number;
  adding: boolean;
}

function productStockText(product: StoreProduct): string {
  if (product.stock_availability.text) {
    return siteMessage(htmlToText(product.stock_availability.text));
  }
  return product.is_in_stock ? __('In stock') : __('Out of stock');
}

/**
 * A variation's stock text from its availability_html, parsed once per distinct text: the view is
 * derived again on every click (twice: the choice, then what it allows), and a parse each time
 * was a DOMParser document in the click's frame. Few distinct texts per shop (custom-sneaker's
 * 5,316 variations have 41); the cache starts over past a bound.
 */
const stockTexts = new Map<string, string>();
const STOCK_TEXTS_KEPT = 500;

export function variationStockText(html: string): string {
  let text = stockTexts.get(html);
  if (text === undefined) {
    text = htmlToText(html);
    if (stockTexts.size >= STOCK_TEXTS_KEPT) stockTexts.clear();
    stockTexts.set(html, text);
  }
  return text;
}

export const selectPurchaseView = createSelector(
  [
    (state: PurchaseSources, productId: number) => state.catalog.products[productId],
    (state: PurchaseSources, productId: number) => selectVariationFormView(state, productId),
    (state: PurchaseSources, productId: number) => state.catalog.quantities[productId],
    (state: PurchaseSources, productId: number) => state.cart.adding[productId] === true,
  ],
  (product, form, quantity, adding): PurchaseView | null => {
    if (!product) return null;
    const variable = swatchDataOf(product) !== null;
    const variation = form?.variation ?? null;
    const productMax = product.add_to_cart.maximum > 0 ? product.add_to_cart.maximum : 0;
    const max = variation ? maxQuantity(variation) || productMax : productMax;
    const canAdd = variable
      ? (form?.status === 'loaded' && form.purchasable) || false
      : product.is_purchasable && product.is_in_stock;
    const stockText = variation
      ? variationStockText(variation.availability_html) ||
        (variation.is_in_stock ? __('In stock') : __('Out of stock'))
      : productStockText(product);
    const image = variation && variation.image_id > 0 ? variation.image : null;
    return {
      product,
      variable,
      form,
      variationPrice: variation
        ? { price: variation.display_price, regular: variation.display_regular_price }
        : null,
      stockText,
      inStock: variation ? variation.is_in_stock : product.is_in_stock,
      sku: variation?.sku || product.sku,
      variationImage: image ? { src: image.src || image.url, alt: image.alt } : null,
      canAdd,
      blockedReason: canAdd ? null : variable && !form?.complete ? 'chooseOptions' : 'unavailable',
      maxQuantity: max,
      quantity: quantity ?? 1,
      adding,
    };
  },
);

/**
 * What the shopper is told when a variable product's choice is incomplete, naming the attributes
 * still to choose as a Persian editor lists them («رنگ، سایز و جنس»): the app's line beside the
 * grey button and the refusal of a plain post (client/server/plainPosts.ts) alike.
 */
export function chooseMissingMessage(missing: readonly string[]): string {
  const last = missing.at(-1);
  if (last === undefined) {
    return __('Please select some product options before adding this product to your cart.');
  }
  const rest = missing.slice(0, -1).join(__(', '));
  /* translators: %s: the attributes still to choose, e.g. «رنگ، سایز و جنس» */
  return sprintf(
    __('Choose %s to add this product to your cart.'),
    rest ? rest + __(' and ') + last : last,
  );
}

/**
 * Why the add button does nothing, said beside it (issue 25 item 7): on a phone the stock line
 * or an unchosen list can be a screen or two above the grey button.
 */
export function addBlockedWhy(
  view: Pick<PurchaseView, 'canAdd' | 'blockedReason' | 'form' | 'inStock' | 'product'>,
): string {
  if (view.canAdd) return '';
  if (view.blockedReason === 'chooseOptions') {
    // Before the variations arrive (and in the server's HTML) the product names its attributes.
    const missing = view.form
      ? view.form.lists
          .filter((list) => !list.items.some((item) => item.selected))
          .map((list) => list.label)
      : view.product.attributes
          .filter((attribute) => attribute.has_variations)
          .map((attribute) => attribute.name);
    return chooseMissingMessage(missing);
  }
  if (view.form || view.product.attributes.some((attribute) => attribute.has_variations)) {
    return view.form?.variation && !view.inStock
      ? __('This combination is out of stock. Choose another.')
      : __('Sorry, this product is unavailable. Please choose a different combination.');
  }
  return __('Out of stock');
}

export interface VariationSummary {
  variationPrice: PurchaseView['variationPrice'];
  stockText: string;
  inStock: boolean;
  sku: string;
  variationImage: PurchaseView['variationImage'];
}

/** Only what the summary shows, so those parts re-render only when it changes. */
export function selectVariationSummary(
  state: PurchaseSources,
  productId: number,
): VariationSummary | null {
  const view = selectPurchaseView(state, productId);
  if (!view) return null;
  const { variationPrice, stockText, inStock, sku, variationImage } = view;
  return { variationPrice, stockText, inStock, sku, variationImage };
}
