// What a shop's home page shows under its carousel (issue 25): the categories as tiles, drawn on
// the server from the category tree. The newest products' row is in NewProducts.tsx (issue 29).
import { useAppSelector } from '../../../kernel/hooks';
import { __, sprintf } from '../../../i18n';
import { formatNumber } from '../../../ui/digits';
import { selectCategoryTree, shopHref } from '../../catalog';

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

/** The categories as tiles: drawn from the category tree the page starts with. */
export function ShopHighlights() {
  return <CategoryTiles />;
}
