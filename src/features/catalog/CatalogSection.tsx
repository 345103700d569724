import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { CATALOG_SECTION_ID } from './catalogQuery';
import { FilterBar } from './FilterBar';
import { ProductGrid } from './ProductGrid';
import { SortBar } from './SortBar';
import { useCatalogUrlSync } from './useCatalogUrlSync';

/** A link's target (the banner's calls to action): focus lands here, but it is not a control to outline. */
const Section = styled.section`
  scroll-margin-top: 16px;
  &:focus {
    outline: none;
  }
`;

/**
 * The home page below the banner: sort bar, filters and the product
 * grid, with the search, sort and filters they show kept in the address.
 */
export function CatalogSection() {
  useCatalogUrlSync();
  const section = useRef<HTMLElement>(null);
  const { hash, key } = useLocation();
  const navigationType = useNavigationType();
  // A link here (the banner's calls to action) scrolls here and moves focus here;
  // Back and Forward (POP) are the browser's to scroll.
  useEffect(() => {
    if (hash !== `#${CATALOG_SECTION_ID}` || navigationType === 'POP') return;
    section.current?.scrollIntoView();
    section.current?.focus({ preventScroll: true });
  }, [hash, key, navigationType]);
  return (
    <Section ref={section} id={CATALOG_SECTION_ID} aria-label="Produtos" tabIndex={-1}>
      <SortBar />
      <FilterBar />
      <ProductGrid />
    </Section>
  );
}
