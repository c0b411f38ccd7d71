// WordPress's roles and capabilities, for what this server implements: writing posts and media.
// The role tables are WordPress core's populate_roles() (and WooCommerce's customer role) cut
// to these capabilities; mapMetaCapability is core's map_meta_cap() for edit_post and
// delete_post. Pure rules: the routes ask, this module answers.

import { ROLES, isRole, type Role } from '../../../../contracts/account';

// The role names are stored (a column with a CHECK) as well as checked here, so they live in
// contracts where storage can read them too; re-exported for the capability rules' callers.
export { ROLES, isRole };
export type { Role };
/** Roles `npm run user:create` makes; customers register through the shop. */
export const STAFF_ROLES = ['administrator', 'editor', 'author'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export type Capability =
  | 'read'
  | 'upload_files'
  | 'edit_posts'
  | 'edit_others_posts'
  | 'edit_published_posts'
  | 'publish_posts'
  | 'delete_posts'
  | 'delete_others_posts'
  | 'delete_published_posts';

/** Capabilities about one object, mapped to primitive ones by who owns it and its status. */
export type MetaCapability = 'edit_post' | 'delete_post';

export interface User {
  id: number;
  role: Role;
}

/**
 * What a meta capability looks at. Posts here are always published; an attachment's status is
 * "inherit", which core maps like a draft (the owner's plain edit_posts / delete_posts).
 */
export interface OwnedObject {
  author: number;
  status: 'publish' | 'inherit';
}

const AUTHOR: readonly Capability[] = [
  'read',
  'upload_files',
  'edit_posts',
  'edit_published_posts',
  'publish_posts',
  'delete_posts',
  'delete_published_posts',
];
const EDITOR: readonly Capability[] = [...AUTHOR, 'edit_others_posts', 'delete_others_posts'];

const ROLE_CAPABILITIES: Record<Role, ReadonlySet<Capability>> = {
  // Administrators have everything editors have here (their extra powers are not built).
  administrator: new Set(EDITOR),
  editor: new Set(EDITOR),
  author: new Set(AUTHOR),
  // WooCommerce's customer: read only, like a subscriber.
  customer: new Set(['read']),
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** The role's capabilities in WordPress's order (what a user's `capabilities` lists). */
export function capabilitiesOf(role: Role): Capability[] {
  return [...ROLE_CAPABILITIES[role]];
}

/** user_can() for a primitive capability; a visitor (null) has none. */
export function hasCapability(user: User | null, capability: Capability): boolean {
  return user !== null && ROLE_CAPABILITIES[user.role].has(capability);
}

/** map_meta_cap(): the primitive capabilities that `meta` on `object` needs from `user`. */
export function mapMetaCapability(
  meta: MetaCapability,
  user: User,
  object: OwnedObject,
): Capability[] {
  const own = object.author !== 0 && object.author === user.id;
  const published = object.status === 'publish';
  if (meta === 'edit_post') {
    if (own) return [published ? 'edit_published_posts' : 'edit_posts'];
    return published ? ['edit_others_posts', 'edit_published_posts'] : ['edit_others_posts'];
  }
  if (own) return [published ? 'delete_published_posts' : 'delete_posts'];
  return published ? ['delete_others_posts', 'delete_published_posts'] : ['delete_others_posts'];
}

/** current_user_can( 'edit_post', $id ) and the like. */
export function canOn(user: User | null, meta: MetaCapability, object: OwnedObject): boolean {
  if (user === null) return false;
  return mapMetaCapability(meta, user, object).every((capability) =>
    hasCapability(user, capability),
  );
}

/**
 * Whether the per-user upload quota applies: it bounds the accounts an administrator hands
 * out, not the administrator, who owns the disk anyway.
 */
export function hasUploadQuota(user: User): boolean {
  return user.role !== 'administrator';
}
