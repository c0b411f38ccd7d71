// What the catalogue repository hands to the domain: plain records, camelCase, no SQL types.

export type ProductType = 'simple' | 'variable' | 'variation';
export type ProductStatus = 'publish' | 'private' | 'trash';
export type StockStatus = 'instock' | 'outofstock' | 'onbackorder';
export type SwatchKind = 'color' | 'button' | 'radio' | 'image' | 'select';

export interface ImageRecord {
  id: number;
  /** File name without extension, e.g. "sneaker-navy-1"; also the URL's name. */
  fileKey: string;
  /** Which silhouette the generated picture shows (domain/catalog/productImages.ts). */
  shape: string;
  primaryColor: string;
  secondaryColor: string;
  /** 0 = front; other numbers draw the same item from another angle / on another backdrop. */
  view: number;
  alt: string;
}

export interface CategoryRecord {
  id: number;
  slug: string;
  name: string;
  description: string;
  parent: number;
  menuOrder: number;
  imageId: number | null;
}

export interface AttributeRecord {
  id: number;
  /** e.g. "pa_color" */
  taxonomy: string;
  label: string;
  swatchType: SwatchKind;
}

export interface TermRecord {
  id: number;
  attributeId: number;
  slug: string;
  name: string;
  menuOrder: number;
  primaryColor: string | null;
  secondaryColor: string | null;
}

export interface ProductRecord {
  id: number;
  type: ProductType;
  /** The variable product of a variation; 0 otherwise. */
  parentId: number;
  status: ProductStatus;
  slug: string;
  name: string;
  sku: string;
  shortDescription: string;
  description: string;
  /** Whole Toman; null on a variable parent (its variations carry prices). */
  regularPrice: number | null;
  salePrice: number | null;
  /** GMT "YYYY-MM-DDTHH:mm:ss": the sale ends then; null = no end. */
  saleEndsGmt: string | null;
  /** null = stock not managed. */
  stockQuantity: number | null;
  stockStatus: StockStatus;
  /** A per-order limit (as a quantity-limits extension sets it); null = none. */
  maxPerOrder: number | null;
  soldIndividually: boolean;
  virtual: boolean;
  downloadable: boolean;
  weightGrams: number | null;
  featured: boolean;
  imageId: number | null;
  /** Variations only: "attribute_pa_color" -> term slug, "" = any. */
  attributes: Record<string, string>;
  /** Variable products: default term slug per taxonomy ("pa_color"), as WooCommerce keys them. */
  defaultAttributes: Record<string, string>;
  menuOrder: number;
  totalSales: number;
  averageRating: number;
  reviewCount: number;
  dateCreatedGmt: string;
  modifiedGmt: string;
}

/** One attribute of a product with the terms the product uses, in display order. */
export interface ProductAttributeTerms {
  attribute: AttributeRecord;
  terms: TermRecord[];
  /** Used for variations (else only shown). */
  isVariation: boolean;
}

/** What a variable product's variations add up to at a moment (sales may end). */
export interface VariationSummary {
  minPrice: number;
  maxPrice: number;
  minRegularPrice: number;
  maxRegularPrice: number;
  onSale: boolean;
  /** The earliest end among the variations on sale now, if any has one. */
  saleEndsGmt: string | null;
  inStock: boolean;
  count: number;
}
