// The server's announcement (a discount code, say) as a modal dialog, once per visitor.
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { focusMainContent } from '../../../kernel/mainFocus';
import { __ } from '../../../i18n';
import { CloseIcon } from '../../../ui/icons';
import { keepFocusInside } from '../../shell';
import { selectAnnouncement } from '../selectors';
import { announcementDismissed, codeCopyRequested } from '../slice';
import '../announcement.css';

/**
 * Everything else in <body> becomes inert while the dialog is open (no clicks, no Tab, hidden
 * from screen readers), so only the dialog can be used. Returns the undo.
 */
function makeBackgroundInert(dialogLayer: HTMLElement): () => void {
  const changed: Element[] = [];
  for (const element of Array.from(dialogLayer.ownerDocument.body.children)) {
    if (element === dialogLayer || element.hasAttribute('inert')) continue;
    element.setAttribute('inert', '');
    changed.push(element);
  }
  return () => {
    for (const element of changed) element.removeAttribute('inert');
  };
}

/** The server's announcement (a discount code, say) as a modal dialog, once per visitor. */
export function AnnouncementDialog() {
  const { announcement, open, copy } = useAppSelector(selectAnnouncement);
  if (!announcement || !open) return null;
  return createPortal(
    <DialogLayer
      key={announcement.id}
      title={announcement.title}
      message={announcement.message}
      code={announcement.code}
      copy={copy}
    />,
    document.body,
  );
}

interface LayerProps {
  title: string;
  message: string;
  code: string | null;
  copy: 'idle' | 'copied' | 'failed';
}

function DialogLayer({ title, message, code, copy }: LayerProps) {
  const dispatch = useAppDispatch();
  const layerRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const firstActionRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();

  // On open: remember where focus was, make the page inert, move focus in. On close: undo both;
  // where focus was on <body> (the page had just loaded) or on something gone since, it goes to
  // the page's main content rather than back to <body>, where Tab would start from the top.
  useEffect(() => {
    const layer = layerRef.current;
    if (!layer) return undefined;
    const doc = layer.ownerDocument;
    const previous = doc.activeElement;
    const restoreBackground = makeBackgroundInert(layer);
    firstActionRef.current?.focus();
    return () => {
      restoreBackground();
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
      // Also where that element could not take focus back (hidden since, say).
      if (!doc.activeElement || doc.activeElement === doc.body) focusMainContent(doc);
    };
  }, []);

  const dismiss = () => dispatch(announcementDismissed());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      dismiss();
    } else if (event.key === 'Tab' && dialogRef.current) {
      keepFocusInside(dialogRef.current, event);
    }
  };

  return (
    <div ref={layerRef} className="announcement-layer">
      <div className="announcement-backdrop" aria-hidden="true" onClick={dismiss} />
      <div
        ref={dialogRef}
        className="announcement"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        onKeyDown={onKeyDown}
      >
        <button type="button" className="icon-button announcement__close" onClick={dismiss}>
          <CloseIcon />
          <span className="visually-hidden">{__('Close')}</span>
        </button>
        <h2 id={titleId} className="announcement__title">
          {title}
        </h2>
        <p id={messageId} className="announcement__message">
          {message}
        </p>
        {code !== null && (
          <div className="announcement__code">
            <span className="announcement__code-label">{__('Discount code:')}</span>{' '}
            <code dir="ltr" className="announcement__code-value">
              {code}
            </code>
            <button
              ref={firstActionRef}
              type="button"
              className="button announcement__copy"
              onClick={() => dispatch(codeCopyRequested())}
            >
              {__('Copy the code')}
            </button>
          </div>
        )}
        <p className="announcement__copy-result" aria-live="polite">
          {copy === 'copied' && __('The code was copied.')}
          {copy === 'failed' && __('The code could not be copied. Select it and copy it yourself.')}
        </p>
        <button
          ref={code === null ? firstActionRef : undefined}
          type="button"
          className="button announcement__done"
          onClick={dismiss}
        >
          {__('Got it')}
        </button>
      </div>
    </div>
  );
}
