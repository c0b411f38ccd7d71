// The admin token guarding the attribution report: a Bearer credential in any case of scheme,
// missing told from wrong, and the report switched off when no token is configured.
import { checkAdminToken } from './adminToken';

const TOKEN = 'owner-token-0123456789';

describe('checkAdminToken', () => {
  it('accepts the configured token as a Bearer credential, scheme in any case', () => {
    expect(checkAdminToken(TOKEN, `Bearer ${TOKEN}`)).toBe('ok');
    expect(checkAdminToken(TOKEN, `bearer ${TOKEN}`)).toBe('ok');
  });

  it('tells a missing credential from a wrong one', () => {
    expect(checkAdminToken(TOKEN, undefined)).toBe('missing');
    expect(checkAdminToken(TOKEN, TOKEN)).toBe('missing');
    expect(checkAdminToken(TOKEN, `Basic ${TOKEN}`)).toBe('missing');
    expect(checkAdminToken(TOKEN, `Bearer ${TOKEN}x`)).toBe('wrong');
    expect(checkAdminToken(TOKEN, 'Bearer short')).toBe('wrong');
  });

  it('is switched off when no token is configured, whatever is sent', () => {
    expect(checkAdminToken(undefined, `Bearer ${TOKEN}`)).toBe('disabled');
  });
});
