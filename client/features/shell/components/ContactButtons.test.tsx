// The floating contact buttons: only the configured channels, each with a Persian name, folded
// behind one button on a phone (saying whether open, Escape closing and returning focus), and
// nothing when no channel is configured.
import { fireEvent, screen } from '@testing-library/react';
import { makeTestStore, renderWithStore, testConfig } from '../../../app/testing';
import { ContactButtons } from './ContactButtons';

function renderWith(contactButtons: typeof testConfig.contactButtons) {
  const { store } = makeTestStore({ config: { ...testConfig, contactButtons } });
  return renderWithStore(<ContactButtons />, store);
}

describe('ContactButtons', () => {
  it('shows only the configured channels, each with a Persian name', () => {
    renderWith({ phone: '+982112345678', eitaa: 'myshop' });
    const region = screen.getByRole('complementary', { name: 'تماس با ما' });
    const links = screen.getAllByRole('link');
    expect(region).toContainElement(links[0]!);
    expect(links).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'تماس تلفنی با ما' })).toHaveAttribute(
      'href',
      'tel:+982112345678',
    );
    const eitaa = screen.getByRole('link', { name: 'پیام در ایتا' });
    expect(eitaa).toHaveAttribute('href', 'https://eitaa.com/myshop');
    expect(eitaa).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'پیام در واتس‌اپ' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'پیام در بله' })).toBeNull();
  });

  it('renders all four when all are configured', () => {
    renderWith({ phone: '021', whatsapp: '98912', eitaa: 'e', bale: 'b' });
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'tel:021',
      'https://wa.me/98912',
      'https://eitaa.com/e',
      'https://ble.ir/b',
    ]);
  });

  it('folds behind one button on a phone: it says whether open; Escape closes and returns focus', () => {
    renderWith({ phone: '021', whatsapp: '98912' });
    const toggle = screen.getByRole('button', { name: 'تماس با ما' });
    const region = screen.getByRole('complementary', { name: 'تماس با ما' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(region).not.toHaveClass('contact-buttons--open');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(
      screen.getByRole('link', { name: 'تماس تلفنی با ما' }),
    );

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(region).toHaveClass('contact-buttons--open');

    const whatsapp = screen.getByRole('link', { name: 'پیام در واتس‌اپ' });
    whatsapp.focus();
    fireEvent.keyDown(whatsapp, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('renders nothing when no channel is configured', () => {
    const { container } = renderWith({});
    expect(container).toBeEmptyDOMElement();
  });
});
