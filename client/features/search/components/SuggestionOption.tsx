// One instant result.
import { __ } from '../../../i18n';
import { ProductPrice } from '../../catalog';
import type { SearchProduct } from '../slice';
import { HighlightedName } from './HighlightedName';

interface Props {
  id: string;
  product: SearchProduct;
  query: string;
  highlighted: boolean;
  onChoose(): void;
  onPoint(): void;
}

/** One instant result. Focus stays in the box: the option is chosen by Enter or a click. */
export function SuggestionOption({ id, product, query, highlighted, onChoose, onPoint }: Props) {
  const image = product.images[0];
  return (
    <li
      id={id}
      role="option"
      aria-selected={highlighted}
      className={`search-option${highlighted ? ' search-option--highlighted' : ''}`}
      // mousedown would move focus out of the box (and close the list) before the click lands.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
      onMouseMove={highlighted ? undefined : onPoint}
    >
      {image ? (
        <img
          className="search-option__image"
          src={image.thumbnail || image.src}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className="search-option__image" aria-hidden="true" />
      )}
      <span className="search-option__text">
        <span className="search-option__name">
          <HighlightedName html={product.name} query={query} />
        </span>
        <span className="search-option__meta">
          <ProductPrice prices={product.prices} />
          {!product.is_in_stock && (
            <span className="search-option__stock">{__('Out of stock')}</span>
          )}
        </span>
      </span>
    </li>
  );
}
