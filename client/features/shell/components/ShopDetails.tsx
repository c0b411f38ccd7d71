// The footer's shop details, only those the shop has set: address, phone, opening hours, and its
// eNamad and Samandehi trust badges.
import type { ShopDetails as Details, TrustBadge } from '../../../../contracts/bootstrap';
import { __ } from '../../../i18n';
import { toPersianDigits } from '../../../ui/digits';

/** tel: takes the digits (and a leading +) of the number as the shop writes it. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+0-9]/g, '')}`;
}

function badgeName(issuer: TrustBadge['issuer']): string {
  return issuer === 'enamad' ? __('eNamad trust badge') : __('Samandehi badge');
}

/** The footer's address, phone and hours: only the lines the shop has set. */
function ShopContact({ details }: { details: Details }) {
  const { address, phone, hours } = details;
  if (address === undefined && phone === undefined && hours === undefined) return null;
  return (
    <address className="site-footer__contact">
      {address !== undefined && (
        <p>
          <span className="site-footer__label">{__('Address:')}</span> {toPersianDigits(address)}
        </p>
      )}
      {phone !== undefined && (
        <p>
          <span className="site-footer__label">{__('Phone:')}</span>{' '}
          <a href={telHref(phone)} dir="ltr">
            {toPersianDigits(phone)}
          </a>
        </p>
      )}
      {hours !== undefined && (
        <p>
          <span className="site-footer__label">{__('Opening hours:')}</span>{' '}
          {toPersianDigits(hours)}
        </p>
      )}
    </address>
  );
}

/**
 * eNamad and Samandehi, as their issuers ask: a link to the issuer's page about this shop around
 * the issuer's image, sent with the shop's origin as referrer (the issuer checks it).
 */
function TrustBadges({ badges }: { badges: readonly TrustBadge[] }) {
  if (badges.length === 0) return null;
  return (
    <ul className="site-footer__badges" aria-label={__('Trust badges')}>
      {badges.map((badge) => (
        <li key={badge.issuer}>
          <a href={badge.href} target="_blank" rel="noopener" referrerPolicy="origin">
            <img
              src={badge.image}
              alt={badgeName(badge.issuer)}
              width={96}
              height={96}
              loading="lazy"
              referrerPolicy="origin"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Both, as the footer places them (they come with the deferred chunk: app/deferred.tsx). */
export function ShopDetails({ details }: { details: Details }) {
  return (
    <>
      <ShopContact details={details} />
      <TrustBadges badges={details.badges} />
    </>
  );
}
