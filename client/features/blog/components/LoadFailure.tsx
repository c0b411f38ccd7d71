// The blog's load failure, whose retry asks the blog saga to load again.
import { useAppDispatch } from '../../../kernel/hooks';
import { LoadFailure as Failure } from '../../../ui/LoadFailure';
import { blogReloadRequested } from '../slice';

export function LoadFailure({ message }: { message: string | null }) {
  const dispatch = useAppDispatch();
  return <Failure message={message} onRetry={() => dispatch(blogReloadRequested())} />;
}
