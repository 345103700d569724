/**
 * Reading the delivery address of an order (issue 23). Each field is checked
 * and a refusal names it in Portuguese; the CEP must belong to the state.
 */
import type { Address } from '../../../src/api/types';
import { isUf, ufForCep } from '../../../src/lib/cep';
import { isRecord, refuse, strictCep, text, type Refusal } from './input';

/** Letters (accents included), spaces, apostrophes, dots and hyphens: a person's name. */
const NAME = /^[\p{L}][\p{L} .'-]*$/u;

const FIELDS = ['recipient', 'cep', 'street', 'number', 'complement', 'district', 'city', 'state'] as const;

/** A field's text, trimmed, with runs of spaces made one. */
const tidy = (value: string) => value.trim().replace(/\s+/g, ' ');

function between(value: string, min: number, max: number): boolean {
  return value.length >= min && value.length <= max;
}

export function readAddress(value: unknown): Address | Refusal {
  if (!isRecord(value)) return refuse(400, 'Endereço inválido.');
  const raw: Partial<Record<(typeof FIELDS)[number], string>> = {};
  for (const field of FIELDS) {
    const fieldText = text(value[field], 200);
    if (fieldText === null) return refuse(400, 'Endereço inválido.');
    raw[field] = tidy(fieldText);
  }
  const { recipient = '', street = '', number = '', complement = '', district = '', city = '' } = raw;
  const state = (raw.state ?? '').toUpperCase();
  const cep = strictCep(raw.cep);

  if (!between(recipient, 2, 60) || !NAME.test(recipient)) {
    return refuse(422, 'Informe o nome de quem vai receber o pedido (só letras, de 2 a 60).');
  }
  if (!cep || !ufForCep(cep)) return refuse(422, 'CEP inválido');
  if (!between(street, 2, 100)) return refuse(422, 'Informe a rua do endereço.');
  if (!between(number, 1, 10) || !/^(\d+[A-Za-z]?|S\/N)$/i.test(number)) {
    return refuse(422, 'Informe o número do endereço (ou S/N).');
  }
  if (complement.length > 60) return refuse(422, 'O complemento pode ter até 60 caracteres.');
  if (!between(district, 2, 60)) return refuse(422, 'Informe o bairro.');
  if (!between(city, 2, 60)) return refuse(422, 'Informe a cidade.');
  if (!isUf(state)) return refuse(422, 'Estado (UF) inválido.');
  if (ufForCep(cep) !== state) return refuse(422, 'O CEP não pertence ao estado informado.');
  return { recipient, cep, street, number: number.toUpperCase(), complement, district, city, state };
}
