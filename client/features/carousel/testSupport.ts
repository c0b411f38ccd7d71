// Test helpers: slides as the carousel stores them, and media queries a test can flip.
import type { CarouselEnvironment } from './sagas';
import type { CarouselSlide } from './slides';

export function makeSlide(fields: Partial<CarouselSlide> & { id: number }): CarouselSlide {
  return {
    slug: `product-${fields.id}`,
    name: `محصول ${fields.id}`,
    image: null,
    price: 800_000,
    regular: 1_000_000,
    priceFrom: false,
    discount: 20,
    currency: { currency_minor_unit: 0, currency_prefix: '', currency_suffix: ' تومان' },
    saleEndsAt: null,
    noSale: false,
    needsChoice: false,
    ...fields,
  };
}

/** A media query whose answer a test sets, telling its listeners as a browser would. */
export class FakeMediaQuery {
  private listeners = new Set<(event: MediaQueryListEvent) => void>();

  constructor(
    readonly media: string,
    public matches = false,
  ) {}

  addEventListener(_type: 'change', listener: (event: MediaQueryListEvent) => void): void {
    this.listeners.add(listener);
  }

  removeEventListener(_type: 'change', listener: (event: MediaQueryListEvent) => void): void {
    this.listeners.delete(listener);
  }

  get listenerCount(): number {
    return this.listeners.size;
  }

  set(matches: boolean): void {
    this.matches = matches;
    const event = { matches, media: this.media } as MediaQueryListEvent;
    for (const listener of this.listeners) listener(event);
  }
}

/** An environment on jest's clock with the given media query answers. */
export function fakeEnvironment(answers: Record<string, boolean> = {}) {
  const queries = new Map<string, FakeMediaQuery>();
  const env: CarouselEnvironment = {
    now: () => Date.now(),
    matchMedia(query) {
      let list = queries.get(query);
      if (!list) {
        list = new FakeMediaQuery(query, answers[query] ?? false);
        queries.set(query, list);
      }
      return list as unknown as MediaQueryList;
    },
  };
  const query = (text: string): FakeMediaQuery => {
    env.matchMedia(text);
    return queries.get(text)!;
  };
  return { env, query };
}
