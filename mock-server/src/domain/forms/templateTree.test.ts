// Reading a CF7 form template: form-tags with their options, values and pipes, escaped tags kept
// as text, and the markup turned into a tree as wpautop would, keeping only safe elements.
import type { FormNode } from '../../../../contracts/contactForm7';
import { scanFormTags, TemplateError } from './formTags';
import { parseTemplate } from './templateTree';

function tagsOf(template: string) {
  return parseTemplate(template).tags.map(({ line: _line, ...tag }) => tag);
}

/** A compact view of a node tree: elements as <name>…</name>, tags as [type name]. */
function outline(nodes: readonly FormNode[]): string {
  return nodes
    .map((node) => {
      if (node.kind === 'text') return node.text;
      if (node.kind === 'tag') return `[${node.tag.type} ${node.tag.name}]`.replace(' ]', ']');
      const attributes = Object.entries(node.attributes)
        .map(([name, value]) => ` ${name}="${value}"`)
        .join('');
      return node.name === 'br'
        ? '<br>'
        : `<${node.name}${attributes}>${outline(node.children)}</${node.name}>`;
    })
    .join('');
}

describe('form-tags', () => {
  it('reads type, name, options, values and pipes', () => {
    const [tag] = parseTemplate(
      '[select* topic id:topic-id class:a class:b include_blank "پیگیری سفارش|orders" "مرجوعی"]',
    ).tags;
    expect(tag).toMatchObject({
      type: 'select*',
      basetype: 'select',
      name: 'topic',
      required: true,
      options: ['id:topic-id', 'class:a', 'class:b', 'include_blank'],
      values: ['پیگیری سفارش', 'مرجوعی'],
      pipes: [
        ['پیگیری سفارش', 'orders'],
        ['مرجوعی', 'مرجوعی'],
      ],
      line: 1,
    });
  });

  it('makes radio always required and hides quiz answers from values', () => {
    const [radio, quiz] = tagsOf('[radio pref "a" "b"] [quiz q "۲+۲؟|۴"]');
    expect(radio?.required).toBe(true);
    expect(quiz).toMatchObject({ values: [], pipes: [['۲+۲؟', '۴']] });
  });

  it('reads enclosing content as text, entities decoded', () => {
    const [tag] = tagsOf('[acceptance ok optional] قوانین را &laquo;می‌پذیرم&raquo; [/acceptance]');
    expect(tag).toMatchObject({
      name: 'ok',
      options: ['optional'],
      content: 'قوانین را «می‌پذیرم»',
    });
  });

  it('keeps [[escaped]] tags and unknown brackets as text', () => {
    const segments = scanFormTags('see [[text x]] and [1] then [text y]');
    expect(segments.map((s) => (s.kind === 'text' ? s.text : `<${s.tag.name}>`))).toEqual([
      'see ',
      '[text x]',
      ' and [1] then ',
      '<y>',
    ]);
  });

  it('names the line of a broken tag', () => {
    const broken = (template: string) => {
      try {
        parseTemplate(template);
      } catch (error) {
        return error instanceof TemplateError ? `${error.line}: ${error.message}` : String(error);
      }
      return 'no error';
    };
    expect(broken('<p>\n[text]\n</p>')).toBe('2: [text] needs a field name');
    expect(broken('a\nb\n[email* 1bad]')).toMatch(/^3: \[email\* 1bad\]: a field name starts/);
    expect(broken('[text x "a" b]')).toMatch(/^1: cannot read the options/);
    expect(broken('[acceptance* x]')).toMatch(/cannot be required/);
    expect(broken('[submit "ارسال"]')).toBe('no error');
  });
});

describe('template tree', () => {
  it('renders a pasted CF7 default template as wpautop does', () => {
    const { nodes } = parseTemplate(
      '<label> نام شما\n    [text* your-name autocomplete:name] </label>\n\n<label> پیام\n    [textarea your-message] </label>\n\n[submit "ارسال"]',
    );
    expect(outline(nodes)).toBe(
      '<p><label> نام شما<br>[text* your-name] </label></p>' +
        '<p><label> پیام<br>[textarea your-message] </label></p>' +
        '<p>[submit]</p>',
    );
  });

  it('keeps only safe elements and attributes', () => {
    const { nodes } = parseTemplate(
      '<div class="row" onclick="x()" style="color:red"><script>alert(1)</script><img src=x onerror=y>' +
        '<a href="javascript:alert(1)">بد</a><a href="/privacy" title="حریم">خوب</a><font>متن</font></div>',
    );
    expect(outline(nodes)).toBe(
      '<div class="row"><p><a>بد</a><a href="/privacy" title="حریم">خوب</a>متن</p></div>',
    );
  });

  it('closes what the owner forgot and ignores stray closing tags', () => {
    const { nodes } = parseTemplate('<p><strong>مهم [text x]</p></em>پایان');
    expect(outline(nodes)).toBe('<p><strong>مهم [text x]</strong></p><p>پایان</p>');
  });

  it('turns blank lines into paragraphs inside fieldsets and keeps legends', () => {
    const { nodes } = parseTemplate(
      '<fieldset>\n<legend>عنوان</legend>\n\nیک\n[text a]\n\nدو</fieldset>',
    );
    expect(outline(nodes)).toBe(
      '<fieldset><legend>عنوان</legend><p>یک<br>[text a]</p><p>دو</p></fieldset>',
    );
  });

  it('decodes entities in text and keeps ZWNJ', () => {
    const { nodes } = parseTemplate('<p>می&zwnj;خواهم &amp; می‌توانم</p>');
    expect(outline(nodes)).toBe('<p>می\u200cخواهم & می‌توانم</p>');
  });
});
