// The visually hidden status line and list of errors (reference 3.7).
import type { FormTag } from '../../../../contracts/contactForm7';
import { tagId } from '../../../../contracts/contactForm7';
import { useAppSelector } from '../../../kernel/hooks';
import { tagsByName } from '../formTags';
import { selectContactForm } from '../selectors';

/**
 * The visually hidden status line and list of errors (reference 3.7). An error links to its
 * control when the control has an id. The message is text, never HTML (CF7 inserts it as HTML).
 */
export function ScreenReaderResponse({ unitTag }: { unitTag: string }) {
  const form = useAppSelector((state) => selectContactForm(state, unitTag));
  const tags = form ? tagsByName(form.definition) : new Map<string, FormTag>();
  return (
    <div className="screen-reader-response">
      <p role="status" aria-live="polite" aria-atomic="true">
        {form?.statusText ?? ''}
      </p>{' '}
      <ul>
        {form?.errors.map((error) => {
          const tag = tags.get(error.field);
          const controlId = tag ? tagId(tag) : undefined;
          return (
            <li key={error.errorId} id={error.errorId}>
              {controlId ? <a href={`#${controlId}`}>{error.message}</a> : error.message}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
