// Inserts for the seed and for tests.
import type Database from 'better-sqlite3';
import { listingInBulk } from './listingSchema';
import type {
  AttributeRecord,
  CategoryRecord,
  ImageRecord,
  ProductRecord,
  TermRecord,
} from './catalogRecords';

export type NewImage = Omit<ImageRecord, 'id'>;
export type NewCategory = Omit<CategoryRecord, 'id'>;
export type NewAttribute = Omit<AttributeRecord, 'id'>;
export type NewTerm = Omit<TermRecord, 'id'>;
export type NewProduct = Omit<ProductRecord, 'id'> & {
  /** Normalised words the search matches (domain/catalog/searchText.ts). */
  searchText: string;
};

/** Inserts for the seed and for tests; each returns the new row's id. */
export interface CatalogWriter {
  insertImage(image: NewImage): number;
  insertCategory(category: NewCategory): number;
  insertAttribute(attribute: NewAttribute): number;
  insertTerm(term: NewTerm): number;
  insertProduct(product: NewProduct): number;
  linkCategory(productId: number, categoryId: number): void;
  addGalleryImage(productId: number, imageId: number, position: number): void;
  addAttributeTerm(
    productId: number,
    attributeId: number,
    termId: number,
    position: number,
    isVariation: boolean,
  ): void;
  /**
   * Runs `fill` in one transaction with the listing rows of what it inserts refreshed once, at
   * its end (listingSchema.ts): for a product with many variations.
   */
  inBulk<T>(fill: () => T): T;
}

export function createSqliteCatalogWriter(db: Database.Database): CatalogWriter {
  const image = db.prepare(
    `INSERT INTO catalog_images (file_key, shape, primary_color, secondary_color, view, alt)
     VALUES (@fileKey, @shape, @primaryColor, @secondaryColor, @view, @alt)`,
  );
  const category = db.prepare(
    `INSERT INTO product_categories (slug, name, description, parent, menu_order, image_id)
     VALUES (@slug, @name, @description, @parent, @menuOrder, @imageId)`,
  );
  const attribute = db.prepare(
    `INSERT INTO product_attributes (taxonomy, label, swatch_type) VALUES (@taxonomy, @label, @swatchType)`,
  );
  const term = db.prepare(
    `INSERT INTO attribute_terms (attribute_id, slug, name, menu_order, primary_color, secondary_color)
     VALUES (@attributeId, @slug, @name, @menuOrder, @primaryColor, @secondaryColor)`,
  );
  const product = db.prepare(
    `INSERT INTO products (type, parent_id, status, slug, name, sku, short_description, description,
       search_text, regular_price, sale_price, sale_ends_gmt, stock_quantity, stock_status,
       max_per_order, sold_individually, virtual, downloadable, weight_grams, featured, image_id,
       attributes, default_attributes, menu_order, total_sales, average_rating, review_count,
       date_created_gmt, modified_gmt)
     VALUES (@type, @parentId, @status, @slug, @name, @sku, @shortDescription, @description,
       @searchText, @regularPrice, @salePrice, @saleEndsGmt, @stockQuantity, @stockStatus,
       @maxPerOrder, @soldIndividually, @virtual, @downloadable, @weightGrams, @featured, @imageId,
       @attributes, @defaultAttributes, @menuOrder, @totalSales, @averageRating, @reviewCount,
       @dateCreatedGmt, @modifiedGmt)`,
  );
  const link = db.prepare<[number, number]>(
    'INSERT INTO product_category_links (product_id, category_id) VALUES (?, ?)',
  );
  const gallery = db.prepare<[number, number, number]>(
    'INSERT INTO product_gallery (product_id, image_id, position) VALUES (?, ?, ?)',
  );
  const attributeTerm = db.prepare<[number, number, number, number, number]>(
    `INSERT INTO product_attribute_terms (product_id, attribute_id, term_id, position, is_variation)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const id = (result: Database.RunResult) => Number(result.lastInsertRowid);

  return {
    insertImage: (record) => id(image.run(record)),
    insertCategory: (record) => id(category.run(record)),
    insertAttribute: (record) => id(attribute.run(record)),
    insertTerm: (record) => id(term.run(record)),
    insertProduct: (record) =>
      id(
        product.run({
          ...record,
          soldIndividually: record.soldIndividually ? 1 : 0,
          virtual: record.virtual ? 1 : 0,
          downloadable: record.downloadable ? 1 : 0,
          featured: record.featured ? 1 : 0,
          attributes: JSON.stringify(record.attributes),
          defaultAttributes: JSON.stringify(record.defaultAttributes),
        }),
      ),
    linkCategory: (productId, categoryId) => {
      link.run(productId, categoryId);
    },
    addGalleryImage: (productId, imageId, position) => {
      gallery.run(productId, imageId, position);
    },
    addAttributeTerm: (productId, attributeId, termId, position, isVariation) => {
      attributeTerm.run(productId, attributeId, termId, position, isVariation ? 1 : 0);
    },
    inBulk: listingInBulk(db),
  };
}
