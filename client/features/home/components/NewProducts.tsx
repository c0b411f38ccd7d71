// The newest products' row under the categories (issue 25), drawn as the carousel draws a product:
// plain links and the carousel's own product data. It comes in the home page's later chunk with
// the posts widget (LaterSections.tsx, issue 29).
import { useAppSelector } from '../../../kernel/hooks';
import { __, sprintf } from '../../../i18n';
import { formatMoney } from '../../catalog';
import { paths } from '../../route';
import { selectNewProducts } from '../selectors';

export function NewProducts() {
  const { items } = useAppSelector(selectNewProducts);
  if (items.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="home-new">
      <div className="latest-posts__header">
        <h2 id="home-new">{__('New products')}</h2>
        <a href={paths.shop}>{__('All products')}</a>
      </div>
      <ul className="new-products">
        {items.map((product) => (
          <li key={product.id} className="new-product">
            {product.image && (
              <img
                src={product.image.src}
                alt=""
                width={300}
                height={300}
                loading="lazy"
                decoding="async"
              />
            )}
            <a className="new-product__link" href={paths.product(product.slug)}>
              {product.name}
            </a>
            <span className="new-product__price">
              {product.priceFrom
                ? sprintf(__('from %s'), formatMoney(product.price, product.currency))
                : formatMoney(product.price, product.currency)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
