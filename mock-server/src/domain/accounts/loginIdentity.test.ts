// What a sign-in name is read as: an email when it has an @, else an Iranian mobile in any digits,
// else a staff login name; each normalised, and null for none of the three.
import { normaliseEmail, normaliseMobile, normaliseStaffLogin, readLogin } from './loginIdentity';

describe('normaliseMobile', () => {
  it.each([
    ['09121234567', '09121234567'],
    ['۰۹۱۲۱۲۳۴۵۶۷', '09121234567'],
    ['٠٩١٢١٢٣٤٥٦٧', '09121234567'],
    ['+98 912 123 4567', '09121234567'],
    ['0098-912-123-4567', '09121234567'],
    ['989121234567', '09121234567'],
    ['9121234567', '09121234567'],
    ['۰۹۱۲ ۱۲۳ ۴۵۶۷', '09121234567'],
  ])('%s -> %s', (input, expected) => {
    expect(normaliseMobile(input)).toBe(expected);
  });

  it.each([
    '0912123456',
    '091212345678',
    '02112345678',
    '08121234567',
    'abc',
    '',
    '+1 912 123 4567',
  ])('rejects %s', (input) => {
    expect(normaliseMobile(input)).toBeNull();
  });
});

describe('normaliseEmail', () => {
  it('trims and lower-cases', () => {
    expect(normaliseEmail('  Sara@Example.IR ')).toBe('sara@example.ir');
  });

  it.each(['sara', 'sara@', '@example.ir', 'sara@example', 'sa ra@example.ir', 'a@b@c.ir'])(
    'rejects %s',
    (input) => {
      expect(normaliseEmail(input)).toBeNull();
    },
  );
});

describe('readLogin', () => {
  it('reads an email when there is an @', () => {
    expect(readLogin('Sara@Example.ir')).toEqual({ kind: 'email', value: 'sara@example.ir' });
  });

  it('reads a mobile otherwise, in any digits', () => {
    expect(readLogin('۰۹۱۲۱۲۳۴۵۶۷')).toEqual({ kind: 'mobile', value: '09121234567' });
  });

  it('reads a staff login name when it is neither', () => {
    expect(readLogin(' Maryam.Editor ')).toEqual({ kind: 'login', value: 'maryam.editor' });
  });

  it('gives null for none of the three', () => {
    expect(readLogin('sara@x')).toBeNull();
    expect(readLogin('0212345')).toBeNull();
    expect(readLogin('سارا')).toBeNull();
    expect(readLogin('ab')).toBeNull();
  });
});

describe('normaliseStaffLogin', () => {
  it('lower-cases and keeps letters, digits, dot, dash and underscore', () => {
    expect(normaliseStaffLogin('Reza_Author-2')).toBe('reza_author-2');
  });

  it.each(['ab', '12345', 'has space', 'a@b', 'x'.repeat(61), 'رضا'])('rejects %j', (input) => {
    expect(normaliseStaffLogin(input)).toBeNull();
  });
});
