// The filter terms a listing offers (issue 25: no choice that leads to an empty page): a term
// with no product is left out by the listing's own counts, but a ticked one stays at ۰ so the
// shopper can untick it.
import { offeredTerms } from './offeredTerms';

const terms = [
  { id: 1, slug: 'red', name: 'قرمز', count: 4 },
  { id: 2, slug: 'blue', name: 'آبی', count: 0 },
  { id: 3, slug: 'green', name: 'سبز', count: 2 },
];

describe('offeredTerms (issue 25: no choice that leads to an empty page)', () => {
  it("leaves out a term with no product, by the listing's own counts once known", () => {
    expect(offeredTerms(terms, null, []).map(({ term }) => term.slug)).toEqual(['red', 'green']);
    expect(offeredTerms(terms, { 1: 0, 2: 3, 3: 1 }, [])).toEqual([
      { term: terms[1], count: 3 },
      { term: terms[2], count: 1 },
    ]);
  });

  it('keeps a ticked term at ۰, so the shopper can untick it', () => {
    expect(offeredTerms(terms, { 1: 2 }, ['green']).map(({ term }) => term.slug)).toEqual([
      'red',
      'green',
    ]);
  });
});
