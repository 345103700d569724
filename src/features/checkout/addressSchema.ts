import { object, string, type InferType } from 'yup';
import type { Address } from '../../api/types';
import { isCompleteCep, isUf, normalizeCep, ufForCep } from '../../lib/cep';

const REQUIRED = 'Campo obrigatório';

/**
 * Issue 23 'Entrega': a message under each field, in Portuguese, and one
 * under the shipping options. The rules are
 * the backend's (it checks them again): a name of letters, a number or S/N,
 * and a CEP that belongs to the UF.
 */
export const addressSchema = object({
  recipient: string()
    .trim()
    .required(REQUIRED)
    .matches(/^[\p{L}][\p{L} .'-]{1,59}$/u, 'Use só letras, de 2 a 60'),
  cep: string()
    .trim()
    .required(REQUIRED)
    .test('cep', 'CEP inválido', (cep) => isCompleteCep(cep) && ufForCep(normalizeCep(cep)) !== null),
  street: string().trim().required(REQUIRED).max(100, 'Até 100 caracteres'),
  number: string()
    .trim()
    .required(REQUIRED)
    .matches(/^(\d{1,9}[A-Za-z]?|S\/N)$/i, 'Use só o número (ou S/N se não houver)'),
  complement: string().trim().default('').max(60, 'Até 60 caracteres'),
  district: string().trim().required(REQUIRED).max(60, 'Até 60 caracteres'),
  city: string().trim().required(REQUIRED).max(60, 'Até 60 caracteres'),
  state: string()
    .required('Selecione a UF')
    .test('uf', 'Selecione a UF', (uf) => isUf(uf))
    .test('cep-uf', 'O CEP informado não é desta UF', function sameUf(uf) {
      const cep = normalizeCep(this.parent.cep ?? '');
      return !isCompleteCep(cep) || ufForCep(cep) === null || ufForCep(cep) === uf;
    }),
  /** The chosen shipping option (kept by checkout/shippingChosen as it is chosen). */
  shipping: string().required('Escolha uma opção de frete'),
});

export type AddressValues = InferType<typeof addressSchema>;

/** The form's values as the backend takes them: the CEP as 8 digits. */
export const toAddress = ({ shipping: _shipping, ...values }: AddressValues): Address => ({
  ...values,
  complement: values.complement ?? '',
  cep: normalizeCep(values.cep),
});
