// RichText keeps only allow-listed tags and a safe href, drops scripts, styles and iframes,
// unwraps unknown tags and unlinks unsafe links; Digits shows numbers in Persian digits.
import { render } from '@testing-library/react';
import { RichText } from './RichText';
import { Digits } from './Digits';

function renderHtml(html: string): HTMLElement {
  const { container } = render(<RichText html={html} className="prose" />);
  return container.firstElementChild as HTMLElement;
}

describe('RichText', () => {
  it('keeps the allow-listed tags and their text', () => {
    const root = renderHtml(
      '<h2>عنوان</h2><p>یک <strong>پررنگ</strong> و <em>کج</em></p><ul><li>اول</li></ul><ol><li>دوم</li></ol><blockquote><p>نقل</p></blockquote><h3>س</h3><h4>چ</h4>',
    );
    expect(root.innerHTML).toBe(
      '<h2>عنوان</h2><p>یک <strong>پررنگ</strong> و <em>کج</em></p><ul><li>اول</li></ul><ol><li>دوم</li></ol><blockquote><p>نقل</p></blockquote><h3>س</h3><h4>چ</h4>',
    );
  });

  it('drops scripts, styles, iframes and every attribute but a safe href', () => {
    const root = renderHtml(
      '<p class="x" onclick="steal()" style="color:red">متن<script>alert(1)</script></p><style>p{}</style><iframe src="https://evil.test"></iframe><a href="/blog/b" onmouseover="x()" target="_top">پیوند</a>',
    );
    expect(root.innerHTML).toBe('<p>متن</p><a href="/blog/b">پیوند</a>');
  });

  it('unwraps unknown tags but keeps their text, and unlinks unsafe links', () => {
    const root = renderHtml(
      '<div><h1>بزرگ</h1><span>کوچک</span></div><p><a href="javascript:alert(1)">بد</a> <a>بی‌نشانی</a></p><img src="x.png" alt="">',
    );
    expect(root.innerHTML).toBe('بزرگکوچک<p>بد بی‌نشانی</p>');
  });
});

describe('Digits', () => {
  it('shows numbers grouped and strings digit by digit, in Persian digits', () => {
    const { container, rerender } = render(<Digits value={12500} />);
    expect(container.textContent).toBe('۱۲٬۵۰۰');
    rerender(<Digits value="021-1234" />);
    expect(container.textContent).toBe('۰۲۱-۱۲۳۴');
  });
});
