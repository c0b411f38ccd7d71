// Links for the contact channels: one per configured channel in a fixed order, none for a
// channel not configured or unable to make a link, and an id never breaking out of its URL.
import '../../i18n';
import { contactLinks } from './contactLinks';

describe('contactLinks', () => {
  it('builds a link for each configured channel, in a fixed order', () => {
    expect(
      contactLinks({
        bale: 'myshop',
        phone: '+98 21 1234 5678',
        eitaa: '@myshop',
        whatsapp: '+98 912 123 4567',
      }),
    ).toEqual([
      { kind: 'phone', href: 'tel:+982112345678', label: 'تماس تلفنی با ما', external: false },
      {
        kind: 'whatsapp',
        href: 'https://wa.me/989121234567',
        label: 'پیام در واتس‌اپ',
        external: true,
      },
      { kind: 'eitaa', href: 'https://eitaa.com/myshop', label: 'پیام در ایتا', external: true },
      { kind: 'bale', href: 'https://ble.ir/myshop', label: 'پیام در بله', external: true },
    ]);
  });

  it('leaves out channels that are not configured or cannot make a link', () => {
    expect(contactLinks({})).toEqual([]);
    expect(contactLinks({ phone: '   ', whatsapp: 'no digits' }).map((link) => link.kind)).toEqual(
      [],
    );
    expect(contactLinks({ eitaa: 'shop' }).map((link) => link.kind)).toEqual(['eitaa']);
  });

  it('keeps an id from breaking out of its URL', () => {
    expect(contactLinks({ bale: 'a/b?c' })[0]?.href).toBe('https://ble.ir/a%2Fb%3Fc');
  });
});
