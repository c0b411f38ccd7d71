import type { ClassicVariationImage, ProductVariation } from '../../contracts/store';
import { referenceProductVariations } from '../features/catalog/testSupport/products';
import {
  answerVariationsRequest,
  shareIdenticalImages,
  variationsCollector,
  variationsMessages,
  type VariationsMessage,
} from './variationBatches';

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

function collect(messages: VariationsMessage[]) {
  const collector = variationsCollector();
  let outcome: ReturnType<typeof collector> = { state: 'waiting' };
  for (const message of messages) {
    if (message.kind === 'head' || message.kind === 'errorBody' || message.kind === 'unreachable') {
      continue;
    }
    outcome = collector(message);
  }
  return outcome;
}

describe('shareIdenticalImages', () => {
  it('makes equal image objects one object and leaves different ones apart', () => {
    const variations = list.map((v) => ({ ...v, image: { ...v.image } }));
    shareIdenticalImages(variations);
    expect(variations[0]!.image).toBe(variations[2]!.image);
    expect(variations[1]!.image).toBe(variations[3]!.image);
    expect(variations[0]!.image).not.toBe(variations[1]!.image);
    expect(variations[0]!.image).toEqual(image('blue'));
  });
});

describe('variationsMessages', () => {
  it('sends the list in batches of the given size, in order, then done', () => {
    const messages = variationsMessages(JSON.stringify(list), 3);
    expect(messages.map((m) => (m.kind === 'batch' ? m.variations.length : m.kind))).toEqual([
      3,
      3,
      1,
      'done',
    ]);
    const outcome = collect(messages);
    expect(outcome).toEqual({ state: 'done', value: list });
  });

  it('shares one image object inside a batch, so structured clone carries it once', () => {
    const [first] = variationsMessages(JSON.stringify(list), 10);
    if (first?.kind !== 'batch') throw new Error('expected a batch');
    expect(first.variations[0]!.image).toBe(first.variations[4]!.image);
  });

  it('answers an empty list as an empty list', () => {
    expect(collect(variationsMessages('[]'))).toEqual({ state: 'done', value: [] });
  });

  it('hands on JSON that is not a list, and tells a body that is not JSON', () => {
    expect(collect(variationsMessages('{"a":1}'))).toEqual({ state: 'done', value: { a: 1 } });
    expect(collect(variationsMessages('<html>'))).toEqual({ state: 'invalid' });
  });
});

describe('answerVariationsRequest', () => {
  const request = {
    url: 'https://shop.test/wp-json/woo-variation-swatches/v1/single-product/7?_locale=user',
    init: { method: 'GET', headers: { 'X-WP-Nonce': 'abc' }, credentials: 'include' as const },
  };

  it('fetches the request as given and sends the head before the batches', async () => {
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
    expect(collect(messages)).toEqual({ state: 'done', value: list });
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
