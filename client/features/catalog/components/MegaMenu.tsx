// The category mega menu beside the "Shop" link.
import { useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { RenderWhenOpened } from '../../../ui/RenderWhenOpened';
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { __ } from '../../../i18n';
import { formatNumber } from '../../../ui/digits';
import { htmlToText } from '../../../ui/html';
import { selectCategoryTree, selectMegaMenuOpen, type CategoryBranch } from '../selectors';
import { shopHref } from '../shopQuery';
import { megaMenuToggled } from '../slice';

export const MEGA_MENU_ID = 'mega-menu-panel';

function Chevron() {
  return (
    <svg
      className="icon mega-menu__chevron"
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

function MegaMenuColumns({ tree }: { tree: CategoryBranch[] }) {
  return (
    <>
      <ul className="mega-menu__columns">
        {tree.map(({ category, children }) => (
          <li key={category.id} className="mega-menu__column">
            <a className="mega-menu__heading" href={shopHref({ category: category.slug })}>
              {htmlToText(category.name)}{' '}
              <span className="mega-menu__count">({formatNumber(category.count)})</span>
            </a>
            {children.length > 0 && (
              <ul>
                {children.map((child) => (
                  <li key={child.id}>
                    <a href={shopHref({ category: child.slug })}>{htmlToText(child.name)}</a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <p className="mega-menu__all">
        <a href={shopHref()}>{__('All products')}</a>
      </p>
    </>
  );
}

/**
 * The category mega menu beside the "Shop" link: a disclosure button opening a panel of category
 * columns (the navigation pattern of links plus a disclosure, not an ARIA menu). Escape closes it
 * and gives focus back to the button; focus leaving the panel closes it too.
 */
export function MegaMenu() {
  const tree = useAppSelector(selectCategoryTree);
  const open = useAppSelector(selectMegaMenuOpen);
  const dispatch = useAppDispatch();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  if (tree.length === 0) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      dispatch(megaMenuToggled(false));
      toggleRef.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !wrapperRef.current?.contains(next)) {
      dispatch(megaMenuToggled(false));
    }
  };

  return (
    <div className="mega-menu" ref={wrapperRef} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={toggleRef}
        type="button"
        className="mega-menu__toggle"
        aria-expanded={open}
        aria-controls={MEGA_MENU_ID}
        onClick={() => dispatch(megaMenuToggled(!open))}
      >
        <Chevron />
        <span className="visually-hidden">{__('Product categories')}</span>
      </button>
      <div id={MEGA_MENU_ID} className="mega-menu__panel" hidden={!open}>
        <RenderWhenOpened id={`${MEGA_MENU_ID}-content`} open={open}>
          {() => <MegaMenuColumns tree={tree} />}
        </RenderWhenOpened>
      </div>
    </div>
  );
}

/**
 * The same categories in the off-canvas panel of small screens: a plain nested list, rendered by
 * React once the panel opens (the server's links stay in the page until then).
 */
export function MobileCategories({ open }: { open: boolean }) {
  const tree = useAppSelector(selectCategoryTree);
  if (tree.length === 0) return null;
  return (
    <RenderWhenOpened id="offcanvas-categories" open={open}>
      {() => (
        <ul className="offcanvas__categories" aria-label={__('Product categories')}>
          {tree.map(({ category, children }) => (
            <li key={category.id}>
              <a href={shopHref({ category: category.slug })}>{htmlToText(category.name)}</a>
              {children.length > 0 && (
                <ul>
                  {children.map((child) => (
                    <li key={child.id}>
                      <a href={shopHref({ category: child.slug })}>{htmlToText(child.name)}</a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </RenderWhenOpened>
  );
}
