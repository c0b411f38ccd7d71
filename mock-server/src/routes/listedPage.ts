// A products page's JSON in UTF-8: each listed product's JSON kept with the reader's kept answer,
// and the page's joined bytes kept while the same kept answers make it. A page shown again (the
// price slider's next bound, another client asking the same page) is then sent as kept bytes,
// which the compression hook compresses once per coding (http/compression.ts): at 10,000
// products, joining and compressing a page cost more than finding it.
import { keptAnswer } from '../http/compression';
import { filterFields } from './storeFields';

const OPEN_BRACKET = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE_BRACKET = Buffer.from(']');
const EMPTY_PAGE = Buffer.from('[]');

/**
 * Pages kept, oldest first: enough for every page of a busy listing's usual filters, and at most
 * 16 MB of JSON (a hundred full products are about 500 KB), the compressed copies beside them.
 */
const KEPT_PAGES = 256;
const KEPT_BYTES = 16 * 1024 * 1024;
let keptBytes = 0;

const productJsonCache = new WeakMap<object, Map<string, Buffer>>();
const keptPages = new Map<string, { items: readonly object[]; bytes: Buffer }>();

/** What tells apart the JSON of the same product under other `_fields`. */
const fieldsKeyOf = (fields: readonly string[] | undefined) =>
  fields === undefined ? '' : JSON.stringify(fields);

/**
 * A listed product's JSON (its `_fields` applied), kept with its compressed copies (made when it
 * is sent alone) as long as the product object lives: the reader hands back the same objects
 * while they are valid.
 */
export function productJson(
  item: object,
  fields: readonly string[] | undefined,
  fieldsKey = fieldsKeyOf(fields),
): Buffer {
  let byFields = productJsonCache.get(item);
  if (!byFields) {
    byFields = new Map();
    productJsonCache.set(item, byFields);
  }
  let json = byFields.get(fieldsKey);
  if (json === undefined) {
    json = keptAnswer(Buffer.from(JSON.stringify(filterFields(item, fields))));
    byFields.set(fieldsKey, json);
  }
  return json;
}

function forget(key: string): void {
  const kept = keptPages.get(key);
  if (kept === undefined) return;
  keptBytes -= kept.bytes.length;
  keptPages.delete(key);
}

const sameItems = (kept: readonly object[], items: readonly object[]) =>
  kept.length === items.length && kept.every((item, index) => item === items[index]);

/**
 * The page's JSON, byte for byte what JSON.stringify writes: the same (kept) Buffer for as long
 * as the same product objects, in the same order, with the same `_fields`, make the page.
 */
export function listedPageJson(
  items: readonly { id: number }[],
  fields: readonly string[] | undefined,
): Buffer {
  if (items.length === 0) return EMPTY_PAGE;
  const fieldsKey = fieldsKeyOf(fields);
  const key = `${fieldsKey}|${items.map((item) => item.id).join(',')}`;
  const kept = keptPages.get(key);
  if (kept && sameItems(kept.items, items)) {
    keptPages.delete(key);
    keptPages.set(key, kept);
    return kept.bytes;
  }
  const parts: Buffer[] = [OPEN_BRACKET];
  items.forEach((item, index) => {
    if (index > 0) parts.push(COMMA);
    parts.push(productJson(item, fields, fieldsKey));
  });
  parts.push(CLOSE_BRACKET);
  const bytes = keptAnswer(Buffer.concat(parts));
  forget(key);
  keptPages.set(key, { items: [...items], bytes });
  keptBytes += bytes.length;
  while (keptPages.size > KEPT_PAGES || keptBytes > KEPT_BYTES) {
    const oldest = keptPages.keys().next().value;
    if (oldest === undefined) break;
    forget(oldest);
  }
  return bytes;
}
