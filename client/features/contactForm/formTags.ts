// Reading a parsed form definition: which form-tags it holds, in page (DOM) order, and which of
// them sit inside a `novalidate` area that change-validation skips (reference 3.6).
import {
  WRAPPED_FORM_TAG_BASETYPES,
  type ContactFormDefinition,
  type FormNode,
  type FormTag,
  type FormTagBasetype,
} from '../../../contracts/contactForm7';

export interface PlacedTag {
  tag: FormTag;
  /** Inside an element whose class list holds `novalidate`. */
  novalidate: boolean;
}

function hasClass(classList: string | undefined, name: string): boolean {
  return (classList ?? '').split(/\s+/).includes(name);
}

function collect(nodes: FormNode[], novalidate: boolean, into: PlacedTag[]): void {
  for (const node of nodes) {
    if (node.kind === 'tag') into.push({ tag: node.tag, novalidate });
    else if (node.kind === 'element') {
      collect(node.children, novalidate || hasClass(node.attributes.class, 'novalidate'), into);
    }
  }
}

/** Every form-tag of the template in document order. */
export function placedTags(definition: Pick<ContactFormDefinition, 'nodes'>): PlacedTag[] {
  const tags: PlacedTag[] = [];
  collect(definition.nodes, false, tags);
  return tags;
}

/** Form-tags CF7 renders inside `.wpcf7-form-control-wrap[data-name]`. */
const WRAPPED: ReadonlySet<FormTagBasetype> = new Set<FormTagBasetype>(WRAPPED_FORM_TAG_BASETYPES);

export function hasWrap(tag: Pick<FormTag, 'basetype' | 'name'>): boolean {
  return tag.name !== '' && WRAPPED.has(tag.basetype);
}

/** Field names of the wraps in document order (a name used twice counts once, where first seen). */
export function wrapOrder(definition: Pick<ContactFormDefinition, 'nodes'>): PlacedTag[] {
  const seen = new Set<string>();
  return placedTags(definition).filter(({ tag }) => {
    if (!hasWrap(tag) || seen.has(tag.name)) return false;
    seen.add(tag.name);
    return true;
  });
}

/** The first tag of each name (CF7 reads the first one too), for looking a field up by name. */
export function tagsByName(definition: Pick<ContactFormDefinition, 'nodes'>): Map<string, FormTag> {
  const byName = new Map<string, FormTag>();
  for (const { tag } of placedTags(definition)) {
    if (tag.name !== '' && tag.basetype !== 'count' && !byName.has(tag.name)) {
      byName.set(tag.name, tag);
    }
  }
  return byName;
}
