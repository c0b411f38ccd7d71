// Row shapes of the catalogue tables and their mapping to records.
import type {
  AttributeRecord,
  CategoryRecord,
  ImageRecord,
  ProductRecord,
  TermRecord,
} from './catalogRecords';

export interface ImageRow {
  id: number;
  file_key: string;
  shape: string;
  primary_color: string;
  secondary_color: string;
  view: number;
  alt: string;
}

export interface CategoryRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  parent: number;
  menu_order: number;
  image_id: number | null;
}

export interface AttributeRow {
  id: number;
  taxonomy: string;
  label: string;
  swatch_type: AttributeRecord['swatchType'];
}

export interface TermRow {
  id: number;
  attribute_id: number;
  slug: string;
  name: string;
  menu_order: number;
  primary_color: string | null;
  secondary_color: string | null;
}

export interface ProductRow {
  id: number;
  type: ProductRecord['type'];
  parent_id: number;
  status: ProductRecord['status'];
  slug: string;
  name: string;
  sku: string;
  short_description: string;
  description: string;
  search_text: string;
  regular_price: number | null;
  sale_price: number | null;
  sale_ends_gmt: string | null;
  stock_quantity: number | null;
  stock_status: ProductRecord['stockStatus'];
  max_per_order: number | null;
  sold_individually: number;
  virtual: number;
  downloadable: number;
  weight_grams: number | null;
  featured: number;
  image_id: number | null;
  attributes: string;
  default_attributes: string;
  menu_order: number;
  total_sales: number;
  average_rating: number;
  review_count: number;
  date_created_gmt: string;
  modified_gmt: string;
}

export function stringMap(json: string): Record<string, string> {
  const parsed: unknown = JSON.parse(json);
  const map: Record<string, string> = {};
  if (typeof parsed !== 'object' || parsed === null) return map;
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value === 'string') map[key] = value;
  }
  return map;
}

export function toImage(row: ImageRow): ImageRecord {
  return {
    id: row.id,
    fileKey: row.file_key,
    shape: row.shape,
    primaryColor: row.primary_color,
    secondaryColor: row.secondary_color,
    view: row.view,
    alt: row.alt,
  };
}

export function toCategory(row: CategoryRow): CategoryRecord {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    parent: row.parent,
    menuOrder: row.menu_order,
    imageId: row.image_id,
  };
}

export function toAttribute(row: AttributeRow): AttributeRecord {
  return { id: row.id, taxonomy: row.taxonomy, label: row.label, swatchType: row.swatch_type };
}

export function toTerm(row: TermRow): TermRecord {
  return {
    id: row.id,
    attributeId: row.attribute_id,
    slug: row.slug,
    name: row.name,
    menuOrder: row.menu_order,
    primaryColor: row.primary_color,
    secondaryColor: row.secondary_color,
  };
}

export function toProduct(row: ProductRow): ProductRecord {
  return {
    id: row.id,
    type: row.type,
    parentId: row.parent_id,
    status: row.status,
    slug: row.slug,
    name: row.name,
    sku: row.sku,
    shortDescription: row.short_description,
    description: row.description,
    regularPrice: row.regular_price,
    salePrice: row.sale_price,
    saleEndsGmt: row.sale_ends_gmt,
    stockQuantity: row.stock_quantity,
    stockStatus: row.stock_status,
    maxPerOrder: row.max_per_order,
    soldIndividually: row.sold_individually === 1,
    virtual: row.virtual === 1,
    downloadable: row.downloadable === 1,
    weightGrams: row.weight_grams,
    featured: row.featured === 1,
    imageId: row.image_id,
    attributes: stringMap(row.attributes),
    defaultAttributes: stringMap(row.default_attributes),
    menuOrder: row.menu_order,
    totalSales: row.total_sales,
    averageRating: row.average_rating,
    reviewCount: row.review_count,
    dateCreatedGmt: row.date_created_gmt,
    modifiedGmt: row.modified_gmt,
  };
}
