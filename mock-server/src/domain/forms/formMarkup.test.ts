// The server writes its forms into page content as CF7 6.1.6 does: the same structure and classes
// as a real WordPress page (contracts/contactForm7/markup/fixtures), and read back by the client's
// reader it gives the form model it came from.
import fs from 'node:fs';
import path from 'node:path';
import type { FormNode, FormTag } from '../../../../contracts/contactForm7';
import { parseHtml } from '../../../../contracts/contactForm7/markup/htmlParser';
import {
  isElement,
  findFirst,
  hasClass,
  type HtmlNode,
} from '../../../../contracts/contactForm7/markup/htmlTree';
import { readPageForms } from '../../../../contracts/contactForm7/markup/readPageForms';
import { buildSeedContactForms } from '../../seed/contactForms';
import { compileForm } from './compileForm';
import { contactFormMarkup } from './formMarkup';
import type { ContactFormSource } from './formSource';

const FIXTURES = path.join(__dirname, '../../../../contracts/contactForm7/markup/fixtures');

/** The template of the real site's form 10 (page 11), as its markup shows it was written. */
const REFERENCE_TEMPLATE = `<label> Your name [text* your-name maxlength:40 minlength:2] </label>
<label> Your email [email* your-email] </label>
<label> Your site [url your-site] </label>
<label> Your phone [tel your-phone] </label>
<label> Your message [textarea your-message maxlength:500] </label>
<label> Your age [number your-age min:18 max:99] </label>
<label> Date [date your-date] </label>
<label> Topic [select your-topic "a" "b"] </label>
<label> Colors [checkbox your-colors exclusive "red" "blue"] </label>
<label> Size [radio your-size "S" "M"] </label>
[acceptance your-consent] I agree [/acceptance]
[acceptance your-optout optional invert] no thanks [/acceptance]
<label> Quiz [quiz your-quiz "1+1?|2"] </label>
<label> Captcha [captchac your-captcha] [captchar your-captcha] </label>
<label> File [file your-file filetypes:jpg|png] </label>
[submit "Send"]`;

function source(overrides: Partial<ContactFormSource>): ContactFormSource {
  const [seed] = buildSeedContactForms();
  if (seed === undefined) throw new Error('no seeded form');
  return { ...seed, ...overrides };
}

/** Whitespace between elements is layout, not structure: CF7's wpautop adds newlines there. */
function structure(nodes: readonly HtmlNode[]): unknown[] {
  return nodes
    .filter((node) => isElement(node) || node.trim() !== '')
    .map((node) =>
      isElement(node)
        ? { name: node.name, attributes: node.attributes, children: structure(node.children) }
        : node,
    );
}

function wrapperOf(html: string) {
  return findFirst(parseHtml(html), (element) => hasClass(element, 'wpcf7'));
}

describe('contact form markup', () => {
  it('writes the same elements, classes and attributes as CF7 6.1.6 on a real page', () => {
    const form = compileForm(
      source({ id: 10, title: 'Contact form', locale: 'fa_IR', template: REFERENCE_TEMPLATE }),
    );
    const html = contactFormMarkup(form, {
      unitTag: 'wpcf7-f10-p11-o1',
      containerPost: 11,
      action: '/contact-fa/',
      challenges: {
        quiz: { 'your-quiz': ['1+1?', '4ff7c435d9f02e6e28ec5835a476c38a'] },
        captcha: {
          'your-captcha': 'https://shop.example/wp-content/uploads/wpcf7_captcha/575191047.png',
        },
      },
    });
    const reference = fs.readFileSync(path.join(FIXTURES, 'cf7-page-11-html-form.html'), 'utf8');
    const ours = wrapperOf(html);
    const theirs = wrapperOf(reference);
    expect(ours).toBeDefined();
    expect(structure(ours ? [ours] : [])).toEqual(structure(theirs ? [theirs] : []));
  });

  /**
   * What a tag's markup can say: CF7 leaves `limit:` out (the server keeps it and validates with
   * its own schema), writes defaults it was not given (size 40, maxlength 400/2000), always says
   * autocomplete="off" for quiz and captcha answers, and a textarea's default as its content.
   */
  function markupModel(tag: FormTag): FormTag {
    const textLike = ['text', 'email', 'url', 'tel'].includes(tag.basetype);
    const options = tag.options.filter(
      (option) =>
        !option.startsWith('limit:') &&
        option !== 'size:40' &&
        !(textLike && option === 'maxlength:400') &&
        !(tag.basetype === 'textarea' && option === 'maxlength:2000') &&
        !(['quiz', 'captchar'].includes(tag.basetype) && option.startsWith('autocomplete:')),
    );
    return { ...tag, options: [...options].sort() };
  }

  function canonical(nodes: readonly FormNode[]): FormNode[] {
    return nodes.map((node) => {
      if (node.kind === 'tag') return { kind: 'tag', tag: markupModel(node.tag) };
      if (node.kind === 'element') return { ...node, children: canonical(node.children) };
      return node;
    });
  }

  /** Every seeded form, and the real site's form, which has a quiz beside its captcha. */
  const roundTripForms = [
    ...buildSeedContactForms(),
    source({ id: 10, title: 'Reference form', template: REFERENCE_TEMPLATE }),
  ];

  it.each(roundTripForms.map((form) => [form.title, form] as const))(
    'reads back the form %s as the model it was rendered from',
    (_title, seed) => {
      const form = compileForm(seed);
      const challenges = {
        ...(form.quizTags.length > 0
          ? {
              quiz: {
                'your-quiz': ['پایتخت ایران کدام شهر است؟', 'a'.repeat(32)] as [string, string],
              },
            }
          : {}),
        ...(form.captchaTags.length > 0
          ? {
              captcha: {
                'your-captcha': 'http://shop.test/wp-content/uploads/wpcf7_captcha/42.png',
              },
            }
          : {}),
      };
      const unitTag = `wpcf7-f${form.id}-o2`;
      const html = `<p>متن برگه</p>\n${contactFormMarkup(form, { unitTag, containerPost: 0, action: '/wp-json/wp/v2/pages/7', challenges })}`;
      const [read, ...others] = readPageForms(html, 7).forms;
      expect(others).toEqual([]);
      expect(read?.unitTag).toBe(unitTag);
      expect(read?.containerPost).toBe(7);
      expect(read?.challenges).toEqual(challenges);
      const { nodes, ...rest } = read?.form ?? { nodes: [] };
      const { nodes: original, ...definition } = form.definition;
      expect(rest).toEqual(definition);
      expect(canonical(nodes)).toEqual(canonical(original));
    },
  );
});
