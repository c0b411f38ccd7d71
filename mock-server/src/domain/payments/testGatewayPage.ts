// The pages of the local test gateway, which stands in for a bank's: pay or cancel a test payment,
// in Persian and without script.
import { persianNumber } from '../catalog/persianText';
import { escapeHtml } from '../text';

// The local test gateway's own pages: plain server-rendered Persian HTML, no script, styled by
// its own stylesheet (the shop's CSP allows only same-origin styles).

export const GATEWAY_STYLESHEET = `
:root { color-scheme: light; font-family: Vazirmatn, Tahoma, sans-serif; }
body { margin: 0; padding: 0 1rem; background: #eef2f7; color: #1d2733; }
main { max-width: 28rem; margin: 3rem auto; background: #fff; border-radius: 12px;
  padding: 1.5rem; box-shadow: 0 2px 12px rgb(0 0 0 / 12%); }
h1 { font-size: 1.25rem; margin: 0 0 1rem; }
.notice { background: #fff6d6; border: 1px solid #e5c75c; padding: .5rem .75rem; border-radius: 8px; }
dl { display: grid; grid-template-columns: auto 1fr; gap: .5rem 1rem; }
dt { color: #4a5868; } dd { margin: 0; font-weight: 700; }
.actions { display: flex; gap: .75rem; margin-top: 1.5rem; }
button, a.button { font: inherit; padding: .6rem 1.2rem; border-radius: 8px; border: 2px solid #0b5cad;
  cursor: pointer; text-decoration: none; }
button.pay { background: #0b5cad; color: #fff; }
button.cancel { background: #fff; color: #0b5cad; }
button:focus-visible, a:focus-visible { outline: 3px solid #f0a500; outline-offset: 2px; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="fa" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/test-gateway/gateway.css">
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/** The notice on every page of the test gateway (the checkout shows the same words). */
export const TEST_PAYMENT_NOTICE = 'پرداخت آزمایشی؛ پولی جابه‌جا نمی‌شود.';

export interface GatewayPageData {
  token: string;
  merchant: string;
  orderId: number;
  amount: number;
}

/** The bank's page: who is paid, how much, and pay / cancel (each a form posting back). */
export function renderPaymentPage(data: GatewayPageData): string {
  const action = `/test-gateway/${data.token}`;
  return page(
    'درگاه پرداخت آزمایشی',
    `<h1>درگاه پرداخت آزمایشی</h1>
<p class="notice" role="note"><strong>${TEST_PAYMENT_NOTICE}</strong> این صفحه درگاه بانک را شبیه‌سازی می‌کند.</p>
<dl>
<dt>پذیرنده</dt><dd>${escapeHtml(data.merchant)}</dd>
<dt>شمارهٔ سفارش</dt><dd>${persianNumber(data.orderId).replace(/\u066c/g, '')}</dd>
<dt>مبلغ</dt><dd>${persianNumber(data.amount)} تومان</dd>
</dl>
<div class="actions">
<form method="post" action="${action}/pay"><button class="pay" type="submit">پرداخت</button></form>
<form method="post" action="${action}/cancel"><button class="cancel" type="submit">انصراف</button></form>
</div>`,
  );
}

/** An unknown or already used payment: nothing to pay here. */
export function renderGonePage(): string {
  return page(
    'پرداخت پیدا نشد',
    `<h1>پرداخت پیدا نشد</h1>
<p>این پرداخت وجود ندارد یا پیش‌تر انجام یا لغو شده است.</p>
<p><a class="button" href="/">بازگشت به فروشگاه</a></p>`,
  );
}
