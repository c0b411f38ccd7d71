// A menu's links, marking the current page (or the blog, on one of its posts) with aria-current.
import { useAppSelector } from '../../../kernel/hooks';
import { selectPage } from '../../route';
import type { Page } from '../../route';
import type { ReactNode } from 'react';
import type { MenuItem } from '../menuItems';

interface MenuLinksProps {
  items: MenuItem[];
  className?: string;
  /** Extra content after an item's link (the category mega menu after "Shop"). */
  renderAfter?: (item: MenuItem) => ReactNode;
}

/** "page" for the page itself; "true" for the section it belongs to (a post within the blog). */
function currentness(item: MenuItem, current: Page): 'page' | 'true' | undefined {
  if (current.name === 'sitePage') return item.slug === current.slug ? 'page' : undefined;
  if (item.page === current.name) return 'page';
  if (item.page === 'blog' && current.name === 'blogPost') return 'true';
  return undefined;
}

export function MenuLinks({ items, className, renderAfter }: MenuLinksProps) {
  const current = useAppSelector(selectPage);
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.href}>
          <a href={item.href} aria-current={currentness(item, current)}>
            {item.label()}
          </a>
          {renderAfter?.(item)}
        </li>
      ))}
    </ul>
  );
}
