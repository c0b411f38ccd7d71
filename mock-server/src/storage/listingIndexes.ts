// The listing lookups' sort indexes carry every column a listing filters on (migration 24), so a
// filtered walk down a sort's index reads the index alone. Before, each product walked past was
// looked up in the table for its price or stock: page 50 of the price slider at 10,000 products
// walked 500 of them, 0.17 ms of the server's thread against 0.02 ms from the index alone.
import type Database from 'better-sqlite3';

/** The sort columns, by the name their index has carried since the lookup was made. */
const SORTS = {
  date: 'date_created_gmt',
  price: 'price',
  sales: 'total_sales',
  rating: 'average_rating',
  name: 'name',
  menu_order: 'menu_order',
  slug: 'slug',
} as const;

/** What indexedListing.ts's conditions read of a listed product, the sort's column aside. */
const FILTERED = ['price', 'stock', 'on_sale', 'featured', 'type'] as const;

function coverIndexes(db: Database.Database, table: string, lead: string[]): void {
  for (const [name, column] of Object.entries(SORTS)) {
    const filters = FILTERED.filter((filtered) => filtered !== column);
    db.exec(`DROP INDEX ${table}_by_${name};
      CREATE INDEX ${table}_by_${name}
        ON ${table} (${[...lead, column, 'id', ...filters].join(', ')});`);
  }
}

export function coverListingFilters(db: Database.Database): void {
  coverIndexes(db, 'product_listing', []);
  coverIndexes(db, 'category_listing', ['category_id']);
}
