// The blog page's chunk: its component and the features and strings only it brings (registry.ts).
import { BlogListPage } from '../../features/blog';
import { BlogPostPage } from '../../features/blog';
import { blogFeature } from '../../features/blog';
import type { Page } from '../../features/route';
import { paginationStrings } from '../../i18n/catalogue/pagination';
import { blogStrings } from '../../i18n/catalogue/blog';
import { notFoundStrings } from '../../i18n/catalogue/notFound';
import type { PageModule } from './types';

function BlogPageOf({ page }: { page: Page }) {
  if (page.name === 'blogPost') return <BlogPostPage key={page.slug} slug={page.slug} />;
  return <BlogListPage />;
}

export const page: PageModule = {
  features: [blogFeature],
  Component: BlogPageOf,
  strings: [paginationStrings, blogStrings, notFoundStrings],
};
