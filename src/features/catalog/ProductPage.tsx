import styled from '@emotion/styled';
import { useDeferredValue } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { usePageDescription } from '../../components/usePageDescription';
import { usePageTitle } from '../../components/usePageTitle';
import { Carousel } from '../../components/Carousel';
import { failureReason, shownFailure } from '../../api/types';
import { LoadFailed } from '../../components/LoadFailed';
import { Loading } from '../../components/Loading';
import { PaymentTerms } from '../../components/PaymentTerms';
import { Price } from '../../components/Price';
import { CardWithHeart } from './CardWithHeart';
import { ProductImage } from '../../components/ProductImage';
import { RecentlyViewed } from '../../components/RecentlyViewed';
import { productLabel } from '../../lib/text';
import { isSoldOut, soldOutText } from '../../rules/colours';
import { mq } from '../../theme/theme';
import { useProductViewed, useRecentlyViewed } from '../recent';
import { AddToBag } from './AddToBag';
import { selectCatalogue, selectColourCounts, useGetProductsQuery } from '../products';
import { ColourChoice } from './ColourChoice';
import { ShippingEstimate } from './ShippingEstimate';
import { SizeGuide } from './SizeGuide';
import { productDescription, productTitle } from './productHead';
import { ProductHeart } from './ProductHeart';
import { useChooseColour } from './useChooseColour';
import { useShownProduct } from './useShownProduct';

const Detail = styled.article`
  display: grid;
  /* Never wider than the screen, whatever a column holds (the size guide's table). */
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
  ${mq.fromTablet} {
    grid-template-columns: minmax(0, 470px) minmax(0, 1fr);
    gap: 40px;
  }
`;
const Info = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-content: start;
  gap: 16px;
  h1 {
    margin: 0;
    font-size: 1.375rem;
    font-weight: 400;
    letter-spacing: 0.02em;
    overflow-wrap: anywhere;
  }
`;
const TitleRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 8px;
`;
const Notice = styled.p`
  margin: 0;
  padding: 12px 16px;
  background: ${({ theme }) => theme.colors.subtle};
  font-weight: 700;
`;
const Related = styled.section`
  margin-top: 48px;
  h2 {
    font-size: 1.125rem;
    font-weight: 400;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
`;
/** The loading indicator's height: the space reserved while loading stays, so the footer does not jump. */
const LOADING_HEIGHT = 600;
const NotFound = styled.div`
  min-height: ${LOADING_HEIGHT}px;
  padding: ${({ theme }) => theme.space(6)} 0;
  h1 {
    margin: 48px 0;
    text-align: center;
    font-size: 1.375rem;
  }
`;

/**
 * The product page: loading, details, colour, size and add button, then the carousel; below
 * it, the products this device viewed before.
 */
export function ProductPage() {
  const { name = '' } = useParams();
  const [searchParams] = useSearchParams();
  const color = searchParams.get('cor') ?? undefined;
  const { product, colours, loading: waiting, isError, error, refetch } = useShownProduct({ name, color });
  useGetProductsQuery();
  const catalogue = useAppSelector(selectCatalogue);
  const colourCounts = useAppSelector(selectColourCounts);
  const chooseColour = useChooseColour();
  // The product, once it arrives, is drawn as a background update React does in slices: drawn
  // at once, the page's render was one long task on a slow phone. A new product's loading
  // indicator shows at once; another colour of the product on screen needs none.
  const loading = useDeferredValue(waiting) || waiting;
  useProductViewed(loading ? undefined : product, colours);
  // Asked for while the product loads: the device's list is read back by the time it shows.
  const recent = useRecentlyViewed(product?.style);
  usePageTitle(loading ? null : isError || !product ? 'Produto não encontrado' : productTitle(product));
  // The same words the build wrote into the product's own HTML file (productHead.ts).
  usePageDescription(loading ? null : isError || !product ? undefined : productDescription(product));

  if (loading) return <Loading minHeight={LOADING_HEIGHT} />;
  // Only a 404 means there is no such product; any other failure can be tried again.
  if (isError && failureReason(error) !== 'notFound')
    return <LoadFailed title="Não foi possível carregar o produto." reason={shownFailure(error)} onRetry={refetch} />;
  if (isError || !product)
    return (
      <NotFound>
        <h1>Ops! Produto não encontrado</h1>
      </NotFound>
    );

  const title = productLabel(product);
  const others = catalogue.filter((p) => p.id !== product.id);
  return (
    <>
      <Detail>
        <ProductImage src={product.image} alt={title} eager />
        <Info>
          <TitleRow>
            <h1>{title}</h1>
            <ProductHeart product={product} />
          </TitleRow>
          <Price regularCents={product.regularPriceCents} actualCents={product.actualPriceCents} large />
          <PaymentTerms priceCents={product.actualPriceCents} installments={product.installments} />
          {colours.length > 1 && (
            <ColourChoice colours={colours} chosen={product} onChoose={(colour) => chooseColour(product, colour)} />
          )}
          {/* Keyed by style: the size chosen and the CEP typed stay when the colour changes. */}
          {/* A colour sold out in every size still takes a size, for 'Avise-me quando chegar'. */}
          {product.onSale && isSoldOut(product) ? (
            <>
              <Notice role="status">{soldOutText(colours)}</Notice>
              <AddToBag key={product.style} product={product} />
            </>
          ) : product.onSale ? (
            <>
              <AddToBag key={product.style} product={product} />
              <SizeGuide sizes={product.sizes} />
              <ShippingEstimate key={`frete-${product.style}`} product={product} />
            </>
          ) : (
            <Notice role="status">Produto não está disponivel no momento</Notice>
          )}
        </Info>
      </Detail>
      <Related aria-labelledby="related-title">
        <h2 id="related-title">Você também pode gostar</h2>
        <Carousel
          items={others}
          label="Você também pode gostar"
          getKey={(p) => p.id}
          emptyText="Nenhum produto encontrado"
          renderItem={(p) => <CardWithHeart product={p} colourCount={colourCounts.get(p.style)} headingLevel="h3" />}
        />
      </Related>
      {recent.length > 0 && <RecentlyViewed items={recent} />}
    </>
  );
}
