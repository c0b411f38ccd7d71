// Contact Form 7 contract: what the server answers and the client reads.
//
// COORDINATION (server <-> client), decided by the server half of issue 3:
// - Which forms a page holds: GET /wp-json/shop/v1/pages/{slug}/contact-forms answers
//   PageContactForms (definition.ts): the page's post id (containerPost) and, per placed form in
//   page order, its unit tag (wpcf7-f{id}-p{containerPost}-o{n}), the parsed form definition and
//   fresh quiz/captcha challenges. The contact page (slug "contact") holds two seeded forms:
//   CONTACT_FORM_ID (101) then WHOLESALE_FORM_ID (102). Forms loaded from CONTACT_FORMS_DIR can
//   name the page slugs they sit on. A page with no forms answers { containerPost, forms: [] };
//   an unknown slug answers 404 rest_post_invalid_id. Not a CF7 route: a real WordPress needs a
//   small plugin for it (docs/contracts.md).
// - The three CF7 routes live under API_NAMESPACE (below) and never need a nonce; the client must
//   not send X-WP-Nonce to them.
// - Validation: the client runs the same engine as the server, `validate(schema, data)` from
//   ./swv, on the schema from the schema route.
// - The per-IP rate limit answers HTTP 200 with status TOO_MANY_REQUESTS_STATUS
//   ("too_many_requests" -> client slug "custom-too-many_requests") and a Persian message.
// - Captcha images: GET /wp-content/uploads/wpcf7_captcha/{digits}.png (the digits are the challenge).

export * from './definition';
export * from './formTagOptions';
export * from './responses';
export * from './swv/schema';
export * from './paths';
export * from './jsonSchemas';
export { SWV_META_SCHEMA } from './swv/metaSchema';
