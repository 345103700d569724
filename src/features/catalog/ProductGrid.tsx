import styled from '@emotion/styled';
import { lazy, Suspense, useDeferredValue } from 'react';
import { useAppSelector } from '../../store/hooks';
import { shownFailure } from '../../api/types';
import { LoadFailed } from '../../components/LoadFailed';
import { Loading } from '../../components/Loading';
import { useGetProductsQuery } from './catalogApi';
import { toSearchString } from './catalogQuery';
import { selectCatalogQuery } from './catalogQuerySlice';
import { selectVisibleProducts } from './catalogSelectors';
import { ProductCards } from './ProductCards';

const Message = styled.p`
  padding: 48px 0;
  text-align: center;
`;

/** How many cards are above the fold on a desktop: their images load eagerly. */
const EAGER_CARDS = 4;

// Issue 32: close names for a search that found nothing, fetched only then.
const DidYouMean = lazy(() =>
  import(/* webpackChunkName: "did-you-mean" */ './DidYouMean').then((m) => ({ default: m.DidYouMean })),
);

/** Spec §2 grid: 'Carregando...' until the catalogue arrives, then the cards. */
export function ProductGrid() {
  const { isLoading, isError, error, refetch } = useGetProductsQuery();
  // The cards' first drawing is a background update React does in slices, so the
  // catalogue's arrival does not hold the main thread for all of them at once.
  const loading = useDeferredValue(isLoading);
  const products = useAppSelector(selectVisibleProducts);
  const catalogQuery = useAppSelector(selectCatalogQuery);

  // The loading box reserves roughly one row of cards so the page does not jump.
  if (loading) return <Loading minHeight={420} />;
  if (isError)
    return <LoadFailed title="Não foi possível carregar os produtos." reason={shownFailure(error)} onRetry={refetch} />;
  if (products.length === 0)
    return (
      <>
        <Message>Nenhum produto encontrado</Message>
        {catalogQuery.search.trim() && (
          <Suspense fallback={null}>
            <DidYouMean />
          </Suspense>
        )}
      </>
    );
  // A new search, sort or filter starts again from the first page of cards.
  return (
    <ProductCards products={products} label="Produtos" pageKey={toSearchString(catalogQuery)} eager={EAGER_CARDS} />
  );
}
