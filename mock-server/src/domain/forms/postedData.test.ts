// Posted form data read as PHP and CF7 read it: [] arrays, dots and spaces to _, the last plain
// value wins, pipes mapped, free text only after the last checked free-text option.
import { compileForm } from './compileForm';
import { formSource } from './formSourceFixture';
import { buildPostedData, phpFieldName, readPost, validationData } from './postedData';

const form = compileForm(
  formSource(
    '[text name] [checkbox colors free_text "قرمز" "آبی|blue" "سایر"] [select size "کوچک|S" "بزرگ|L"] ' +
      '[radio way "تلفن" "ایمیل"] [acceptance ok] [quiz q "a|b"] [file f] [text never-sent]',
  ),
);

describe('posted data', () => {
  it('follows PHP names: [] arrays, dots and spaces to _, last plain value wins', () => {
    expect(phpFieldName('a.b c[]')).toEqual({ name: 'a_b_c', multiple: true });
    const post = readPost([
      ['x', '1'],
      ['x', '2'],
      ['list[]', 'a'],
      ['list[]', 'b'],
      ['nul', 'a\u0000b\ufffd'],
    ]);
    expect([...post]).toEqual([
      ['x', '2'],
      ['list', ['a', 'b']],
      ['nul', 'ab'],
    ]);
  });

  it('completes the form fields, maps pipes, applies free text, keeps request order', () => {
    const post = readPost([
      ['extra', ' not a field '],
      ['name', '  علی  '],
      ['colors[]', 'آبی'],
      ['colors[]', 'سایر'],
      ['_wpcf7_free_text_colors', ' سبز یشمی '],
      ['size', 'بزرگ'],
      ['q', 'b'],
      ['_wpcf7', '123'],
    ]);
    const posted = buildPostedData(form, post);
    expect([...posted]).toEqual([
      ['extra', 'not a field'],
      ['name', 'علی'],
      ['colors', ['blue', 'سایر سبز یشمی']],
      ['size', ['L']],
      ['q', 'b'],
      ['way', []],
      ['ok', []],
      ['f', ''],
      ['never-sent', ''],
    ]);
  });

  it('adds free text only when the free-text option is the last one checked', () => {
    const post = readPost([
      ['colors[]', 'قرمز'],
      ['_wpcf7_free_text_colors', 'سبز'],
    ]);
    expect(buildPostedData(form, post).get('colors')).toEqual(['قرمز']);
  });

  it('gives the validator raw values and files by field', () => {
    const data = validationData(readPost([['colors[]', 'آبی']]), [
      { field: 'f', fileName: 'a.png', mediaType: 'image/png', bytes: Buffer.alloc(3), size: 3 },
    ]);
    expect(data.values.get('colors')).toEqual(['آبی']);
    expect(data.files.get('f')).toEqual([{ name: 'a.png', size: 3 }]);
  });
});
