// Messages a stock WordPress + WooCommerce + CF7 site sends in English (captured from WooCommerce
// 9.9.5 and CF7 6.1.6), shown in Persian; what the shop does not know stays as written.
import { addStrings } from './index';
import { siteMessageStrings } from './catalogue/siteMessages';
import { siteMessage } from './siteMessages';

beforeAll(() => addStrings([siteMessageStrings]));

describe('siteMessage', () => {
  it.each([
    ['7 in stock', '۷ عدد در انبار'],
    ['Only 2 left in stock', 'فقط ۲ عدد در انبار مانده است'],
    ['Out of stock', 'ناموجود'],
    [
      'You cannot add &quot;کوله‌پشتی برزنتی&quot; to the cart because the product is out of stock.',
      '«کوله‌پشتی برزنتی» ناموجود است و به سبد خرید افزوده نمی‌شود.',
    ],
    [
      'You cannot add that amount of &quot;شال گردن پشمی&quot; to the cart because there is not enough stock (3 remaining).',
      'از «شال گردن پشمی» این تعداد در انبار نیست (۳ عدد مانده است).',
    ],
    ['"nosuchcode" is an invalid coupon code.', 'کد تخفیف «nosuchcode» معتبر نیست.'],
    [
      'There was a problem with the provided billing address: Email address is required',
      'نشانی صورت‌حساب کامل نیست: ایمیل لازم است',
    ],
    ['Please fill out this field.', 'لطفاً این فیلد را پر کنید.'],
    [
      'One or more fields have an error. Please check and try again.',
      'یک یا چند فیلد خطا دارد. لطفاً آن‌ها را بررسی کنید و دوباره بفرستید.',
    ],
  ])('%s', (english, persian) => {
    expect(siteMessage(english)).toBe(persian);
  });

  it('keeps what it does not know, entities decoded', () => {
    expect(siteMessage('Sorry &amp; goodbye')).toBe('Sorry & goodbye');
    expect(siteMessage('پیام فارسی خود سایت')).toBe('پیام فارسی خود سایت');
  });
});
