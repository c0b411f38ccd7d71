// The menu button of small screens and the off-canvas panel it opens.
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { __ } from '../../../i18n';
import { CloseIcon, MenuIcon } from '../../../ui/icons';
import { MobileCategories } from '../../catalog';
import { keepFocusInside } from '../focusTrap';
import { mainMenu } from '../menuItems';
import { selectMenuOpen } from '../selectors';
import { menuClosed, menuOpened } from '../slice';
import { MenuLinks } from './MenuLinks';

export const OFFCANVAS_ID = 'offcanvas-menu';

/** The menu button of small screens and the off-canvas panel it opens. */
export function MobileMenu() {
  const open = useAppSelector(selectMenuOpen);
  const dispatch = useAppDispatch();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  // The panel is only focusable once it is shown, hence after the render that shows it.
  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);

  // Closed by the visitor: focus goes back where they opened it. (A followed link closes the
  // menu through the route instead, and focus then moves to the new page.)
  const close = () => {
    dispatch(menuClosed());
    toggleRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab' && panelRef.current) {
      keepFocusInside(panelRef.current, event);
    }
  };

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="menu-toggle"
        aria-expanded={open}
        aria-controls={OFFCANVAS_ID}
        onClick={() => dispatch(menuOpened())}
      >
        <MenuIcon />
        <span className="visually-hidden">{__('Open menu')}</span>
      </button>
      <div className="offcanvas-backdrop" hidden={!open} onClick={close} />
      <div
        ref={panelRef}
        id={OFFCANVAS_ID}
        className="offcanvas"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${OFFCANVAS_ID}-title`}
        hidden={!open}
        onKeyDown={onKeyDown}
      >
        <div className="offcanvas__header">
          <span id={`${OFFCANVAS_ID}-title`} className="offcanvas__title">
            {__('Menu')}
          </span>
          <button ref={closeRef} type="button" className="icon-button" onClick={close}>
            <CloseIcon />
            <span className="visually-hidden">{__('Close menu')}</span>
          </button>
        </div>
        <nav aria-label={__('Main menu')}>
          <MenuLinks
            items={mainMenu}
            className="offcanvas__links"
            renderAfter={(item) => (item.page === 'shop' ? <MobileCategories open={open} /> : null)}
          />
        </nav>
      </div>
    </>
  );
}
