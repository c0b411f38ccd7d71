// The amazing offers carousel: a labelled right-to-left region, Persian-digit prices, discount
// and countdown, add to cart or a link for products needing a choice, wrapping and announcing
// only the shopper's moves, pause and play (reduced motion starts paused), and the ring.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeTestStore, renderWithStore } from '../../../app/testing';
import { selectCarousel } from '../selectors';
import {
  autoAdvanced,
  clockStarted,
  reducedMotionChanged,
  slidesFailed,
  slidesLoaded,
  slidesRequested,
} from '../slice';
import { makeSlide } from '../testSupport';
import { AmazingCarousel } from './AmazingCarousel';

const ID = 'amazing';
const NOW = Date.parse('2026-03-01T12:00:00Z');

const SLIDES = [
  makeSlide({ id: 11, name: 'هدفون بی‌سیم', saleEndsAt: NOW + 3725_000 }),
  makeSlide({ id: 12, name: 'هدست گیمینگ', noSale: true, discount: 0, regular: 800_000 }),
  makeSlide({ id: 13, name: 'تی‌شرت اورسایز', needsChoice: true, priceFrom: true }),
];

function renderCarousel() {
  const { store } = makeTestStore();
  store.dispatch(slidesLoaded({ id: ID, slides: SLIDES }));
  store.dispatch(clockStarted({ id: ID, now: NOW }));
  const dispatch = jest.spyOn(store, 'dispatch');
  const view = renderWithStore(<AmazingCarousel />, store);
  const region = screen.getByRole('region', { name: 'پیشنهاد شگفت‌انگیز' });
  return { ...view, store, dispatch, region };
}

const position = (region: HTMLElement) => region.querySelector('.carousel__position')?.textContent;

describe('AmazingCarousel', () => {
  // The slider comes in its own chunk: the first carousel shows the skeleton until it is here,
  // every later one draws it at once.
  beforeAll(async () => {
    const { region, unmount } = renderCarousel();
    expect(region.querySelector('.carousel__skeleton')).not.toBeNull();
    await waitFor(() => expect(region.querySelector('[data-slide-id]')).not.toBeNull());
    unmount();
  });

  it('is a labelled carousel region, right to left, whose slides carry their ids', () => {
    const { region } = renderCarousel();
    expect(region).toHaveAttribute('aria-roledescription', 'اسلایدر');
    expect(region).toHaveAttribute('dir', 'rtl');
    const ids = new Set(
      [...region.querySelectorAll('[data-slide-id]')].map((slide) =>
        slide.getAttribute('data-slide-id'),
      ),
    );
    expect(ids).toEqual(new Set(['11', '12', '13']));
    const groups = region.querySelectorAll('[aria-roledescription="اسلاید"]');
    expect([...groups].map((group) => group.getAttribute('aria-label'))).toEqual(
      expect.arrayContaining(['۱ از ۳', '۲ از ۳', '۳ از ۳']),
    );
    expect(position(region)).toBe('۱ از ۳');
    // Nothing inside a slide is in the tab order (react-slick hides slides with aria-hidden).
    for (const link of region.querySelectorAll('.slick-slide a')) {
      expect(link).toHaveAttribute('tabindex', '-1');
    }
  });

  it('shows the struck price, the discount and the Toman price in Persian digits', () => {
    const { region } = renderCarousel();
    const slide = region.querySelector('.slick-slide:not(.slick-cloned) [data-slide-id="11"]')!;
    expect(slide.querySelector('del')).toHaveTextContent('قیمت اصلی: ۱٬۰۰۰٬۰۰۰ تومان');
    expect(slide.querySelector('ins')).toHaveTextContent('قیمت فعلی: ۸۰۰٬۰۰۰ تومان');
    expect(slide.querySelector('.carousel-slide__discount')).toHaveTextContent('۲۰٪ تخفیف');
    const variable = region.querySelector('.slick-slide:not(.slick-cloned) [data-slide-id="13"]')!;
    expect(variable.querySelector('ins')).toHaveTextContent('از ۸۰۰٬۰۰۰ تومان');
  });

  it('counts the offer down in Persian digits from the store clock', () => {
    const { region, store } = renderCarousel();
    const time = () =>
      region.querySelector('.slick-slide:not(.slick-cloned) .offer-countdown__time')!;
    expect(time()).toHaveTextContent('۰۱:۰۲:۰۵');
    act(() => {
      store.dispatch(clockStarted({ id: ID, now: NOW + 3725_000 - 59_000 }));
    });
    expect(time()).toHaveTextContent('۰۰:۰۰:۵۹');
    expect(time()).toHaveAttribute('datetime', 'PT59S');
    act(() => {
      store.dispatch(clockStarted({ id: ID, now: NOW + 3725_000 - 2 * 86_400_000 - 61_000 }));
    });
    expect(time()).toHaveTextContent('۲ روز و ۰۰:۰۱:۰۱');
  });

  it('marks the no-sale slide and disables add to cart while it is active', async () => {
    const { region, dispatch } = renderCarousel();
    const noSale = region.querySelector('.slick-slide:not(.slick-cloned) [data-slide-id="12"]')!;
    expect(noSale).toHaveClass('carousel-slide--no-sale');
    expect(noSale.querySelector('.carousel-slide__no-sale')).toHaveTextContent('ناموجود');

    const add = () => within(region).getByRole('button', { name: 'افزودن به سبد خرید' });
    expect(add()).toBeEnabled();
    await userEvent.click(within(region).getByRole('button', { name: 'محصول بعدی' }));
    expect(position(region)).toBe('۲ از ۳');
    expect(add()).toBeDisabled();
    expect(add()).toHaveAccessibleDescription('هدست گیمینگ — ناموجود');
    dispatch.mockClear();
    await userEvent.click(add());
    expect(dispatch).not.toHaveBeenCalledWith(
      expect.objectContaining({ type: 'cart/addToCartRequested' }),
    );
  });

  it('adds the active simple product through the cart saga action', async () => {
    const { region, dispatch } = renderCarousel();
    await userEvent.click(within(region).getByRole('button', { name: 'افزودن به سبد خرید' }));
    expect(dispatch).toHaveBeenCalledWith({
      type: 'cart/addToCartRequested',
      payload: { productId: 11, id: 11, quantity: 1, name: 'هدفون بی‌سیم' },
    });
  });

  it('links a product that needs a choice to its page instead of adding it', async () => {
    const { region } = renderCarousel();
    await userEvent.click(within(region).getByRole('button', { name: 'محصول قبلی' }));
    expect(position(region)).toBe('۳ از ۳');
    const choose = within(region).getByRole('link', { name: 'انتخاب گزینه‌های «تی‌شرت اورسایز»' });
    expect(choose).toHaveAttribute('href', '/product/product-13');
    expect(within(region).queryByRole('button', { name: 'افزودن به سبد خرید' })).toBeNull();
  });

  it('wraps both ways with the buttons and announces only the shopper’s moves', async () => {
    const { region, store } = renderCarousel();
    const status = within(region).getByRole('status');
    act(() => {
      store.dispatch(autoAdvanced({ id: ID }));
    });
    expect(position(region)).toBe('۲ از ۳');
    expect(status).toBeEmptyDOMElement();
    await userEvent.click(within(region).getByRole('button', { name: 'محصول بعدی' }));
    await userEvent.click(within(region).getByRole('button', { name: 'محصول بعدی' }));
    expect(position(region)).toBe('۱ از ۳');
    expect(status).toHaveTextContent('اسلاید ۱ از ۳: هدفون بی‌سیم');
    await userEvent.click(within(region).getByRole('button', { name: 'محصول قبلی' }));
    expect(position(region)).toBe('۳ از ۳');
  });

  it('has a visible pause button that becomes play, and starts as play under reduced motion', async () => {
    const { region, store } = renderCarousel();
    const pause = within(region).getByRole('button', {
      name: 'توقف اسلایدر و زمان‌سنج پیشنهادها',
    });
    expect(pause).toHaveTextContent('توقف');
    await userEvent.click(pause);
    expect(selectCarousel(store.getState(), ID).paused.button).toBe(true);
    const play = within(region).getByRole('button', { name: 'پخش اسلایدر و زمان‌سنج پیشنهادها' });
    expect(play).toHaveTextContent('پخش');
    await userEvent.click(play);
    expect(selectCarousel(store.getState(), ID).paused.button).toBe(false);

    act(() => {
      store.dispatch(reducedMotionChanged({ id: ID, reduce: true }));
    });
    expect(within(region).getByRole('button', { name: /^پخش/ })).toBeInTheDocument();
  });

  it('pauses on hover and while keyboard focus is inside', () => {
    const { region, store } = renderCarousel();
    const paused = () => selectCarousel(store.getState(), ID).paused;
    fireEvent.mouseEnter(region);
    expect(paused().hover).toBe(true);
    fireEvent.mouseLeave(region);
    expect(paused().hover).toBe(false);

    const next = within(region).getByRole('button', { name: 'محصول بعدی' });
    const previous = within(region).getByRole('button', { name: 'محصول قبلی' });
    act(() => next.focus());
    expect(paused().focus).toBe(true);
    act(() => previous.focus());
    expect(paused().focus).toBe(true);
    act(() => previous.blur());
    expect(paused().focus).toBe(false);
  });

  it('draws the ring from the count and resets it without animating after a change', () => {
    const { region, store } = renderCarousel();
    const ring = () => region.querySelector('.carousel-timer__progress')!;
    expect(ring()).toHaveAttribute('data-running', 'true');
    expect(Number(ring().getAttribute('stroke-dashoffset'))).toBeCloseTo(56.549, 2);
    expect(ring().closest('svg')).toHaveAttribute('aria-hidden', 'true');
    act(() => {
      store.dispatch(autoAdvanced({ id: ID }));
    });
    expect(ring()).toHaveAttribute('data-running', 'false');
    expect(ring()).toHaveClass('carousel-timer__progress--reset');
    expect(Number(ring().getAttribute('stroke-dashoffset'))).toBe(0);
  });

  it('says when the offers are loading or could not be loaded', () => {
    const { store } = makeTestStore();
    store.dispatch(slidesRequested({ id: ID }));
    const { container } = renderWithStore(<AmazingCarousel />, store);
    expect(screen.getByText('در حال بارگذاری پیشنهادهای شگفت‌انگیز…')).toBeInTheDocument();
    // Three cards of the slides' size hold the place (desktop layout by default).
    expect(container.querySelectorAll('.carousel-slide--skeleton')).toHaveLength(3);
    act(() => {
      store.dispatch(slidesFailed({ id: ID, message: 'خطا' }));
    });
    expect(screen.getByText(/پیشنهادهای شگفت‌انگیز بارگذاری نشد/)).toBeInTheDocument();
  });
});
