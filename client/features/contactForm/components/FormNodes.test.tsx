// How a Contact Form 7 template is drawn: allowed attributes kept, unsafe links dropped, text and
// line breaks rendered, a quiz label never nested in the template's label, and a form not yet
// started drawn as no-js.
import { screen } from '@testing-library/react';
import { makeTestStore, renderWithStore } from '../../../app/testing';
import { pageFormsLoaded } from '../slice';
import { definition, el, placed, t, tag, text } from '../testSupport';
import { ContactForm } from './ContactForm';

const UNIT = 'wpcf7-f101-p7-o1';

function renderForm(nodes: Parameters<typeof definition>[0]) {
  const { store } = makeTestStore();
  store.dispatch(
    pageFormsLoaded({
      slug: 'contact',
      page: {
        containerPost: 7,
        forms: [placed(definition(nodes), UNIT, { quiz: { q: ['پایتخت ایران؟', 'h'] } })],
      },
    }),
  );
  return renderWithStore(<ContactForm unitTag={UNIT} />, store);
}

describe('template rendering', () => {
  it('keeps allowed attributes, drops unsafe links, and renders text and line breaks', () => {
    const { container } = renderForm([
      el(
        'p',
        { class: 'intro', id: 'intro', dir: 'rtl' },
        text('پیش از فرستادن '),
        el('a', { href: '/privacy' }, text('قوانین')),
        text(' و '),
        el('a', { href: 'javascript:alert(1)' }, text('این پیوند')),
        el('br', {}),
        text('را بخوانید.'),
      ),
    ]);
    const intro = container.querySelector('#intro');
    expect(intro).toHaveClass('intro');
    expect(intro).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('link', { name: 'قوانین' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByText('این پیوند')).not.toHaveAttribute('href');
    expect(intro?.querySelector('br')).not.toBeNull();
  });

  it("never nests a quiz label inside the template's label, and the input keeps its name", () => {
    const { container } = renderForm([el('label', {}, text('پرسش امنیتی: '), t(tag('quiz', 'q')))]);
    expect(container.querySelectorAll('label label')).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: /پرسش امنیتی: پایتخت ایران؟/ })).toHaveAttribute(
      'name',
      'q',
    );
  });

  it('renders a form that is not started yet as no-js', () => {
    renderForm([t(tag('text', 'n'))]);
    expect(document.getElementById(UNIT)).toHaveClass('wpcf7', 'no-js');
  });
});
