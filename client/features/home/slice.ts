// The home page's own data: the latest posts widget (a few posts, not the whole blog).
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { WpPost } from '../../../contracts/wp';

export type LatestPostsStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface HomeState {
  latestPosts: { status: LatestPostsStatus; posts: WpPost[]; error: string | null };
}

const initialState: HomeState = { latestPosts: { status: 'idle', posts: [], error: null } };

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
  },
});

export const { latestPostsRequested, latestPostsLoaded, latestPostsFailed } = homeSlice.actions;
export default homeSlice.reducer;
