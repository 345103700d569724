import styled from '@emotion/styled';
import { Fragment } from 'react';
import type { Address } from '../api/types';
import { formatCep } from '../rules/cep';

const Text = styled.address`
  font-style: normal;
  overflow-wrap: anywhere;
`;

/** A delivery address as Brazilian labels write it; a line whose fields are empty is left out. */
export function AddressText({ address }: { address: Address }) {
  const { recipient, street, number, complement, district, city, state, cep } = address;
  const lines = [
    recipient,
    [[street, number].filter(Boolean).join(', '), complement].filter(Boolean).join(' - '),
    [[district, city].filter(Boolean).join(', '), state].filter(Boolean).join(' - '),
    `CEP ${formatCep(cep)}`,
  ].filter(Boolean);
  return (
    <Text>
      {lines.map((line, i) => (
        <Fragment key={line}>
          {i > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </Text>
  );
}
