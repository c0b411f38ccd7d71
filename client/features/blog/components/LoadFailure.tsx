import { useAppDispatch } from '../../../app/hooks';
import { __ } from '../../../i18n';
import { blogReloadRequested } from '../slice';

export function LoadFailure({ message }: { message: string | null }) {
  const dispatch = useAppDispatch();
  return (
    <div className="load-failure">
      <p>{message ?? __('An unknown error occurred.')}</p>
      <button type="button" className="button" onClick={() => dispatch(blogReloadRequested())}>
        {__('Try again')}
      </button>
    </div>
  );
}
