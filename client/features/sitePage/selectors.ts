// What components and sagas read from the site page feature's state.
import type { SitePageEntry, SitePagesState } from './slice';

export interface WithSitePages {
  /** Absent until a site page's chunk has added the feature. */
  sitePages?: SitePagesState;
}

const NOT_ASKED: SitePageEntry = { status: 'loading', page: null, error: null };

export const selectSitePage = (state: WithSitePages, slug: string): SitePageEntry =>
  state.sitePages?.[slug] ?? NOT_ASKED;
