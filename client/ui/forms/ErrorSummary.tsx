// The list of what is wrong, at the top of a form, each field's problem a link that moves focus to
// that field.
import { useEffect, useId, useRef } from 'react';
import './forms.css';

export interface ErrorSummaryEntry {
  key: string;
  message: string;
  /** The element id of the field it is about; null for a problem with no field of its own. */
  fieldId: string | null;
}

/**
 * The list of what is wrong, at the top of a form, each field's problem a link that moves focus to
 * that field. After every refused submit it takes focus, so keyboard and screen reader users
 * start from it. Shared by the checkout and the my-account forms.
 */
export function ErrorSummary({
  title,
  entries,
  general = null,
  refusals,
  role,
  headingLevel,
  focusOnOpen = false,
}: {
  title: string;
  entries: readonly ErrorSummaryEntry[];
  /** One sentence above the list (a refusal not about any field). */
  general?: string | null;
  /** Counts refused submits; each new one moves focus here. */
  refusals: number;
  /** `alert` is read out at once; `region` is a landmark named by its title. */
  role: 'alert' | 'region';
  headingLevel: 2 | 3;
  /** Also take focus when the form opens on an earlier refusal (the checkout page). */
  focusOnOpen?: boolean;
}) {
  const box = useRef<HTMLElement & HTMLDivElement>(null);
  const titleId = useId();
  // Only a refusal that happens while the form is on screen moves focus, unless focusOnOpen.
  const seen = useRef(focusOnOpen ? 0 : refusals);
  useEffect(() => {
    if (refusals === seen.current) return;
    seen.current = refusals;
    box.current?.focus();
  }, [refusals]);

  if (entries.length === 0 && general === null) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const content = (
    <>
      <Heading id={titleId} className="error-summary__title">
        {title}
      </Heading>
      {general !== null && <p className="error-summary__general">{general}</p>}
      {entries.length > 0 && (
        <ul className="error-summary__list">
          {entries.map(({ key, message, fieldId }) =>
            fieldId === null ? (
              <li key={key}>{message}</li>
            ) : (
              <li key={key}>
                <a
                  href={`#${fieldId}`}
                  onClick={(event) => {
                    // Following the anchor only scrolls; the shopper wants to type there.
                    const field = document.getElementById(fieldId);
                    if (field) {
                      event.preventDefault();
                      field.focus();
                    }
                  }}
                >
                  {message}
                </a>
              </li>
            ),
          )}
        </ul>
      )}
    </>
  );
  return role === 'alert' ? (
    <div ref={box} className="error-summary" role="alert" aria-labelledby={titleId} tabIndex={-1}>
      {content}
    </div>
  ) : (
    <section ref={box} className="error-summary" aria-labelledby={titleId} tabIndex={-1}>
      {content}
    </section>
  );
}
