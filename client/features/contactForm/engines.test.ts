// Contact form behaviour as CF7's scripts have it: acceptance boxes (inverted ones too) gating
// submit, normal and exclusive checkbox groups with their free text, default values, and tags
// in document order, novalidate areas marked, fields found by name.
import { acceptanceHolds, submitDisabled } from './acceptance';
import { freeTextEnabled, toggleChoice } from './choices';
import { placedTags, tagsByName, wrapOrder } from './formTags';
import { definition, el, t, tag } from './testSupport';
import { defaultValue, initialValues } from './values';

describe('acceptance gating', () => {
  const privacy = tag('acceptance', 'privacy');
  const news = tag('acceptance', 'no-news', ['invert', 'optional']);
  const invertRequired = tag('acceptance', 'no-share', ['invert']);

  it('a normal box holds when checked, an inverted one when unchecked', () => {
    expect(acceptanceHolds(privacy, '1')).toBe(true);
    expect(acceptanceHolds(privacy, '')).toBe(false);
    expect(acceptanceHolds(invertRequired, '')).toBe(true);
    expect(acceptanceHolds(invertRequired, '1')).toBe(false);
  });

  it('disables submit until every non-optional box holds', () => {
    const form = definition([t(privacy), t(news), t(invertRequired)]);
    expect(submitDisabled(form, { privacy: '', 'no-news': '', 'no-share': '' })).toBe(true);
    expect(submitDisabled(form, { privacy: '1', 'no-news': '1', 'no-share': '' })).toBe(false);
    expect(submitDisabled(form, { privacy: '1', 'no-news': '', 'no-share': '1' })).toBe(true);
  });

  it('never disables submit when acceptance is a validation rule', () => {
    const form = definition([t(privacy)], { acceptanceAsValidation: true });
    expect(submitDisabled(form, { privacy: '' })).toBe(false);
  });

  it('leaves a form without acceptance boxes enabled', () => {
    expect(submitDisabled(definition([t(tag('text', 'a'))]), {})).toBe(false);
  });
});

describe('checkbox groups', () => {
  const colours = tag('checkbox', 'colour', [], ['قرمز', 'سبز', 'آبی']);
  const one = tag('checkbox', 'one', ['exclusive'], ['الف', 'ب', 'پ']);

  it('keeps the template order of a normal group', () => {
    let value = toggleChoice(colours, [], 'آبی', true);
    value = toggleChoice(colours, value, 'قرمز', true);
    expect(value).toEqual(['قرمز', 'آبی']);
    expect(toggleChoice(colours, value, 'قرمز', false)).toEqual(['آبی']);
  });

  it('unchecks the other boxes of an exclusive group, and allows none', () => {
    let value = toggleChoice(one, [], 'الف', true);
    value = toggleChoice(one, value, 'پ', true);
    expect(value).toEqual(['پ']);
    expect(toggleChoice(one, value, 'پ', false)).toEqual([]);
  });

  it('enables free text only while the last option is chosen', () => {
    const how = tag('radio', 'how', ['free_text'], ['دوستان', 'جستجو', 'سایر']);
    expect(freeTextEnabled(how, 'دوستان')).toBe(false);
    expect(freeTextEnabled(how, 'سایر')).toBe(true);
    expect(freeTextEnabled(tag('checkbox', 'x', ['free_text'], ['a', 'b']), ['a', 'b'])).toBe(true);
    expect(freeTextEnabled(tag('radio', 'y', [], ['a']), 'a')).toBe(false);
  });
});

describe('defaults', () => {
  it.each([
    [tag('text', 'n', [], ['علی']), 'علی'],
    [tag('text', 'n', ['placeholder'], ['نام شما']), ''],
    [tag('textarea', 'm', [], [], 'سلام'), 'سلام'],
    [tag('checkbox', 'c', ['default:1_3'], ['a', 'b', 'c']), ['a', 'c']],
    [tag('checkbox', 'c', ['exclusive', 'default:2_3'], ['a', 'b', 'c']), ['b']],
    [tag('radio', 'r', ['default:2'], ['a', 'b']), 'b'],
    [tag('radio', 'r', [], ['a', 'b']), ''],
    [tag('select', 's', [], ['a', 'b']), 'a'],
    [tag('select', 's', ['include_blank'], ['a', 'b']), ''],
    [tag('select', 's', ['first_as_label'], ['یکی را انتخاب کنید', 'a']), ''],
    [tag('select', 's', ['multiple', 'default:2'], ['a', 'b']), ['b']],
    [tag('acceptance', 'p', ['default:on']), '1'],
    [tag('acceptance', 'p'), ''],
    [tag('quiz', 'q'), ''],
  ])('%j starts as %j', (formTag, value) => {
    expect(defaultValue(formTag)).toEqual(value);
  });

  it('collects every named field once, with free-text companions', () => {
    const form = definition([
      t(tag('text*', 'name')),
      t(tag('radio', 'how', ['free_text'], ['a', 'سایر'])),
      t(tag('count', 'name')),
      t(tag('submit', '')),
      t(tag('text', 'name', [], ['دوباره'])),
    ]);
    expect(initialValues(form)).toEqual({ name: '', how: '', _wpcf7_free_text_how: '' });
  });
});

describe('tag order', () => {
  const form = definition([
    t(tag('text*', 'name')),
    el('div', { class: 'box novalidate' }, el('p', {}, t(tag('email', 'mail')))),
    t(tag('captchac', 'cap')),
    t(tag('captchar', 'cap')),
    t(tag('count', 'name')),
    t(tag('submit', '')),
  ]);

  it('marks tags inside a novalidate area', () => {
    expect(placedTags(form).map(({ tag: x, novalidate }) => [x.basetype, novalidate])).toEqual([
      ['text', false],
      ['email', true],
      ['captchac', false],
      ['captchar', false],
      ['count', false],
      ['submit', false],
    ]);
  });

  it('lists the wraps in document order', () => {
    expect(wrapOrder(form).map(({ tag: x }) => x.name)).toEqual(['name', 'mail', 'cap']);
  });

  it('finds a field by name, never by its counter', () => {
    expect(tagsByName(form).get('name')?.basetype).toBe('text');
    expect(tagsByName(form).get('cap')?.basetype).toBe('captchac');
  });
});
