import styled from '@emotion/styled';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { usePageTitle } from '../../components/usePageTitle';
import { shownFailure } from '../../api/types';
import { LoadFailed } from '../../components/LoadFailed';
import { Loading } from '../../components/Loading';
import { RecentlyViewed } from '../../components/RecentlyViewed';
import { productLabel } from '../../lib/text';
import { mq } from '../../theme/theme';
import { useGetProductsQuery } from '../products';
import { useRecentlyViewed } from '../recent';
import { useGetCartQuery } from './cartApi';
import { CartLineItem } from './CartLineItem';
import { CartLoadNotice } from './CartLoadNotice';
import { CartSummary } from './CartSummary';
import { CouponField } from './CouponField';
import { useCoupon } from './cartCoupon';
import { useLineFocus } from './useLineFocus';
import { selectCartTotalCents, selectCartView } from './cartSelectors';
import { itemRemoved, quantityChanged, selectCartCount } from './cartSlice';
import { quantityNews, removedNews } from './cartWords';
import { withNews } from '../../store/news';

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

/** The cart page; it waits for the backend's copy of the cart (2 s). */
export function CartPage() {
  usePageTitle('Carrinho de compras');
  const cart = useGetCartQuery(undefined, { refetchOnMountOrArgChange: true });
  const catalogue = useGetProductsQuery();
  const lines = useAppSelector(selectCartView);
  const count = useAppSelector(selectCartCount);
  const total = useAppSelector(selectCartTotalCents);
  const recent = useRecentlyViewed();
  const dispatch = useAppDispatch();
  // A failed cart load shows the stored cart; the lines need the catalogue to be shown at all.
  const loading = (cart.isLoading && !cart.isError) || catalogue.isLoading;
  const { listRef, removing } = useLineFocus(lines.map((line) => line.sku));
  const coupon = useCoupon(!loading && !catalogue.isError);
  const applied = coupon.applied && { code: coupon.applied.coupon.code, description: coupon.applied.description };

  return (
    <Page>
      <h1>Carrinho de compras</h1>
      {!loading && !catalogue.isError && cart.isError && (
        <CartLoadNotice reason={shownFailure(cart.error)} onRetry={cart.refetch} />
      )}
      {loading ? (
        <Loading minHeight={300} />
      ) : catalogue.isError ? (
        <LoadFailed
          title="Não foi possível carregar os produtos da sua sacola."
          reason={shownFailure(catalogue.error)}
          onRetry={catalogue.refetch}
        />
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
                    const removed = { sku: line.sku, label: productLabel(line.product) };
                    dispatch(withNews(itemRemoved(removed), removedNews(removed)));
                  }}
                  onQuantityChange={(quantity) =>
                    dispatch(
                      withNews(
                        quantityChanged({ sku: line.sku, quantity }),
                        quantityNews(`${productLabel(line.product)}, tamanho ${line.size}`, quantity),
                      ),
                    )
                  }
                />
              ))}
            </Lines>
          ) : (
            <p>Nenhum produto selecionado</p>
          )}
          <CartSummary
            count={count}
            totalCents={coupon.applied ? coupon.figures.productsCents : total}
            coupon={applied && { code: applied.code, cents: coupon.figures.couponCents }}
            couponBox={
              <CouponField
                id="cart-coupon"
                applied={applied}
                error={coupon.error}
                busy={coupon.busy}
                onApply={(code) => void coupon.apply(code)}
                onRemove={coupon.remove}
              />
            }
          />
        </Columns>
      )}
      {/* An empty cart offers the products viewed lately. */}
      {!loading && count === 0 && recent.length > 0 && <RecentlyViewed items={recent} />}
    </Page>
  );
}
