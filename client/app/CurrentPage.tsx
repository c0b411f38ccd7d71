import { selectPage } from '../features/route';
import { useAppSelector } from '../kernel/hooks';
import { loadedPageModule } from './pages/registry';

/**
 * Draws the page the route names with the component its chunk brought. The route saga announces
 * a page only after its chunk has loaded, and start-up loads the first one before the store
 * exists, so the module is always here.
 */
export function CurrentPage() {
  const page = useAppSelector(selectPage);
  const module = loadedPageModule(page.name);
  if (!module) return null;
  return <module.Component page={page} />;
}
