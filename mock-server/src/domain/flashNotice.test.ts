// The notice a plain (no-script) post carries across its 303 redirect in a signed cookie: a
// removal's undo kept for that session and page only, and dropped when too long for a cookie.
import { readFlashNotice, signFlashNotice } from './flashNotice';

const now = new Date('2026-11-28T10:00:00Z');
const undo = {
  label: 'بازگرداندن',
  action: { type: 'cart/lineRestoreRequested', payload: { id: 7, quantity: 2 } },
  form: { to: '/cart', fields: { restore_item: '7', quantity: '2' } },
};

describe('a plain post’s notice carried across its 303', () => {
  it('keeps a removal’s undo with its words, for that session and page only', () => {
    const token = signFlashNotice(
      'secret',
      's1',
      { path: '/cart', message: 'حذف شد.', undo },
      now,
    )!;
    expect(readFlashNotice('secret', 's1', token, '/cart', now)).toEqual({
      message: 'حذف شد.',
      undo,
    });
    expect(readFlashNotice('secret', 's2', token, '/cart', now)).toBeUndefined();
    expect(readFlashNotice('secret', 's1', token, '/checkout', now)).toBeUndefined();
  });

  it('drops an undo too long for a cookie, keeping the words', () => {
    const long = { ...undo, form: { to: '/cart', fields: { restore_item: 'x'.repeat(4000) } } };
    const token = signFlashNotice(
      'secret',
      's1',
      { path: '/cart', message: 'حذف شد.', undo: long },
      now,
    )!;
    expect(readFlashNotice('secret', 's1', token, '/cart', now)).toEqual({ message: 'حذف شد.' });
  });
});
