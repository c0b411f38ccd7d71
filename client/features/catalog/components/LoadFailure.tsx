// The catalog's load failure, whose retry asks the catalog saga to load again.
import { useAppDispatch } from '../../../kernel/hooks';
import { __ } from '../../../i18n';
import { catalogReloadRequested } from '../slice';

export function CatalogLoadFailure({ message }: { message: string | null }) {
  const dispatch = useAppDispatch();
  return (
    <div className="load-failure">
      <p>{message ?? __('An unknown error occurred.')}</p>
      <button type="button" className="button" onClick={() => dispatch(catalogReloadRequested())}>
        {__('Try again')}
      </button>
    </div>
  );
}
