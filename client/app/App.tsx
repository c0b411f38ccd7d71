// The app's frame on every page: skip link, header, the current page, footer, and the parts of the
// deferred chunk (contact buttons, consent banner, overlay), which it hands down to the features.
import { ConsentBanner } from '../features/attribution';
import { Suspense } from 'react';
import { Footer, Header } from '../features/shell';
import { __ } from '../i18n';
import { DeferredPartsContext } from '../kernel/deferredParts';
import { DeferredOverlay, deferredComponent, deferredParts } from './deferred';

// Fixed in a corner, they need no code for the first paint: the server draws them and they
// become buttons once the deferred chunk is in.
const ContactButtons = deferredComponent((features) => features.ContactButtons);
import { Main, MAIN_ID } from './Main';

export function App() {
  return (
    <DeferredPartsContext.Provider value={deferredParts}>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {__('Skip to content')}
      </a>
      <Header />
      <Main />
      <Footer />
      <Suspense fallback={null}>
        <ContactButtons />
      </Suspense>
      <ConsentBanner />
      <DeferredOverlay />
    </DeferredPartsContext.Provider>
  );
}
