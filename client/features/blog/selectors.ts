// What components and sagas read from the blog feature's state.
import { createSelector } from '@reduxjs/toolkit';
import type { WpPost } from '../../../contracts/wp';
import type { RouteState } from '../route';
import type { BlogState, ListStatus, PostStatus } from './slice';

export interface WithBlog {
  blog: BlogState;
}

interface WithBlogAndRoute extends WithBlog {
  route: RouteState;
}

export interface BlogListView {
  /** The page of the list shown (1-based). */
  page: number;
  status: ListStatus;
  error: string | null;
  posts: WpPost[];
  /** All published posts, and the pages they fill (from the last answer's headers). */
  total: number;
  totalPages: number;
}

/** The blog page number the route shows: /blog/page/N/, or 1 anywhere else. */
export const selectBlogPageNumber = (state: WithBlogAndRoute): number =>
  state.route.page.name === 'blog' ? state.route.page.page : 1;

export const selectBlogList = createSelector(
  [
    selectBlogPageNumber,
    (state: WithBlogAndRoute) => state.blog.pages,
    (state: WithBlogAndRoute) => state.blog.posts,
  ],
  (page, pages, posts): BlogListView => {
    const list = pages[page];
    return {
      page,
      status: list?.status ?? 'idle',
      error: list?.error ?? null,
      posts: list?.slugs.flatMap((slug) => posts[slug] ?? []) ?? [],
      total: list?.total ?? 0,
      totalPages: list?.totalPages ?? 0,
    };
  },
);

/**
 * Whether the blog page shown is past the last one: WordPress answers /blog/page/N/ beyond the
 * last page with its 404 page. Page 1 always exists, even with no posts.
 */
export function selectBlogPageMissing(state: WithBlogAndRoute): boolean {
  if (state.route.page.name !== 'blog') return false;
  const { page, status, totalPages } = selectBlogList(state);
  return status === 'missing' || (status === 'loaded' && page > 1 && page > totalPages);
}

export interface BlogPostView {
  /** 'idle' until the blog saga has asked for it. */
  status: PostStatus | 'idle';
  post: WpPost | null;
  error: string | null;
}

export function selectBlogPost(state: WithBlog, slug: string): BlogPostView {
  const post = state.blog.posts[slug];
  if (post) return { status: 'loaded', post, error: null };
  const single = state.blog.single[slug];
  return single
    ? { status: single.status, post: null, error: single.error }
    : { status: 'idle', post: null, error: null };
}
