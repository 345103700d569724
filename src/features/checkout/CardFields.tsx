import styled from '@emotion/styled';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { SelectField, TextField } from '../../components/TextField';
import { brandLabel, BRANDS_TAKEN, cardBrand, formatCardNumber, formatCvv, formatExpiry } from '../../rules/card';
import { formatCpf } from '../../rules/cpf';
import { INSTALLMENT_COUNTS } from '../../rules/totals';
import { installmentsText } from '../../rules/totals';
import { mq } from '../../theme/theme';
import { masked } from '../../components/masked';
import type { PaymentValues } from './usePaymentForm';

const Grid = styled.div`
  display: grid;
  gap: 16px;
  ${mq.fromTablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    & > .wide {
      grid-column: span 2;
    }
  }
`;

/** The brand as the shopper types, once the first digits tell it. */
function brandHint(number: string): string {
  const digits = number.replace(/\D/g, '');
  const brand = cardBrand(digits);
  if (brand) return `Bandeira: ${brandLabel(brand)}`;
  return digits.length >= 6 ? 'Bandeira não reconhecida' : BRANDS_TAKEN;
}

interface Props {
  form: UseFormReturn<PaymentValues>;
  /** The card's total, for the parcels (null while it loads). */
  totalCents: number | null;
  /** False while a card tokenised before is kept: only the parcels are asked. */
  askCard: boolean;
}

/** The card fields: number, name, validade, CVV, CPF, and parcels sem juros. */
export function CardFields({ form, totalCents, askCard }: Props) {
  const {
    register,
    formState: { errors },
  } = form;
  const number = useWatch({ control: form.control, name: 'number' });
  return (
    <Grid>
      {askCard && (
        <>
          <div className="wide">
            <TextField
              id="card-number"
              label="Número do cartão"
              inputMode="numeric"
              autoComplete="cc-number"
              error={errors.number?.message}
              hint={brandHint(number)}
              {...masked(register('number'), formatCardNumber)}
            />
          </div>
          <div className="wide">
            <TextField
              id="card-holder"
              label="Nome impresso no cartão"
              autoComplete="cc-name"
              autoCapitalize="characters"
              error={errors.holder?.message}
              {...register('holder')}
            />
          </div>
          <TextField
            id="card-expiry"
            label="Validade (MM/AA)"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/AA"
            error={errors.expiry?.message}
            {...masked(register('expiry'), formatExpiry)}
          />
          <TextField
            id="card-cvv"
            label="CVV"
            inputMode="numeric"
            autoComplete="cc-csc"
            error={errors.cvv?.message}
            {...masked(register('cvv'), formatCvv)}
          />
          <div className="wide">
            <TextField
              id="card-cpf"
              label="CPF do titular"
              inputMode="numeric"
              placeholder="000.000.000-00"
              error={errors.cpf?.message}
              {...masked(register('cpf'), formatCpf)}
            />
          </div>
        </>
      )}
      <div className="wide">
        <SelectField id="card-installments" label="Parcelas" {...register('installments')}>
          {INSTALLMENT_COUNTS.map((count) => (
            <option key={count} value={String(count)}>
              {totalCents === null ? `${count}x sem juros` : installmentsText(totalCents, count)}
            </option>
          ))}
        </SelectField>
      </div>
    </Grid>
  );
}
