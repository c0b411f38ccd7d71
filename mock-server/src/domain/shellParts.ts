// A rendered page cut once, as bytes, around what differs per visitor (the nonce of its plain
// forms and the bootstrap block), so a visit joins a few Buffers instead of searching, copying and
// encoding the whole page (issue 28: 1.1 ms of the server's thread per product page view at
// 10,000 products, and its garbage). The joined bytes are renderShellPage's over the page with
// the visitor's nonce written into its forms, byte for byte (shellParts.test.ts compares).
import type { BootstrapConfig } from '../../../contracts/bootstrap';
import { EMPTY_NONCE_INPUT, nonceInput } from '../../../contracts/plainPosts';
import { BOOTSTRAP_PLACEHOLDER, bootstrapScript } from './bootstrapPage';

type Slot = 'nonce' | 'bootstrap';

/** The page's fixed bytes, with a visitor's slot between each two (`fixed` has one more). */
export interface ShellParts {
  fixed: readonly Buffer[];
  slots: readonly Slot[];
}

const HEAD_END = '</head>';

/** `texts` cut at every `separator`, each cut becoming a `slot`. */
function cutAt(texts: string[], slots: Slot[], separator: string, slot: Slot) {
  const outTexts: string[] = [];
  const outSlots: Slot[] = [];
  texts.forEach((text, at) => {
    const pieces = text.split(separator);
    pieces.forEach((piece, index) => {
      if (index > 0) outSlots.push(slot);
      outTexts.push(piece);
    });
    const after = slots[at];
    if (after !== undefined) outSlots.push(after);
  });
  return { texts: outTexts, slots: outSlots };
}

/** Where the first `</head>` is, as [text index, offset], if anywhere. */
function headEndOf(texts: readonly string[]): [number, number] | undefined {
  for (let at = 0; at < texts.length; at += 1) {
    const offset = texts[at]!.indexOf(HEAD_END);
    if (offset >= 0) return [at, offset];
  }
  return undefined;
}

/**
 * Cuts `html` (a page shared by every visitor: its forms' nonce inputs empty) as renderShellPage
 * places the bootstrap and the head extras. No slot's text can hold `</head>`, the placeholder or
 * an empty nonce input, so where they are found in the cut texts is where the old assembly over
 * the whole string found them.
 */
export function cutShellPage(html: string, headExtras = ''): ShellParts {
  let { texts, slots } = cutAt([html], [], EMPTY_NONCE_INPUT, 'nonce');
  const headEnd = headEndOf(texts);
  if (headExtras !== '' && headEnd) {
    const [at, offset] = headEnd;
    const text = texts[at]!;
    texts[at] = `${text.slice(0, offset)}${headExtras}${text.slice(offset)}`;
  }
  if (texts.some((text) => text.includes(BOOTSTRAP_PLACEHOLDER))) {
    ({ texts, slots } = cutAt(texts, slots, BOOTSTRAP_PLACEHOLDER, 'bootstrap'));
  } else {
    // Before </head> (after the extras just put there), or first of all without a head.
    const [at, offset] = headEndOf(texts) ?? [0, 0];
    const text = texts[at]!;
    texts.splice(at, 1, text.slice(0, offset), text.slice(offset));
    slots.splice(at, 0, 'bootstrap');
  }
  return { fixed: texts.map((text) => Buffer.from(text)), slots };
}

/** The page for one visitor: their nonce in the forms and their bootstrap block. */
export function joinShellPage(parts: ShellParts, config: BootstrapConfig): Buffer {
  const bytes: Record<Slot, Buffer | undefined> = { nonce: undefined, bootstrap: undefined };
  const slotBytes = (slot: Slot) =>
    (bytes[slot] ??= Buffer.from(
      slot === 'nonce' ? nonceInput(config.nonce) : bootstrapScript(config),
    ));
  const list: Buffer[] = [];
  let length = 0;
  parts.fixed.forEach((fixed, at) => {
    list.push(fixed);
    length += fixed.length;
    const slot = parts.slots[at];
    if (slot === undefined) return;
    const filled = slotBytes(slot);
    list.push(filled);
    length += filled.length;
  });
  return Buffer.concat(list, length);
}
