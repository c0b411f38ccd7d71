import { createSelector } from '@reduxjs/toolkit';
import { __, sprintf } from '../i18n';
import { selectBlogPost } from '../features/blog/selectors';
import type { BlogState } from '../features/blog/slice';
import { pageHeading } from '../features/route/routes';
import { selectPage } from '../features/route/selectors';
import type { RouteState } from '../features/route/slice';
import { htmlToText } from '../ui/html';

interface TitleSources {
  config: { siteName: string };
  route: RouteState;
  blog: BlogState;
}

const selectBlogPostTitle = createSelector(
  [selectPage, (state: TitleSources) => state.blog],
  (page, blog): string | null => {
    if (page.name !== 'blogPost') return null;
    const { status, post } = selectBlogPost({ blog }, page.slug);
    if (post) return htmlToText(post.title.rendered);
    return status === 'missing' ? __('Post not found') : null;
  },
);

/** "Page – Site", or just the site name on the home page. */
export const selectDocumentTitle = createSelector(
  [(state: TitleSources) => state.config.siteName, selectPage, selectBlogPostTitle],
  (siteName, page, postTitle): string => {
    if (page.name === 'home') return siteName;
    /* translators: 1: page title, 2: site name */
    return sprintf(__('%1$s – %2$s'), postTitle ?? pageHeading(page), siteName);
  },
);
