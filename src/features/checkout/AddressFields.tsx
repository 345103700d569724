import styled from '@emotion/styled';
import type { UseFormReturn } from 'react-hook-form';
import { SelectField, TextField } from '../../components/TextField';
import { formatCep, UFS } from '../../rules/cep';
import { mq } from '../../theme/theme';
import type { AddressValues } from './useAddressForm';
import { masked } from './masked';

const Grid = styled.div`
  display: grid;
  gap: 16px;
  ${mq.fromTablet} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
    & > * {
      grid-column: span 3;
    }
    & > .wide {
      grid-column: span 6;
    }
    & > .narrow {
      grid-column: span 2;
    }
    & > .uf {
      grid-column: span 4;
    }
  }
`;

interface Props {
  form: UseFormReturn<AddressValues>;
  /** What the CEP lookup says under the field (read out as it changes). */
  cepStatus: string;
}

/** Issue 23 'Entrega': the address fields, each with its message under it. */
export function AddressFields({ form, cepStatus }: Props) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <Grid>
      <div className="wide">
        <TextField
          id="recipient"
          label="Nome do destinatário"
          autoComplete="name"
          error={errors.recipient?.message}
          {...register('recipient')}
        />
      </div>
      <div>
        <TextField
          id="cep"
          label="CEP"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="00000-000"
          error={errors.cep?.message}
          hint={<span role="status">{cepStatus}</span>}
          {...masked(register('cep'), formatCep)}
        />
      </div>
      <div className="wide">
        <TextField
          id="street"
          label="Rua"
          autoComplete="address-line1"
          error={errors.street?.message}
          {...register('street')}
        />
      </div>
      <div className="narrow">
        <TextField id="number" label="Número" error={errors.number?.message} {...register('number')} />
      </div>
      <div className="uf">
        <TextField
          id="complement"
          label="Complemento (opcional)"
          autoComplete="address-line2"
          error={errors.complement?.message}
          {...register('complement')}
        />
      </div>
      <div>
        <TextField
          id="district"
          label="Bairro"
          autoComplete="address-level3"
          error={errors.district?.message}
          {...register('district')}
        />
      </div>
      <div>
        <TextField
          id="city"
          label="Cidade"
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
      </div>
      <div>
        <SelectField
          id="state"
          label="UF"
          autoComplete="address-level1"
          error={errors.state?.message}
          {...register('state')}
        >
          <option value="">Selecione</option>
          {UFS.map(({ code, name }) => (
            <option key={code} value={code}>
              {code} - {name}
            </option>
          ))}
        </SelectField>
      </div>
    </Grid>
  );
}
