// A product's page: pictures, price and stock that follow the chosen variation, the swatches (or
// WooCommerce's plain form without them), add to cart, the description and details.
import { memo, useMemo, type FormEvent } from 'react';
import { shallowEqual } from 'react-redux';
import type { StoreProduct } from '../../../../contracts/store';
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { __ } from '../../../i18n';
import { htmlToText } from '../../../ui/html';
import { RichText } from '../../../ui/RichText';
import { addToCartRequested, FormNonce } from '../../cart';
import { paths } from '../../route';
import { VariationForm } from '../../swatches';
import { chosenAttributes } from '../../swatches';
import { formMessageShown } from '../../swatches';
import {
  selectPurchaseView,
  selectVariationSummary,
  type PurchaseView,
  type VariationSummary,
} from '../purchaseView';
import {
  CatalogLoadFailure,
  ProductGallery,
  ProductPrice,
  SaleBadge,
  SalePrice,
  selectProductById,
  selectProductPage,
  shopHref,
} from '../../catalog';
import { AddToCartControls } from './AddToCartControls';
import { PlainVariationForm } from './PlainVariationForm';
import { needsPlainForm } from '../plainVariations';

// The product's own text never changes with a choice: memoised, a click does not rebuild it.
const ProductText = memo(RichText);

function BackToShop() {
  return (
    <p className="back-link">
      <a href={paths.shop}>{__('Back to the shop')}</a>
    </p>
  );
}

/** The cart line's name: the product, then the chosen values ("تی‌شرت – قرمز، M"). */
function cartName(view: PurchaseView, name: string): string {
  const chosen = view.form?.lists.map((list) => list.chosenTitle).filter(Boolean) ?? [];
  return chosen.length > 0 ? `${name} – ${chosen.join('، ')}` : name;
}

function useSummary(productId: number): VariationSummary | null {
  return useAppSelector((state) => selectVariationSummary(state, productId), shallowEqual);
}

function Purchase({ productId, name }: { productId: number; name: string }) {
  const dispatch = useAppDispatch();
  const view = useAppSelector((state) => selectPurchaseView(state, productId), shallowEqual);
  if (!view) return null;
  // Without the swatches plugin's data (a plain WooCommerce site) the form is WooCommerce's own.
  if (needsPlainForm(view.product)) {
    return <PlainVariationForm product={view.product} view={view} name={name} />;
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (view.adding) return;
    if (!view.canAdd) {
      if (view.blockedReason && view.variable) {
        dispatch(formMessageShown({ productId, message: view.blockedReason }));
      }
      return;
    }
    const variation = view.form?.variation ?? null;
    dispatch(
      addToCartRequested({
        productId,
        id: variation ? variation.variation_id : productId,
        quantity: view.quantity,
        variation: view.form ? chosenAttributes(view.form) : undefined,
        name: cartName(view, name),
      }),
    );
  };
  // Until the swatches have their variations (and without JavaScript) the server judges the
  // posted choice.
  const controls = (
    <AddToCartControls
      view={view}
      idPrefix={`product-${productId}`}
      judgedOnPost={view.variable && view.form === null}
    />
  );
  if (view.variable) {
    // Without JavaScript its choices post to the cart page too, as WooCommerce's form does.
    return (
      <VariationForm productId={productId} action={paths.cart} onSubmit={onSubmit}>
        <FormNonce />
        {controls}
      </VariationForm>
    );
  }
  return (
    // Without JavaScript the form posts to the cart page, as WooCommerce's does to its page.
    <form className="cart" method="post" action={paths.cart} onSubmit={onSubmit} noValidate>
      <FormNonce />
      {controls}
    </form>
  );
}

function Gallery({ product, name }: { product: StoreProduct; name: string }) {
  const summary = useSummary(product.id);
  const images = useMemo(
    () =>
      product.images.map((image) => ({
        src: image.src,
        thumbnail: image.thumbnail || image.src,
        alt: image.alt,
      })),
    [product.images],
  );
  return (
    <ProductGallery
      productId={product.id}
      productName={name}
      images={images}
      variationImage={summary?.variationImage ?? null}
    />
  );
}

/** The price and stock text follow the chosen variation, and are announced when they change. */
function PriceAndStock({ product }: { product: StoreProduct }) {
  const summary = useSummary(product.id);
  if (!summary) return null;
  return (
    <div className="product__price" aria-live="polite">
      {summary.variationPrice ? (
        <p className="price">
          <SalePrice
            price={summary.variationPrice.price}
            regular={summary.variationPrice.regular}
          />
        </p>
      ) : (
        <ProductPrice prices={product.prices} />
      )}
      <p className={`stock ${summary.inStock ? 'in-stock' : 'out-of-stock'}`}>
        {summary.stockText}
      </p>
    </div>
  );
}

function Meta({ product }: { product: StoreProduct }) {
  const summary = useSummary(product.id);
  // Meta draws again on every swatch click (the SKU follows the variation); the names are parsed
  // from HTML once per product, not on each click.
  const categories = useMemo(
    () => product.categories.map((category) => ({ ...category, text: htmlToText(category.name) })),
    [product.categories],
  );
  return (
    <dl className="product__meta">
      {summary?.sku && (
        <>
          <dt>{__('SKU:')}</dt>
          <dd dir="ltr">{summary.sku}</dd>
        </>
      )}
      {categories.length > 0 && (
        <>
          <dt>{__('Categories:')}</dt>
          <dd>
            {categories.map((category, position) => (
              <span key={category.id}>
                {position > 0 && '، '}
                <a href={shopHref({ category: category.slug })}>{category.text}</a>
              </span>
            ))}
          </dd>
        </>
      )}
    </dl>
  );
}

// Subscribes to the product alone: a choice re-renders only the parts that follow it.
function ProductDetails({ productId }: { productId: number }) {
  const product = useAppSelector((state) => selectProductById(state, productId));
  const name = useMemo(() => (product ? htmlToText(product.name) : ''), [product]);
  if (!product) return null;
  return (
    <article className="page product" data-product-id={product.id}>
      <div className="product__top">
        <div className="product__media">
          <Gallery product={product} name={name} />
          <SaleBadge product={product} />
        </div>
        <div className="product__summary">
          <h1 className="product__title">{name}</h1>
          <PriceAndStock product={product} />
          {product.short_description && (
            <ProductText
              className="product__short-description prose"
              html={product.short_description}
            />
          )}
          <Purchase productId={product.id} name={name} />
          <Meta product={product} />
        </div>
      </div>
      {product.description && (
        <section className="product__description" aria-labelledby="product-description">
          <h2 id="product-description">{__('Description')}</h2>
          <ProductText className="prose" html={product.description} />
        </section>
      )}
    </article>
  );
}

export function ProductPage({ slug }: { slug: string }) {
  const { status, product, error } = useAppSelector(
    (state) => selectProductPage(state, slug),
    shallowEqual,
  );
  if (product) return <ProductDetails productId={product.id} />;
  if (status === 'missing') {
    return (
      <div className="page page--not-found">
        <h1>{__('Product not found')}</h1>
        <p>{__('There is no product at this address. It may have been removed.')}</p>
        <BackToShop />
      </div>
    );
  }
  if (status === 'failed') {
    return (
      <div className="page">
        <h1>{__('The product could not be loaded')}</h1>
        <CatalogLoadFailure message={error} />
        <BackToShop />
      </div>
    );
  }
  return (
    <div className="page">
      <h1>{__('Product')}</h1>
      <p className="loading" aria-busy="true">
        {__('Loading the product…')}
      </p>
    </div>
  );
}
