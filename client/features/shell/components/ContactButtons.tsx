import { useAppSelector } from '../../../app/hooks';
import { __ } from '../../../i18n';
import { ChatIcon, PhoneIcon, SendIcon } from '../../../ui/icons';
import { contactLinks, type ContactKind } from '../contactLinks';

function ContactIcon({ kind }: { kind: ContactKind }) {
  if (kind === 'phone') return <PhoneIcon />;
  if (kind === 'whatsapp') return <ChatIcon />;
  return <SendIcon />;
}

/** Floating buttons for the contact channels the site configured, and only those. */
export function ContactButtons() {
  const buttons = useAppSelector((state) => state.config.contactButtons);
  const links = contactLinks(buttons);
  if (links.length === 0) return null;
  return (
    <aside className="contact-buttons" aria-label={__('Contact us')}>
      <ul>
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
    </aside>
  );
}
