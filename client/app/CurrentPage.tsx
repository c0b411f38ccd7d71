// Draws the page the route names with the component its chunk brought.
import { selectPage } from '../features/route';
import { useAppSelector } from '../kernel/hooks';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { loadedPageModule } from './pages/registry';

/**
 * Draws the page the route names with the component its chunk brought. The route saga announces
 * a page only after its chunk has loaded, and start-up loads the first one before the store
 * exists, so the module is always here. A page that fails to draw shows a message and a retry
 * in its place (the header and footer stay); another page starts afresh.
 */
export function CurrentPage() {
  const page = useAppSelector(selectPage);
  const module = loadedPageModule(page.name);
  if (!module) return null;
  return (
    <ErrorBoundary key={JSON.stringify(page)}>
      <module.Component page={page} />
    </ErrorBoundary>
  );
}
