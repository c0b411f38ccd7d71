// Issue 25 item 11: contracts:verify without --cookie skips the media interactions, saying why.
import { STATES } from '../consumer/wordpressContract';
import { AUTHOR_COOKIE_SKIP_REASON, authorOnlyStates } from './authorStates';

describe('the media interactions need an author', () => {
  it('without a cookie, upload, edit and post-process are skipped with the reason', () => {
    expect(authorOnlyStates(undefined)).toEqual({
      [STATES.canUpload]: AUTHOR_COOKIE_SKIP_REASON,
      [STATES.mediaExists]: AUTHOR_COOKIE_SKIP_REASON,
      [STATES.imageWithoutSubSizes]: AUTHOR_COOKIE_SKIP_REASON,
    });
    expect(authorOnlyStates('  ')).toHaveProperty([STATES.canUpload]);
    expect(AUTHOR_COOKIE_SKIP_REASON).toContain('--cookie');
  });

  it('with a cookie, nothing is skipped for it', () => {
    expect(authorOnlyStates('wordpress_logged_in_abc=xyz')).toEqual({});
  });
});
