// The JSON schemas of the WordPress core REST answers (wp/v2) this shop serves, from which
// contracts/wp.ts derives their types. Apart from wp.ts so that the browser's scripts, which
// import wp.ts for its constants, never carry them (the minifier left them in the home page).
import { closedObject } from './closedObject';

const stringType = { type: 'string' } as const;
const integerType = { type: 'integer' } as const;
const renderedSchema = /* @__PURE__ */ closedObject({ rendered: stringType });
const protectedRenderedSchema = /* @__PURE__ */ closedObject({
  rendered: stringType,
  protected: { type: 'boolean' },
});

/** What posts and pages share, in the order WordPress writes them. */
const postProperties = {
  id: integerType,
  /** Site-local ISO time without zone, as WordPress sends it. */
  date: stringType,
  date_gmt: stringType,
  modified: stringType,
  modified_gmt: stringType,
  slug: stringType,
  status: { type: 'string', const: 'publish' },
  link: stringType,
  title: renderedSchema,
  content: protectedRenderedSchema,
  excerpt: protectedRenderedSchema,
  author: integerType,
  featured_media: integerType,
} as const;

export const wpPostSchema = /* @__PURE__ */ closedObject({
  ...postProperties,
  type: { type: 'string', const: 'post' },
});

export const wpPageSchema = /* @__PURE__ */ closedObject({
  ...postProperties,
  type: { type: 'string', const: 'page' },
  parent: integerType,
  menu_order: integerType,
});

export const wpMediaSizeSchema = /* @__PURE__ */ closedObject({
  file: stringType,
  width: integerType,
  height: integerType,
  mime_type: stringType,
  source_url: stringType,
});

export const wpMediaSchema = /* @__PURE__ */ closedObject({
  id: integerType,
  date: stringType,
  date_gmt: stringType,
  slug: stringType,
  status: { type: 'string', const: 'inherit' },
  type: { type: 'string', const: 'attachment' },
  link: stringType,
  title: renderedSchema,
  alt_text: stringType,
  media_type: { type: 'string', enum: ['image', 'file'] },
  mime_type: stringType,
  source_url: stringType,
  media_details: /* @__PURE__ */ closedObject({
    width: integerType,
    height: integerType,
    file: stringType,
    filesize: integerType,
    /** Each sub-size by name, then "full" (the original). */
    sizes: { type: 'object', additionalProperties: wpMediaSizeSchema },
  }),
});

/** DELETE with force=true: the item as it was. */
export function wpDeletedSchema<Item extends object>(item: Item) {
  return /* @__PURE__ */ closedObject({
    deleted: { type: 'boolean', const: true },
    previous: item,
  });
}

/** PHP's empty array: no user meta is shown. */
const noMetaSchema = { const: [] } as const;

export const wpUserSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'url', 'description', 'link', 'slug'],
  properties: {
    id: integerType,
    name: stringType,
    url: stringType,
    description: stringType,
    link: stringType,
    slug: stringType,
    /** context=view only; the embed context leaves it out. */
    meta: noMetaSchema,
  },
} as const;

const capabilitiesSchema = {
  type: 'object',
  additionalProperties: { type: 'boolean', const: true },
} as const;

export const wpUserEditSchema = /* @__PURE__ */ closedObject({
  id: integerType,
  username: stringType,
  name: stringType,
  first_name: stringType,
  last_name: stringType,
  email: stringType,
  url: stringType,
  description: stringType,
  link: stringType,
  locale: stringType,
  nickname: stringType,
  slug: stringType,
  roles: { type: 'array', items: stringType },
  registered_date: stringType,
  capabilities: capabilitiesSchema,
  extra_capabilities: capabilitiesSchema,
  meta: noMetaSchema,
});
