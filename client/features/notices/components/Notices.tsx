import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { __ } from '../../../i18n';
import { CloseIcon } from '../../../ui/icons';
import { selectNotices } from '../selectors';
import { noticeDismissed } from '../slice';

// The live region is always in the page: screen readers only announce changes to a region
// that already existed when the change happened.
export function Notices() {
  const notices = useAppSelector(selectNotices);
  const dispatch = useAppDispatch();
  return (
    <div className="notices" role="status" aria-live="polite">
      {notices.map((notice) => (
        <div key={notice.id} className={`notice notice--${notice.kind}`}>
          <p className="notice__message">{notice.message}</p>
          <button
            type="button"
            className="icon-button notice__dismiss"
            onClick={() => dispatch(noticeDismissed(notice.id))}
          >
            <CloseIcon />
            <span className="visually-hidden">{__('Dismiss notice')}</span>
          </button>
        </div>
      ))}
    </div>
  );
}
