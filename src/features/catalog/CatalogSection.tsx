import { FilterBar } from './FilterBar';
import { ProductGrid } from './ProductGrid';
import { SortBar } from './SortBar';
import { useCatalogUrlSync } from './useCatalogUrlSync';

/**
 * The home page below the banner (spec §2): sort bar, filters and the product
 * grid, with the search, sort and filters they show kept in the address.
 */
export function CatalogSection() {
  useCatalogUrlSync();
  return (
    <>
      <SortBar />
      <FilterBar />
      <ProductGrid />
    </>
  );
}
