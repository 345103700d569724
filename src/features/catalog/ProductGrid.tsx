import styled from '@emotion/styled';
import { useDeferredValue, useState } from 'react';
import { useAppSelector } from '../../store/hooks';
import { Button } from '../../components/Button';
import { shownFailure } from '../../api/types';
import { LoadFailed } from '../../components/LoadFailed';
import { Loading } from '../../components/Loading';
import { ProductCard } from '../../components/ProductCard';
import { mq } from '../../theme/theme';
import { useGetProductsQuery } from './catalogApi';
import { toSearchString } from './catalogQuery';
import { selectCatalogQuery } from './catalogQuerySlice';
import { selectVisibleProducts } from './catalogSelectors';
import { selectColourCounts } from './colourSelectors';
import { productPath } from './productPath';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 24px 12px;
  ${mq.abovePhone} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${mq.fromDesktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 32px 20px;
  }
`;
const Message = styled.p`
  padding: 48px 0;
  text-align: center;
`;

/** How many cards are above the fold on a desktop: their images load eagerly. */
const EAGER_CARDS = 4;

/**
 * Cards per page: six rows of four on a desktop, about three screens on a
 * phone. It bounds the DOM however large the catalogue grows; 'Carregar mais'
 * adds the next page.
 */
export const PAGE_SIZE = 24;

const More = styled.div`
  display: grid;
  justify-items: center;
  gap: 8px;
  margin-top: 32px;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Spec §2 grid: 'Carregando...' until the catalogue arrives, then the cards. */
export function ProductGrid() {
  const { isLoading, isError, error, refetch } = useGetProductsQuery();
  // The cards' first drawing is a background update React does in slices, so the
  // catalogue's arrival does not hold the main thread for all of them at once.
  const loading = useDeferredValue(isLoading);
  const products = useAppSelector(selectVisibleProducts);
  const colourCounts = useAppSelector(selectColourCounts);
  // A new search, sort or filter starts again from the first page of cards.
  const query = toSearchString(useAppSelector(selectCatalogQuery));
  const [page, setPage] = useState({ query, limit: PAGE_SIZE });
  const limit = page.query === query ? page.limit : PAGE_SIZE;

  // The loading box reserves roughly one row of cards so the page does not jump.
  if (loading) return <Loading minHeight={420} />;
  if (isError)
    return <LoadFailed title="Não foi possível carregar os produtos." reason={shownFailure(error)} onRetry={refetch} />;
  if (products.length === 0) return <Message>Nenhum produto encontrado</Message>;
  const shown = products.length > limit ? products.slice(0, limit) : products;
  return (
    <>
      <Grid aria-label="Produtos">
        {shown.map((product, i) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              to={productPath(product)}
              eager={i < EAGER_CARDS}
              colourCount={colourCounts.get(product.style)}
            />
          </li>
        ))}
      </Grid>
      {shown.length < products.length && (
        <More>
          <p role="status">
            Mostrando {shown.length.toLocaleString('pt-BR')} de {products.length.toLocaleString('pt-BR')} produtos
          </p>
          <Button type="button" variant="outline" onClick={() => setPage({ query, limit: limit + PAGE_SIZE })}>
            Carregar mais
          </Button>
        </More>
      )}
    </>
  );
}
