import { NotFoundPage } from '../../features/shell/components/NotFoundPage';
import type { PageModule } from './types';

export const page: PageModule = { features: [], Component: NotFoundPage };
