import { createSelector } from '@reduxjs/toolkit';
import type { WpPost } from '../../../contracts/wp';
import type { BlogState, ListStatus, PostStatus } from './slice';

export interface WithBlog {
  blog: BlogState;
}

export interface BlogListView {
  status: ListStatus;
  error: string | null;
  posts: WpPost[];
}

export const selectBlogList = createSelector(
  [(state: WithBlog) => state.blog.list, (state: WithBlog) => state.blog.posts],
  (list, posts): BlogListView => ({
    status: list.status,
    error: list.error,
    posts: list.slugs.flatMap((slug) => posts[slug] ?? []),
  }),
);

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
