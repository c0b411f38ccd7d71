// What a page brings with it when its chunk loads: the features only it (and pages like it) use,
// and the component that draws it. The main chunk holds the header, footer and what every page
// shares; everything else arrives per page (issue 13: per-page code splitting).
import type { ComponentType } from 'react';
import type { Page } from '../../features/route';
import type { FeatureSet } from '../../kernel/lazyFeature';

export type { FeatureSet, LazyFeature } from '../../kernel/lazyFeature';

export interface PageModule extends FeatureSet {
  Component: ComponentType<{ page: Page }>;
}
