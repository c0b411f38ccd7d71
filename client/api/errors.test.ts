// How any failure becomes a WpApiError and then the Persian message a shopper sees: server
// codes kept, api-fetch's English network messages turned into the offline message, raw
// Responses read as WordPress errors, and unknown_error for anything else.
import { WpApiError, errorMessage, toWpApiError } from './errors';

const OFFLINE = 'احتمالاً اتصال شما به اینترنت برقرار نیست.';
const UNKNOWN = 'خطای ناشناخته‌ای رخ داد.';

describe('toWpApiError', () => {
  it('keeps a server error’s code, status, message and data', async () => {
    const error = await toWpApiError({
      code: 'rest_post_invalid_id',
      message: 'شناسهٔ نوشته نامعتبر است.',
      data: { status: 404 },
    });
    expect(error).toBeInstanceOf(WpApiError);
    expect(error).toMatchObject({
      code: 'rest_post_invalid_id',
      status: 404,
      message: 'شناسهٔ نوشته نامعتبر است.',
      data: { status: 404 },
    });
  });

  it('replaces api-fetch’s English network messages with the Persian offline one', async () => {
    for (const code of ['fetch_error', 'offline_error']) {
      const error = await toWpApiError({ code, message: 'Could not get a valid response.' });
      expect(error.code).toBe('fetch_error');
      expect(error.message).toBe(OFFLINE);
    }
  });

  it('reads a raw error Response as the WordPress error it carries', async () => {
    const response = new Response(
      JSON.stringify({ code: 'rest_forbidden', message: 'اجازه ندارید.', data: { status: 403 } }),
      { status: 403, headers: { 'Content-Type': 'application/json' } },
    );
    const error = await toWpApiError(response);
    expect(error).toMatchObject({ code: 'rest_forbidden', status: 403, message: 'اجازه ندارید.' });
  });

  it('calls a raw Response that is not JSON invalid_json', async () => {
    const error = await toWpApiError(new Response('<html></html>', { status: 502 }));
    expect(error).toMatchObject({ code: 'invalid_json', status: 502 });
    expect(error.message).toBe('پاسخ دریافت‌شده یک پاسخ JSON معتبر نیست.');
  });

  it('calls anything unrecognisable unknown_error', async () => {
    for (const reason of [undefined, 'boom', 42, { message: 'no code' }]) {
      const error = await toWpApiError(reason);
      expect(error.code).toBe('unknown_error');
      expect(error.message).toBe(UNKNOWN);
    }
  });

  it('falls back to the unknown message when a server error has none', async () => {
    const error = await toWpApiError({ code: 'rest_odd', data: { status: 500 } });
    expect(error).toMatchObject({ code: 'rest_odd', status: 500, message: UNKNOWN });
  });
});

describe('errorMessage', () => {
  it('shows the catalogue message for catalogue codes and the server’s for others', () => {
    expect(errorMessage(new WpApiError('fetch_error', 'whatever'))).toBe(OFFLINE);
    expect(errorMessage(new WpApiError('post_process', 'x'))).toMatch(/^بارگذاری رسانه ناموفق بود/);
    expect(errorMessage(new WpApiError('rest_invalid_param', 'پارامتر نامعتبر', 400))).toBe(
      'پارامتر نامعتبر',
    );
  });

  it('shows the unknown message for things that are not WpApiErrors', () => {
    expect(errorMessage(new Error('English text'))).toBe(UNKNOWN);
    expect(errorMessage(null)).toBe(UNKNOWN);
  });
});

// WooCommerce's English in an API error is the shop's Persian on every page, whether or not the
// page brought the site's messages itself: the reader and its strings are fetched with the error.
describe("the site's messages in an API error", () => {
  it('are shown in Persian, entities decoded, without a page installing anything', async () => {
    const error = await toWpApiError(
      Response.json(
        {
          code: 'woocommerce_rest_product_out_of_stock',
          message:
            'You cannot add &quot;کوله‌پشتی برزنتی&quot; to the cart because the product is out of stock.',
          data: { status: 400 },
        },
        { status: 400 },
      ),
    );
    expect(error.message).toBe('«کوله‌پشتی برزنتی» ناموجود است و به سبد خرید افزوده نمی‌شود.');
    expect(errorMessage(error)).toBe(error.message);
  });

  it('keeps a message the shop does not know as the site wrote it, read as text', async () => {
    const error = await toWpApiError({ code: 'some_plugin_error', message: 'Sorry &amp; goodbye' });
    expect(error.message).toBe('Sorry & goodbye');
  });
});
