// The character counter of contact form fields, on reference 6's vectors: counting down from
// maxlength on the trimmed length, too-long past it, too-short below minlength (untrimmed, empty
// included), and up counters from zero.
import { readCounter, startingValue } from './counter';

const up = (minimum = 0, maximum = 0) => ({ direction: 'up' as const, minimum, maximum });
const down = (maximum: number) => ({ direction: 'down' as const, minimum: 0, maximum });

describe('readCounter (reference 6 vectors)', () => {
  it.each([
    ['سلام', 4],
    ['می\u200cخواهم', 8],
    ['😀', 2],
    ['a\nb', 3],
  ])('counts %j up as %i', (value, count) => {
    expect(readCounter(value, up())).toEqual({ current: count, tooLong: false, tooShort: false });
  });

  it('counts down from the maximum using the trimmed length', () => {
    expect(readCounter('  hello  ', down(100))).toEqual({
      current: 95,
      tooLong: false,
      tooShort: false,
    });
  });

  it('goes below zero and marks too-long past the maximum', () => {
    expect(readCounter('12345678901', down(10))).toEqual({
      current: -1,
      tooLong: true,
      tooShort: false,
    });
  });

  it('marks too-short below the minimum, including an empty field', () => {
    expect(readCounter('abc', up(5))).toEqual({ current: 3, tooLong: false, tooShort: true });
    expect(readCounter('', up(5))).toEqual({ current: 0, tooLong: false, tooShort: true });
  });

  it('compares the untrimmed length for too-short', () => {
    expect(readCounter('   ab  ', up(5))).toEqual({ current: 2, tooLong: false, tooShort: false });
  });

  it('counts down from zero when the target has no maxlength', () => {
    expect(readCounter('abc', down(0))).toEqual({ current: -3, tooLong: false, tooShort: false });
  });

  it('starts a down counter at the maximum and an up counter at zero', () => {
    expect(startingValue(down(500))).toBe(500);
    expect(startingValue(up(3, 500))).toBe(0);
  });
});
