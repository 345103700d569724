import { array, boolean, object, string } from 'yup';
import type { Product } from '../../src/api/types';
import { parseInstallments, parsePriceToCents } from './priceText';

const price = string()
  .required()
  .test('price', 'is not a price like "R$ 99,90"', (text) => parsePriceToCents(text ?? '') !== null);

/** One entry in the shape of the retailer's public front-end challenge. */
const rawProductSchema = object({
  name: string().required().max(200).matches(/\S/, 'is blank'),
  style: string().required(),
  code_color: string().required(),
  color_slug: string().required(),
  color: string().required(),
  on_sale: boolean().required(),
  regular_price: price,
  actual_price: price,
  discount_percentage: string()
    .defined()
    .matches(/^(\d{1,2}%)?$/, 'is not a percentage like "12%"'),
  installments: string()
    .required()
    .test('installments', 'is not like "3x R$ 66,63"', (text) => parseInstallments(text ?? '') !== null),
  image: string().defined(),
  sizes: array(object({ available: boolean().required(), size: string().required(), sku: string().required() }))
    .required()
    .min(1),
});

type RawProduct = ReturnType<typeof rawProductSchema.validateSync>;

function toProduct(raw: RawProduct): Product {
  return {
    id: raw.code_color,
    name: raw.name.trim(),
    style: raw.style,
    color: raw.color,
    colorSlug: raw.color_slug,
    onSale: raw.on_sale,
    regularPriceCents: parsePriceToCents(raw.regular_price)!,
    actualPriceCents: parsePriceToCents(raw.actual_price)!,
    discountPercent: raw.discount_percentage ? Number.parseInt(raw.discount_percentage, 10) : 0,
    installments: parseInstallments(raw.installments)!,
    image: raw.image,
    sizes: raw.sizes.map(({ size, available, sku }) => ({ size, available, sku })),
  };
}

function describe(entry: unknown, index: number): string {
  const name = (entry as { name?: unknown } | null)?.name;
  return typeof name === 'string' ? `#${index} "${name}"` : `#${index}`;
}

/**
 * Validates a catalogue file and converts it to products. A broken entry is
 * skipped with one warning naming it; it never takes the shop down.
 */
export function parseCatalogue(file: unknown, warn: (message: string) => void = console.warn): Product[] {
  const entries = (file as { products?: unknown } | null)?.products;
  if (!Array.isArray(entries)) {
    warn('[catalogue] the file has no "products" list; the shop starts empty.');
    return [];
  }
  const products: Product[] = [];
  const seenIds = new Set<string>();
  const seenSkus = new Set<string>();
  entries.forEach((entry, index) => {
    try {
      const product = toProduct(rawProductSchema.validateSync(entry, { strict: true }));
      if (product.actualPriceCents > product.regularPriceCents) {
        throw new Error('actual_price is above regular_price');
      }
      if (seenIds.has(product.id)) throw new Error(`duplicate code_color ${product.id}`);
      const skus = product.sizes.map((s) => s.sku);
      const repeated = skus.find((sku, i) => seenSkus.has(sku) || skus.indexOf(sku) !== i);
      if (repeated) throw new Error(`duplicate sku ${repeated}`);
      seenIds.add(product.id);
      skus.forEach((sku) => seenSkus.add(sku));
      products.push(product);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      warn(`[catalogue] skipped product ${describe(entry, index)}: ${reason}`);
    }
  });
  return products;
}
