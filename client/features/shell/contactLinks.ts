// One link per configured contact channel, in a fixed order.
import type { ContactButtons } from '../../../contracts/bootstrap';
import { __ } from '../../i18n';

export type ContactKind = keyof ContactButtons;

export interface ContactLink {
  kind: ContactKind;
  href: string;
  /** The accessible name, in Persian. */
  label: string;
  external: boolean;
}

const ORDER: ContactKind[] = ['phone', 'whatsapp', 'eitaa', 'bale'];

function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** null when a configured value cannot make a working link (e.g. a phone with no digits). */
function hrefFor(kind: ContactKind, value: string): string | null {
  switch (kind) {
    case 'phone': {
      const digits = digitsOnly(value);
      return digits ? `tel:${value.trim().startsWith('+') ? '+' : ''}${digits}` : null;
    }
    case 'whatsapp': {
      const digits = digitsOnly(value);
      return digits ? `https://wa.me/${digits}` : null;
    }
    case 'eitaa':
      return `https://eitaa.com/${encodeURIComponent(value.trim().replace(/^@/, ''))}`;
    case 'bale':
      return `https://ble.ir/${encodeURIComponent(value.trim().replace(/^@/, ''))}`;
  }
}

function labelFor(kind: ContactKind): string {
  switch (kind) {
    case 'phone':
      return __('Call us');
    case 'whatsapp':
      return __('Message us on WhatsApp');
    case 'eitaa':
      return __('Message us on Eitaa');
    case 'bale':
      return __('Message us on Bale');
  }
}

/** One link per configured contact channel, in a fixed order; unconfigured ones are left out. */
export function contactLinks(buttons: ContactButtons): ContactLink[] {
  return ORDER.flatMap((kind) => {
    const value = buttons[kind]?.trim();
    if (!value) return [];
    const href = hrefFor(kind, value);
    return href ? [{ kind, href, label: labelFor(kind), external: kind !== 'phone' }] : [];
  });
}
