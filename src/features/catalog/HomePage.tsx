import { lazy, Suspense } from 'react';
import { usePageTitle } from '../../components/usePageTitle';
import { Banner, type BannerSlide } from '../../components/Banner';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { FREE_SHIPPING_PROMO } from '../../lib/shipping';

/** Spec §2: four banner images. */
const SLIDES: readonly BannerSlide[] = [
  { src: '/images/banner/banner-1.svg', alt: 'Nova coleção' },
  { src: '/images/banner/banner-2.svg', alt: 'Até 55% off' },
  { src: '/images/banner/banner-3.svg', alt: FREE_SHIPPING_PROMO },
  { src: '/images/banner/banner-4.svg', alt: '5% off no PIX' },
];

// Below the banner, its own file: the first scripts are smaller, and React adopts the
// prerendered header and banner first, then this part once its file has arrived.
const CatalogSection = lazy(() =>
  import(/* webpackChunkName: "catalog" */ './CatalogSection').then((m) => ({
    default: m.CatalogSection,
  })),
);

export function HomePage() {
  usePageTitle(undefined);
  return (
    <>
      <VisuallyHidden as="h1">Vitrine: moda feminina</VisuallyHidden>
      <Banner slides={SLIDES} />
      {/* No fallback: the file is small and the main area already holds the footer below the
          fold, so nothing moves while it arrives. */}
      <Suspense fallback={null}>
        <CatalogSection />
      </Suspense>
    </>
  );
}
