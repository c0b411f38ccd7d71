import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { __ } from '../../../i18n';
import { selectConsentBanner } from '../bannerView';
import { consentChosen } from '../slice';

/**
 * The open banner: asks whether the shop may record where the visitor came from. Not a modal: the
 * page stays usable while it is shown. In the deferred chunk (app/deferred.tsx): it opens only
 * once the tracking code there has read the visitor's choice, or from the settings button.
 */
export function ConsentDialog() {
  const { allowed } = useAppSelector(selectConsentBanner);
  const dispatch = useAppDispatch();
  const titleId = useId();
  const textId = useId();

  return (
    <section className="consent-banner" aria-labelledby={titleId} aria-describedby={textId}>
      <h2 id={titleId} className="consent-banner__title">
        {__('Where did you come to us from?')}
      </h2>
      {/* The reason folds away: the card stays a few lines on a phone (and never the largest
          thing on the screen), and reads in full with one tap. */}
      <details className="consent-banner__more">
        <summary>{__('Why do we ask?')}</summary>
        <p id={textId} className="consent-banner__text">
          {__(
            'To learn which ads and links bring shoppers here, we keep a few cookies that record where you came from (a search engine or a campaign link, for example) and send it with your order. Is that all right?',
          )}
        </p>
      </details>
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
