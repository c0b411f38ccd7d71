import { NotFoundPage } from '../../features/shell';
import { notFoundStrings } from '../../i18n/catalogue/notFound';
import type { PageModule } from './types';

export const page: PageModule = {
  features: [],
  Component: NotFoundPage,
  strings: [notFoundStrings],
};
