// What components and sagas read from the site page feature's state.
import { mayHoldContactForms } from '../../../contracts/contactForm7/markup/formMarker';
import type { SitePageEntry, SitePagesState } from './slice';

export interface WithSitePages {
  /** Absent until a site page's chunk has added the feature. */
  sitePages?: SitePagesState;
}

const NOT_ASKED: SitePageEntry = { status: 'loading', page: null, error: null };

export const selectSitePage = (state: WithSitePages, slug: string): SitePageEntry =>
  state.sitePages?.[slug] ?? NOT_ASKED;

/** Whether the page's content may hold contact forms: the forms' code loads only for such a page. */
export const selectMayHoldForms = (state: WithSitePages, slug: string): boolean => {
  const page = state.sitePages?.[slug]?.page;
  return page ? mayHoldContactForms(page.content.rendered) : false;
};
