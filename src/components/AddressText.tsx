import styled from '@emotion/styled';
import type { Address } from '../api/types';
import { formatCep } from '../rules/cep';

const Text = styled.address`
  font-style: normal;
  overflow-wrap: anywhere;
`;

/** A delivery address as Brazilian labels write it. */
export function AddressText({ address }: { address: Address }) {
  const { recipient, street, number, complement, district, city, state, cep } = address;
  return (
    <Text>
      {recipient}
      <br />
      {street}, {number}
      {complement && ` - ${complement}`}
      <br />
      {district}, {city} - {state}
      <br />
      CEP {formatCep(cep)}
    </Text>
  );
}
