// Contact Form 7 contract: what the server answers and the client reads.
//
// COORDINATION (server <-> client), decided by the server half of issue 3:
// - Which forms a page holds: the page itself says, as on a WordPress site. CF7 writes each form's
//   markup into the page's content.rendered (GET /wp-json/wp/v2/pages?slug={slug}); the client
//   reads it back (markup/readPageForms.ts) into PageContactForms (definition.ts): per placed form
//   in page order its unit tag, container post (the page's id where the markup says 0, as in a
//   REST answer), the form definition and the quiz/captcha challenges in the markup. The shop's
//   server renders the same markup (mock-server/src/domain/forms/formMarkup.ts) with unit tags
//   wpcf7-f{id}-o{n} and container post 0, as WordPress does in a REST answer. The contact page
//   (slug "contact") holds two seeded forms: CONTACT_FORM_ID (101) then WHOLESALE_FORM_ID (102).
// - The three CF7 routes live under API_NAMESPACE (below) and never need a nonce; the client must
//   not send X-WP-Nonce to them.
// - Validation: the client runs the same engine as the server, `validate(schema, data)` from
//   ./swv, on the schema from the schema route.
// - The per-IP rate limit answers HTTP 200 with status TOO_MANY_REQUESTS_STATUS
//   ("too_many_requests" -> client slug "custom-too-many_requests") and a Persian message.
// - Captcha images: GET /wp-content/uploads/wpcf7_captcha/{digits}.png (the digits are the challenge).

export * from './definition';
export * from './formTagOptions';
export * from './controlClasses';
export * from './responses';
export * from './swv/schema';
export * from './paths';
export * from './jsonSchemas';
export { SWV_META_SCHEMA } from './swv/metaSchema';
