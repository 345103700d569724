import styled from '@emotion/styled';
import { Svg, type IconProps } from '../../components/Icons';
import { LineRow } from '../../components/LineRow';
import { ProductImage } from '../../components/ProductImage';
import { PaymentTerms } from '../../components/PaymentTerms';
import { formatCents } from '../../lib/money';
import { productLabel } from '../../lib/text';
import type { CartLineView } from './cartSelectors';
import { MAX_QUANTITY, QUANTITY_LIMIT_TEXT } from '../../rules/orderLines';
import { QuantityStepper } from './QuantityStepper';

const TrashIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
  </Svg>
);

const Row = styled(LineRow)`
  grid-template-columns: 96px 1fr auto;
`;
const Delete = styled.button`
  align-self: start;
  width: 44px;
  height: 44px;
  display: grid;
  place-items: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.text};
  }
`;

interface CartLineItemProps {
  line: CartLineView;
  onRemove: () => void;
  onQuantityChange: (quantity: number) => void;
}

/** A line of the bag: image, current price, installments, 'Tamanho - {size}', delete. */
export function CartLineItem({ line, onRemove, onQuantityChange }: CartLineItemProps) {
  const { product } = line;
  const title = productLabel(product);
  return (
    <Row data-sku={line.sku}>
      <ProductImage src={product.image} alt={title} />
      <div>
        {/* Focus lands here after a neighbouring line is deleted or this one is restored. */}
        <h2 tabIndex={-1}>{title}</h2>
        <p>
          <strong>{formatCents(product.actualPriceCents)}</strong>
        </p>
        <PaymentTerms priceCents={product.actualPriceCents} installments={product.installments} />
        <p>Tamanho - {line.size}</p>
        <QuantityStepper
          label={`${title}, tamanho ${line.size}`}
          quantity={line.quantity}
          max={MAX_QUANTITY}
          limitText={QUANTITY_LIMIT_TEXT}
          onChange={onQuantityChange}
        />
      </div>
      <Delete
        type="button"
        // A double click would also hit the line that slides up under the pointer.
        onClick={(event) => event.detail <= 1 && onRemove()}
        aria-label={`Remover ${title}, tamanho ${line.size}`}
      >
        <TrashIcon size={20} />
      </Delete>
    </Row>
  );
}
