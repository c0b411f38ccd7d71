// Asks once whether the shop may record where the visitor came from.
import { Suspense } from 'react';
import { useDeferredParts } from '../../../kernel/deferredParts';
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { __ } from '../../../i18n';
import { selectConsentBanner } from '../bannerView';
import { consentSettingsOpened } from '../slice';
import '../attribution.css';

/**
 * Asks once whether the shop may record where the visitor came from; afterwards a small
 * "tracking settings" button at the foot of the page opens it again. Both stand at the very end
 * of the page's flow (after the footer): the open bar covers nothing and, opening after
 * start-up, moves nothing above it.
 */
export function ConsentBanner() {
  const { open } = useAppSelector(selectConsentBanner);
  const dispatch = useAppDispatch();
  // The open banner comes with the deferred chunk (and its strings): the server draws the closed
  // state, and the banner opens only after start-up.
  const { ConsentDialog } = useDeferredParts();

  if (!open) {
    return (
      <aside className="consent-settings" aria-label={__('Privacy')}>
        <button
          type="button"
          className="consent-settings__button"
          onClick={() => dispatch(consentSettingsOpened())}
        >
          {__('Tracking settings')}
        </button>
      </aside>
    );
  }

  return (
    <Suspense fallback={null}>
      <ConsentDialog />
    </Suspense>
  );
}
