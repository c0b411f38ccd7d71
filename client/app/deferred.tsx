// Features every page has but neither the first paint nor the start of hydration needs: the
// announcement popup, the attribution tracking code, the footer's shop details and the floating
// contact buttons. They travel in one chunk, loaded once the app has started (or when hydration
// reaches the footer), which keeps them out of the main chunk (issue 13's budget for the home
// page's JavaScript). The server draws the popup closed, so the hydrating render draws the same
// without it; the footer's parts it draws whole, and they hydrate once the chunk is in
// (deferredComponent).
import { lazy, useSyncExternalStore, type ComponentType } from 'react';
import type { ShopDetails } from '../../contracts/bootstrap';
import type { AttributionTracking } from '../features/attribution';
import { addStrings } from '../i18n';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import type { DeferredParts } from '../kernel/deferredParts';
import type { FeatureSet } from './pages/types';

export interface DeferredFeatures extends FeatureSet {
  /** What they draw over the page. */
  Overlay: ComponentType;
  /** The open consent banner (features/attribution/components/ConsentBanner.tsx). */
  ConsentDialog: ComponentType;
  /** The footer's address, phone, hours and badges (features/shell/components/Footer.tsx). */
  ShopDetails: ComponentType<{ details: ShopDetails }>;
  /** The floating contact buttons (app/App.tsx). */
  ContactButtons: ComponentType;
  attribution: AttributionTracking;
}

let loading: Promise<DeferredFeatures> | undefined;

/** The deferred chunk, downloaded once; a failed download is tried again by the next caller. */
export function loadDeferredFeatures(): Promise<DeferredFeatures> {
  if (!loading) {
    const started = import(/* webpackChunkName: "deferred" */ './deferredFeatures').then(
      ({ deferredFeatures }) => {
        addStrings(deferredFeatures.strings ?? []);
        return deferredFeatures;
      },
    );
    started.catch(() => {
      if (loading === started) loading = undefined;
    });
    loading = started;
  }
  return loading;
}

/**
 * One of the chunk's components, for a place in the page: drawn by the server (whose build has
 * the chunk at hand) and hydrated once the chunk has arrived; its markup stays as sent till then.
 * Wrap it in <Suspense>.
 */
export function deferredComponent<Props extends object>(
  pick: (features: DeferredFeatures) => ComponentType<Props>,
): ComponentType<Props> {
  const load = () =>
    lazy(() => loadDeferredFeatures().then((features) => ({ default: pick(features) })));
  // A failed lazy part stays failed, so a retry makes it anew (the chunk is fetched again).
  let Part = load();
  return function DeferredPart(props: Props) {
    return (
      <ErrorBoundary onRetry={() => (Part = load())}>
        <Part {...props} />
      </ErrorBoundary>
    );
  };
}

/** The chunk's parts that features draw in their places (kernel/deferredParts.tsx). */
export const deferredParts: DeferredParts = {
  ShopDetails: deferredComponent((features) => features.ShopDetails),
  ConsentDialog: deferredComponent((features) => features.ConsentDialog),
};

let installed: DeferredFeatures | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads the chunk and adds its features to the store; then DeferredOverlay draws them. */
export async function installDeferredFeatures(store: {
  addPage(features: FeatureSet): void;
}): Promise<void> {
  const deferred = await loadDeferredFeatures();
  if (installed) return;
  store.addPage(deferred);
  installed = deferred;
  for (const listener of listeners) listener();
}

/** The deferred features' overlay once installed; nothing before, nor on the server. */
export function DeferredOverlay() {
  const deferred = useSyncExternalStore(
    subscribe,
    () => installed,
    () => undefined,
  );
  return deferred ? (
    <ErrorBoundary>
      <deferred.Overlay />
    </ErrorBoundary>
  ) : null;
}
