// Real CF7 6.1.6 markup (fixtures/, captured from a WordPress site) read into the form model the
// app renders: fields, required flags, options, values, unit tag, container post, challenges.
import fs from 'node:fs';
import path from 'node:path';
import type { FormNode, FormTag, PlacedContactForm } from '../definition';
import { readPageForms } from './readPageForms';

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
const restPage = (name: string) =>
  JSON.parse(fixture(name)) as { id: number; content: { rendered: string } };

function tagsOf(nodes: readonly FormNode[]): FormTag[] {
  return nodes.flatMap((node) => {
    if (node.kind === 'tag') return [node.tag];
    if (node.kind === 'element') return tagsOf(node.children);
    return [];
  });
}

const tag = (
  type: string,
  name: string,
  options: string[] = [],
  values: string[] = [],
  content = '',
): FormTag => {
  const basetype = type.replace(/\*$/, '') as FormTag['basetype'];
  return {
    type,
    basetype,
    name,
    required: type.endsWith('*') || basetype === 'radio',
    options,
    values,
    content,
  };
};

/** The form of page 11, every kind of field CF7 has. */
const PAGE_11_TAGS: FormTag[] = [
  tag('text*', 'your-name', ['maxlength:40', 'minlength:2']),
  tag('email*', 'your-email'),
  tag('url', 'your-site'),
  tag('tel', 'your-phone'),
  tag('textarea', 'your-message', ['maxlength:500']),
  tag('number', 'your-age', ['min:18', 'max:99']),
  tag('date', 'your-date'),
  tag('select', 'your-topic', [], ['a', 'b']),
  tag('checkbox', 'your-colors', ['exclusive'], ['red', 'blue']),
  tag('radio', 'your-size', [], ['S', 'M']),
  tag('acceptance', 'your-consent', [], [], 'I agree'),
  tag('acceptance', 'your-optout', ['invert', 'optional'], [], 'no thanks'),
  tag('quiz', 'your-quiz'),
  tag('captchac', 'your-captcha'),
  tag('captchar', 'your-captcha'),
  tag('file', 'your-file', ['filetypes:jpg|png']),
  tag('submit', '', [], ['Send']),
];

function only(forms: PlacedContactForm[]): PlacedContactForm {
  expect(forms).toHaveLength(1);
  return forms[0] as PlacedContactForm;
}

describe('reading CF7 6.1.6 markup from a page', () => {
  it('reads a REST answer: unit tag without post part, container post 0 -> the page id', () => {
    const page = restPage('cf7-page-11-rest.json');
    const read = readPageForms(page.content.rendered, page.id);
    expect(read.containerPost).toBe(11);
    const form = only(read.forms);
    expect(form.unitTag).toBe('wpcf7-f10-o1');
    expect(form.containerPost).toBe(11);
    expect(form.form).toMatchObject({
      id: 10,
      locale: 'fa_IR',
      version: '6.1.6',
      acceptanceAsValidation: false,
    });
    // aria-label="Contact form" is CF7's default, not a title.
    expect(form.form.title).toBeUndefined();
    expect(tagsOf(form.form.nodes)).toEqual(PAGE_11_TAGS);
    expect(form.challenges).toEqual({
      quiz: { 'your-quiz': ['1+1?', '4ff7c435d9f02e6e28ec5835a476c38a'] },
      captcha: {
        'your-captcha': 'https://shop.example/wp-content/uploads/wpcf7_captcha/1235721595.png',
      },
    });
  });

  it('reads the page own HTML: unit tag and container post as written', () => {
    const form = only(readPageForms(fixture('cf7-page-11-html-form.html'), 99).forms);
    expect(form.unitTag).toBe('wpcf7-f10-p11-o1');
    expect(form.containerPost).toBe(11);
    expect(tagsOf(form.form.nodes)).toEqual(PAGE_11_TAGS);
    expect(form.challenges.captcha?.['your-captcha']).toMatch(/575191047\.png$/);
  });

  it('keeps the template text and allowed elements, and drops CF7 frame and controls', () => {
    const page = restPage('cf7-page-11-rest.json');
    const { nodes } = only(readPageForms(page.content.rendered, page.id).forms).form;
    expect(nodes).toHaveLength(1);
    const paragraph = nodes[0];
    expect(paragraph).toMatchObject({ kind: 'element', name: 'p', attributes: {} });
    const first = paragraph?.kind === 'element' ? paragraph.children[0] : undefined;
    expect(first).toEqual({
      kind: 'element',
      name: 'label',
      attributes: {},
      children: [
        { kind: 'text', text: ' Your name ' },
        { kind: 'tag', tag: PAGE_11_TAGS[0] },
        { kind: 'text', text: ' ' },
      ],
    });
    const json = JSON.stringify(nodes);
    for (const dropped of ['hidden-fields-container', 'response-output', '_wpcf7', 'input'])
      expect(json).not.toContain(dropped);
  });

  it('reads a short English form with a Persian acceptance text', () => {
    const page = restPage('cf7-page-13-rest.json');
    const form = only(readPageForms(page.content.rendered, page.id).forms);
    expect([form.unitTag, form.containerPost, form.form.id, form.form.locale]).toEqual([
      'wpcf7-f12-o1',
      13,
      12,
      'en_US',
    ]);
    expect(tagsOf(form.form.nodes)).toEqual([
      tag('text*', 'your-name'),
      tag('email*', 'your-email'),
      tag('textarea', 'your-message'),
      tag('acceptance', 'privacy-consent', [], [], 'قوانین حریم خصوصی را می‌پذیرم.'),
      tag('submit', '', [], ['ارسال']),
    ]);
    expect(form.challenges).toEqual({});
  });

  it('finds no forms in a page without CF7 markup, and drops scripts and unsafe links', () => {
    expect(readPageForms('<p>سلام</p>', 5)).toEqual({ containerPost: 5, forms: [] });
    const html = fixture('cf7-page-11-html-form.html').replace(
      '<p><label> Your name',
      '<p><script>alert(1)</script><a href="javascript:alert(1)" onclick="x()">x</a><label> Your name',
    );
    const json = JSON.stringify(only(readPageForms(html, 11).forms).form.nodes);
    expect(json).not.toContain('alert');
    expect(json).not.toContain('onclick');
  });
});
