// The site page feature's state and the actions that change it.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { WpPage } from '../../../contracts/wp';

export type SitePageStatus = 'loading' | 'loaded' | 'missing' | 'failed';

export interface SitePageEntry {
  status: SitePageStatus;
  page: WpPage | null;
  error: string | null;
}

/** The site's own pages (about, returns…) by slug, each fetched once per visit. */
export type SitePagesState = Record<string, SitePageEntry>;

const sitePagesSlice = createSlice({
  name: 'sitePages',
  initialState: {} as SitePagesState,
  reducers: {
    sitePageRequested(state, action: PayloadAction<string>) {
      state[action.payload] = { status: 'loading', page: null, error: null };
    },
    sitePageLoaded(state, action: PayloadAction<{ slug: string; page: WpPage | null }>) {
      const { slug, page } = action.payload;
      state[slug] = { status: page ? 'loaded' : 'missing', page, error: null };
    },
    sitePageFailed(state, action: PayloadAction<{ slug: string; message: string }>) {
      state[action.payload.slug] = { status: 'failed', page: null, error: action.payload.message };
    },
  },
});

export const { sitePageRequested, sitePageLoaded, sitePageFailed } = sitePagesSlice.actions;
export default sitePagesSlice.reducer;
