// Contact Form 7's hashes against reference vectors: wp_hash's quiz salt, quiz answers in either
// digit script, posted_data_hash over half-hour ticks, and the precomputed hasher equal to HMAC.
import { createHmac } from 'node:crypto';
import { createPostedDataHasher, postedDataHashInput, submissionTick } from './postedDataHash';
import { canonicalAnswer, createQuizHasher } from './quiz';
import { wpHash, wpHasher } from './wpHash';

const K = 'test-secret-key-0123456789';

describe('wp_hash (reference vectors)', () => {
  it('derives the wpcf7_quiz salt', () => {
    expect(wpHash(K, 'x', 'wpcf7_quiz')).toHaveLength(32);
    // salt = K + HMAC-MD5(K, scheme)
    expect(createHmac('md5', K).update('wpcf7_quiz').digest('hex')).toBe(
      '273f86d0613b149b7536e3d60864f760',
    );
  });
});

describe('quiz answers', () => {
  const quiz = createQuizHasher(K);
  it.each([
    ['2', '7d2e1a35a865bc957afd8ea623f9e097'],
    [' 2 ', '7d2e1a35a865bc957afd8ea623f9e097'],
    ['Tehran', '5a9d9bc43fb01c526e379dd548112df2'],
    ['  TEH ran ', '5a9d9bc43fb01c526e379dd548112df2'],
    ['New York', '4b0b557d41efbf52934082e28b45a847'],
    ['تهران', '53e20a58c49f07073ff8b04aa12e8488'],
    ['۴', '14dfef9256c7066238c0947228d4a5a1'],
    ['4', '8fad6a0632bf6545670e079294a89185'],
  ])('hashes %p as CF7 does', (answer, hash) => expect(quiz.hash(answer)).toBe(hash));

  it('canonicalises like CF7', () => {
    expect(canonicalAnswer('  TEH ran ')).toBe('tehran');
    expect(canonicalAnswer('New York')).toBe('newyork');
    expect(canonicalAnswer('&amp;Ｔｅｈ')).toBe('&teh');
  });

  it('accepts the answer in either digit script (the shop improvement)', () => {
    expect(quiz.matches('4', '8fad6a0632bf6545670e079294a89185')).toBe(true);
    expect(quiz.matches('۴', '8fad6a0632bf6545670e079294a89185')).toBe(true);
    expect(quiz.matches('٤', '8fad6a0632bf6545670e079294a89185')).toBe(true);
    expect(quiz.matches('4', '14dfef9256c7066238c0947228d4a5a1')).toBe(true);
    expect(quiz.matches('5', '8fad6a0632bf6545670e079294a89185')).toBe(false);
    expect(quiz.matches('تهران', '53e20a58c49f07073ff8b04aa12e8488')).toBe(true);
    expect(quiz.matches('تهران', 'short')).toBe(false);
  });
});

describe('posted_data_hash (reference vectors)', () => {
  const hash = createPostedDataHasher(K);
  it('counts half-hour ticks rounded up', () => {
    expect(submissionTick(new Date(1700000000 * 1000))).toBe(944445);
    expect(submissionTick(new Date(1699999200 * 1000))).toBe(944444);
    expect(submissionTick(new Date(1699999201 * 1000))).toBe(944445);
  });

  it('hashes a Persian submission', () => {
    const values = ['علی رضایی', 'ali@example.com', 'سلام', 'متن پیام'];
    expect(postedDataHashInput(944445, '203.0.113.5', 'wpcf7-f123-p45-o1', values)).toBe(
      '944445, 203.0.113.5, wpcf7-f123-p45-o1, علی رضایی, ali@example.com, سلام, متن پیام',
    );
    expect(hash(new Date(1700000000 * 1000), '203.0.113.5', 'wpcf7-f123-p45-o1', values)).toBe(
      '9a4a1e8a5035c829d00ff9ee9bc5c3ff',
    );
    expect(hash(new Date(1699999200 * 1000), '203.0.113.5', 'wpcf7-f123-p45-o1', values)).toBe(
      'ac0afeefdf1c8d1286ba530385a9bbf8',
    );
  });

  it('flattens arrays and keeps empty values', () => {
    const values = ['Ali', ['red', 'blue'], [], '', 'ok'];
    expect(postedDataHashInput(944445, '203.0.113.5', 'wpcf7-f123-o1', values)).toBe(
      '944445, 203.0.113.5, wpcf7-f123-o1, Ali, red, blue, , ok',
    );
    expect(hash(new Date(1700000000 * 1000), '203.0.113.5', 'wpcf7-f123-o1', values)).toBe(
      'e087d089f6e5693e5caca855350ce642',
    );
  });

  it('leaves out an address that is not an IP', () => {
    expect(postedDataHashInput(1, 'not-an-ip', 'u', [])).toBe('1, , u');
  });
});

describe('the precomputed hasher', () => {
  it('equals a plain HMAC for short, long and Persian input', () => {
    const hasher = wpHasher(K, 'wpcf7_submission');
    for (const data of ['', 'a', 'سلام'.repeat(50), 'x'.repeat(1000)]) {
      expect(hasher(data)).toBe(wpHash(K, data, 'wpcf7_submission'));
    }
  });
});
