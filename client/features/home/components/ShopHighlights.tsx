// What a shop's home page shows under its carousel (issue 25): the categories as tiles and a row
// of the newest products, both drawn on the server. Plain links and the carousel's own product
// data, so the home page's script stays inside its budget.
import { useAppSelector } from '../../../kernel/hooks';
import { __, sprintf } from '../../../i18n';
import { formatNumber } from '../../../ui/digits';
import { formatMoney, selectCategoryTree, shopHref } from '../../catalog';
import { paths } from '../../route';
import { selectNewProducts } from '../selectors';

function CategoryTiles() {
  const branches = useAppSelector(selectCategoryTree);
  if (branches.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="home-categories">
      <h2 id="home-categories">{__('Shop by category')}</h2>
      <ul className="category-tiles">
        {branches.map(({ category, children }) => (
          <li key={category.id}>
            <a className="category-tile" href={shopHref({ category: category.slug })}>
              <span className="category-tile__name">{category.name}</span>
              <span className="category-tile__count">
                {/* translators: %s: number of products in Persian digits */}
                {sprintf(
                  __('%s products'),
                  formatNumber(children.reduce((sum, child) => sum + child.count, category.count)),
                )}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function NewProducts() {
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

export function ShopHighlights() {
  return (
    <>
      <CategoryTiles />
      <NewProducts />
    </>
  );
}
