// Variations fetched off the page and sent back as one table with its buffers handed over:
// shared colour images sent once, empty and non-list answers passed on, error bodies sent as
// text, and an unreachable server said as such.
import type { ClassicVariationImage, ProductVariation } from '../../contracts/store';
import { referenceProductVariations } from '../features/catalog/testSupport/products';
import {
  answerVariationsRequest,
  variationsMessage,
  type VariationsMessage,
} from './variationBatches';
import { VariationTable, variationArray } from './variationTable';

function image(colour: string): ClassicVariationImage {
  const src = `https://shop.test/uploads/${colour}.webp`;
  return {
    title: colour,
    caption: '',
    url: src,
    alt: colour,
    src,
    srcset: `${src} 600w`,
    sizes: '600px',
    full_src: src,
    full_src_w: 600,
    full_src_h: 600,
    gallery_thumbnail_src: src,
    gallery_thumbnail_src_w: 100,
    gallery_thumbnail_src_h: 100,
    thumb_src: src,
    thumb_src_w: 300,
    thumb_src_h: 300,
    src_w: 600,
    src_h: 600,
  };
}

function variation(id: number, colour: string): ProductVariation {
  return {
    ...referenceProductVariations[0]!,
    variation_id: id,
    attributes: { attribute_pa_color: colour },
    image: image(colour),
  };
}

const list = Array.from({ length: 7 }, (_, n) => variation(100 + n, n % 2 ? 'red' : 'blue'));

/** The list the page reads from the worker's answer, or what it got instead. */
function read(message: VariationsMessage | undefined): unknown {
  if (message?.kind === 'table') {
    return variationArray(new VariationTable<ProductVariation>(structuredClone(message.table)));
  }
  return message?.kind === 'other' ? message.value : message?.kind;
}

describe('variationsMessage', () => {
  it('sends the whole list as one table, its buffers handed over', () => {
    const { message, transfer } = variationsMessage(JSON.stringify(list));
    if (message.kind !== 'table') throw new Error('expected a table');
    // flags, ids, one attribute and one column per other field: typed arrays, not objects.
    expect(transfer.length).toBeGreaterThanOrEqual(3);
    expect(transfer.every((buffer) => buffer instanceof ArrayBuffer)).toBe(true);
    expect(read(message)).toEqual(list);
  });

  it('carries an image that colours share once', () => {
    const { message } = variationsMessage(JSON.stringify(list));
    if (message.kind !== 'table') throw new Error('expected a table');
    const images = message.table.fields.find((field) => field.key === 'image')!;
    expect(images.values).toEqual([image('blue'), image('red')]);
  });

  it('answers an empty list as an empty list', () => {
    expect(read(variationsMessage('[]').message)).toEqual([]);
  });

  it('hands on JSON that is not a list, and tells a body that is not JSON', () => {
    expect(read(variationsMessage('{"a":1}').message)).toEqual({ a: 1 });
    expect(read(variationsMessage('<html>').message)).toBe('invalid');
  });
});

describe('answerVariationsRequest', () => {
  const request = {
    url: 'https://shop.test/wp-json/woo-variation-swatches/v1/single-product/7?_locale=user',
    init: { method: 'GET', headers: { 'X-WP-Nonce': 'abc' }, credentials: 'include' as const },
  };

  it('fetches the request as given and sends the head before the table', async () => {
    const seen: Array<[string, RequestInit | undefined]> = [];
    const fetchList = (async (url: string, init?: RequestInit) => {
      seen.push([url, init]);
      return new Response(JSON.stringify(list), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }) as typeof fetch;
    const messages: VariationsMessage[] = [];
    await answerVariationsRequest(request, fetchList, (m) => messages.push(m));
    expect(seen).toEqual([[request.url, request.init]]);
    expect(messages[0]).toEqual(
      expect.objectContaining({
        kind: 'head',
        status: 200,
        headers: expect.arrayContaining([['content-type', 'application/json']]),
      }),
    );
    expect(messages.map((m) => m.kind)).toEqual(['head', 'table']);
    expect(read(messages[1])).toEqual(list);
  });

  it('sends the body of an error answer as text, for the page to read', async () => {
    const body = JSON.stringify({ code: 'rest_forbidden', message: 'No', data: { status: 403 } });
    const fetchList = (async () => new Response(body, { status: 403 })) as typeof fetch;
    const messages: VariationsMessage[] = [];
    await answerVariationsRequest(request, fetchList, (m) => messages.push(m));
    expect(messages.map((m) => m.kind)).toEqual(['head', 'errorBody']);
    expect(messages[1]).toEqual({ kind: 'errorBody', text: body });
  });

  it('says unreachable when fetch itself fails', async () => {
    const fetchList = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const messages: VariationsMessage[] = [];
    await answerVariationsRequest(request, fetchList, (m) => messages.push(m));
    expect(messages).toEqual([{ kind: 'unreachable', message: 'Failed to fetch' }]);
  });
});
