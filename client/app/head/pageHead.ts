// What search engines read in a page's head, decided from the store once the page's data is in:
// title, description, robots, canonical URL, Open Graph, JSON-LD and the listing's prev/next.
// The server renders it with renderHeadHtml; it follows WordPress + WooCommerce + Yoast defaults.
import { createSelector } from '@reduxjs/toolkit';
import { __ } from '../../i18n';
import { htmlToText } from '../../ui/html';
import { shopHref } from '../../features/catalog';
import { paths, type Page } from '../../features/route';
import { selectLocation, selectPage } from '../../features/route';
import { selectAdjacentPages, type AdjacentPages } from '../adjacentPages';
import type { RootState } from '../store';
import {
  articleJsonLd,
  breadcrumbList,
  productJsonLd,
  webSiteJsonLd,
  type Crumb,
  type JsonLd,
} from './structuredData';
import { selectPageSubject, type PageSubject } from './subject';
import { summary } from './summary';
import { selectPageTitle } from './title';
import { absolute, mediaUrl, permalink } from './urls';

export interface OpenGraph {
  type: 'website' | 'article' | 'product';
  title: string;
  description?: string;
  url: string;
  image?: string;
  siteName: string;
  locale: 'fa_IR';
}

export interface PageHead {
  title: string;
  description?: string;
  /** Absolute; absent on pages search engines are told not to index. */
  canonical?: string;
  robots?: string;
  openGraph: OpenGraph;
  jsonLd: JsonLd[];
  /** Absolute URLs of a paged listing's neighbours. */
  prev?: string;
  next?: string;
}

/** WordPress core's robots for every public page (large image previews allowed). */
const INDEXABLE = 'max-image-preview:large';
/** WooCommerce's for cart, checkout and my-account, Yoast's for search results and 404s. */
const NOINDEX = 'noindex, follow';

const PRIVATE_PAGES = new Set<Page['name']>([
  'cart',
  'checkout',
  'orderReceived',
  'myAccount',
  'search',
  'attributionReport',
  'notFound',
]);

function isIndexable(subject: PageSubject): boolean {
  if (subject.kind === 'missing') return false;
  return !(subject.kind === 'other' && PRIVATE_PAGES.has(subject.page.name));
}

/** The page's own site path, in the form every link to it should share. */
function ownPath(page: Page, pathname: string): string {
  switch (page.name) {
    case 'product':
      return paths.product(page.slug);
    case 'blogPost':
      return paths.blogPost(page.slug);
    // Paged listings keep their page number, as Yoast's canonicals do.
    case 'shop':
      return paths.shopPage(page.page, page.category);
    case 'blog':
      return paths.blogPage(page.page);
    default:
      return pathname;
  }
}

interface Described {
  description?: string;
  image?: string;
  ogType: OpenGraph['type'];
  crumbs: Crumb[];
  extra: JsonLd[];
}

function describe(siteName: string, subject: PageSubject, siteUrl: string, url: string): Described {
  const home: Crumb = { name: __('Home'), url: permalink(siteUrl, paths.home) };
  switch (subject.kind) {
    case 'product': {
      const { product } = subject;
      const name = htmlToText(product.name);
      const description = summary(product.short_description) ?? summary(product.description);
      const images = product.images.flatMap((image) => mediaUrl(siteUrl, image.src) ?? []);
      const category = product.categories[0];
      const crumbs = [
        home,
        ...(category
          ? [
              {
                name: htmlToText(category.name),
                url: permalink(siteUrl, shopHref({ category: category.slug })),
              },
            ]
          : []),
        { name, url },
      ];
      return {
        description,
        image: images[0],
        ogType: 'product',
        crumbs,
        extra: [productJsonLd(product, { name, url, images, description })],
      };
    }
    case 'post': {
      const { post } = subject;
      const headline = htmlToText(post.title.rendered);
      const description = post.excerpt.protected ? undefined : summary(post.excerpt.rendered);
      return {
        description,
        ogType: 'article',
        crumbs: [
          home,
          { name: __('Blog'), url: permalink(siteUrl, paths.blog) },
          { name: headline, url },
        ],
        extra: [articleJsonLd(post, { headline, url, siteName, description })],
      };
    }
    case 'sitePage': {
      const { page } = subject;
      return {
        description: summary(page.excerpt.rendered),
        ogType: 'website',
        crumbs: [home, { name: htmlToText(page.title.rendered), url }],
        extra: [],
      };
    }
    case 'category': {
      const { category } = subject;
      return {
        description: summary(category.description),
        image: category.image ? mediaUrl(siteUrl, category.image.src) : undefined,
        ogType: 'website',
        crumbs: [home, { name: htmlToText(category.name), url }],
        extra: [],
      };
    }
    case 'other':
      if (subject.page.name === 'home') {
        return {
          // The home page's own welcome line is the shop's tagline.
          description: __('Welcome to our shop. Browse the products and read our blog.'),
          ogType: 'website',
          crumbs: [],
          extra: [webSiteJsonLd(siteName, home.url, absolute(siteUrl, paths.search))],
        };
      }
      if (subject.page.name === 'contact') {
        return {
          description: __(
            'Send us your question, suggestion or order enquiry; we answer within one working day.',
          ),
          ogType: 'website',
          crumbs: [home, { name: __('Contact us'), url }],
          extra: [],
        };
      }
      return { ogType: 'website', crumbs: [], extra: [] };
    default:
      return { ogType: 'website', crumbs: [], extra: [] };
  }
}

/** Everything the head is made from; each part is itself a memoised selector. */
interface HeadSources {
  siteName: string;
  page: Page;
  pathname: string;
  subject: PageSubject;
  title: string;
  adjacent: AdjacentPages;
}

function headOf(sources: HeadSources, siteUrl: string): PageHead {
  const { siteName, page, pathname, subject, title, adjacent } = sources;
  const indexable = isIndexable(subject);
  const canonical = indexable ? permalink(siteUrl, ownPath(page, pathname)) : undefined;
  // A page that is not indexed still names itself to a link preview, without its query (an
  // order key, a search).
  const url = canonical ?? permalink(siteUrl, pathname);
  const described = describe(siteName, subject, siteUrl, url);
  const crumbs = described.crumbs.length > 1 ? [breadcrumbList(described.crumbs)] : [];
  return {
    title,
    ...(described.description ? { description: described.description } : {}),
    ...(canonical ? { canonical } : {}),
    robots: indexable ? INDEXABLE : NOINDEX,
    openGraph: {
      type: described.ogType,
      title,
      ...(described.description ? { description: described.description } : {}),
      url,
      ...(described.image ? { image: described.image } : {}),
      siteName,
      locale: 'fa_IR',
    },
    jsonLd: indexable ? [...described.extra, ...crumbs] : [],
    ...(adjacent.prev ? { prev: permalink(siteUrl, adjacent.prev) } : {}),
    ...(adjacent.next ? { next: permalink(siteUrl, adjacent.next) } : {}),
  };
}

const selectSiteName = (state: RootState): string => state.config.siteName;
const selectPathname = (state: RootState): string => selectLocation(state).pathname;

/** The head of the page the store shows, with every URL absolute from `siteUrl`. */
export function selectPageHead(state: RootState, siteUrl: string): PageHead {
  return headOf(
    {
      siteName: selectSiteName(state),
      page: selectPage(state),
      pathname: selectPathname(state),
      subject: selectPageSubject(state),
      title: selectPageTitle(state),
      adjacent: selectAdjacentPages(state),
    },
    siteUrl,
  );
}

/** selectPageHead for one site URL, memoised: the same head until one of its sources changes. */
export function pageHeadSelector(siteUrl: string): (state: RootState) => PageHead {
  return createSelector(
    [
      selectSiteName,
      selectPage,
      selectPathname,
      selectPageSubject,
      selectPageTitle,
      selectAdjacentPages,
    ],
    (siteName, page, pathname, subject, title, adjacent) =>
      headOf({ siteName, page, pathname, subject, title, adjacent }, siteUrl),
  );
}
