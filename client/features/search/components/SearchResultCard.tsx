import { __ } from '../../../i18n';
import { ProductPrice } from '../../catalog/components/Price';
import { paths } from '../../route/routes';
import type { SearchProduct } from '../slice';
import { HighlightedName } from './HighlightedName';

/** A product card of the results page (the shop's card look; the name shows the matched words). */
export function SearchResultCard({ product, query }: { product: SearchProduct; query: string }) {
  const image = product.images[0];
  return (
    <article className="product-card">
      <div className="product-card__media">
        {image ? (
          <img
            className="product-card__image"
            src={image.thumbnail || image.src}
            alt=""
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="product-card__placeholder" aria-hidden="true" />
        )}
      </div>
      <h2 className="product-card__title">
        <a href={paths.product(product.slug)} className="product-card__link">
          <HighlightedName html={product.name} query={query} />
        </a>
      </h2>
      <ProductPrice prices={product.prices} />
      {!product.is_in_stock && <p className="product-card__stock">{__('Out of stock')}</p>}
    </article>
  );
}
