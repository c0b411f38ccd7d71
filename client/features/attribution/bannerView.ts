// What the consent banner draws from the state. Apart from the other selectors: the banner is in
// the main chunk, the tracking code (selectors.ts and what it reads) arrives after start-up.
import { createSelector } from '@reduxjs/toolkit';
import type { AttributionState } from './slice';

export interface ConsentBannerView {
  open: boolean;
  allowed: boolean;
  choice: AttributionState['choice'];
}

interface WithAttribution {
  attribution: AttributionState;
}

export const selectConsentBanner = createSelector(
  [
    (state: WithAttribution) => state.attribution.bannerOpen,
    (state: WithAttribution) => state.attribution.allowed,
    (state: WithAttribution) => state.attribution.choice,
  ],
  (open, allowed, choice): ConsentBannerView => ({ open, allowed, choice }),
);
