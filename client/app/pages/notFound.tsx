// The not found page's chunk: its component and the features and strings only it brings
// (registry.ts).
import { NotFoundPage } from '../../features/shell';
import { notFoundStrings } from '../../i18n/catalogue/notFound';
import type { PageModule } from './types';

export const page: PageModule = {
  features: [],
  Component: NotFoundPage,
  strings: [notFoundStrings],
};
