// What a page shows when its data could not be loaded.
import { __ } from '../i18n';

/** What a page shows when its data could not be loaded: the reason and a way to try again. */
export function LoadFailure({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  return (
    <div className="load-failure">
      <p>{message ?? __('An unknown error occurred.')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {__('Try again')}
      </button>
    </div>
  );
}
