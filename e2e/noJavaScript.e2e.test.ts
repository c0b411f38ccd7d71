// Without JavaScript (issue 25, item 5), on a phone: the contact forms, add to cart, the cart page,
// checkout with cash on delivery and sign-in work as plain form posts, judged by the same server
// rules and messages as the app's; each post answers 303 on or the page again with the refusal.
// Also the returning customer's checkout with JavaScript (issue 25, item 2).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { appStarted, axeViolations, openPage, screenshot, VIEWPORTS } from './browser';
import type { RunningShop } from './shop';
import { withShopAndChromium } from './shopAndBrowser';

const IDEAS_FORM = `id: 201
title: صندوق پیشنهادها
pages: contact, about
message.mail_sent_ok: پیشنهاد شما رسید.
--- form
<label> نام [text* your-name] </label>
<label> ایمیل [email* your-email] </label>
<label> پیشنهاد [textarea* idea minlength:5] </label>
[submit "ارسال"]
`;

let shop: RunningShop;
let browser: Browser;

withShopAndChromium((running) => ({ shop, browser } = running), {
  forms: { 'ideas.cf7': IDEAS_FORM },
});

const noScript = (): Promise<BrowserContext> =>
  browser.newContext({ javaScriptEnabled: false, locale: 'fa-IR', viewport: VIEWPORTS.mobile });

const MOBILE = '09127654321';
const PASSWORD = 'رمز-خوب-۹۸۷۶';

interface SimpleProduct {
  id: number;
  slug: string;
  name: string;
  is_in_stock: boolean;
  categories: { slug: string }[];
}

/** Simple products in stock (or, with `inStock` false, one sold out). */
async function simpleProducts(inStock = true): Promise<SimpleProduct[]> {
  const answer = await fetch(`${shop.url}/wp-json/wc/store/v1/products?type=simple&per_page=20`);
  return ((await answer.json()) as SimpleProduct[]).filter(
    (product) => product.is_in_stock === inStock,
  );
}

const persian = (value: number | string) =>
  String(value).replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]!);

/** The order rows the shop holds, newest last. */
const storedOrders = () =>
  shop.server.db
    .prepare<[], { id: number; status: string }>('SELECT id, status FROM orders ORDER BY id')
    .all();

/** Types into an address field of the checkout by its id (labels repeat words: نام, نام خانوادگی). */
async function fillCheckout(page: Page, values: Record<string, string>): Promise<void> {
  for (const [id, value] of Object.entries(values)) {
    await page.locator(`#checkout-${id}`).fill(value);
  }
}

describe('contact forms without JavaScript', () => {
  test('a message sent from /about is stored, and the page back says so', async () => {
    const context = await noScript();
    const page = await context.newPage();
    await page.goto(`${shop.url}/about`);
    const ideas = page.getByRole('form', { name: 'صندوق پیشنهادها' });
    await ideas.getByLabel('نام').fill('مریم احمدی');
    await ideas.getByLabel('ایمیل').fill('maryam@example.com');
    await ideas.getByLabel('پیشنهاد').fill('ارسال رایگان برای خریدهای بالای یک میلیون');
    const send = ideas.getByRole('button', { name: 'ارسال' });
    expect(await send.isEnabled()).toBe(true);
    await send.click();
    await page.getByRole('heading', { name: 'پیام شما فرستاده شد' }).waitFor();
    expect(await page.getByRole('status').innerText()).toBe('پیشنهاد شما رسید.');
    await screenshot(page, 'nojs-contact-sent-phone');
    const stored = shop.server.db
      .prepare<[], { form_id: number; status: string }>(
        'SELECT form_id, status FROM contact_submissions',
      )
      .all();
    expect(stored).toEqual([{ form_id: 201, status: 'mail_sent' }]);
    await context.close();
  });

  test('a refused post names what is wrong, in the same words as the app', async () => {
    const context = await noScript();
    const page = await context.newPage();
    await page.goto(`${shop.url}/contact`);
    const wholesale = page.locator('.wpcf7[data-wpcf7-id="102"] form');
    const send = wholesale.getByRole('button', { name: 'فرستادن درخواست' });
    await send.click();
    await page.getByRole('heading', { name: 'پیام فرستاده نشد' }).waitFor();
    expect(await page.getByRole('status').innerText()).toBe(
      'یک یا چند فیلد خطا دارد. لطفاً آن‌ها را بررسی کنید و دوباره بفرستید.',
    );
    const errors = await page.getByRole('listitem').allInnerTexts();
    expect(errors).toContain('یکی را انتخاب کنید.');
    expect(errors).toContain('لطفاً این فیلد را پر کنید.');
    await screenshot(page, 'nojs-contact-refused-phone');
    await page.getByRole('link', { name: 'بازگشت به فرم و درست کردن' }).click();
    await page.waitForURL(`${shop.url}/contact#wpcf7-f102-o2`);
    await context.close();
  });
});

describe('a purchase without JavaScript, on a phone', () => {
  test('add to cart, change the quantity, a refused checkout, then cash on delivery', async () => {
    const [product] = await simpleProducts();
    const context = await noScript();
    const page = await context.newPage();
    await page.goto(`${shop.url}/product/${product!.slug}`);
    await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
    await page.waitForURL(`${shop.url}/cart`);
    const line = page.locator('.cart-line');
    await expect(line.locator('.cart-line__name').innerText()).resolves.toBe(product!.name);
    await expect(line.getByRole('textbox').inputValue()).resolves.toBe('۱');
    await screenshot(page, 'nojs-cart-phone');

    // One more with the + button, then a typed quantity with «به‌روزرسانی سبد خرید».
    await line.getByRole('button', { name: 'یکی بیشتر' }).click();
    await page.waitForURL(`${shop.url}/cart`);
    await expect(line.getByRole('textbox').inputValue()).resolves.toBe('۲');
    await line.getByRole('textbox').fill('۳');
    await page.getByRole('button', { name: 'به‌روزرسانی سبد خرید' }).last().click();
    await page.waitForURL(`${shop.url}/cart`);
    await expect(line.getByRole('textbox').inputValue()).resolves.toBe('۳');

    await page.getByRole('link', { name: 'ادامه و تسویه حساب' }).click();
    await page.waitForURL(`${shop.url}/checkout`);
    // The province list and the button are in the page the server sent.
    expect(await page.locator('#checkout-state option').count()).toBeGreaterThan(30);
    const place = page.getByRole('button', { name: 'ثبت سفارش', exact: true });
    await fillCheckout(page, { 'first-name': 'مریم', phone: '۰۹۱۲۱۲۳۴۵۶۷' });
    await place.click();
    // Refused: the same Persian messages as the app, and what was typed is still there.
    await page.getByText('نشانی را بنویسید.').first().waitFor();
    await expect(page.locator('#checkout-first-name').inputValue()).resolves.toBe('مریم');
    await expect(page.locator('#checkout-phone').inputValue()).resolves.toBe('۰۹۱۲۱۲۳۴۵۶۷');
    expect(storedOrders()).toEqual([]);
    await screenshot(page, 'nojs-checkout-refused-phone');

    // The city list follows the province after «نمایش شهرهای این استان».
    await page.locator('#checkout-state').selectOption('THR');
    await page.getByRole('button', { name: 'نمایش شهرهای این استان' }).click();
    await page.locator('#checkout-city').selectOption('تهران');
    await fillCheckout(page, {
      'last-name': 'احمدی',
      'address-1': 'خیابان ولیعصر، کوچهٔ ۱۲، پلاک ۳',
      postcode: '۱۴۳۴۸-۶۳۱۱۱',
    });
    await page.getByRole('radio', { name: 'پرداخت در محل' }).check();
    await screenshot(page, 'nojs-checkout-filled-phone');
    await place.click();
    await page.waitForURL(/\/checkout\/order-received\/\d+/);
    await page.getByRole('heading', { name: 'سفارش دریافت شد' }).waitFor();
    const [order] = storedOrders();
    expect(order).toBeDefined();
    await expect(page.locator('main').innerText()).resolves.toContain(persian(order!.id));
    await screenshot(page, 'nojs-order-received-phone');
    // The cart that made the order is empty.
    await page.goto(`${shop.url}/cart`);
    await expect(page.locator('.cart-line').count()).resolves.toBe(0);
    await context.close();
  });
});

describe('paying by card without JavaScript, on a phone', () => {
  test('the checkout posts to the bank, and the paid order empties the cart', async () => {
    const [, , product] = await simpleProducts();
    const context = await noScript();
    const page = await context.newPage();
    await page.goto(`${shop.url}/product/${product!.slug}`);
    await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
    await page.waitForURL(`${shop.url}/cart`);
    await page.goto(`${shop.url}/checkout`);
    await page.locator('#checkout-state').selectOption('THR');
    await page.getByRole('button', { name: 'نمایش شهرهای این استان' }).click();
    await page.locator('#checkout-city').selectOption('تهران');
    await fillCheckout(page, {
      'first-name': 'نگار',
      'last-name': 'کریمی',
      phone: '۰۹۱۲۳۳۳۲۲۱۱',
      'address-1': 'خیابان شریعتی، کوچهٔ ۹، پلاک ۴',
      postcode: '۱۴۳۴۸۶۳۱۱۱',
    });
    const before = storedOrders().length;
    await page.getByRole('radio', { name: /پرداخت اینترنتی/ }).check();
    await screenshot(page, 'nojs-checkout-card-phone');
    await page.getByRole('button', { name: 'ثبت سفارش', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'درگاه پرداخت آزمایشی' }).waitFor();
    const placed = storedOrders().slice(before);
    expect(placed.map((order) => order.status)).toEqual(['pending']);
    await screenshot(page, 'nojs-gateway-phone');
    await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
    await page.getByText('سپاسگزاریم. سفارش شما دریافت شد.').first().waitFor();
    await expect(page.locator('main').innerText()).resolves.toContain(persian(placed[0]!.id));
    expect(
      storedOrders()
        .slice(before)
        .map((order) => order.status),
    ).toEqual(['processing']);
    await screenshot(page, 'nojs-card-paid-phone');
    await page.goto(`${shop.url}/cart`);
    await expect(page.locator('.cart-line').count()).resolves.toBe(0);
    await context.close();
  });
});

describe('a product with swatches without JavaScript, on a phone', () => {
  test('choose colour, size and material, add: the cart has that variation and says so once', async () => {
    const context = await noScript();
    const page = await context.newPage();
    await page.goto(`${shop.url}/product/custom-sneaker`);
    const choose = (group: string, value: string) =>
      page
        .getByRole('group', { name: group })
        .getByRole('radio', { name: value, exact: true })
        .check();
    // Sizes past the display limit wait behind «more», which opens without JavaScript.
    await page
      .getByRole('group', { name: 'سایز' })
      .getByText(/^نمایش [۰-۹]+ مورد دیگر/)
      .click();
    await choose('رنگ', 'مشکی');
    await choose('سایز', '۴۰');
    await choose('جنس', 'چرم طبیعی');
    await screenshot(page, 'nojs-variable-product-phone');
    await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
    await page.waitForURL(`${shop.url}/cart`);
    const said = '«کفش کتانی سفارشی – مشکی، ۴۰، چرم طبیعی» به سبد خرید شما افزوده شد.';
    await expect(page.locator('.notices').innerText()).resolves.toContain(said);
    const line = page.locator('.cart-line');
    await expect(line.innerText()).resolves.toContain('کفش کتانی سفارشی');
    await expect(line.innerText()).resolves.toContain('چرم طبیعی');
    await screenshot(page, 'nojs-variable-added-phone');
    // The notice is the post's: the page drawn again does not repeat it.
    await page.reload();
    await expect(page.locator('.notices').innerText()).resolves.not.toContain(said);

    // Removed, then put back with «بازگرداندن» (a post): the same variation, the same quantity.
    await line.getByRole('button', { name: 'یکی بیشتر' }).click();
    await page.waitForURL(`${shop.url}/cart`);
    await expect(line.getByRole('textbox').inputValue()).resolves.toBe('۲');
    const before = await line.innerText();
    await line.getByRole('button', { name: 'حذف «کفش کتانی سفارشی» از سبد خرید' }).click();
    await page.waitForURL(`${shop.url}/cart`);
    await expect(page.locator('.cart-line').count()).resolves.toBe(0);
    const notice = page.locator('.notices');
    await expect(notice.innerText()).resolves.toContain('«کفش کتانی سفارشی» حذف شد.');
    const undo = notice.getByRole('button', { name: 'بازگرداندن' });
    await screenshot(page, 'nojs-cart-removed-undo-phone');
    await undo.click();
    await page.waitForURL(`${shop.url}/cart`);
    // In the app's words, as its own undo button says it.
    await expect(notice.innerText()).resolves.toContain('«کفش کتانی سفارشی» به سبد خرید بازگشت.');
    await expect(line.innerText()).resolves.toBe(before);
    await expect(line.getByRole('textbox').inputValue()).resolves.toBe('۲');
    await screenshot(page, 'nojs-cart-restored-phone');

    // A colour alone: refused naming what is still to choose, the cart unchanged.
    await page.goto(`${shop.url}/product/custom-sneaker`);
    await choose('رنگ', 'مشکی');
    const refused = page.waitForResponse((answer) => answer.request().method() === 'POST');
    await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
    expect((await refused).status()).toBe(400);
    await expect(page.locator('.notices').innerText()).resolves.toContain(
      'برای افزودن به سبد خرید، سایز و جنس را انتخاب کنید.',
    );
    await expect(page.locator('.cart-line').count()).resolves.toBe(1);
    await screenshot(page, 'nojs-variable-incomplete-phone');
    await context.close();
  });
});

describe('the product gallery without JavaScript, on a phone', () => {
  test('a thumbnail shows its picture, by pointer or keyboard, and nothing moves', async () => {
    const [product] = await simpleProducts();
    const answer = await fetch(`${shop.url}/wp-json/wc/store/v1/products/${product!.id}`);
    const { images } = (await answer.json()) as { images: { src: string }[] };
    expect(images.length).toBeGreaterThan(2);
    const context = await noScript();
    const page = await context.newPage();
    await page.goto(`${shop.url}/product/${product!.slug}`);
    const shown = page.locator('.product-gallery__image:visible');
    const shownPicture = async () => {
      await expect(shown.count()).resolves.toBe(1);
      return shown.getAttribute('src');
    };
    await expect(shownPicture()).resolves.toBe(images[0]!.src);

    // The second thumbnail, tapped: its picture, with the thumbnail where it was (no scroll).
    const second = page.locator('.product-gallery__thumb').nth(1);
    await second.scrollIntoViewIfNeeded();
    const before = await second.boundingBox();
    await second.click();
    await expect(shownPicture()).resolves.toBe(images[1]!.src);
    expect(await page.getByRole('radio', { name: 'تصویر ۲ از ۳' }).isChecked()).toBe(true);
    expect(await second.boundingBox()).toEqual(before);
    await screenshot(page, 'nojs-gallery-second-phone');

    // By keyboard: the checked thumbnail is one stop; the arrows go through the pictures.
    const focused = page.locator('.product-gallery__choice:focus');
    await page.locator('#main, main').first().focus();
    for (let presses = 0; presses < 40 && (await focused.count()) === 0; presses += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(focused.count()).resolves.toBe(1);
    await page.keyboard.press('ArrowDown');
    await expect(shownPicture()).resolves.toBe(images[2]!.src);
    expect(await page.getByRole('radio', { name: 'تصویر ۳ از ۳' }).isChecked()).toBe(true);
    await screenshot(page, 'nojs-gallery-keyboard-phone');
    await context.close();

    // The app hydrates the same markup and keeps the choice in its state; axe finds nothing.
    const withScript = await openPage(browser, VIEWPORTS.mobile);
    await withScript.page.goto(`${shop.url}/product/${product!.slug}`);
    await appStarted(withScript.page);
    await withScript.page.locator('.product-gallery__thumb').nth(1).click();
    await withScript.page
      .locator(`.product-gallery__image.is-chosen[src="${images[1]!.src}"]`)
      .waitFor();
    await expect(withScript.page.locator('.product-gallery__image:visible').count()).resolves.toBe(
      1,
    );
    expect(await axeViolations(withScript.page)).toEqual([]);
    expect(withScript.problems).toEqual([]);
    await withScript.context.close();
  });
});

describe('a purchase without JavaScript, on a desktop (1280x900)', () => {
  test('product, cart, checkout and order received read as a shopper expects', async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      locale: 'fa-IR',
      viewport: VIEWPORTS.desktop,
    });
    const page = await context.newPage();
    await page.goto(`${shop.url}/product/custom-sneaker`);
    // The quantity is typed: − and + (which need the app here) are not offered.
    await expect(page.getByRole('button', { name: 'یکی بیشتر' }).count()).resolves.toBe(0);
    await screenshot(page, 'nojs-product-desktop');
    const choose = (group: string, value: string) =>
      page
        .getByRole('group', { name: group })
        .getByRole('radio', { name: value, exact: true })
        .check();
    await choose('رنگ', 'مشکی');
    await choose('سایز', '۳۸');
    await choose('جنس', 'چرم طبیعی');
    await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
    await page.waitForURL(`${shop.url}/cart`);
    await page.locator('.notices .notice--success').waitFor();
    // Nothing on the page that needs JavaScript to work: no close button, no card button.
    await expect(page.getByRole('button', { name: 'بستن پیام' }).count()).resolves.toBe(0);
    await expect(
      page.getByRole('button', { name: 'پرداخت اینترنتی با کارت بانکی یا کیف پول' }).count(),
    ).resolves.toBe(0);
    await screenshot(page, 'nojs-cart-desktop');
    await page.getByRole('link', { name: 'ادامه و تسویه حساب' }).click();
    await page.waitForURL(`${shop.url}/checkout`);
    // Paying by card is offered: the post answers with the bank's page (the phone journey below).
    await expect(page.getByRole('radio', { name: /پرداخت اینترنتی/ }).count()).resolves.toBe(1);
    await screenshot(page, 'nojs-checkout-desktop');
    await page.locator('#checkout-state').selectOption('THR');
    await page.getByRole('button', { name: 'نمایش شهرهای این استان' }).click();
    await page.locator('#checkout-city').selectOption('تهران');
    await fillCheckout(page, {
      'first-name': 'سارا',
      'last-name': 'رضایی',
      phone: '۰۹۱۲۵۵۵۴۴۳۳',
      'address-1': 'خیابان انقلاب، کوچهٔ ۵، پلاک ۷',
      postcode: '۱۴۳۴۸۶۳۱۱۱',
    });
    // The transfer's reference field shows as soon as the transfer is ticked, no post needed.
    await expect(page.locator('#checkout-transfer-reference').isVisible()).resolves.toBe(false);
    await page.getByRole('radio', { name: 'کارت به کارت' }).check();
    await page.locator('#checkout-transfer-reference').fill('۱۲۳۴۵۶۷۸');
    await screenshot(page, 'nojs-checkout-filled-desktop');
    await page.getByRole('button', { name: 'ثبت سفارش', exact: true }).click();
    await page.waitForURL(/\/checkout\/order-received\/\d+/);
    await page.getByRole('heading', { name: 'سفارش دریافت شد' }).waitFor();
    await screenshot(page, 'nojs-order-received-desktop');
    await context.close();
  });
});

/** A plain client with its own cookie jar, posting forms as a browser without JavaScript does. */
class FormClient {
  private readonly jar = new Map<string, string>();

  private keep(answer: Response): void {
    for (const cookie of answer.headers.getSetCookie()) {
      const pair = cookie.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      this.jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }

  private get cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async page(path: string): Promise<string> {
    const answer = await fetch(`${shop.url}${path}`, {
      headers: { accept: 'text/html', cookie: this.cookie },
    });
    this.keep(answer);
    return answer.text();
  }

  /** The visitor's `_wpnonce`, as the page gave it. */
  async nonce(path: string): Promise<string> {
    const html = await this.page(path);
    return /name="_wpnonce" value="([^"]+)"/.exec(html)?.[1] ?? '';
  }

  async post(path: string, fields: Record<string, string>): Promise<Response> {
    const answer = await fetch(`${shop.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        accept: 'text/html',
        'content-type': 'application/x-www-form-urlencoded',
        cookie: this.cookie,
      },
      body: new URLSearchParams(fields).toString(),
    });
    this.keep(answer);
    return answer;
  }

  async cart(): Promise<{
    items: { key: string; id: number; quantity: number }[];
    coupons: unknown[];
  }> {
    const answer = await fetch(`${shop.url}/wp-json/wc/store/v1/cart`, {
      headers: { cookie: this.cookie },
    });
    return (await answer.json()) as {
      items: { key: string; id: number; quantity: number }[];
      coupons: unknown[];
    };
  }
}

describe('a listing card without JavaScript', () => {
  test('its add button posts, and the cart shows the line', async () => {
    const [, product] = await simpleProducts();
    const context = await noScript();
    const page = await context.newPage();
    await page.goto(`${shop.url}/product-category/${product!.categories[0]!.slug}`);
    await screenshot(page, 'nojs-listing-phone');
    await page.getByRole('button', { name: `افزودن «${product!.name}» به سبد خرید` }).click();
    await page.waitForURL(`${shop.url}/cart`);
    await expect(page.locator('.cart-line__name').allInnerTexts()).resolves.toEqual([
      product!.name,
    ]);
    await context.close();
  });
});

describe('the plain posts, route by route', () => {
  test('add to cart, quantities, removal and coupons: 303 on success, 400 and nothing changed on bad input', async () => {
    const [first, second] = await simpleProducts();
    const visitor = new FormClient();
    const _wpnonce = await visitor.nonce(`/product/${first!.slug}`);
    expect(_wpnonce).not.toBe('');

    let answer = await visitor.post('/cart', { _wpnonce, 'add-to-cart': String(first!.id) });
    expect([answer.status, answer.headers.get('location')]).toEqual([303, '/cart']);
    answer = await visitor.post('/cart', {
      _wpnonce,
      'add-to-cart': String(second!.id),
      quantity: '۲',
    });
    expect(answer.status).toBe(303);
    let cart = await visitor.cart();
    expect(cart.items.map((item) => [item.id, item.quantity])).toEqual([
      [first!.id, 1],
      [second!.id, 2],
    ]);
    const [one, two] = cart.items;

    // Bad input: no product id, no such product, one sold out: the page says why, no change.
    answer = await visitor.post('/cart', { _wpnonce, 'add-to-cart': 'چیزی' });
    expect(answer.status).toBe(400);
    answer = await visitor.post('/cart', { _wpnonce, 'add-to-cart': '99999999' });
    expect(answer.status).toBe(400);
    const [soldOut] = await simpleProducts(false);
    answer = await visitor.post('/cart', { _wpnonce, 'add-to-cart': String(soldOut!.id) });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain(
      `«${soldOut!.name}» ناموجود است و نمی‌توان آن را به سبد خرید افزود.`,
    );
    // A quantity that is no number changes nothing (as the app's field ignores it).
    answer = await visitor.post('/cart', {
      _wpnonce,
      [`quantity[${one!.key}]`]: 'یک',
      update_cart: '',
    });
    expect(answer.status).toBe(303);
    cart = await visitor.cart();
    expect(cart.items.map((item) => item.quantity)).toEqual([1, 2]);

    // A wrong coupon keeps what was typed beside the shop's Persian message.
    answer = await visitor.post('/cart', {
      _wpnonce,
      coupon_code: 'no-such-code',
      apply_coupon: '',
    });
    expect(answer.status).toBe(400);
    const refused = await answer.text();
    expect(refused).toContain('value="no-such-code"');
    expect(refused).toMatch(/class="field-error">[^<]*[\u0600-\u06FF]/);
    expect((await visitor.cart()).coupons).toEqual([]);
    answer = await visitor.post('/cart', { _wpnonce, coupon_code: 'WELCOME۱۰', apply_coupon: '' });
    expect(answer.status).toBe(303);
    expect((await visitor.cart()).coupons).toHaveLength(1);

    answer = await visitor.post('/cart', {
      _wpnonce,
      [`quantity[${one!.key}]`]: '۴',
      update_cart: '',
    });
    expect(answer.status).toBe(303);
    answer = await visitor.post('/cart', { _wpnonce, remove_item: two!.key });
    expect(answer.status).toBe(303);
    cart = await visitor.cart();
    expect(cart.items.map((item) => [item.id, item.quantity])).toEqual([[first!.id, 4]]);

    // Another visitor's token is not this visitor's: refused, nothing changes.
    const other = await new FormClient().nonce(`/product/${first!.slug}`);
    answer = await visitor.post('/cart', { _wpnonce: other, remove_item: one!.key });
    expect(answer.status).toBe(403);
    expect((await visitor.cart()).items).toHaveLength(1);
  });
});

/** Adds a product with the app (JavaScript on), once it has started. */
async function addWithApp(page: Page, product: SimpleProduct): Promise<void> {
  await page.goto(`${shop.url}/product/${product.slug}`);
  await appStarted(page);
  await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
  await page.getByText(`«${product.name}» به سبد خرید شما افزوده شد.`).waitFor();
}

/** The checkout, with its province list and the account lookup done. */
async function openCheckout(page: Page): Promise<void> {
  await page.goto(`${shop.url}/checkout`);
  await appStarted(page);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.querySelectorAll('#checkout-state option').length > 30);
}

const FILLED_FROM_ACCOUNT = 'این فرم از روی حساب کاربری شما پر شده است';

describe('the returning customer (JavaScript on, phone)', () => {
  test('register, order to Tehran, come back: checkout is filled from the account and says so', async () => {
    const [product] = await simpleProducts();
    const { context, page, problems } = await openPage(browser, VIEWPORTS.mobile);
    await context.addCookies([{ name: 'shop_tracking_consent', value: 'no', url: shop.url }]);
    await page.goto(`${shop.url}/my-account`);
    await appStarted(page);
    const register = page.getByRole('region', { name: 'عضویت' });
    await register.getByLabel(/^نام \(/).fill('ندا');
    await register.getByLabel(/نام خانوادگی/).fill('کریمی');
    await register.getByLabel(/شمارهٔ موبایل/).fill(MOBILE);
    await register.getByLabel(/^ایمیل/).fill('neda@example.ir');
    await register.getByLabel(/گذرواژه/).fill(PASSWORD);
    await register.getByRole('button', { name: 'عضویت' }).click();
    await page.getByText('ندا کریمی عزیز، خوش آمدید').waitFor();

    await addWithApp(page, product!);
    await page.goto(`${shop.url}/cart`);
    await appStarted(page);
    await page.locator('.cart-line').waitFor();
    await screenshot(page, 'cart-js-phone');
    await openCheckout(page);
    await page.locator('#checkout-email').fill('neda@example.ir');
    await page.locator('#checkout-state').selectOption('THR');
    await page.locator('#checkout-city').selectOption('تهران');
    await fillCheckout(page, {
      'address-1': 'خیابان ولیعصر، کوچهٔ ۱۲، پلاک ۳',
      postcode: '۱۴۳۴۸۶۳۱۱۱',
    });
    await page.getByRole('button', { name: 'ثبت سفارش', exact: true }).click();
    await page.waitForURL(/\/checkout\/order-received\/\d+/);
    await page.getByRole('heading', { name: 'سفارش دریافت شد' }).waitFor();

    // Back another day: a new page, an item, the checkout.
    const again = await context.newPage();
    await addWithApp(again, product!);
    await openCheckout(again);
    // The account's answer fills the form after the page is drawn: wait for it, then read.
    await again.getByText(FILLED_FROM_ACCOUNT).waitFor();
    await again.waitForFunction(
      () => (document.querySelector<HTMLInputElement>('#checkout-email')?.value ?? '') !== '',
    );
    const value = (id: string) => again.locator(`#checkout-${id}`).inputValue();
    await expect(value('email')).resolves.toBe('neda@example.ir');
    await expect(value('state')).resolves.toBe('THR');
    await expect(value('city')).resolves.toBe('تهران');
    await expect(value('address-1')).resolves.toBe('خیابان ولیعصر، کوچهٔ ۱۲، پلاک ۳');
    await expect(value('postcode')).resolves.toMatch(/^[۰-۹0-9]{10}$/);
    await screenshot(again, 'returning-checkout-filled-phone');
    expect(problems.filter((problem) => /hydrat|did not match/i.test(problem))).toEqual([]);

    // A new guest is told nothing of the kind.
    const guest = await openPage(browser, VIEWPORTS.mobile);
    await guest.context.addCookies([{ name: 'shop_tracking_consent', value: 'no', url: shop.url }]);
    await addWithApp(guest.page, product!);
    await openCheckout(guest.page);
    await expect(guest.page.getByText(FILLED_FROM_ACCOUNT).count()).resolves.toBe(0);
    await expect(guest.page.locator('#checkout-email').inputValue()).resolves.toBe('');
    await screenshot(guest.page, 'guest-checkout-phone');
    await guest.context.close();
    await context.close();
  });
});

describe('sign-in without JavaScript, on a phone', () => {
  test('a wrong password is refused in Persian keeping the login; the right one signs in', async () => {
    const context = await noScript();
    const page = await context.newPage();
    await page.goto(`${shop.url}/my-account`);
    const signIn = page.getByRole('region', { name: 'ورود' });
    await signIn.getByLabel(/ایمیل یا شمارهٔ موبایل/).fill(MOBILE);
    await signIn.getByLabel(/گذرواژه/).fill('not-the-password');
    await signIn.getByRole('button', { name: 'ورود' }).click();
    await signIn.getByRole('alert').waitFor();
    await expect(signIn.getByLabel(/ایمیل یا شمارهٔ موبایل/).inputValue()).resolves.toBe(MOBILE);
    await expect(signIn.getByLabel(/گذرواژه/).inputValue()).resolves.toBe('');
    await screenshot(page, 'nojs-sign-in-refused-phone');
    await signIn.getByLabel(/گذرواژه/).fill(PASSWORD);
    await signIn.getByRole('button', { name: 'ورود' }).click();
    await page.waitForURL(`${shop.url}/my-account`);
    await page.getByText('ندا کریمی عزیز، خوش آمدید').waitFor();
    await screenshot(page, 'nojs-signed-in-phone');
    await context.close();
  });
});
