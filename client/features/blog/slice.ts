// The blog feature's state and the actions that change it.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { WpPost } from '../../../contracts/wp';
import { decodeSlug } from '../route';

export type ListStatus = 'idle' | 'loading' | 'loaded' | 'failed' | 'missing';
export type PostStatus = 'loading' | 'loaded' | 'missing' | 'failed';

/** One page of the blog list (10 posts, WordPress's default), as the server last answered it. */
export interface PostListPage {
  /** 'missing': the page is past the last one (WordPress: rest_post_invalid_page_number). */
  status: ListStatus;
  slugs: string[];
  error: string | null;
  /** X-WP-Total and X-WP-TotalPages of the answer. */
  total: number;
  totalPages: number;
}

export interface BlogState {
  /** The blog list's pages by number (1-based). */
  pages: Record<number, PostListPage>;
  /** Every post we have, from the list or fetched alone, keyed by its decoded slug. */
  posts: Record<string, WpPost>;
  /** Posts fetched one by one (a visitor who lands on /blog/{slug} directly). */
  single: Record<string, { status: PostStatus; error: string | null }>;
}

const initialState: BlogState = {
  pages: {},
  posts: {},
  single: {},
};

const NEW_PAGE: PostListPage = { status: 'idle', slugs: [], error: null, total: 0, totalPages: 0 };

/** The reader pressed "try again" after a failure; the blog saga reloads what the page needs. */
export const blogReloadRequested = createAction('blog/reloadRequested');

const blogSlice = createSlice({
  name: 'blog',
  initialState,
  reducers: {
    listRequested(state, action: PayloadAction<number>) {
      const previous = state.pages[action.payload] ?? NEW_PAGE;
      state.pages[action.payload] = { ...previous, status: 'loading', error: null };
    },
    listLoaded(
      state,
      action: PayloadAction<{ page: number; posts: WpPost[]; total: number; totalPages: number }>,
    ) {
      const { page, posts, total, totalPages } = action.payload;
      const slugs: string[] = [];
      for (const post of posts) {
        const slug = decodeSlug(post.slug);
        slugs.push(slug);
        state.posts[slug] = post;
      }
      state.pages[page] = { status: 'loaded', slugs, error: null, total, totalPages };
    },
    listMissing(state, action: PayloadAction<number>) {
      state.pages[action.payload] = { ...NEW_PAGE, status: 'missing' };
    },
    listFailed(state, action: PayloadAction<{ page: number; message: string }>) {
      const previous = state.pages[action.payload.page] ?? NEW_PAGE;
      state.pages[action.payload.page] = {
        ...previous,
        status: 'failed',
        error: action.payload.message,
      };
    },
    postRequested(state, action: PayloadAction<string>) {
      state.single[action.payload] = { status: 'loading', error: null };
    },
    postLoaded(state, action: PayloadAction<{ slug: string; post: WpPost }>) {
      const { slug, post } = action.payload;
      state.posts[slug] = post;
      state.single[slug] = { status: 'loaded', error: null };
    },
    postMissing(state, action: PayloadAction<string>) {
      state.single[action.payload] = { status: 'missing', error: null };
    },
    postFailed(state, action: PayloadAction<{ slug: string; message: string }>) {
      state.single[action.payload.slug] = { status: 'failed', error: action.payload.message };
    },
  },
});

export const {
  listRequested,
  listLoaded,
  listMissing,
  listFailed,
  postRequested,
  postLoaded,
  postMissing,
  postFailed,
} = blogSlice.actions;
export default blogSlice.reducer;
