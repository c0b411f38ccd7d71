// A listing's page links, as WordPress's the_posts_pagination draws them.
import { __ } from '../../i18n';
import { paginateLinks, type PageLink } from './paginateLinks';
import './pageLinks.css';

export interface PageLinksProps {
  current: number;
  total: number;
  /** The path of page N of this listing (page 1 is the listing's own path). */
  hrefFor: (page: number) => string;
  /** What the navigation is called for assistive technology ("Posts navigation", …). */
  label: string;
}

function Item({ link, hrefFor }: { link: PageLink; hrefFor: PageLinksProps['hrefFor'] }) {
  switch (link.kind) {
    case 'prev':
      return <a href={hrefFor(link.page)}>{__('Previous page')}</a>;
    case 'next':
      return <a href={hrefFor(link.page)}>{__('Next page')}</a>;
    case 'dots':
      return <span className="pagination__dots">…</span>;
    case 'page':
      return (
        <a href={hrefFor(link.page)} aria-current={link.current ? 'page' : undefined}>
          <span className="visually-hidden">{__('Page')} </span>
          {link.label}
        </a>
      );
  }
}

/**
 * A listing's page links, as WordPress's the_posts_pagination draws them: previous, numbered
 * pages (the current one marked) with an ellipsis for each gap, next. Nothing for a single page.
 */
export function PageLinks({ current, total, hrefFor, label }: PageLinksProps) {
  const links = paginateLinks(current, total);
  if (links.length === 0) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <ul>
        {links.map((link, index) => (
          <li key={link.kind === 'page' ? link.page : `${link.kind}-${index}`}>
            <Item link={link} hrefFor={hrefFor} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
