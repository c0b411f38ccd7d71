// The shop's notices (added to cart, removed with undo, failures): one live region that is always
// in the page, with a dismiss button on each notice.
import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { __ } from '../../../i18n';
import { CloseIcon } from '../../../ui/icons';
import { selectNotices } from '../selectors';
import { noticeDismissed, UNDO_FORM_ID, type Notice } from '../slice';

/**
 * The notice's own undo button; it takes focus once, as the control that was used is gone. It
 * submits the page's undo form (the cart page draws it, `UndoForm`) where there is one, which is
 * how it works without JavaScript; with it, a click dispatches instead.
 */
function UndoButton({ undo }: { undo: NonNullable<Notice['undo']> }) {
  const dispatch = useAppDispatch();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    button.current?.focus();
  }, []);
  return (
    <button
      ref={button}
      type="submit"
      form={UNDO_FORM_ID}
      className="button button--secondary notice__undo"
      onClick={(event) => {
        event.preventDefault();
        dispatch(undo.action);
      }}
    >
      {undo.label}
    </button>
  );
}

// The live region is always in the page: screen readers only announce changes to a region
// that already existed when the change happened.
export function Notices() {
  const notices = useAppSelector(selectNotices);
  const dispatch = useAppDispatch();
  return (
    <div className="notices" role="status" aria-live="polite">
      {notices.map((notice) =>
        notice.spokenOnly ? (
          <p key={notice.id} className="visually-hidden">
            {notice.message}
          </p>
        ) : (
          <div key={notice.id} className={`notice notice--${notice.kind}`}>
            <p className="notice__message">{notice.message}</p>
            {notice.undo && <UndoButton undo={notice.undo} />}
            <button
              type="button"
              className="icon-button notice__dismiss"
              onClick={() => dispatch(noticeDismissed(notice.id))}
            >
              <CloseIcon />
              <span className="visually-hidden">{__('Dismiss notice')}</span>
            </button>
          </div>
        ),
      )}
    </div>
  );
}
