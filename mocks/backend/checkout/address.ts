/**
 * Reading an order's delivery: malformed JSON is a 400; then the
 * shop's own delivery rule (src/rules/shipping.ts: the option and the address
 * it needs, the schema the 'Entrega' form runs) decides, and a refusal is its
 * message (422).
 */
import type { Address } from '../../../src/api/types';
import { ADDRESS_FIELDS } from '../../../src/rules/address';
import { checkDelivery, isShippingId, type ShippingId } from '../../../src/rules/shipping';
import { isRecord, refuse, text, type Refusal } from './input';

export function readDelivery(
  address: unknown,
  shippingId: unknown,
): { address: Address; shippingId: ShippingId } | Refusal {
  if (!isRecord(address)) return refuse(400, 'Endereço inválido.');
  if (!isShippingId(shippingId)) return refuse(400, 'Opção de frete inválida.');
  const fields: Record<string, string> = {};
  for (const field of ADDRESS_FIELDS) {
    // An optional field may be left out; any field sent must be short text.
    if (address[field] === undefined) continue;
    const fieldText = text(address[field], 200);
    if (fieldText === null) return refuse(400, 'Endereço inválido.');
    fields[field] = fieldText;
  }
  const delivery = checkDelivery(fields, shippingId);
  return 'message' in delivery ? refuse(422, delivery.message) : delivery;
}
