// The parts of the deferred chunk that features draw in their own places (the footer's shop
// details, the open consent banner). The app, which loads that chunk (app/deferred.tsx), hands
// them down here, so a feature draws them without importing the app that composes it.
import { createContext, useContext, type ComponentType } from 'react';
import type { ShopDetails } from '../../contracts/bootstrap';

export interface DeferredParts {
  ShopDetails: ComponentType<{ details: ShopDetails }>;
  ConsentDialog: ComponentType;
}

const nothing = () => null;

/** Outside the app (a component test without it) the parts draw nothing. */
export const DeferredPartsContext = createContext<DeferredParts>({
  ShopDetails: nothing,
  ConsentDialog: nothing,
});

export function useDeferredParts(): DeferredParts {
  return useContext(DeferredPartsContext);
}
