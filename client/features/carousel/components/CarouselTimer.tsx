// The ring shows the time to the next advance (decoration, hidden from screen readers).
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { __ } from '../../../i18n';
import { PauseIcon, PlayIcon } from '../../../ui/icons';
import { RING_CIRCUMFERENCE, RING_RADIUS } from '../rules';
import { selectIsStopped, selectRing } from '../selectors';
import { pausePressed, playPressed } from '../slice';

/**
 * The ring shows the time to the next advance (decoration, hidden from screen readers); inside it
 * the pause / play button, which stops the slides and the offer countdowns (WCAG 2.2.2).
 */
export function CarouselTimer({ carouselId }: { carouselId: string }) {
  const dispatch = useAppDispatch();
  const ring = useAppSelector((state) => selectRing(state, carouselId));
  const stopped = useAppSelector((state) => selectIsStopped(state, carouselId));
  return (
    <div className="carousel-timer">
      <svg
        className="carousel-timer__ring"
        viewBox="0 0 100 100"
        aria-hidden="true"
        focusable="false"
      >
        <circle className="carousel-timer__track" cx="50" cy="50" r={RING_RADIUS} />
        <circle
          className={`carousel-timer__progress${ring.running ? '' : ' carousel-timer__progress--reset'}`}
          cx="50"
          cy="50"
          r={RING_RADIUS}
          strokeDasharray={RING_CIRCUMFERENCE}
          strokeDashoffset={ring.offset}
          data-running={ring.running}
        />
      </svg>
      <button
        type="button"
        className="carousel-timer__button"
        aria-label={
          stopped
            ? __('Play the carousel and the offer timers')
            : __('Pause the carousel and the offer timers')
        }
        onClick={() =>
          dispatch(stopped ? playPressed({ id: carouselId }) : pausePressed({ id: carouselId }))
        }
      >
        {stopped ? <PlayIcon /> : <PauseIcon />}
        <span className="carousel-timer__text">{stopped ? __('Play') : __('Pause')}</span>
      </button>
    </div>
  );
}
