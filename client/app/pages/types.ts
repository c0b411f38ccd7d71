// What a page brings with it when its chunk loads: the features only it (and pages like it) use,
// and the component that draws it. The main chunk holds the header, footer and what every page
// shares; everything else arrives per page (issue 13: per-page code splitting).
import type { ComponentType } from 'react';
import type { Page } from '../../features/route';
import type { FeatureSet } from '../../kernel/lazyFeature';
import type { RootState } from '../store';

export type { FeatureSet, LazyFeature } from '../../kernel/lazyFeature';

/**
 * Features a page draws only when its content asks for them (a site page's contact forms), in a
 * chunk of their own so the pages without them do not carry them. The server loads them with the
 * page, so its HTML holds them; the browser before hydrating a page whose state needs them, and
 * when the page draws them after a link.
 */
export interface LaterFeatures {
  /** Its webpack chunk's name, `later-…` (webpack/pageChunks.ts lists its files). */
  chunk: string;
  needed(state: RootState): boolean;
  load(): Promise<FeatureSet>;
}

export interface PageModule extends FeatureSet {
  Component: ComponentType<{ page: Page }>;
  later?: LaterFeatures;
}
