/**
 * The figures and sentences a test expects, worked out from the shop's rules (src/rules/)
 * and the products' own prices, never copied (house style: "tests compute, they do not
 * copy"). A new percentage, threshold, parcel count or rate then fails only the tests that
 * pin that rule. Shared by the shop's tests and the fake backend's (mocks/testFixtures.ts).
 */
import type { UfCode } from '../rules/cep';
import { shippingOptions, type ShippingId, type ShippingOption } from '../rules/shipping';

/** Shipping option `id` as the rules quote it for a subtotal to a UF (São Paulo: Maria's address). */
export function shippingTo(id: ShippingId, subtotalCents: number, state: UfCode = 'SP'): ShippingOption {
  const option = shippingOptions(state, subtotalCents).find((candidate) => candidate.id === id);
  if (!option) throw new Error(`the shipping rules have no option ${id}`);
  return option;
}

/** What shipping option `id` costs for a subtotal to a UF (São Paulo unless said). */
export const shippingCents = (id: ShippingId, subtotalCents: number, state: UfCode = 'SP'): number =>
  shippingTo(id, subtotalCents, state).priceCents;

/** The option's own rate to a UF, where nothing makes it free (an empty subtotal). */
export const rateCents = (id: ShippingId, state: UfCode = 'SP'): number => shippingCents(id, 0, state);

/**
 * A sentence as Testing Library's default normalizer reads the page's text: every run of
 * white space, the no-break space Intl puts after R$ included, as one plain space.
 */
export const asShown = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** A pattern for exactly `text`, any white space where it has some (accessible names keep Intl's no-break space). */
export const exactly = (text: string): RegExp =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')}$`);
