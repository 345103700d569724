import { lazy, Suspense } from 'react';
import { usePageTitle } from '../../components/usePageTitle';
import { VisuallyHidden } from '../../components/VisuallyHidden';

// The page's content, banner and catalogue section, is one file of its own: the first
// scripts are smaller, and React adopts the prerendered header first, then this part
// once its file has arrived. The banner's picture is in the page's HTML, preloaded with
// high priority: the page's largest paint needs no script.
const HomeBanner = lazy(() =>
  import(/* webpackChunkName: "catalog" */ './HomeBanner').then((m) => ({ default: m.HomeBanner })),
);
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
      {/* No fallback: the file is small and the main area already holds the footer below the
          fold, so nothing moves while it arrives. */}
      <Suspense fallback={null}>
        <HomeBanner />
        <CatalogSection />
      </Suspense>
    </>
  );
}
