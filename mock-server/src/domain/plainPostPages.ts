// The small Persian pages a plain form post (no JavaScript) gets when the shop cannot act on it:
// its token is stale or missing (the page was open too long, or the post came from elsewhere), or
// the shop stands in front of a WordPress and draws these pages in the browser only.
import { escapeHtml } from './text';

function page(title: string, message: string, backTo: string, siteName: string): string {
  return [
    '<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(siteName === '' ? title : `${title} – ${siteName}`)}</title>`,
    '</head><body><main>',
    `<h1>${escapeHtml(title)}</h1>`,
    `<p role="alert">${escapeHtml(message)}</p>`,
    `<p><a href="${escapeHtml(backTo)}">بازگشت و تلاش دوباره</a></p>`,
    '</main></body></html>',
  ].join('');
}

/** The post's token did not match the visitor's session: nothing was done. */
export function plainPostExpiredPage(backTo: string, siteName: string): string {
  return page(
    'این صفحه کهنه شده بود',
    'برای امنیت شما کاری انجام نشد. صفحه را دوباره باز کنید و یک بار دیگر بفرستید.',
    backTo,
    siteName,
  );
}

/** In front of a WordPress the cart, checkout and account need the browser's JavaScript. */
export function plainPostUnavailablePage(backTo: string, siteName: string): string {
  return page(
    'این کار بدون جاوااسکریپت انجام نمی‌شود',
    'سبد خرید، تسویه حساب و ورود در این فروشگاه به جاوااسکریپت مرورگر نیاز دارند. آن را روشن کنید و دوباره امتحان کنید.',
    backTo,
    siteName,
  );
}
