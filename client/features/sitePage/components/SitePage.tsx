// /about, /returns, /shipping, /privacy, and any other page of the site at its root.
import type { ReactNode } from 'react';
import { shallowEqual } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { htmlToText } from '../../../ui/html';
import { LoadFailure } from '../../../ui/LoadFailure';
import { RichText } from '../../../ui/RichText';
import { sitePageLabel } from '../../route';
import { NotFoundPage } from '../../shell';
import { sitePageReloadRequested } from '../actions';
import { selectSitePage } from '../selectors';

/**
 * /about, /returns, /shipping, /privacy (or /sample-page/…): the site's own page, its title and text; `after` is what
 * the page's content holds beyond text (its contact forms, which the app composes in).
 */
export function SitePage({ slug, after }: { slug: string; after?: ReactNode }) {
  const dispatch = useAppDispatch();
  const { status, page, error } = useAppSelector(
    (state) => selectSitePage(state, slug),
    shallowEqual,
  );
  if (page) {
    return (
      <article className="page site-page">
        <h1>{htmlToText(page.title.rendered)}</h1>
        <RichText className="site-page__content prose" html={page.content.rendered} />
        {after}
      </article>
    );
  }
  // The site has no such page: WordPress's 404 (the server sends it with that status).
  if (status === 'missing') return <NotFoundPage />;
  if (status === 'failed') {
    return (
      <div className="page">
        <h1>{sitePageLabel(slug)}</h1>
        <LoadFailure message={error} onRetry={() => dispatch(sitePageReloadRequested())} />
      </div>
    );
  }
  return (
    <div className="page" aria-busy="true">
      <h1>{sitePageLabel(slug)}</h1>
    </div>
  );
}
