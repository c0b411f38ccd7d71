import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { WpPost } from '../../../contracts/wp';
import { decodeSlug } from '../route';

export type ListStatus = 'idle' | 'loading' | 'loaded' | 'failed';
export type PostStatus = 'loading' | 'loaded' | 'missing' | 'failed';

export interface BlogState {
  list: { status: ListStatus; slugs: string[]; error: string | null };
  /** Every post we have, from the list or fetched alone, keyed by its decoded slug. */
  posts: Record<string, WpPost>;
  /** Posts fetched one by one (a visitor who lands on /blog/{slug} directly). */
  single: Record<string, { status: PostStatus; error: string | null }>;
}

const initialState: BlogState = {
  list: { status: 'idle', slugs: [], error: null },
  posts: {},
  single: {},
};

/** The reader pressed "try again" after a failure; the blog saga reloads what the page needs. */
export const blogReloadRequested = createAction('blog/reloadRequested');

const blogSlice = createSlice({
  name: 'blog',
  initialState,
  reducers: {
    listRequested(state) {
      state.list.status = 'loading';
      state.list.error = null;
    },
    listLoaded(state, action: PayloadAction<WpPost[]>) {
      state.list = { status: 'loaded', slugs: [], error: null };
      for (const post of action.payload) {
        const slug = decodeSlug(post.slug);
        state.list.slugs.push(slug);
        state.posts[slug] = post;
      }
    },
    listFailed(state, action: PayloadAction<string>) {
      state.list.status = 'failed';
      state.list.error = action.payload;
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
  listFailed,
  postRequested,
  postLoaded,
  postMissing,
  postFailed,
} = blogSlice.actions;
export default blogSlice.reducer;
