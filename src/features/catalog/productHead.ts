import type { Product } from '../../api/types';
import { formatCents } from '../../lib/money';
import { productLabel } from '../../lib/text';
import { canBuy } from '../../rules/orderLines';

/**
 * What a product page says of itself in its head: the build writes it into the
 * product's own HTML file (scripts/webpack/sitePages.ts) and the page sets it
 * again in the browser when another product is opened, so both say the same.
 */

/** The document title before ' | Vitrine' (usePageTitle adds it): 'VESTIDO MIDI FLORAL - VERDE'. */
export const productTitle = (product: Pick<Product, 'name' | 'color'>): string => productLabel(product);

/** A product can be bought in at least one size (an offer's availability). */
export const inStock = (product: Pick<Product, 'onSale' | 'sizes'>): boolean =>
  product.sizes.some((size) => canBuy(product, size));

/**
 * The meta description: the product, its price and parcels as the page states them,
 * and the sizes that can be bought ('VESTIDO MIDI FLORAL - VERDE por R$ 263,91,
 * até 3x de R$ 87,97 sem juros. Tamanhos: P, M, G.').
 */
export function productDescription(product: Product): string {
  const label = productLabel(product);
  // A product not on sale.
  if (!product.onSale) return `${label}: Produto não está disponivel no momento.`;
  const { count, amountCents } = product.installments;
  const terms =
    count === 1 ? `${formatCents(amountCents)} à vista` : `até ${count}x de ${formatCents(amountCents)} sem juros`;
  const sizes = product.sizes.filter((size) => canBuy(product, size)).map((size) => size.size);
  const stock = sizes.length > 0 ? `Tamanhos: ${sizes.join(', ')}.` : 'Esgotado.';
  return `${label} por ${formatCents(product.actualPriceCents)}, ${terms}. ${stock}`;
}
