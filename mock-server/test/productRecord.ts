// A catalogue record with sensible defaults, for unit tests of the catalogue and cart rules.
import type { ProductRecord } from '../src/storage/catalogRecords';

export function productRecord(changes: Partial<ProductRecord> = {}): ProductRecord {
  return {
    id: 1,
    type: 'simple',
    parentId: 0,
    status: 'publish',
    slug: 'p',
    name: 'کالا',
    sku: '',
    shortDescription: '',
    description: '',
    regularPrice: 100_000,
    salePrice: null,
    saleEndsGmt: null,
    stockQuantity: null,
    stockStatus: 'instock',
    maxPerOrder: null,
    soldIndividually: false,
    virtual: false,
    downloadable: false,
    weightGrams: null,
    featured: false,
    imageId: null,
    attributes: {},
    defaultAttributes: {},
    menuOrder: 0,
    totalSales: 0,
    averageRating: 0,
    reviewCount: 0,
    dateCreatedGmt: '2025-01-01T00:00:00',
    modifiedGmt: '2025-01-01T00:00:00',
    ...changes,
  };
}
