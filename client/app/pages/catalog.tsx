import { ShopPage } from '../../features/catalog/components/ShopPage';
import type { PageModule } from './types';

// The catalogue's reducer and saga are in the main chunk: the header's menu lists the categories.
export const page: PageModule = { features: [], Component: ShopPage };
