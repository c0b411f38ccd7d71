import { __, sprintf } from '../../../i18n';
import { formatNumber } from '../../../ui/digits';
import { shopHref, type ShopQuery } from '../shopQuery';

/** Page links of a product list; the current page is marked for assistive technology. */
export function Pagination({ query, totalPages }: { query: ShopQuery; totalPages: number }) {
  if (totalPages <= 1) return null;
  const pages = Array.from({ length: totalPages }, (_, index) => index + 1);
  return (
    <nav className="pagination" aria-label={__('Product pages')}>
      <ul>
        {pages.map((page) => (
          <li key={page}>
            <a
              href={shopHref({ category: query.category, page })}
              aria-current={page === query.page ? 'page' : undefined}
            >
              <span className="visually-hidden">{__('Page')} </span>
              {formatNumber(page)}
            </a>
          </li>
        ))}
      </ul>
      <p className="visually-hidden">
        {/* translators: 1: current page, 2: number of pages, both in Persian digits */}
        {sprintf(__('Page %1$s of %2$s'), formatNumber(query.page), formatNumber(totalPages))}
      </p>
    </nav>
  );
}
