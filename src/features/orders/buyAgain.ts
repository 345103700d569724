/**
 * 'Comprar novamente': a past order's lines back in the bag, at
 * today's prices and availability, saying what changed since the order.
 */
import { shownFailure, type CartLine, type OrderLine, type Product } from '../../api/types';
import type { ShownFailure } from '../../components/LoadFailed';
import { formatCents } from '../../lib/money';
import { lineLabel } from '../../lib/text';
import { canBuy, catalogueSize } from '../../rules/orderLines';
import type { AppThunk } from '../../store/types';
import { boughtAgain, selectCartLines } from '../cart';
import { catalogApi } from '../products';

export interface BuyAgainLines {
  /** The lines that can be bought today, with the order's quantities. */
  lines: CartLine[];
  /** Portuguese sentences, in the order's order: each line left out, and each price that moved. */
  changes: string[];
}

/**
 * The order's lines against the catalogue of today: a size sold out or a product no
 * longer on sale stays out, named; a price other than the order's is named with its new
 * price (and the old one, which the shopper paid or meant to pay).
 */
export function linesToBuyAgain(ordered: OrderLine[], products: Product[]): BuyAgainLines {
  const byId = new Map(products.map((product) => [product.id, product]));
  const lines: CartLine[] = [];
  const changes: string[] = [];
  for (const { sku, productId, size, quantity, unitCents, ...named } of ordered) {
    const label = lineLabel(named, size);
    const product = byId.get(productId);
    const entry = catalogueSize(product, { sku, size });
    if (!product || !entry || !canBuy(product, entry)) {
      const why = product?.onSale && entry ? 'esgotou' : 'não está mais à venda';
      changes.push(`${label} ${why} e ficou de fora.`);
      continue;
    }
    lines.push({ sku, productId, size, quantity });
    if (product.actualPriceCents !== unitCents) {
      changes.push(`${label} agora custa ${formatCents(product.actualPriceCents)} (era ${formatCents(unitCents)}).`);
    }
  }
  return { lines, changes };
}

/** `units`: how many came back to the bag, beyond what it already held of each line. */
export type BuyAgainOutcome = (BuyAgainLines & { units: number }) | { failed: ShownFailure };

/** The units `lines` add to a bag holding `held`: a line already there keeps the larger quantity (boughtAgain). */
export function unitsAdded(lines: CartLine[], held: CartLine[]): number {
  const heldBySku = new Map(held.map((line) => [line.sku, line.quantity]));
  return lines.reduce((units, line) => units + Math.max(0, line.quantity - (heldBySku.get(line.sku) ?? 0)), 0);
}

/**
 * Asks for today's catalogue (the page's copy may be hours old), then puts back what can
 * be bought as one cart event; the cart saves it like any change, with the version it
 * last saw, so a line added elsewhere meanwhile is merged, never overwritten.
 */
export function buyAgain(order: { id: string; lines: OrderLine[] }): AppThunk<Promise<BuyAgainOutcome>> {
  return async (dispatch, getState) => {
    const catalogue = await dispatch(
      catalogApi.endpoints.getProducts.initiate(undefined, { forceRefetch: true, subscribe: false }),
    );
    if (catalogue.error || !catalogue.data) return { failed: shownFailure(catalogue.error) };
    const found = linesToBuyAgain(order.lines, catalogue.data);
    const units = unitsAdded(found.lines, selectCartLines(getState()));
    if (units > 0) dispatch(boughtAgain({ orderId: order.id, lines: found.lines }));
    return { ...found, units };
  };
}
