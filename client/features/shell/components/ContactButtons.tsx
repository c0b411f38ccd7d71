// Floating buttons for the contact channels the site configured, and only those.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useAppSelector } from '../../../kernel/hooks';
import { __ } from '../../../i18n';
import { ChatIcon, CloseIcon, PhoneIcon, SendIcon } from '../../../ui/icons';
import { contactLinks, type ContactKind } from '../contactLinks';

function ContactIcon({ kind }: { kind: ContactKind }) {
  if (kind === 'phone') return <PhoneIcon />;
  if (kind === 'whatsapp') return <ChatIcon />;
  return <SendIcon />;
}

/**
 * Floating buttons for the contact channels the site configured, and only those. On a phone they
 * fold into one button that opens them (a column of four covered the page); the fold is CSS
 * (shell.css), so the server and the first render draw the same and the desktop shows the column.
 */
export function ContactButtons() {
  const buttons = useAppSelector((state) => state.config.contactButtons);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const links = contactLinks(buttons);
  if (links.length === 0) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <aside
      className={`contact-buttons${open ? ' contact-buttons--open' : ''}`}
      aria-label={__('Contact us')}
      onKeyDown={onKeyDown}
    >
      <ul id={listId}>
        {links.map((link) => (
          <li key={link.kind}>
            <a
              href={link.href}
              className={`contact-button contact-button--${link.kind}`}
              aria-label={link.label}
              title={link.label}
              {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              <ContactIcon kind={link.kind} />
            </a>
          </li>
        ))}
      </ul>
      <button
        ref={toggle}
        type="button"
        className="contact-button contact-buttons__toggle"
        aria-label={__('Contact us')}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {open ? <CloseIcon /> : <PhoneIcon />}
      </button>
    </aside>
  );
}
