import styled from '@emotion/styled';
import type { UseFormReturn } from 'react-hook-form';
import type { Address } from '../api/types';
import { formatCep, UFS } from '../rules/cep';
import { mq } from '../theme/theme';
import { failureText } from './failureText';
import { masked } from './masked';
import { SelectField, TextField } from './TextField';

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

/** The address's fields as a form holds them (text while typed); a form may hold more (the checkout's shipping). */
export type AddressFormValues = Partial<Record<keyof Address, string>>;

interface Props<Values extends AddressFormValues> {
  form: UseFormReturn<Values>;
  /** What the CEP lookup says under the field (read out as it changes). */
  cepStatus: string;
}

/** A CEP lookup as the form sees it: RTK Query's state of the request. */
export interface CepLookupState {
  isFetching: boolean;
  isError: boolean;
  currentData?: unknown;
  error?: unknown;
}

/** What the CEP lookup says under the field, once the CEP is complete. */
export function cepLookupStatus(lookup: CepLookupState, complete: boolean): string {
  if (!complete) return '';
  if (lookup.isFetching) return 'Buscando o endereço...';
  if (lookup.currentData) return 'Endereço encontrado: informe o número.';
  if (!lookup.isError) return '';
  const status = (lookup.error as { status?: unknown }).status;
  if (status === 404) return 'CEP não encontrado. Preencha o endereço.';
  if (status === 400) return 'CEP inválido. Confira os números.';
  return failureText(lookup.error, 'Não foi possível buscar o CEP.') + ' Preencha o endereço.';
}

/**
 * The address fields, each with its message under it: the checkout's 'Entrega' and the account's
 * 'Meus endereços' (the same rule, src/rules/address.ts, checks both).
 */
export function AddressFields<Values extends AddressFormValues>({ form, cepStatus }: Props<Values>) {
  // Every form that shows these fields holds them under these names (AddressFormValues).
  const {
    register,
    formState: { errors },
  } = form as unknown as UseFormReturn<AddressFormValues>;
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
