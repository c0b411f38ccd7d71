// The site page feature's own action beside its slice: the reader's "try again" after the page's
// text failed to load.
import { createAction } from '@reduxjs/toolkit';

/** The reader pressed "try again" after the page's text failed to load. */
export const sitePageReloadRequested = createAction('sitePages/reloadRequested');
