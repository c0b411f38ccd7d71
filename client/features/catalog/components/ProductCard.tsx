// A product's card in the shop's listings and the search results: picture, name, price, sale
// badge and stock, with one link for the whole card.
import { useMemo, type ReactNode } from 'react';
import type { StoreProduct } from '../../../../contracts/store';
import { __ } from '../../../i18n';
import { htmlToText } from '../../../ui/html';
import { paths } from '../../route';
import { ProductPrice } from './Price';
import { SaleBadge } from './SaleBadge';

/** What a card shows of a product (search asks for only these fields). */
export type CardProduct = Pick<
  StoreProduct,
  'name' | 'slug' | 'prices' | 'images' | 'is_in_stock' | 'on_sale'
>;

// The whole card is clickable through the title link (stretched over the card in CSS), so there
// is one link per product for keyboard and screen-reader users instead of image + title.
// The shop and the search results page both use it; `title` replaces the plain name (search
// marks the matched words in it). `aboveTheFold` cards (the first row) load their picture at once:
// the largest thing on a listing's first screen should not wait for layout to ask for it.
export function ProductCard({
  product,
  title,
  aboveTheFold = false,
  children,
}: {
  product: CardProduct;
  title?: ReactNode;
  aboveTheFold?: boolean;
  /** The listing's own button under the price (add to cart, choose options). */
  children?: ReactNode;
}) {
  const name = useMemo(() => htmlToText(product.name), [product.name]);
  const image = product.images[0];
  return (
    <article className="product-card">
      <div className="product-card__media">
        {image ? (
          <img
            className="product-card__image"
            src={image.thumbnail || image.src}
            alt=""
            // The thumbnail size (WooCommerce's 300x300 crop): the box is square before it loads.
            width={300}
            height={300}
            loading={aboveTheFold ? 'eager' : 'lazy'}
            {...(aboveTheFold ? { fetchPriority: 'high' as const } : {})}
            decoding="async"
          />
        ) : (
          <span className="product-card__placeholder" aria-hidden="true" />
        )}
        <SaleBadge product={product} />
      </div>
      <h2 className="product-card__title">
        <a href={paths.product(product.slug)} className="product-card__link">
          {title ?? name}
        </a>
      </h2>
      <ProductPrice prices={product.prices} />
      {!product.is_in_stock && <p className="product-card__stock">{__('Out of stock')}</p>}
      {children}
    </article>
  );
}
