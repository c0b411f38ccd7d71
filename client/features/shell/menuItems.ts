// The shop's menus: the header's main menu, the footer's links and the customer service pages.
// Each link names the page it shows, so the current one can be marked.
import { SITE_PAGE_SLUGS, type SitePageSlug } from '../../../contracts/sitePages';
import { __ } from '../../i18n';
import type { PageName } from '../route';
import { paths, sitePageLabel } from '../route';

export interface MenuItem {
  href: string;
  /** The page this link shows, to mark it as the current one. */
  page: PageName;
  /** Which of the site's pages, when `page` is one. */
  slug?: SitePageSlug;
  label: () => string;
}

// Labels are functions so they are translated when drawn, after the catalogue is loaded.
export const mainMenu: MenuItem[] = [
  { href: paths.home, page: 'home', label: () => __('Home') },
  { href: paths.shop, page: 'shop', label: () => __('Shop') },
  { href: paths.blog, page: 'blog', label: () => __('Blog') },
  { href: paths.contact, page: 'contact', label: () => __('Contact us') },
  { href: paths.myAccount, page: 'myAccount', label: () => __('My account') },
  { href: paths.cart, page: 'cart', label: () => __('Cart') },
];

export const footerMenu: MenuItem[] = [
  { href: paths.shop, page: 'shop', label: () => __('Shop') },
  { href: paths.blog, page: 'blog', label: () => __('Blog') },
  { href: paths.myAccount, page: 'myAccount', label: () => __('My account') },
];

/** What a shopper looks for before buying: who the shop is, its returns, shipping and privacy. */
export const serviceMenu: MenuItem[] = [
  ...SITE_PAGE_SLUGS.map((slug): MenuItem => ({
    href: paths.sitePage(slug),
    page: 'sitePage',
    slug,
    label: () => sitePageLabel(slug),
  })),
  { href: paths.contact, page: 'contact', label: () => __('Contact us') },
];
