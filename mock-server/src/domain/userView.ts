// A user as wp/v2/users answers it (WP_REST_Users_Controller::prepare_item_for_response, then
// filtered by context). The shop's choices where it has no WordPress data: docs/decisions.md
// "wp/v2/users/me".
import type { UserContext, WpUser, WpUserEdit } from '../../../contracts/wp';
import { capabilitiesOf, type Role } from './accounts/capabilities';
import { slugify } from './slug';

export interface UserRecord {
  id: number;
  login: string | null;
  email: string | null;
  mobile: string | null;
  firstName: string;
  lastName: string;
  createdGmt: string;
  role: Role;
}

/** The site's locale, which get_user_locale() gives a user who never chose one. */
const SITE_LOCALE = 'fa_IR';

/** user_login: staff have one; a shopper signs in with the email or mobile they registered. */
function username(user: UserRecord): string {
  return user.login ?? user.email ?? user.mobile ?? String(user.id);
}

/** "2025-09-01T06:00:00+00:00", PHP's date( 'c' ) in GMT. */
function registeredDate(createdGmt: string): string {
  return `${new Date(createdGmt).toISOString().slice(0, 19)}+00:00`;
}

function allCapabilities(role: Role): Record<string, true> {
  const all: Record<string, true> = {};
  for (const capability of capabilitiesOf(role)) all[capability] = true;
  // WP_User::$allcaps ends with the user's own caps: the role's name.
  all[role] = true;
  return all;
}

export function toWpUser(
  user: UserRecord,
  context: UserContext,
  origin: string,
): WpUser | WpUserEdit {
  const name = `${user.firstName} ${user.lastName}`.trim() || username(user);
  const slug = slugify(username(user)) || String(user.id);
  // The shop has no author archives: a user's page is their account page.
  const link = `${origin}/my-account/`;
  if (context !== 'edit') {
    const view: WpUser = { id: user.id, name, url: '', description: '', link, slug };
    // The embed context leaves meta out.
    return context === 'view' ? { ...view, meta: [] } : view;
  }
  return {
    id: user.id,
    username: username(user),
    name,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email ?? '',
    url: '',
    description: '',
    link,
    locale: SITE_LOCALE,
    nickname: username(user),
    slug,
    roles: [user.role],
    registered_date: registeredDate(user.createdGmt),
    capabilities: allCapabilities(user.role),
    extra_capabilities: { [user.role]: true },
    meta: [],
  };
}
