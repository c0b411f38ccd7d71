// The token a plain form post (no JavaScript) carries, as WordPress's forms carry `_wpnonce`: the
// visitor's REST nonce. A page shared by every visitor is drawn with it empty, and the server
// writes the visitor's own into it as the page is sent (contracts/plainPosts.ts), the value the
// browser's config holds too, so hydration draws the same attribute.
import { useAppSelector } from '../../../kernel/hooks';
import { PLAIN_POST_NONCE_FIELD } from '../../../../contracts/plainPosts';

export function FormNonce() {
  const nonce = useAppSelector((state) => state.config.nonce);
  return <input type="hidden" name={PLAIN_POST_NONCE_FIELD} value={nonce} />;
}
