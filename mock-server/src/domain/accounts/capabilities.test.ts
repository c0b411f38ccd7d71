// Who may do what, as WordPress roles and map_meta_cap decide it: each role's capabilities, own
// and others' posts, attachments, author 0 as nobody, and the upload quota for all but admins.
import {
  ROLES,
  canOn,
  hasCapability,
  hasUploadQuota,
  isRole,
  isStaffRole,
  mapMetaCapability,
  type Capability,
  type Role,
  type User,
} from './capabilities';

const user = (id: number, role: Role): User => ({ id, role });
const admin = user(1, 'administrator');
const editor = user(2, 'editor');
const author = user(3, 'author');
const customer = user(4, 'customer');

describe('role capabilities (WordPress populate_roles, WooCommerce customer)', () => {
  it.each<[Capability, Role[]]>([
    ['read', ['administrator', 'editor', 'author', 'customer']],
    ['upload_files', ['administrator', 'editor', 'author']],
    ['edit_posts', ['administrator', 'editor', 'author']],
    ['publish_posts', ['administrator', 'editor', 'author']],
    ['edit_published_posts', ['administrator', 'editor', 'author']],
    ['delete_posts', ['administrator', 'editor', 'author']],
    ['delete_published_posts', ['administrator', 'editor', 'author']],
    ['edit_others_posts', ['administrator', 'editor']],
    ['delete_others_posts', ['administrator', 'editor']],
  ])('%s belongs to %j', (capability, roles) => {
    const holders = ROLES.filter((role) => hasCapability(user(9, role), capability));
    expect(holders).toEqual(roles);
  });

  it('gives a visitor nothing, not even read', () => {
    expect(hasCapability(null, 'read')).toBe(false);
    expect(canOn(null, 'edit_post', { author: 0, status: 'publish' })).toBe(false);
  });
});

describe('map_meta_cap for edit_post and delete_post', () => {
  it('maps an own published post to the *_published_posts capabilities', () => {
    const post = { author: author.id, status: 'publish' } as const;
    expect(mapMetaCapability('edit_post', author, post)).toEqual(['edit_published_posts']);
    expect(mapMetaCapability('delete_post', author, post)).toEqual(['delete_published_posts']);
  });

  it("maps someone else's published post to *_others_posts and *_published_posts", () => {
    const post = { author: 77, status: 'publish' } as const;
    expect(mapMetaCapability('edit_post', author, post)).toEqual([
      'edit_others_posts',
      'edit_published_posts',
    ]);
    expect(mapMetaCapability('delete_post', author, post)).toEqual([
      'delete_others_posts',
      'delete_published_posts',
    ]);
  });

  it('maps an attachment (status inherit) like a draft', () => {
    expect(
      mapMetaCapability('delete_post', author, { author: author.id, status: 'inherit' }),
    ).toEqual(['delete_posts']);
    expect(mapMetaCapability('edit_post', author, { author: 77, status: 'inherit' })).toEqual([
      'edit_others_posts',
    ]);
  });

  it('treats author 0 as nobody, never as the signed-in user', () => {
    expect(
      mapMetaCapability('edit_post', user(0, 'author'), { author: 0, status: 'inherit' }),
    ).toEqual(['edit_others_posts']);
  });
});

describe('who may edit and delete what', () => {
  const ownPost = { author: author.id, status: 'publish' } as const;
  const othersPost = { author: editor.id, status: 'publish' } as const;
  const ownMedia = { author: author.id, status: 'inherit' } as const;
  const othersMedia = { author: editor.id, status: 'inherit' } as const;

  it('lets an author edit and delete only their own posts and media', () => {
    for (const meta of ['edit_post', 'delete_post'] as const) {
      expect(canOn(author, meta, ownPost)).toBe(true);
      expect(canOn(author, meta, ownMedia)).toBe(true);
      expect(canOn(author, meta, othersPost)).toBe(false);
      expect(canOn(author, meta, othersMedia)).toBe(false);
    }
  });

  it("lets editors and administrators edit and delete everyone's", () => {
    for (const who of [editor, admin])
      for (const meta of ['edit_post', 'delete_post'] as const)
        for (const object of [ownPost, othersPost, ownMedia, othersMedia])
          expect(canOn(who, meta, object)).toBe(true);
  });

  it('lets a customer edit or delete nothing, not even what names them as author', () => {
    for (const meta of ['edit_post', 'delete_post'] as const) {
      expect(canOn(customer, meta, { author: customer.id, status: 'publish' })).toBe(false);
      expect(canOn(customer, meta, { author: customer.id, status: 'inherit' })).toBe(false);
    }
  });
});

describe('roles', () => {
  it('recognises the four roles and the three staff roles', () => {
    expect(ROLES.filter(isRole)).toEqual(['administrator', 'editor', 'author', 'customer']);
    expect(isRole('subscriber')).toBe(false);
    expect(ROLES.filter(isStaffRole)).toEqual(['administrator', 'editor', 'author']);
  });

  it('applies the upload quota to everyone but administrators', () => {
    expect([admin, editor, author, customer].map(hasUploadQuota)).toEqual([
      false,
      true,
      true,
      true,
    ]);
  });
});
