import styled from '@emotion/styled';
import { useAppSelector } from '../../app/hooks';
import { Loading } from '../../components/Loading';
import { ProductCard } from '../../components/ProductCard';
import { mq } from '../../theme/theme';
import { useGetProductsQuery } from './catalogApi';
import { selectVisibleProducts } from './catalogSelectors';
import { productPath } from './productPath';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 24px 12px;
  @media (min-width: 550px) {
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

/** Spec §2 grid: 'Carregando...' until the catalogue arrives, then the cards. */
export function ProductGrid() {
  const { isLoading, isError } = useGetProductsQuery();
  const products = useAppSelector(selectVisibleProducts);

  // The loading box reserves roughly one row of cards so the page does not jump.
  if (isLoading) return <Loading minHeight={420} />;
  if (isError) return <Message role="alert">Não foi possível carregar os produtos. Tente recarregar a página.</Message>;
  if (products.length === 0) return <Message>Nenhum produto encontrado</Message>;
  return (
    <Grid aria-label="Produtos">
      {products.map((product, i) => (
        <li key={product.id}>
          <ProductCard product={product} to={productPath(product)} eager={i < EAGER_CARDS} />
        </li>
      ))}
    </Grid>
  );
}
