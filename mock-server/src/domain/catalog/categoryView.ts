// Product categories as the Store API answers them, and each category with the ones below it
// (a category filter includes its children).
import type { StoreCategory } from '../../../../contracts/store';
import type { CategoryRecord, ImageRecord } from '../../storage/catalogRecords';
import { escapeHtml, renderParagraphs } from '../text';
import { toStoreImage } from './imageView';
import { CATEGORY_BASE } from './productView';

export function toStoreCategory(
  category: CategoryRecord,
  count: number,
  image: ImageRecord | undefined,
  origin: string,
): StoreCategory {
  return {
    id: category.id,
    name: escapeHtml(category.name),
    slug: category.slug,
    description: renderParagraphs(category.description),
    parent: category.parent,
    count,
    image: image ? toStoreImage(image, origin) : null,
    review_count: 0,
    permalink: `${origin}${CATEGORY_BASE}${encodeURIComponent(category.slug)}/`,
  };
}

/** Each category with every category below it, for filters that include children. */
export function descendantsOf(categories: readonly CategoryRecord[]): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const category of categories) {
    const siblings = children.get(category.parent);
    if (siblings) siblings.push(category.id);
    else children.set(category.parent, [category.id]);
  }
  const result = new Map<number, number[]>();
  for (const category of categories) {
    const all: number[] = [];
    const queue = [category.id];
    const seen = new Set<number>();
    while (queue.length > 0) {
      const id = queue.shift();
      if (id === undefined || seen.has(id)) continue;
      seen.add(id);
      all.push(id);
      queue.push(...(children.get(id) ?? []));
    }
    result.set(category.id, all);
  }
  return result;
}
