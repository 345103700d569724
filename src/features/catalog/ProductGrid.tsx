import styled from '@emotion/styled';
import { useDeferredValue } from 'react';
import { useAppSelector } from '../../store/hooks';
import { shownFailure } from '../../api/types';
import { LoadFailed } from '../../components/LoadFailed';
import { Loading } from '../../components/Loading';
import { useGetProductsQuery } from '../products';
import { CATALOG_SECTION_ID, toSearchString } from './catalogQuery';
import { selectCatalogQuery } from './catalogQuerySlice';
import { selectVisibleProducts } from './searchSelectors';
import { DidYouMean } from './DidYouMean';
import { ProductCards } from './ProductCards';
import { useCorrection } from './useCorrection';

const Message = styled.p`
  padding: 48px 0;
  text-align: center;
`;

/** How many cards are above the fold on a desktop: their images load eagerly. */
const EAGER_CARDS = 4;

/** The grid: 'Carregando...' until the catalogue arrives, then the cards. */
export function ProductGrid() {
  const { isLoading, isError, error, refetch } = useGetProductsQuery();
  // The cards' first drawing is a background update React does in slices, so the
  // catalogue's arrival does not hold the main thread for all of them at once.
  const loading = useDeferredValue(isLoading);
  const products = useAppSelector(selectVisibleProducts);
  const catalogQuery = useAppSelector(selectCatalogQuery);
  const notFound = products.length === 0;
  // Close names for a search that found nothing.
  const correction = useCorrection(notFound && catalogQuery.search.trim() !== '');

  // The loading box reserves roughly one row of cards so the page does not jump.
  if (loading) return <Loading minHeight={420} />;
  if (isError)
    return <LoadFailed title="Não foi possível carregar os produtos." reason={shownFailure(error)} onRetry={refetch} />;
  const offered = notFound && correction.text !== null && correction.products.length > 0 ? correction.text : null;
  const offeredAt = offered && `/${toSearchString({ ...catalogQuery, search: offered })}#${CATALOG_SECTION_ID}`;
  // The cards keep their place in the tree whether they are the search's or the offered text's:
  // a typo that turns the grid into 'Você quis dizer…?' with the same products redraws none of them.
  return (
    <>
      {notFound && <Message>Nenhum produto encontrado</Message>}
      {offered && offeredAt && <DidYouMean correction={offered} to={offeredAt} />}
      {(!notFound || offered) && (
        <ProductCards
          products={offered ? correction.products : products}
          label={offered ? `Resultados para ${offered}` : 'Produtos'}
          // A new search, sort or filter starts again from the first page of cards.
          pageKey={offeredAt || toSearchString(catalogQuery)}
          eager={EAGER_CARDS}
        />
      )}
    </>
  );
}
