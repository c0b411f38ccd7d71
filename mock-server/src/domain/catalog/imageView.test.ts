// Catalogue pictures: file names for each size as WordPress gives them and read back, unknown
// sizes refused, the Store API image with its srcset, and drawing that no recipe can inject into.
import { imageFileName, parseImageFileName, toStoreImage } from './imageView';
import { productArtSvg } from './productArt';

describe('catalogue pictures', () => {
  it('names sizes as WordPress does and reads the names back', () => {
    expect(imageFileName('sneaker-navy', 600)).toBe('sneaker-navy.webp');
    expect(imageFileName('sneaker-navy', 300)).toBe('sneaker-navy-300x300.webp');
    expect(parseImageFileName('sneaker-navy.webp')).toEqual({ fileKey: 'sneaker-navy', size: 600 });
    expect(parseImageFileName('sneaker-navy-300x300.webp')).toEqual({
      fileKey: 'sneaker-navy',
      size: 300,
    });
    expect(parseImageFileName('sneaker-navy-100x100.webp')).toEqual({
      fileKey: 'sneaker-navy',
      size: 100,
    });
  });

  it('refuses sizes it does not make and anything that is not a plain name', () => {
    expect(parseImageFileName('sneaker-navy-250x250.webp')).toBeUndefined();
    expect(parseImageFileName('sneaker-navy-300x200.webp')).toBeUndefined();
    expect(parseImageFileName('sneaker-navy-600x600.webp')).toBeUndefined();
    expect(parseImageFileName('../secret.webp')).toBeUndefined();
    expect(parseImageFileName('sneaker.png')).toBeUndefined();
  });

  it('gives the Store API image with a srcset of every size', () => {
    const image = toStoreImage(
      {
        id: 7,
        fileKey: 'bag-red',
        shape: 'handbag',
        primaryColor: '#d0312d',
        secondaryColor: '#fff',
        view: 0,
        alt: 'کیف قرمز',
      },
      'http://shop.test',
    );
    expect(image).toEqual({
      id: 7,
      src: 'http://shop.test/wp-content/uploads/catalog/bag-red.webp',
      thumbnail: 'http://shop.test/wp-content/uploads/catalog/bag-red-300x300.webp',
      srcset:
        'http://shop.test/wp-content/uploads/catalog/bag-red.webp 600w, http://shop.test/wp-content/uploads/catalog/bag-red-300x300.webp 300w, http://shop.test/wp-content/uploads/catalog/bag-red-100x100.webp 100w',
      sizes: '(max-width: 600px) 100vw, 600px',
      name: 'bag-red.webp',
      alt: 'کیف قرمز',
    });
  });

  it('draws in the recipe colour and never lets a recipe inject markup', () => {
    const svg = productArtSvg({
      shape: 'tshirt',
      primaryColor: '#1b2a4a',
      secondaryColor: '#fff',
      view: 0,
    });
    expect(svg).toContain('fill="#1b2a4a"');
    const hostile = productArtSvg({
      shape: 'tshirt',
      primaryColor: '"/><script>',
      secondaryColor: 'x',
      view: 0,
    });
    expect(hostile).not.toContain('<script>');
    expect(
      productArtSvg({
        shape: 'no-such-shape',
        primaryColor: '#000',
        secondaryColor: '#fff',
        view: 5,
      }),
    ).toContain('<svg');
  });
});
