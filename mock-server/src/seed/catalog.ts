// Fills an empty catalogue in one transaction (a catalogue that has products is left alone, so
// restarts never duplicate anything).
import type Database from 'better-sqlite3';
import { productSearchText } from '../domain/catalog/searchText';
import { wpDateTime } from '../domain/siteTime';
import type { ProductRecord } from '../storage/catalogRecords';
import { createSqliteCatalogRepository } from '../storage/catalogRepository';
import {
  createSqliteCatalogWriter,
  type CatalogWriter,
  type NewProduct,
} from '../storage/catalogWriter';
import { PRODUCTS, VECTOR_PRODUCT_SLUG, type ProductSeed } from './catalogProducts';
import { CATEGORIES, COLOURS, MATERIALS, SIZES } from './catalogVocabulary';
import { planVariations, type PlannedVariation } from './catalogVariations';

export interface CatalogSeedResult {
  products: number;
  variations: number;
  categories: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

interface Vocabulary {
  attributeIds: { color: number; size: number; material: number };
  termIds: Map<string, number>;
  termNames: Map<string, string>;
  colourHex: Map<string, string>;
}

function insertVocabulary(writer: CatalogWriter): Vocabulary {
  const attributeIds = {
    color: writer.insertAttribute({ taxonomy: 'pa_color', label: 'رنگ', swatchType: 'color' }),
    size: writer.insertAttribute({ taxonomy: 'pa_size', label: 'سایز', swatchType: 'button' }),
    material: writer.insertAttribute({
      taxonomy: 'pa_material',
      label: 'جنس',
      swatchType: 'radio',
    }),
  };
  const termIds = new Map<string, number>();
  const termNames = new Map<string, string>();
  const colourHex = new Map<string, string>();
  const add = (
    taxonomy: string,
    attributeId: number,
    terms: readonly { slug: string; name: string; hex?: string }[],
  ) => {
    terms.forEach((term, index) => {
      const id = writer.insertTerm({
        attributeId,
        slug: term.slug,
        name: term.name,
        menuOrder: index,
        primaryColor: term.hex ?? null,
        secondaryColor: null,
      });
      termIds.set(`${taxonomy}:${term.slug}`, id);
      termNames.set(`${taxonomy}:${term.slug}`, term.name);
      if (term.hex) colourHex.set(term.slug, term.hex);
    });
  };
  add('pa_color', attributeIds.color, COLOURS);
  add('pa_size', attributeIds.size, SIZES);
  add('pa_material', attributeIds.material, MATERIALS);
  return { attributeIds, termIds, termNames, colourHex };
}

function insertCategories(writer: CatalogWriter): Map<string, number> {
  const ids = new Map<string, number>();
  CATEGORIES.forEach((category, index) => {
    const imageId = writer.insertImage({
      fileKey: `category-${category.slug}`,
      shape: category.shape,
      primaryColor: category.colour,
      secondaryColor: '#ffffff',
      view: 0,
      alt: category.name,
    });
    const parent = category.parent === undefined ? 0 : (ids.get(category.parent) ?? 0);
    ids.set(
      category.slug,
      writer.insertCategory({
        slug: category.slug,
        name: category.name,
        description: category.description,
        parent,
        menuOrder: index,
        imageId,
      }),
    );
  });
  return ids;
}

function baseRecord(seed: ProductSeed, created: string): Omit<NewProduct, 'type' | 'searchText'> {
  return {
    parentId: 0,
    status: 'publish',
    slug: seed.slug,
    name: seed.name,
    sku: seed.sku,
    shortDescription: seed.short,
    description: seed.description,
    regularPrice: null,
    salePrice: null,
    saleEndsGmt: null,
    stockQuantity: null,
    stockStatus: 'instock',
    maxPerOrder: seed.maxPerOrder ?? null,
    soldIndividually: seed.soldIndividually ?? false,
    virtual: seed.virtual ?? false,
    downloadable: seed.downloadable ?? false,
    weightGrams: seed.weightGrams ?? null,
    featured: seed.featured ?? false,
    imageId: null,
    attributes: {},
    defaultAttributes: {},
    menuOrder: 0,
    totalSales: seed.sales,
    averageRating: seed.rating,
    reviewCount: seed.reviews,
    dateCreatedGmt: created,
    modifiedGmt: created,
  };
}

function stockStatus(quantity: number | null): ProductRecord['stockStatus'] {
  return quantity !== null && quantity <= 0 ? 'outofstock' : 'instock';
}

/** Main picture plus two more views, and one picture per colour for the variations. */
function insertPictures(writer: CatalogWriter, seed: ProductSeed, vocabulary: Vocabulary) {
  const colours = seed.colours ?? [];
  const firstColour = colours[0];
  const mainHex = firstColour ? (vocabulary.colourHex.get(firstColour) ?? '#888888') : '#2f6fd6';
  const perColour = new Map<string, number>();
  for (const colour of colours) {
    perColour.set(
      colour,
      writer.insertImage({
        fileKey: `${seed.slug}-${colour}`,
        shape: seed.shape,
        primaryColor: vocabulary.colourHex.get(colour) ?? '#888888',
        secondaryColor: seed.accent,
        view: 0,
        alt: `${seed.name} ${vocabulary.termNames.get(`pa_color:${colour}`) ?? ''}`.trim(),
      }),
    );
  }
  const main =
    (firstColour ? perColour.get(firstColour) : undefined) ??
    writer.insertImage({
      fileKey: seed.slug,
      shape: seed.shape,
      primaryColor: mainHex,
      secondaryColor: seed.accent,
      view: 0,
      alt: seed.name,
    });
  const gallery = [1, 2].map((view) =>
    writer.insertImage({
      fileKey: `${seed.slug}-view-${view}`,
      shape: seed.shape,
      primaryColor: mainHex,
      secondaryColor: seed.accent,
      view,
      alt: `${seed.name}، نمای ${view === 1 ? 'کناری' : 'پشت'}`,
    }),
  );
  return { main, gallery, perColour };
}

function insertProduct(
  writer: CatalogWriter,
  seed: ProductSeed,
  index: number,
  now: Date,
  vocabulary: Vocabulary,
  categoryIds: Map<string, number>,
): number {
  const created = wpDateTime(new Date(now.getTime() - (index * 2.5 + 1) * DAY_MS));
  const saleEnds =
    seed.saleDays === undefined
      ? null
      : wpDateTime(new Date(now.getTime() + seed.saleDays * DAY_MS));
  const pictures = insertPictures(writer, seed, vocabulary);
  const axes: [string, readonly string[] | undefined][] = [
    ['pa_color', seed.colours],
    ['pa_size', seed.sizes],
    ['pa_material', seed.materials],
  ];
  const used = axes.filter(
    (axis): axis is [string, readonly string[]] => (axis[1]?.length ?? 0) > 0,
  );
  const variable = used.length > 0;
  const category = CATEGORIES.find((entry) => entry.slug === seed.category);
  const parentCategory = CATEGORIES.find((entry) => entry.slug === category?.parent);
  const termNames = used.flatMap(([taxonomy, slugs]) =>
    slugs.map((slug) => vocabulary.termNames.get(`${taxonomy}:${slug}`) ?? slug),
  );
  const base = baseRecord(seed, created);
  const simpleStock = seed.stock === undefined ? 10 + ((index * 7) % 30) : seed.stock;
  const id = writer.insertProduct({
    ...base,
    type: variable ? 'variable' : 'simple',
    imageId: pictures.main,
    searchText: productSearchText([
      seed.name,
      seed.sku,
      seed.short,
      category?.name ?? '',
      parentCategory?.name ?? '',
      ...termNames,
    ]),
    ...(variable
      ? {}
      : {
          regularPrice: seed.price,
          salePrice: seed.sale ?? null,
          saleEndsGmt: seed.sale === undefined ? null : saleEnds,
          stockQuantity: simpleStock,
          stockStatus: stockStatus(simpleStock),
        }),
  });
  const categoryId = categoryIds.get(seed.category);
  if (categoryId !== undefined) writer.linkCategory(id, categoryId);
  pictures.gallery.forEach((imageId, position) => writer.addGalleryImage(id, imageId, position));
  let position = 0;
  for (const [taxonomy, slugs] of used) {
    const attributeId =
      taxonomy === 'pa_color'
        ? vocabulary.attributeIds.color
        : taxonomy === 'pa_size'
          ? vocabulary.attributeIds.size
          : vocabulary.attributeIds.material;
    for (const slug of slugs) {
      const termId = vocabulary.termIds.get(`${taxonomy}:${slug}`);
      if (termId === undefined) throw new Error(`unknown term ${taxonomy}:${slug} in ${seed.slug}`);
      writer.addAttributeTerm(id, attributeId, termId, position, true);
      position += 1;
    }
  }
  if (!variable) return 0;
  const planned = planVariations(seed, used);
  planned.forEach((variation: PlannedVariation, order) => {
    const colour = variation.attributes.attribute_pa_color;
    const label = Object.entries(variation.attributes)
      .filter(([, value]) => value !== '')
      .map(
        ([name, value]) =>
          vocabulary.termNames.get(`${name.slice('attribute_'.length)}:${value}`) ?? value,
      )
      .join('، ');
    writer.insertProduct({
      ...base,
      type: 'variation',
      parentId: id,
      slug: `${seed.slug}-${Object.values(variation.attributes).filter(Boolean).join('-') || 'any'}`,
      name: label ? `${seed.name} - ${label}` : seed.name,
      sku: variation.sku,
      shortDescription: '',
      description: '',
      searchText: '',
      regularPrice: variation.regularPrice,
      salePrice: variation.salePrice,
      saleEndsGmt: variation.salePrice === null ? null : saleEnds,
      stockQuantity: variation.stock,
      stockStatus: stockStatus(variation.stock),
      maxPerOrder: variation.maxPerOrder,
      featured: false,
      imageId: (colour ? pictures.perColour.get(colour) : undefined) ?? null,
      attributes: variation.attributes,
      menuOrder: order,
      totalSales: 0,
      averageRating: 0,
      reviewCount: 0,
    });
  });
  return planned.length;
}

/**
 * Fills an empty catalogue in one transaction (a catalogue that has products is left alone, so
 * restarts never duplicate anything). Deterministic: the same ids and stock on every run.
 */
export function seedCatalogIfEmpty(
  db: Database.Database,
  now: Date,
): CatalogSeedResult | undefined {
  const repository = createSqliteCatalogRepository(db);
  return db
    .transaction(() => {
      if (repository.countProducts() > 0) return undefined;
      const writer = createSqliteCatalogWriter(db);
      return writer.inBulk(() => {
        const vocabulary = insertVocabulary(writer);
        const categoryIds = insertCategories(writer);
        let variations = 0;
        PRODUCTS.forEach((seed, index) => {
          variations += insertProduct(writer, seed, index, now, vocabulary, categoryIds);
        });
        return { products: PRODUCTS.length, variations, categories: CATEGORIES.length };
      });
    })
    .immediate();
}

export { VECTOR_PRODUCT_SLUG };
