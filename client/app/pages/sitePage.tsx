// The site page page's chunk: its component and the features and strings only it brings
// (registry.ts). The contact forms its content may hold come in a chunk of their own.
import { lazy, Suspense, useMemo } from 'react';
import type { Page } from '../../features/route';
import { selectMayHoldForms, SitePage, sitePageFeature } from '../../features/sitePage';
import { addStrings } from '../../i18n';
import { notFoundStrings } from '../../i18n/catalogue/notFound';
import { useAppSelector, useAppStore } from '../../kernel/hooks';
import type { RootState } from '../store';
import type * as FormsChunk from './sitePageForms';
import type { PageModule } from './types';
// The forms' look comes with the page, so a form the server drew is styled at the first paint,
// before the forms' code arrives.
import '../../styles/contactForm.css';

let arrived: typeof FormsChunk | undefined;
let arriving: Promise<typeof FormsChunk> | undefined;

/** The forms' chunk, once; a failed load is tried again the next time it is asked for. */
function loadForms(): Promise<typeof FormsChunk> {
  arriving ??= import(/* webpackChunkName: "later-site-page-forms" */ './sitePageForms').then(
    (chunk) => {
      addStrings(chunk.forms.strings ?? []);
      arrived = chunk;
      return chunk;
    },
    (error: unknown) => {
      arriving = undefined;
      throw error;
    },
  );
  return arriving;
}

/**
 * The forms a site page's content holds, as WordPress draws a CF7 block anywhere. Whoever loads
 * their chunk adds its features to the store before they draw: the server with the page,
 * start-up before hydrating, or the lazy component below after a link.
 */
function SitePageForms({ slug }: { slug: string }) {
  const store = useAppStore();
  const mayHoldForms = useAppSelector((state) => selectMayHoldForms(state, slug));
  const Later = useMemo(
    () =>
      lazy(async () => {
        const chunk = await loadForms();
        store.addPage(chunk.forms);
        return { default: chunk.PageContactForms };
      }),
    [store],
  );
  if (!mayHoldForms) return null;
  // Hydration draws the forms at once, as the server did (no boundary in its HTML).
  if (arrived) return <arrived.PageContactForms slug={slug} />;
  return (
    <Suspense fallback={null}>
      <Later slug={slug} />
    </Suspense>
  );
}

function SitePageOf({ page }: { page: Page }) {
  return page.name === 'sitePage' ? (
    <SitePage key={page.slug} slug={page.slug} after={<SitePageForms slug={page.slug} />} />
  ) : null;
}

function formsNeeded(state: RootState): boolean {
  const { page } = state.route;
  return page.name === 'sitePage' && selectMayHoldForms(state, page.slug);
}

export const page: PageModule = {
  features: [sitePageFeature],
  Component: SitePageOf,
  strings: [notFoundStrings],
  later: {
    chunk: 'later-site-page-forms',
    needed: formsNeeded,
    load: () => loadForms().then((chunk) => chunk.forms),
  },
};
