// The head saga keeps the document's description, robots and canonical link in step with
// in-app navigation, as a full page load would set them.
import { productLoaded } from '../../features/catalog';
import { makeProduct } from '../../features/catalog/testSupport/products';
import { locationChanged } from '../../features/route';
import { makeTestStore } from '../testing';
import { headSaga } from './headSaga';

const at = (pathname: string) => locationChanged({ pathname, search: '', hash: '' }, 'push');

describe('headSaga', () => {
  it('keeps the description, robots and canonical of the head in step with in-app navigation', () => {
    document.head.innerHTML =
      '<meta name="description" content="server"><link rel="canonical" href="https://shop.example/">';
    const { store, task } = makeTestStore({
      saga: headSaga,
      args: ['https://shop.example', document],
    });
    const content = (selector: string, attribute: string) =>
      document.head.querySelector(selector)?.getAttribute(attribute);

    const bag = makeProduct({ slug: 'bag', name: 'کیف', short_description: '<p>کیف "چرمی"</p>' });
    store.dispatch(productLoaded({ slug: 'bag', product: bag }));
    store.dispatch(at('/product/bag'));
    expect(content('meta[name="description"]', 'content')).toBe('کیف "چرمی"');
    expect(content('link[rel="canonical"]', 'href')).toBe('https://shop.example/product/bag/');
    expect(content('meta[name="robots"]', 'content')).toBe('max-image-preview:large');

    store.dispatch(at('/cart'));
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(content('meta[name="robots"]', 'content')).toBe('noindex, follow');
    expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
    task!.cancel();
  });
});
