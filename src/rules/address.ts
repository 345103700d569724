/**
 * The delivery address: one schema for the 'Entrega' form (yup through the
 * resolver) and for the server (the same schema run in Node, mocks'
 * checkout routes), so both refuse the same thing with the same message, in
 * Portuguese, naming the field.
 */
import { object, string, type InferType } from 'yup';
import { isCompleteCep, isUf, normalizeCep, ufForCep } from './cep';
import { personName, tidyText } from './personName';
import { firstProblem, type FieldProblem } from './refusal';

const REQUIRED = 'Campo obrigatório';

/**
 * Each field's text, tidied: trimmed, runs of spaces made one. A field without `.required()` is
 * optional: it may be left out (an order from before it existed, or a client that omits it).
 */
const text = () => string().transform(tidyText);

export const addressSchema = object({
  recipient: personName('Informe o nome de quem vai receber (só letras, de 2 a 60).').label('Nome do destinatário'),
  cep: text()
    .label('CEP')
    .required(REQUIRED)
    .test('cep', 'CEP inválido', (cep) => isCompleteCep(cep) && ufForCep(normalizeCep(cep)) !== null)
    .transform((cep: string) => (isCompleteCep(cep) ? normalizeCep(cep) : cep)),
  street: text()
    .label('Rua')
    .required(REQUIRED)
    .min(2, 'Informe a rua (de 2 a 100 caracteres).')
    .max(100, 'Informe a rua (de 2 a 100 caracteres).'),
  number: text()
    .label('Número')
    .required(REQUIRED)
    .matches(/^(\d{1,9}[A-Za-z]?|S\/N)$/i, 'Informe o número (ou S/N, se não houver).')
    .transform((number: string) => number.toUpperCase()),
  complement: text().label('Complemento').max(60, 'O complemento pode ter até 60 caracteres.'),
  district: text()
    .label('Bairro')
    .required(REQUIRED)
    .min(2, 'Informe o bairro (de 2 a 60 caracteres).')
    .max(60, 'Informe o bairro (de 2 a 60 caracteres).'),
  city: text()
    .label('Cidade')
    .required(REQUIRED)
    .min(2, 'Informe a cidade (de 2 a 60 caracteres).')
    .max(60, 'Informe a cidade (de 2 a 60 caracteres).'),
  state: text()
    .label('UF')
    .transform((uf: string) => uf.toUpperCase())
    .required('Selecione a UF.')
    .test('uf', 'Selecione a UF.', (uf) => isUf(uf))
    .test('cep-uf', 'O CEP não pertence a esta UF.', function sameUf(uf) {
      const cep = normalizeCep(this.parent.cep ?? '');
      return !isCompleteCep(cep) || ufForCep(cep) === null || ufForCep(cep) === uf;
    }),
});

/** An address as the backend keeps it, checked: the CEP as 8 digits, the state a UF code (cep.ts). */
export type Address = InferType<typeof addressSchema>;

/** The address's fields, in the order the form shows them. */
export const ADDRESS_FIELDS = Object.keys(addressSchema.fields) as Array<keyof Address>;

/** The address the server keeps, tidied, or the first field that breaks the rule (refusal.ts). */
export function checkAddress(value: Record<string, unknown>): Address | FieldProblem<keyof Address> {
  const checked = firstProblem(addressSchema, ADDRESS_FIELDS, value);
  return 'values' in checked ? (checked.values as Address) : checked;
}

/** 'Meus endereços': how many addresses an account keeps. */
export const ADDRESS_BOOK_LIMIT = 10;

/** The refusal of one address more than the book holds, in the words the shop shows. */
export const ADDRESS_BOOK_FULL = `Limite de ${ADDRESS_BOOK_LIMIT} endereços. Remova um para adicionar outro.`;
