/**
 * The shipping options, for the shop and its backend alike: their ids, names,
 * prices and delivery times by the destination's region (the carriers charge
 * more and take longer the farther from the warehouse in São Paulo), and the
 * words that state them. Economy is free above the threshold (prices.ts).
 */
import { object, string, type ObjectSchema } from 'yup';
import { formatCents } from '../lib/money';
import { ADDRESS_FIELDS, addressSchema, type Address } from './address';
import type { UfCode } from './cep';
import { freeEconomyShipping } from './prices';
import { firstProblem, type FieldProblem } from './refusal';

type Region = 'sudeste' | 'sul' | 'centroOeste' | 'nordeste' | 'norte';

const REGION: Record<UfCode, Region> = {
  SP: 'sudeste',
  RJ: 'sudeste',
  MG: 'sudeste',
  ES: 'sudeste',
  PR: 'sul',
  SC: 'sul',
  RS: 'sul',
  DF: 'centroOeste',
  GO: 'centroOeste',
  MT: 'centroOeste',
  MS: 'centroOeste',
  BA: 'nordeste',
  SE: 'nordeste',
  AL: 'nordeste',
  PE: 'nordeste',
  PB: 'nordeste',
  RN: 'nordeste',
  CE: 'nordeste',
  PI: 'nordeste',
  MA: 'nordeste',
  PA: 'norte',
  AP: 'norte',
  AM: 'norte',
  RR: 'norte',
  AC: 'norte',
  RO: 'norte',
  TO: 'norte',
};

/** [cents, working days] to a region. */
type Rate = readonly [number, number];

/** Every option the shop offers, in the order it lists them. */
const OPTIONS = [
  {
    id: 'economica',
    name: 'Econômica',
    freeAboveThreshold: true,
    rates: { sudeste: [1990, 5], sul: [2490, 7], centroOeste: [2790, 8], nordeste: [2990, 9], norte: [3490, 12] },
  },
  {
    id: 'expressa',
    name: 'Expressa',
    freeAboveThreshold: false,
    rates: { sudeste: [3490, 2], sul: [4290, 3], centroOeste: [4790, 3], nordeste: [5490, 4], norte: [6990, 5] },
  },
] as const satisfies ReadonlyArray<{
  id: string;
  name: string;
  freeAboveThreshold: boolean;
  rates: Record<Region, Rate>;
}>;

export type ShippingId = (typeof OPTIONS)[number]['id'];

export const SHIPPING_IDS: readonly ShippingId[] = OPTIONS.map((option) => option.id);

export const isShippingId = (value: unknown): value is ShippingId => SHIPPING_IDS.includes(value as ShippingId);

/** One option as quoted for a destination and a subtotal (an order keeps the one it was placed with). */
export interface ShippingOption {
  id: ShippingId;
  /** 'Econômica' | 'Expressa'. */
  name: string;
  priceCents: number;
  /** Working days, said as deliveryText says them. */
  days: number;
}

/**
 * One option's own price to a destination, before anything makes it free. `canBeFree`: the
 * options the free-shipping threshold frees (economy), which are also the ones a free-shipping
 * coupon frees, so 'frete grátis' means one thing wherever the shop says it.
 */
export interface ShippingRate extends ShippingOption {
  canBeFree: boolean;
}

/** Every option's own price and time to a destination. */
export const shippingRates = (state: UfCode): ShippingRate[] =>
  OPTIONS.map(({ id, name, freeAboveThreshold, rates }) => {
    const [priceCents, days] = rates[REGION[state]];
    return { id, name, priceCents, days, canBeFree: freeAboveThreshold };
  });

/** Why an option costs nothing: the products pass the threshold, or a free-shipping coupon; null: it is paid. */
export type FreeShipping = 'threshold' | 'coupon' | null;

/**
 * What an option charges for products that cost `productsCents` (after any coupon: the threshold
 * is judged on what the shopper pays for the products), and why it is free when it is. The
 * threshold is named before the coupon: with both, the coupon added nothing.
 */
export function shippingCharge(
  rate: Pick<ShippingRate, 'priceCents' | 'canBeFree'>,
  productsCents: number,
  freeByCoupon = false,
): { priceCents: number; free: FreeShipping } {
  const free: FreeShipping = !rate.canBeFree
    ? null
    : freeEconomyShipping(productsCents)
      ? 'threshold'
      : freeByCoupon
        ? 'coupon'
        : null;
  return { priceCents: free ? 0 : rate.priceCents, free };
}

/**
 * The options for a destination and what the products cost: the subtotal the server priced, less
 * any coupon; `freeByCoupon` when the order carries a free-shipping coupon.
 */
export function shippingOptions(state: UfCode, subtotalCents: number, freeByCoupon = false): ShippingOption[] {
  return shippingRates(state).map(({ canBeFree, ...option }) => ({
    ...option,
    priceCents: shippingCharge({ priceCents: option.priceCents, canBeFree }, subtotalCents, freeByCoupon).priceCents,
  }));
}

/** 'até 5 dias úteis'. */
export const deliveryText = (days: number) => `até ${days} dias úteis`;

/** 'Grátis', or the price. */
export const shippingPriceText = (priceCents: number) => (priceCents === 0 ? 'Grátis' : formatCents(priceCents));

/** 'Econômica: R$ 19,90, até 5 dias úteis'. */
export const shippingOptionText = ({ name, priceCents, days }: ShippingOption) =>
  `${name}: ${shippingPriceText(priceCents)}, ${deliveryText(days)}`;

/**
 * The 'Entrega' step: the option chosen, and the address it delivers to. The form runs it through
 * the resolver and the server runs it on every order, so both take the same deliveries. Every
 * option delivers to the shopper's address today; an option that needs less of it (a pickup in a
 * shop) says so here.
 */
export const deliverySchema = addressSchema.concat(
  object({ shipping: string().required('Escolha uma opção de frete') }),
) as ObjectSchema<DeliveryValues>;

/** The form's values: an address and the option's id (the schema decides which fields an option needs). */
export type DeliveryValues = Address & { shipping: string };

/** A delivery the server takes: the address, tidied, and the option; or the first field that breaks the rule. */
export function checkDelivery(
  address: Record<string, unknown>,
  shipping: ShippingId,
): { address: Address; shippingId: ShippingId } | FieldProblem {
  const checked = firstProblem(deliverySchema, [...ADDRESS_FIELDS, 'shipping'], { ...address, shipping });
  if (!('values' in checked)) return checked;
  const { shipping: shippingId, ...delivered } = checked.values as DeliveryValues;
  return { address: delivered, shippingId: shippingId as ShippingId };
}
