import { useEffect, useId, useRef } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { __ } from '../../../i18n';
import { fieldElementId } from '../fields';
import { selectCheckout, selectErrorSummary } from '../selectors';

/**
 * After a refused attempt: every problem in one place, focused so it is read at once, each
 * field's message a link that moves focus to that field.
 */
export function ErrorSummary() {
  const entries = useAppSelector(selectErrorSummary);
  const { attempt } = useAppSelector(selectCheckout);
  const box = useRef<HTMLElement>(null);
  const titleId = useId();

  useEffect(() => {
    // Focus is moved once per refused attempt, not on every keystroke that follows.
    if (attempt > 0) box.current?.focus();
  }, [attempt]);

  if (entries.length === 0) return null;
  return (
    <section ref={box} className="error-summary" tabIndex={-1} aria-labelledby={titleId}>
      <h2 id={titleId} className="error-summary__title">
        {__('Your order could not be placed')}
      </h2>
      <ul className="error-summary__list">
        {entries.map((entry) => {
          const { field } = entry;
          if (field === null) return <li key={entry.message}>{entry.message}</li>;
          const id = fieldElementId(field);
          return (
            <li key={field}>
              <a
                href={`#${id}`}
                onClick={(event) => {
                  // The field itself takes focus (an anchor jump would only scroll to it).
                  const target = document.getElementById(id);
                  if (target) {
                    event.preventDefault();
                    target.focus();
                  }
                }}
              >
                {entry.message}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
