// The footer: the copyright line with the Persian year from the clock it is given, links to the
// pages a shopper looks for (about, returns, shipping, privacy, contact), and the shop's
// address, phone, hours and badges in Persian digits, leaving out what is not set.
import { screen, waitFor, within } from '@testing-library/react';
import type { ShopDetails } from '../../../../contracts/bootstrap';
import { makeTestStore, renderWithStore, testConfig } from '../../../app/testing';
import { Footer } from './Footer';

const details: ShopDetails = {
  address: 'تهران، خیابان ولیعصر، پلاک 12',
  phone: '021-91001234',
  hours: 'شنبه تا چهارشنبه 9 تا 17',
  badges: [
    {
      issuer: 'enamad',
      href: 'https://trustseal.enamad.ir/?id=1&Code=x',
      image: 'https://trustseal.enamad.ir/logo.aspx?id=1&Code=x',
    },
    {
      issuer: 'samandehi',
      href: 'https://logo.samandehi.ir/Verify.aspx?id=2',
      image: '/badges/samandehi.png',
    },
  ],
};

function renderFooter(shopDetails?: ShopDetails, now = new Date(2026, 5, 1)) {
  const config = { ...testConfig, ...(shopDetails ? { shopDetails } : {}) };
  renderWithStore(<Footer />, makeTestStore({ config }).store, now);
}

describe('Footer', () => {
  it('shows the copyright line with the Persian year and the footer links', async () => {
    renderFooter();
    await waitFor(() =>
      expect(screen.getByRole('contentinfo')).toHaveTextContent(
        '© ۱۴۰۵ فروشگاه نمونه. همهٔ حقوق محفوظ است.',
      ),
    );
    const nav = screen.getByRole('navigation', { name: 'پیوندهای پانویس' });
    expect(nav.querySelectorAll('a')).toHaveLength(3);
  });

  it('keeps the year the server drew, as the page hydrates with it', () => {
    const { store } = makeTestStore({
      config: testConfig,
      preloaded: { shell: { menuOpen: false, year: '۱۴۰۴' } },
    });
    renderWithStore(<Footer />, store, new Date(2026, 5, 1));
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© ۱۴۰۴ فروشگاه نمونه.');
  });

  it("links the site's pages a shopper looks for: about, returns, shipping, privacy, contact", () => {
    renderFooter();
    const service = screen.getByRole('navigation', { name: 'خدمات مشتریان' });
    expect(
      within(service)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['دربارهٔ ما', '/about'],
      ['بازگشت کالا', '/returns'],
      ['ارسال سفارش', '/shipping'],
      ['حریم خصوصی', '/privacy'],
      ['تماس با ما', '/contact'],
    ]);
  });

  it("shows the shop's address, phone, hours and badges, with Persian digits", async () => {
    renderFooter(details);
    await screen.findByRole('list', { name: 'نمادهای اعتماد' });
    const contact = screen.getByRole('contentinfo').querySelector('address');
    expect(contact).toHaveTextContent('نشانی: تهران، خیابان ولیعصر، پلاک ۱۲');
    expect(contact).toHaveTextContent('ساعت کاری: شنبه تا چهارشنبه ۹ تا ۱۷');
    expect(screen.getByRole('link', { name: '۰۲۱-۹۱۰۰۱۲۳۴' })).toHaveAttribute(
      'href',
      'tel:02191001234',
    );
    const badges = within(screen.getByRole('list', { name: 'نمادهای اعتماد' }));
    const enamad = badges.getByRole('link', { name: 'نماد اعتماد الکترونیکی (اینماد)' });
    expect(enamad).toHaveAttribute('href', 'https://trustseal.enamad.ir/?id=1&Code=x');
    expect(enamad.querySelector('img')).toHaveAttribute(
      'src',
      'https://trustseal.enamad.ir/logo.aspx?id=1&Code=x',
    );
    expect(badges.getByRole('img', { name: 'نشان ساماندهی' })).toHaveAttribute(
      'src',
      '/badges/samandehi.png',
    );
  });

  it('leaves out every detail the shop has not set', async () => {
    renderFooter({ phone: '021-91001234', badges: [] });
    await screen.findByRole('link', { name: '۰۲۱-۹۱۰۰۱۲۳۴' });
    expect(screen.getByRole('contentinfo')).not.toHaveTextContent('نشانی');
    expect(screen.getByRole('contentinfo')).not.toHaveTextContent('ساعت کاری');
    expect(screen.queryByRole('list', { name: 'نمادهای اعتماد' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '۰۲۱-۹۱۰۰۱۲۳۴' })).toBeInTheDocument();
  });

  it('takes the year from the clock it is given when no server drew it', async () => {
    renderFooter(undefined, new Date(2026, 0, 10));
    expect(await screen.findByText(/^© ۱۴۰۴ /)).toBeInTheDocument();
  });
});
