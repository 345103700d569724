import styled from '@emotion/styled';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { usePageTitle } from '../../app/usePageTitle';
import { Loading } from '../../components/Loading';
import { productLabel } from '../../lib/text';
import { mq } from '../../theme/theme';
import { useGetProductsQuery } from '../catalog/catalogApi';
import { useGetCartQuery } from './cartApi';
import { CartLineItem } from './CartLineItem';
import { CartSummary } from './CartSummary';
import { useLineFocus } from './useLineFocus';
import { selectCartTotalCents, selectCartView } from './cartSelectors';
import { itemRemoved, quantityChanged, selectCartCount } from './cartSlice';

const Page = styled.div`
  h1 {
    margin: 0 0 16px;
    font-size: 1.5rem;
    font-weight: 400;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
`;
const Columns = styled.div`
  display: grid;
  gap: 32px;
  ${mq.fromDesktop} {
    grid-template-columns: minmax(0, 1fr) 320px;
    align-items: start;
  }
`;
const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** Spec §2 cart page; it waits for the backend's copy of the cart (spec §4: 2 s). */
export function CartPage() {
  usePageTitle('Carrinho de compras');
  const cart = useGetCartQuery(undefined, { refetchOnMountOrArgChange: true });
  const catalogue = useGetProductsQuery();
  const lines = useAppSelector(selectCartView);
  const count = useAppSelector(selectCartCount);
  const total = useAppSelector(selectCartTotalCents);
  const dispatch = useAppDispatch();
  const loading = (cart.isLoading || catalogue.isLoading) && !cart.isError;
  const { listRef, removing } = useLineFocus(lines.map((line) => line.sku));

  return (
    <Page>
      <h1>Carrinho de compras</h1>
      {loading ? (
        <Loading minHeight={300} />
      ) : (
        <Columns>
          {lines.length > 0 ? (
            <Lines aria-label="Itens da sacola" ref={listRef}>
              {lines.map((line) => (
                <CartLineItem
                  key={line.sku}
                  line={line}
                  onRemove={() => {
                    removing(line.sku);
                    dispatch(itemRemoved({ sku: line.sku, label: productLabel(line.product) }));
                  }}
                  onQuantityChange={(quantity) => dispatch(quantityChanged({ sku: line.sku, quantity }))}
                />
              ))}
            </Lines>
          ) : (
            <p>Nenhum produto selecionado</p>
          )}
          <CartSummary count={count} totalCents={total} />
        </Columns>
      )}
    </Page>
  );
}
