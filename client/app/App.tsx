import { ConsentBanner } from '../features/attribution/components/ConsentBanner';
import { Suspense } from 'react';
import { Footer } from '../features/shell/components/Footer';
import { Header } from '../features/shell/components/Header';
import { __ } from '../i18n';
import { DeferredOverlay, deferredComponent } from './deferred';

// Fixed in a corner, they need no code for the first paint: the server draws them and they
// become buttons once the deferred chunk is in.
const ContactButtons = deferredComponent((features) => features.ContactButtons);
import { Main, MAIN_ID } from './Main';

export function App() {
  return (
    <>
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
    </>
  );
}
