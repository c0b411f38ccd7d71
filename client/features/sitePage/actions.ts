import { createAction } from '@reduxjs/toolkit';

/** The reader pressed "try again" after the page's text failed to load. */
export const sitePageReloadRequested = createAction('sitePages/reloadRequested');
