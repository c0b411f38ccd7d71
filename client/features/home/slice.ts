// The home page's own data: the latest posts widget (a few posts, not the whole blog).
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { WpPost } from '../../../contracts/wp';
import type { CarouselSlide } from '../carousel';

export type LatestPostsStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface HomeState {
  latestPosts: { status: LatestPostsStatus; posts: WpPost[]; error: string | null };
  /** The newest products' row (issue 25), drawn as the carousel draws a product. */
  newProducts: { status: LatestPostsStatus; items: CarouselSlide[] };
}

const initialState: HomeState = {
  latestPosts: { status: 'idle', posts: [], error: null },
  newProducts: { status: 'idle', items: [] },
};

/** "Try again" under the widget after a failure. */
export const latestPostsReloadRequested = createAction('home/latestPostsReloadRequested');

const homeSlice = createSlice({
  name: 'home',
  initialState,
  reducers: {
    latestPostsRequested(state) {
      state.latestPosts.status = 'loading';
      state.latestPosts.error = null;
    },
    latestPostsLoaded(state, action: PayloadAction<WpPost[]>) {
      state.latestPosts = { status: 'loaded', posts: action.payload, error: null };
    },
    latestPostsFailed(state, action: PayloadAction<string>) {
      state.latestPosts.status = 'failed';
      state.latestPosts.error = action.payload;
    },
    newProductsRequested(state) {
      state.newProducts.status = 'loading';
    },
    newProductsLoaded(state, action: PayloadAction<CarouselSlide[]>) {
      state.newProducts = { status: 'loaded', items: action.payload };
    },
    newProductsFailed(state) {
      state.newProducts.status = 'failed';
    },
  },
});

export const {
  latestPostsRequested,
  latestPostsLoaded,
  latestPostsFailed,
  newProductsRequested,
  newProductsLoaded,
  newProductsFailed,
} = homeSlice.actions;
export default homeSlice.reducer;
