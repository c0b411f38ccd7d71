import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { __ } from '../../../i18n';
import { selectConsentBanner } from '../selectors';
import { consentChosen, consentSettingsOpened } from '../slice';
import '../attribution.css';

/**
 * Asks once whether the shop may record where the visitor came from; afterwards a small
 * "tracking settings" button at the foot of the page opens it again. Not a modal: the page
 * stays usable while it is shown.
 */
export function ConsentBanner() {
  const { open, allowed } = useAppSelector(selectConsentBanner);
  const dispatch = useAppDispatch();
  const titleId = useId();
  const textId = useId();

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
    <section className="consent-banner" aria-labelledby={titleId} aria-describedby={textId}>
      <h2 id={titleId} className="consent-banner__title">
        {__('Where did you come to us from?')}
      </h2>
      <p id={textId} className="consent-banner__text">
        {__(
          'To learn which ads and links bring shoppers here, we keep a few cookies that record where you came from (a search engine or a campaign link, for example) and send it with your order. Is that all right?',
        )}
      </p>
      <p className="consent-banner__state">
        {allowed ? __('Recording is on.') : __('Recording is off.')}
      </p>
      <div className="consent-banner__actions">
        <button type="button" className="button" onClick={() => dispatch(consentChosen(true))}>
          {__('Allow')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => dispatch(consentChosen(false))}
        >
          {__('Do not allow')}
        </button>
      </div>
    </section>
  );
}
