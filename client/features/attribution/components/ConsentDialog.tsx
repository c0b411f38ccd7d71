// The consent banner of order attribution: may the shop record, in cookies, where a visitor came
// from? The shopper's answer is kept, and the settings button opens the banner again.
import { useEffect, useId, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { __ } from '../../../i18n';
import { selectConsentBanner } from '../bannerView';
import { consentChosen } from '../slice';

/**
 * The open banner: asks whether the shop may record where the visitor came from. A bar in the
 * page's flow at its very end, where the "tracking settings" button stands once answered: it
 * covers nothing and moves nothing above it when it opens (docs/decisions.md, "Where the consent
 * banner stands"). In the deferred chunk (app/deferred.tsx): it opens only once the tracking code
 * there has read the visitor's choice, or from the settings button.
 */
export function ConsentDialog() {
  const { allowed, choice } = useAppSelector(selectConsentBanner);
  const dispatch = useAppDispatch();
  const titleId = useId();
  const textId = useId();
  const banner = useRef<HTMLElement>(null);
  // Already answered: the shopper opened it with the settings button, which is gone now, so the
  // focus moves to the bar that took its place (at the first visit's start-up it stays put).
  const reopened = useRef(choice !== null);
  useEffect(() => {
    if (reopened.current) banner.current?.focus();
  }, []);

  const answer = (allow: boolean) => {
    dispatch(consentChosen(allow));
    // The bar gives way to the settings button in the same place: the focus goes on to it
    // rather than to the top of the page.
    requestAnimationFrame(() =>
      document.querySelector<HTMLButtonElement>('.consent-settings__button')?.focus(),
    );
  };

  return (
    <section
      ref={banner}
      tabIndex={-1}
      className="consent-banner"
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <div className="container consent-banner__inner">
        <div className="consent-banner__about">
          <h2 id={titleId} className="consent-banner__title">
            {__('Where did you come to us from?')}
          </h2>
          <p className="consent-banner__state">
            {allowed ? __('Recording is on.') : __('Recording is off.')}
          </p>
          {/* The reason folds away: the bar stays two lines, and reads in full with one tap. */}
          <details className="consent-banner__more">
            <summary>{__('Why do we ask?')}</summary>
            <p id={textId} className="consent-banner__text">
              {__(
                'To learn which ads and links bring shoppers here, we keep a few cookies that record where you came from (a search engine or a campaign link, for example) and send it with your order. Is that all right?',
              )}
            </p>
          </details>
        </div>
        <div className="consent-banner__actions">
          <button type="button" className="button" onClick={() => answer(true)}>
            {__('Allow')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => answer(false)}>
            {__('Do not allow')}
          </button>
        </div>
      </div>
    </section>
  );
}
