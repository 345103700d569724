/**
 * Reading the delivery address of an order (issue 23): malformed JSON is a
 * 400; then the shop's own address rule (src/rules/address.ts), the schema the
 * 'Entrega' form runs, decides, and a refusal is its message (422).
 */
import { ADDRESS_FIELDS, checkAddress, type Address } from '../../../src/rules/address';
import { isRecord, refuse, text, type Refusal } from './input';

export function readAddress(value: unknown): Address | Refusal {
  if (!isRecord(value)) return refuse(400, 'Endereço inválido.');
  const fields: Record<string, string> = {};
  for (const field of ADDRESS_FIELDS) {
    // An optional field may be left out; any field sent must be short text.
    if (value[field] === undefined) continue;
    const fieldText = text(value[field], 200);
    if (fieldText === null) return refuse(400, 'Endereço inválido.');
    fields[field] = fieldText;
  }
  const address = checkAddress(fields);
  return 'message' in address ? refuse(422, address.message) : address;
}
