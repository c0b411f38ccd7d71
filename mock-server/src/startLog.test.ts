// Issue 25 item 11: readable start logs in a terminal, JSON elsewhere, and a banner that says how
// to try the shop.
import { loggerOptions, startBanner } from './startLog';

describe('the start log', () => {
  it('is pino-pretty in a terminal and plain JSON when piped', () => {
    expect(loggerOptions('info', { isTTY: true })).toMatchObject({
      level: 'info',
      transport: { target: 'pino-pretty' },
    });
    expect(loggerOptions('debug', { isTTY: false })).toEqual({ level: 'debug' });
    expect(loggerOptions('info', {})).toEqual({ level: 'info' });
  });

  it('the banner gives the address, the demo coupon, the test gateway, the mail and the staff command', () => {
    const banner = startBanner({
      address: 'http://127.0.0.1:3000',
      testGateway: true,
      smtpUrl: undefined,
      database: 'data/shop.sqlite',
      mailTo: 'admin@shop.example',
    }).join('\n');
    expect(banner).toContain('http://127.0.0.1:3000');
    expect(banner).toContain('welcome10');
    expect(banner).toContain('/test-gateway/');
    expect(banner).toContain('outbox table of data/shop.sqlite');
    expect(banner).toContain('npm run user:create -- --role administrator');
  });

  it('names the SMTP server without its password, and says when the test gateway is off', () => {
    const banner = startBanner({
      address: 'https://shop.example',
      testGateway: false,
      smtpUrl: 'smtp://mailer:secret@mail.example:587',
      database: 'x',
      mailTo: 'a@b.c',
    }).join('\n');
    expect(banner).not.toContain('secret');
    expect(banner).toContain('mail.example:587');
    expect(banner).toContain('card payment: off');
  });
});
