import { BlogListPage } from '../../features/blog/components/BlogListPage';
import { BlogPostPage } from '../../features/blog/components/BlogPostPage';
import { blogFeature } from '../../features/blog/feature';
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
