import styled from '@emotion/styled';
import type { SavedAddress } from '../../api/types';
import { AddressText } from '../../components/AddressText';
import { NEW_ADDRESS } from './useSavedAddresses';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: grid;
  gap: 8px;
  legend {
    padding: 0;
    margin-bottom: 8px;
    font-weight: 700;
  }
`;

const Option = styled.label`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 12px;
  align-items: start;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
  }
  strong {
    grid-column: 2;
    font-size: 0.75rem;
    text-transform: uppercase;
    letter-spacing: 0.08em;
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.text};
  }
`;

interface Props {
  addresses: SavedAddress[];
  chosen: string;
  onChoose: (id: string) => void;
}

/** At 'Entrega': the addresses kept in 'Minha conta' (the default first), or 'Novo endereço'. */
export function SavedAddressChoice({ addresses, chosen, onChoose }: Props) {
  return (
    <Fieldset>
      <legend>Endereços salvos</legend>
      {addresses.map((address) => (
        <Option key={address.id}>
          <input
            type="radio"
            name="savedAddress"
            value={address.id}
            checked={chosen === address.id}
            onChange={() => onChoose(address.id)}
          />
          <AddressText address={address} />
          {address.isDefault && <strong>Padrão</strong>}
        </Option>
      ))}
      <Option>
        <input
          type="radio"
          name="savedAddress"
          value={NEW_ADDRESS}
          checked={chosen === NEW_ADDRESS}
          onChange={() => onChoose(NEW_ADDRESS)}
        />
        Novo endereço
      </Option>
    </Fieldset>
  );
}
