import { ConsentBanner } from '../features/attribution/components/ConsentBanner';
import { ContactButtons } from '../features/shell/components/ContactButtons';
import { Footer } from '../features/shell/components/Footer';
import { Header } from '../features/shell/components/Header';
import { __ } from '../i18n';
import { DeferredOverlay } from './deferred';
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
      <ContactButtons />
      <ConsentBanner />
      <DeferredOverlay />
    </>
  );
}
