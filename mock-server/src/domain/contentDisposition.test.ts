// Reading an upload's file name from its Content-Disposition header: quoted, bare and escaped
// names, filename* in UTF-8 taking precedence, and no name when there is none to read.
import { fileNameFromDisposition } from './contentDisposition';

describe('fileNameFromDisposition', () => {
  it.each([
    ['attachment; filename="photo one.jpg"', 'photo one.jpg'],
    ['attachment; filename=photo.png', 'photo.png'],
    ['attachment;filename="a\\"b.gif"', 'a"b.gif'],
    [`attachment; filename*=UTF-8''%D8%B9%DA%A9%D8%B3.jpg`, 'عکس.jpg'],
    [`attachment; filename="fallback.jpg"; filename*=UTF-8''%D8%B9.jpg`, 'ع.jpg'],
  ])('reads %s', (header, expected) => {
    expect(fileNameFromDisposition(header)).toBe(expected);
  });

  it.each([undefined, '', 'attachment', 'attachment; filename=""', 'inline; name="file"'])(
    'finds no name in %p',
    (header) => {
      expect(fileNameFromDisposition(header)).toBeUndefined();
    },
  );
});
