// The page's main landmark: the notices and the current page, with focus moved here after an
// in-app navigation.
import { useEffect, useRef } from 'react';
import { selectNavigations } from '../features/route';
import { Notices } from '../features/notices';
import { CurrentPage } from './CurrentPage';
import { useAppSelector } from '../kernel/hooks';
import { focusMainContent, MAIN_ID } from '../kernel/mainFocus';

export { MAIN_ID };

export function Main() {
  const navigations = useAppSelector(selectNavigations);
  const mainRef = useRef<HTMLElement>(null);

  // After an in-app navigation, keyboard and screen-reader users start at the new page's content
  // instead of staying on a link that may no longer exist. Not on first load: the browser decides.
  useEffect(() => {
    const main = mainRef.current;
    if (navigations > 0 && main) focusMainContent(main.ownerDocument);
  }, [navigations]);

  return (
    <main id={MAIN_ID} ref={mainRef} className="site-main" tabIndex={-1}>
      <div className="container">
        <Notices />
        <CurrentPage />
      </div>
    </main>
  );
}
