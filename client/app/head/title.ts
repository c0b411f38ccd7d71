// The one title rule of the shop: the browser tab (document.title, kept by the route feature's
// saga) and the server-rendered <title> both read selectPageTitle. As Yoast's defaults: "{name} –
// {site}", the site name alone on home, and a listing's later pages say which page they are.
import { createSelector } from '@reduxjs/toolkit';
import { __, sprintf } from '../../i18n';
import { formatNumber } from '../../ui/digits';
import { htmlToText } from '../../ui/html';
import { selectSearchResults } from '../../features/search';
import { pageHeading, type Page } from '../../features/route';
import { selectPage } from '../../features/route';
import type { RootState } from '../store';
import { selectPageSubject, type PageSubject } from './subject';

/** A listing's later pages say which page they are, so no two share a title (as Yoast does). */
function withPageNumber(name: string, page: number): string {
  if (page <= 1) return name;
  /* translators: 1: page title, 2: site name */
  return sprintf(__('%1$s – %2$s'), name, sprintf(__('Page %s'), formatNumber(page)));
}

function missingName(page: Page): string {
  switch (page.name) {
    case 'product':
      return __('Product not found');
    case 'blogPost':
      return __('Post not found');
    default:
      return __('Page not found');
  }
}

/** What the page is called, before the site name: its data's name when it has loaded. */
function pageName(subject: PageSubject, searchText: string): string {
  switch (subject.kind) {
    case 'product':
      return htmlToText(subject.product.name);
    case 'post':
      return htmlToText(subject.post.title.rendered);
    case 'sitePage':
      return htmlToText(subject.page.title.rendered);
    case 'category':
      return withPageNumber(htmlToText(subject.category.name), subject.page);
    case 'shop':
      return withPageNumber(__('Shop'), subject.page);
    case 'blog':
      return withPageNumber(__('Blog'), subject.page);
    case 'missing':
      return missingName(subject.page);
    case 'other':
      if (subject.page.name === 'search' && searchText.trim() !== '') {
        /* translators: %s: the search text */
        return sprintf(__('Search results for “%s”'), searchText.trim());
      }
      return pageHeading(subject.page);
  }
}

/** "Page – Site", or just the site name on the home page. */
export const selectPageTitle = createSelector(
  [
    (state: RootState) => state.config.siteName,
    selectPage,
    selectPageSubject,
    (state: RootState) => selectSearchResults(state).text,
  ],
  (siteName, page, subject, searchText): string => {
    if (page.name === 'home') return siteName;
    /* translators: 1: page title, 2: site name */
    return sprintf(__('%1$s – %2$s'), pageName(subject, searchText), siteName);
  },
);
