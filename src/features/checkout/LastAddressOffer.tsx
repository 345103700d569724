import styled from '@emotion/styled';
import type { Address } from '../../api/types';
import { AddressText } from '../../components/AddressText';
import { Button } from '../../components/Button';

const Box = styled.section`
  display: grid;
  gap: 12px;
  justify-items: start;
  padding: 16px;
  background: ${({ theme }) => theme.colors.subtle};
  h2 {
    margin: 0;
    font-size: 1rem;
  }
`;

/** The backend keeps the shopper's last address; it is offered while nothing is typed. */
export function LastAddressOffer({ address, onUse }: { address: Address; onUse: (address: Address) => void }) {
  return (
    <Box aria-labelledby="last-address-title">
      <h2 id="last-address-title">Endereço do último pedido</h2>
      <AddressText address={address} />
      <Button type="button" variant="outline" onClick={() => onUse(address)}>
        Usar endereço do último pedido
      </Button>
    </Box>
  );
}
