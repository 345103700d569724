import { usePageTitle } from '../../app/usePageTitle';
import { Banner, type BannerSlide } from '../../components/Banner';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { FREE_SHIPPING_PROMO } from '../../lib/shipping';
import { FilterBar } from './FilterBar';
import { ProductGrid } from './ProductGrid';
import { SortBar } from './SortBar';
import { useCatalogUrlSync } from './useCatalogUrlSync';

/** Spec §2: four banner images. */
const SLIDES: readonly BannerSlide[] = [
  { src: '/images/banner/banner-1.svg', alt: 'Nova coleção' },
  { src: '/images/banner/banner-2.svg', alt: 'Até 55% off' },
  { src: '/images/banner/banner-3.svg', alt: FREE_SHIPPING_PROMO },
  { src: '/images/banner/banner-4.svg', alt: '5% off no PIX' },
];

export function HomePage() {
  usePageTitle(undefined);
  useCatalogUrlSync();
  return (
    <>
      <VisuallyHidden as="h1">Vitrine: moda feminina</VisuallyHidden>
      <Banner slides={SLIDES} />
      <SortBar />
      <FilterBar />
      <ProductGrid />
    </>
  );
}
