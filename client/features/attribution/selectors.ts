// What components and sagas read from the attribution feature's state.
import { createSelector } from '@reduxjs/toolkit';
import type { AttributionValues } from '../../../contracts/attribution';
import type { AttributionBootstrap } from '../../../contracts/attribution';
import { attributionConfig, type AttributionConfig } from './settings';
import type { AttributionState } from './slice';
import {
  emptyValues,
  extensionData,
  hiddenInputs,
  type HiddenInput,
  type OrderAttributionExtension,
} from './values';

interface WithAttribution {
  config: { attribution?: AttributionBootstrap };
  attribution: AttributionState;
}

export const selectAttributionConfig = createSelector(
  [(state: WithAttribution) => state.config.attribution],
  (bootstrap): AttributionConfig => attributionConfig(bootstrap),
);

export const selectTrackingAllowed = (state: WithAttribution): boolean => state.attribution.allowed;

/** Every configured field in order; all null while tracking is off. */
export const selectAttributionValues = createSelector(
  [
    selectAttributionConfig,
    (state: WithAttribution) => state.attribution.values,
    selectTrackingAllowed,
  ],
  (config, values, allowed): AttributionValues => {
    if (!allowed) return emptyValues(config.fields);
    const ordered: AttributionValues = {};
    for (const field of Object.keys(config.fields)) ordered[field] = values[field] ?? null;
    return ordered;
  },
);

/** The checkout form's hidden inputs, `{prefix}{field}`. */
export const selectAttributionInputs = createSelector(
  [selectAttributionValues, selectAttributionConfig],
  (values, config): HiddenInput[] => hiddenInputs(values, config.fields, config.prefix),
);

/** For the checkout request: `extensions` gets this merged in. */
export const selectOrderAttributionExtension = createSelector(
  [selectAttributionValues, selectAttributionConfig],
  (values, config): OrderAttributionExtension => extensionData(values, config.fields),
);

export { selectConsentBanner, type ConsentBannerView } from './bannerView';
