import styled from '@emotion/styled';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '../../api/types';
import { Button } from '../../components/Button';
import { PaymentTerms } from '../../components/PaymentTerms';
import { Price } from '../../components/Price';
import { LineRow } from '../../components/LineRow';
import { ProductImage } from '../../components/ProductImage';
import { SizeSelect, useSizeChoice } from '../../components/SizeSelect';
import { productLabel } from '../../lib/text';
import { AlertOfferSlot } from '../alerts';
import { useAddToBag } from '../cart';

const Row = styled(LineRow)`
  grid-template-columns: 96px minmax(0, 1fr);
`;
const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 8px 12px;
  margin-top: 8px;
  label {
    display: grid;
    gap: 4px;
    font-size: 0.875rem;
    font-weight: 700;
  }
  select {
    padding: 10px;
  }
`;
const Hint = styled.p`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.accent};
`;

/**
 * A favourite whose product the catalogue holds: its picture, name, price, a size and the bag; a
 * sold-out size chosen offers 'Avise-me quando chegar' instead of the bag.
 */
function Favorite({ product, to, onRemove }: { product: Product; to: string; onRemove: () => void }) {
  const choice = useSizeChoice(product);
  const { size } = choice;
  const add = useAddToBag(product);
  const title = productLabel(product);
  const hintId = useId();
  const titleId = useId();
  const inStock = product.sizes.some((entry) => entry.available);
  const soldOutSku = product.sizes.find((entry) => entry.size === choice.soldOut)?.sku;
  return (
    <>
      <ProductImage src={product.image} alt="" />
      <div>
        <h2 id={titleId}>
          <Link to={to}>{title}</Link>
        </h2>
        <Price regularCents={product.regularPriceCents} actualCents={product.actualPriceCents} />
        {product.onSale && <PaymentTerms priceCents={product.actualPriceCents} installments={product.installments} />}
        <Form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!product.onSale || !inStock || soldOutSku) return;
            if (!size) return choice.miss();
            add(size);
          }}
        >
          {product.onSale ? (
            <>
              {!inStock && <p>Esgotado em todos os tamanhos</p>}
              <label>
                Tamanho
                <SizeSelect product={product} choice={choice} hintId={hintId} soldOutChoosable />
              </label>
              {inStock && !soldOutSku && (
                <Button type="submit" aria-describedby={titleId}>
                  Adicionar à sacola
                </Button>
              )}
            </>
          ) : (
            <p>Produto não está disponivel no momento</p>
          )}
          <Button type="button" variant="outline" onClick={onRemove} aria-describedby={titleId}>
            Remover dos favoritos
          </Button>
          {choice.missing && (
            <Hint id={hintId} role="alert">
              Escolha um tamanho para adicionar à sacola.
            </Hint>
          )}
        </Form>
        {soldOutSku && <AlertOfferSlot sku={soldOutSku} size={choice.soldOut} />}
      </div>
    </>
  );
}

interface FavoriteRowProps {
  product: Product | null;
  to: string | null;
  onRemove: () => void;
}

/** One favourite on /favoritos; one whose product left the catalogue says so. */
export function FavoriteRow({ product, to, onRemove }: FavoriteRowProps) {
  return (
    <Row>
      {product && to ? (
        <Favorite product={product} to={to} onRemove={onRemove} />
      ) : (
        <>
          <ProductImage src="" alt="" />
          <div>
            <h2>Produto indisponível</h2>
            <p>Este produto saiu do catálogo.</p>
            <Button type="button" variant="outline" onClick={onRemove}>
              Remover dos favoritos
            </Button>
          </div>
        </>
      )}
    </Row>
  );
}
