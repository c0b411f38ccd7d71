// Time left on a slide's offer, from the carousel's clock in the store (it stops while the shopper
// has paused the carousel).
import { useAppSelector } from '../../../kernel/hooks';
import { __, sprintf } from '../../../i18n';
import { formatNumber } from '../../../ui/digits';
import { formatCountdown, remainingSeconds, splitDays } from '../rules';
import { selectCarousel } from '../selectors';

/**
 * Time left on a slide's offer, from the carousel's clock in the store (it stops while the shopper
 * has paused the carousel). Not a live region: a screen reader hears it when it reads the slide.
 */
export function OfferCountdown({ carouselId, endsAt }: { carouselId: string; endsAt: number }) {
  const now = useAppSelector((state) => selectCarousel(state, carouselId).now);
  const left = remainingSeconds(endsAt, now);
  // "۱۴۳:۵۸:۵۶" reads oddly; past a day the days are said in words: "۵ روز و ۲۳:۵۸:۵۶".
  const { days, rest } = splitDays(left);
  const clock = formatCountdown(days > 0 ? rest : left);
  const dayWords =
    days > 0
      ? /* translators: %s: whole days in Persian digits; the hh:mm:ss clock follows */
        sprintf(__('%s days and'), formatNumber(days))
      : '';
  const spoken = dayWords ? `${dayWords} ${clock}` : clock;
  return (
    <p className="offer-countdown">
      <span className="offer-countdown__label" aria-hidden="true">
        {__('Offer ends in')}
      </span>{' '}
      <time
        className="offer-countdown__time"
        dateTime={`PT${left}S`}
        aria-label={sprintf(__('Offer time left: %s'), spoken)}
      >
        {dayWords && `${dayWords} `}
        <span className="offer-countdown__clock" dir="ltr">
          {clock}
        </span>
      </time>
    </p>
  );
}
